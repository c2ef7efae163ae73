import { useEffect, useId, useRef } from 'react';
import type { Heading } from '../game/cellRules';
import { gestureOf } from '../input/swipe';
import { useGlide } from '../input/useGlide';
import type { Context2D } from '../render/draw';
import { fitCanvas } from '../render/fitCanvas';
import { useGame, type GameState } from '../store';
import { ZOOM_FROM_FIT } from '../store/uiSlice';
import { shownSolution } from '../render/gameScene';
import { mazeLabel } from '../store/describe';
import { SPEECH } from '../i18n/speech';
import { useText } from '../store/useText';
import { registerMaze } from './mazeFocus';
import { blockPainter, type MazePainter } from './mazePainters';
import { onCells } from '../game/shapeSettings';
import { messageOf } from '../core/errors';
import { NOTICES } from '../i18n/notices';
import { TAP_SLOP_PX } from '../input/swipe';
import { adjacencyIndex } from '../core';

const NUDGE_MS = 220;

function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function pixelRatio(): number {
  return window.devicePixelRatio || 1;
}

/** What the canvas shows: the same maze, the same way. */
function boardOf(state: GameState): object | null {
  return state.shaped ?? state.maze;
}

/**
 * The maze on two stacked canvases. The lower one holds the maze (walls, trail, solution):
 * a new maze or a solution toggle redraws it, a move repaints just the blocks or cells it
 * changed. The upper one holds the markers (player, exit, their halos, a bump's nudge), redrawn
 * whole on every move at the cost of two dots. Drawing is render/'s, through a painter for the
 * kind of maze on screen (mazePainters.ts); this component owns the elements, their size, and
 * the pointer.
 */
/** Marks the first maze drawn in this page, for the first-load benchmark (bench/firstLoad.ts) and DevTools. */
const FIRST_MAZE_MARK = 'maze-drawn';
function markFirstMaze(): void {
  if (typeof performance.mark === 'function' && performance.getEntriesByName(FIRST_MAZE_MARK).length === 0) performance.mark(FIRST_MAZE_MARK);
}

export function MazeCanvas() {
  const mazeRef = useRef<HTMLCanvasElement>(null);
  const markersRef = useRef<HTMLCanvasElement>(null);
  const painterRef = useRef<MazePainter | null>(null);
  const label = useGame(mazeLabel);
  const speech = useText(SPEECH);
  const instructionsId = useId();

  useEffect(() => {
    const canvas = mazeRef.current;
    const overlay = markersRef.current;
    registerMaze(overlay);
    // Without canvas support (jsdom in tests) there is nothing to draw on.
    const context: Context2D | null = canvas?.getContext('2d') ?? null;
    const markerContext: Context2D | null = overlay?.getContext('2d') ?? null;
    if (!canvas || !overlay || !context || !markerContext) return () => registerMaze(null);
    const ctx = context;
    const mctx = markerContext;
    const blocks = blockPainter();
    // Cells are drawn by code loaded with the first maze of cells (or as soon as the settings
    // ask for one); until it is in, such a maze is not drawn, and the canvas redraws when it is.
    let cells: MazePainter | null = null;
    let loadingCells = false;
    const loadCellPainter = () => {
      if (loadingCells) return;
      loadingCells = true;
      import('./cellPainter').then(
        ({ cellPainter }) => {
          cells = cellPainter();
          zoomInIfTiny(useGame.getState());
          redraw();
        },
        (error: unknown) => {
          loadingCells = false;
          useGame.getState().notify((language) => ({ text: NOTICES[language].drawingCouldNotLoad(messageOf(error)) }));
        },
      );
    };
    const painterOf = (state: GameState): MazePainter | null => {
      if (!state.shaped) return blocks;
      if (!cells) loadCellPainter();
      return cells;
    };
    let drawnSolution: Int32Array | null = null;
    let nudge: { direction: Heading; started: number; frame: number } | null = null;

    const drawMarkerLayer = (state: GameState, now = performance.now()) => {
      const { width, height } = fitCanvas(overlay);
      mctx.clearRect(0, 0, width, height);
      if (!boardOf(state)) return;
      const bump = nudge ? { direction: nudge.direction, progress: Math.min(1, (now - nudge.started) / NUDGE_MS), still: reducedMotion() } : null;
      painterOf(state)?.markers(mctx, state, pixelRatio(), bump);
    };

    const redraw = () => {
      const state = useGame.getState();
      // Hidden (another tab is shown): nothing to see; the resize on showing redraws.
      if (canvas.clientWidth === 0 || canvas.clientHeight === 0) return;
      const { width, height } = fitCanvas(canvas);
      ctx.clearRect(0, 0, width, height);
      drawnSolution = shownSolution(state);
      const painter = painterOf(state);
      painterRef.current = painter;
      if (painter && boardOf(state)) {
        painter.redraw(ctx, state, width, height, pixelRatio());
        markFirstMaze();
      }
      drawMarkerLayer(state);
    };

    const animateNudge = (direction: Heading) => {
      if (nudge) cancelAnimationFrame(nudge.frame);
      const started = performance.now();
      const frame = (now: number) => {
        if (!nudge) return;
        drawMarkerLayer(useGame.getState(), now);
        if (now - started < NUDGE_MS) nudge.frame = requestAnimationFrame(frame);
        else {
          nudge = null;
          drawMarkerLayer(useGame.getState());
        }
      };
      nudge = { direction, started, frame: requestAnimationFrame(frame) };
    };

    // A maze too big to play at Fit (Huge, a 4000×1 strip) starts zoomed in on the player.
    // Decided once per maze, when the canvas first has a size: a link opened on another tab decides on showing.
    let sizedFor: object | null = null;
    const zoomInIfTiny = (state: GameState) => {
      const board = boardOf(state);
      const painter = painterOf(state);
      if (!board || !painter || board === sizedFor || canvas.clientWidth === 0 || canvas.clientHeight === 0) return;
      sizedFor = board;
      if (state.zoom === null && painter.tooSmall(state, canvas.clientWidth, canvas.clientHeight)) state.zoomTo(ZOOM_FROM_FIT);
    };

    // Full redraws wait for the next frame, so the several one change asks for (a new maze sets
    // the maze, then the walk) cost one; a move meanwhile is part of that redraw.
    let pending: number | null = null;
    const redrawSoon = () => {
      pending ??= requestAnimationFrame(() => {
        pending = null;
        redraw();
      });
    };

    const observer = new ResizeObserver(() => {
      zoomInIfTiny(useGame.getState());
      redraw();
    });
    observer.observe(canvas);
    const unsubscribe = useGame.subscribe((state, previous) => {
      const newBoard = boardOf(state) !== boardOf(previous);
      if (newBoard) zoomInIfTiny(state);
      if (state.bump !== previous.bump && state.bump) animateNudge(state.bump.direction);
      // The solution on show (cached per position): a toggle, a move or "Solution from here" can change it.
      const solutionNow = shownSolution(state);
      const changedLook = newBoard || state.walk !== previous.walk || state.zoom !== previous.zoom || state.won !== previous.won || solutionNow !== drawnSolution;
      const moved = state.walkVersion !== previous.walkVersion;
      const painter = painterOf(state);
      // Fetched while the maze is made, not after: a link to a hex maze waits for one round trip, not two.
      if (state.making !== previous.making && state.making && onCells(state.making)) loadCellPainter();
      if (state.settings !== previous.settings && state.settings && onCells(state.settings)) loadCellPainter();
      if (changedLook) redrawSoon();
      else if (moved && pending === null && painter) {
        // Zoomed in, a player nearing the canvas edge brings the view along: shifted if the
        // painter can, else redrawn.
        if (painter.leaving(state, canvas.width, canvas.height) && !painter.follow(ctx, state, canvas.width, canvas.height, pixelRatio())) return redrawSoon();
        painter.repaint(ctx, state);
        drawMarkerLayer(state);
      }
    });
    const opening = useGame.getState();
    if ((opening.settings && onCells(opening.settings)) || (opening.making && onCells(opening.making))) loadCellPainter();
    zoomInIfTiny(opening);
    redraw();
    return () => {
      if (pending !== null) cancelAnimationFrame(pending);
      observer.disconnect();
      unsubscribe();
      if (nudge) cancelAnimationFrame(nudge.frame);
      registerMaze(null);
    };
  }, []);

  // A pointer on the maze: on cells, a drag walks from cell to neighbouring cell under it; a
  // tap on a cell next to the player steps there. Elsewhere a deliberate tap shows the
  // solution and a swipe walks (see input/swipe.ts).
  const track = useRef<{ x: number; y: number; id: number; farthest: number; walked: boolean } | null>(null);
  const glide = useGlide();
  const cellUnder = (event: { clientX: number; clientY: number }): number => {
    const canvas = markersRef.current;
    const painter = painterRef.current;
    if (!canvas || !painter) return -1;
    const box = canvas.getBoundingClientRect();
    return painter.cellAt((event.clientX - box.left) * pixelRatio(), (event.clientY - box.top) * pixelRatio());
  };
  /**
   * A pointer on the player's cell or a neighbouring one, on a cell-graph maze: a step there
   * when a passage joins them. Whether the pointer was that near (so a tap there never shows
   * the solution: a near miss is not a request for the answer).
   */
  const stepOnto = (cell: number): boolean => {
    const state = useGame.getState();
    if (!state.shaped || cell < 0) return false;
    if (cell === state.position) return true;
    if (adjacencyIndex(state.shaped.topology, state.position, cell) < 0) return false;
    state.moveTo(cell);
    return true;
  };
  return (
    // An application region, so a screen reader hands the arrow keys to the game while the maze is focused.
    <div className="maze-stage" role="application" aria-label={speech.mazeRegion} aria-describedby={instructionsId}>
      <p id={instructionsId} className="visually-hidden">
        {speech.playInstructions}
      </p>
      <canvas ref={mazeRef} className="maze-canvas" aria-hidden="true" />
      <canvas
        ref={markersRef}
        className="maze-markers"
        role="img"
        aria-label={label}
        tabIndex={0}
        onPointerDown={(event) => {
          track.current = { x: event.clientX, y: event.clientY, id: event.pointerId, farthest: 0, walked: false };
        }}
        onPointerMove={(event) => {
          const from = track.current;
          if (!from || from.id !== event.pointerId) return;
          from.farthest = Math.max(from.farthest, Math.hypot(event.clientX - from.x, event.clientY - from.y));
          const before = useGame.getState().position;
          if (from.farthest >= TAP_SLOP_PX && useGame.getState().shaped && stepOnto(cellUnder(event)) && useGame.getState().position !== before) from.walked = true;
        }}
        onPointerUp={(event) => {
          const from = track.current;
          track.current = null;
          if (!from || from.id !== event.pointerId || from.walked) return;
          const gesture = gestureOf({ x0: from.x, y0: from.y, x1: event.clientX, y1: event.clientY, farthest: from.farthest });
          const state = useGame.getState();
          if (gesture.kind === 'tap') {
            if (!stepOnto(cellUnder(event))) state.toggleSolution();
          } else if (gesture.kind === 'step') state.move(gesture.direction);
          else if (gesture.kind === 'run') glide(gesture.direction);
        }}
        onPointerCancel={() => {
          track.current = null;
        }}
      />
    </div>
  );
}
