import type { Heading } from '../game/moves';
import type { Context2D } from '../render/draw';
import { fitCanvas } from '../render/fitCanvas';
import { shownSolution } from '../render/gameScene';
import { useStore, type StoreState } from '../store';
import { ZOOM_FROM_FIT } from '../store/uiSlice';
import { isCellMaze } from '../game/shapeSettings';
import { messageOf } from '../core/errors';
import { NOTICES } from '../i18n/notices';
import { startCanvasLoop } from './canvasLoop';
import { blockPainter, type MazePainter } from './mazePainters';

const NUDGE_MS = 220;

function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function pixelRatio(): number {
  return window.devicePixelRatio || 1;
}

/** What the canvas shows: a new one of these is a new maze. */
function shownMaze(state: StoreState): object | null {
  return state.shaped ?? state.maze;
}

/** Marks the first maze drawn in this page, for the first-load benchmark (bench/firstLoad.ts) and DevTools. */
const FIRST_MAZE_MARK = 'maze-drawn';
function markFirstMaze(): void {
  if (typeof performance.mark === 'function' && performance.getEntriesByName(FIRST_MAZE_MARK).length === 0) performance.mark(FIRST_MAZE_MARK);
}

/** The drawing of the game on its two canvases, while they are on the page. */
export interface GameDrawing {
  /** The place under a device pixel of the canvas (see MazePainter.placeAt), or -1. */
  placeAt(x: number, y: number): number;
  stop(): void;
}

/**
 * Draws the game and keeps it drawn: the lower canvas holds the maze (walls, trail, solution),
 * redrawn whole on a new maze, a solution toggle or a zoom, and repainted only where a move
 * changed it; the upper one holds the markers (player, exit, halos, a bump's nudge), redrawn
 * whole on every move at the cost of two dots. The painters are render/'s; squares in blocks
 * are drawn by code in the first load, everything else by a painter loaded with the first maze
 * of cells (until it is in, such a maze is not drawn, and the canvas redraws when it is).
 */
export function drawGame(canvas: HTMLCanvasElement, overlay: HTMLCanvasElement, ctx: Context2D, mctx: Context2D): GameDrawing {
  const blocks = blockPainter();
  let cells: MazePainter | null = null;
  let loadingCells = false;
  let painter: MazePainter | null = null;
  let drawnSolution: Int32Array | null = null;
  let nudge: { direction: Heading; started: number; frame: number } | null = null;
  let sizedFor: object | null = null;

  const loadCellPainter = () => {
    if (loadingCells) return;
    loadingCells = true;
    import('./cellPainter').then(
      ({ cellPainter }) => {
        cells = cellPainter();
        zoomInIfTiny(useStore.getState());
        redraw();
      },
      (error: unknown) => {
        loadingCells = false;
        useStore.getState().notify((language) => ({ text: NOTICES[language].drawingCouldNotLoad(messageOf(error)) }));
      },
    );
  };
  const painterOf = (state: StoreState): MazePainter | null => {
    if (!state.shaped) return blocks;
    if (!cells) loadCellPainter();
    return cells;
  };

  const drawMarkerLayer = (state: StoreState, now = performance.now()) => {
    const { width, height } = fitCanvas(overlay);
    mctx.clearRect(0, 0, width, height);
    if (!shownMaze(state)) return;
    const bump = nudge ? { direction: nudge.direction, progress: Math.min(1, (now - nudge.started) / NUDGE_MS), still: reducedMotion() } : null;
    painterOf(state)?.markers(mctx, state, pixelRatio(), bump);
  };

  const redraw = () => {
    const state = useStore.getState();
    // Hidden (another tab is shown): nothing to see; the resize on showing redraws.
    if (canvas.clientWidth === 0 || canvas.clientHeight === 0) return;
    const { width, height } = fitCanvas(canvas);
    ctx.clearRect(0, 0, width, height);
    drawnSolution = shownSolution(state);
    painter = painterOf(state);
    if (painter && shownMaze(state)) {
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
      drawMarkerLayer(useStore.getState(), now);
      if (now - started < NUDGE_MS) nudge.frame = requestAnimationFrame(frame);
      else {
        nudge = null;
        drawMarkerLayer(useStore.getState());
      }
    };
    nudge = { direction, started, frame: requestAnimationFrame(frame) };
  };

  // A maze too big to play at Fit (Huge, a 4000×1 strip) starts zoomed in on the player.
  // Decided once per maze, when the canvas first has a size: a link opened on another tab decides on showing.
  const zoomInIfTiny = (state: StoreState) => {
    const shown = shownMaze(state);
    const sizer = painterOf(state);
    if (!shown || !sizer || shown === sizedFor || canvas.clientWidth === 0 || canvas.clientHeight === 0) return;
    sizedFor = shown;
    if (state.zoom === null && sizer.tooSmall(state, canvas.clientWidth, canvas.clientHeight)) state.zoomTo(ZOOM_FROM_FIT);
  };

  const loop = startCanvasLoop(canvas, redraw, {
    // A resize redraws at once: a frame later the canvas would show stretched.
    onResize: () => {
      zoomInIfTiny(useStore.getState());
      redraw();
    },
    watch: (frames) =>
      useStore.subscribe((state, previous) => {
        const newMaze = shownMaze(state) !== shownMaze(previous);
        if (newMaze) zoomInIfTiny(state);
        if (state.bump !== previous.bump && state.bump) animateNudge(state.bump.direction);
        // The solution on show (cached per position): a toggle, a move or "Solution from here" can change it.
        const changedLook = newMaze || state.scheme !== previous.scheme || state.walk !== previous.walk || state.zoom !== previous.zoom || state.won !== previous.won || shownSolution(state) !== drawnSolution || state.heat !== previous.heat || state.fogVersion !== previous.fogVersion;
        const moved = state.walkVersion !== previous.walkVersion;
        const current = painterOf(state);
        // Fetched while the maze is made, not after: a link to a hex maze waits for one round trip, not two.
        if (state.making !== previous.making && state.making && isCellMaze(state.making)) loadCellPainter();
        if (state.settings !== previous.settings && state.settings && isCellMaze(state.settings)) loadCellPainter();
        // Full redraws wait for the next frame, so the several one change asks for (a new maze
        // sets the maze, then the walk) cost one; a move meanwhile is part of that redraw.
        if (changedLook) frames.redrawSoon();
        else if (moved && !frames.pending && current) {
          // Zoomed in, a player nearing the canvas edge brings the view along: shifted if the
          // painter can, else redrawn.
          if (current.leaving(state, canvas.width, canvas.height) && !current.follow(ctx, state, canvas.width, canvas.height, pixelRatio())) return frames.redrawSoon();
          current.repaint(ctx, state);
          drawMarkerLayer(state);
        } else if (state.ghostAt !== previous.ghostAt) drawMarkerLayer(state);
      }),
  });

  const opening = useStore.getState();
  if ((opening.settings && isCellMaze(opening.settings)) || (opening.making && isCellMaze(opening.making))) loadCellPainter();
  zoomInIfTiny(opening);
  redraw();

  return {
    placeAt: (x, y) => painter?.placeAt(x, y) ?? -1,
    stop() {
      loop.stop();
      if (nudge) cancelAnimationFrame(nudge.frame);
    },
  };
}
