import { useEffect, useRef } from 'react';
import type { Direction } from '../game/rules';
import { gestureOf } from '../input/swipe';
import { useGlide } from '../input/useGlide';
import { drawBlocks, drawScene, type Context2D } from '../render/draw';
import { fitCanvas } from '../render/fitCanvas';
import { drawMarkers, type Nudge } from '../render/markers';
import { sampleMemo, sampleScene } from '../render/sampledScene';
import { fitView, focusView, inComfortZone, tooSmallToPlay, visibleRegion, type Scene, type View } from '../render/scene';
import { THEME } from '../render/theme';
import { useGame, type GameState } from '../store';
import { ZOOM_FROM_FIT } from '../store/uiSlice';
import { gameScene, shownSolution } from '../store/gameScene';
import { registerMaze } from './mazeFocus';

const NUDGE_MS = 220;
/** Room round a fitted maze for the halos of the entrance and exit, which sit on its border (CSS px). */
const HALO_ROOM_PX = 12;
const STEP: Record<Direction, { dx: -1 | 0 | 1; dy: -1 | 0 | 1 }> = { up: { dx: 0, dy: -1 }, down: { dx: 0, dy: 1 }, left: { dx: -1, dy: 0 }, right: { dx: 1, dy: 0 } };

function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The maze on two stacked canvases. The lower one holds the maze (walls, trail, solution):
 * a new maze or a solution toggle redraws it, a move repaints just the blocks it changed. The
 * upper one holds the markers (player, exit, their halos, a bump's nudge), redrawn whole on
 * every move at the cost of two dots. Drawing is render/'s; this component owns the elements,
 * their size, and the pointer.
 */
export function MazeCanvas() {
  const mazeRef = useRef<HTMLCanvasElement>(null);
  const markersRef = useRef<HTMLCanvasElement>(null);
  const label = useGame((s) =>
    s.maze ? `Maze of ${s.maze.width} by ${s.maze.height} cells${s.showSolution ? ', solution shown' : ''}${s.won ? ', solved' : ''}` : 'Maze, being made',
  );

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
    let view: View | null = null;
    let drawnSolution: Int32Array | null = null;
    let nudge: { direction: Direction; started: number; frame: number } | null = null;
    // The game's walls and solution never change in place: sampled once per maze and size.
    const memo = sampleMemo();

    const screenScene = (state: GameState): Scene | null => gameScene(state, 'screen');

    const drawMarkerLayer = (state: GameState, now = performance.now()) => {
      const { width, height } = fitCanvas(overlay);
      mctx.clearRect(0, 0, width, height);
      const scene = screenScene(state);
      if (!scene || !view) return;
      let shown: Nudge | null = null;
      if (nudge) {
        const progress = Math.min(1, (now - nudge.started) / NUDGE_MS);
        shown = { ...STEP[nudge.direction], progress, still: reducedMotion() };
      }
      drawMarkers(mctx, scene, THEME, view, { pixelRatio: window.devicePixelRatio || 1, nudge: shown });
    };

    const redraw = () => {
      const state = useGame.getState();
      // Hidden (another tab is shown): nothing to see; the resize on showing redraws.
      if (canvas.clientWidth === 0 || canvas.clientHeight === 0) return;
      const { width, height } = fitCanvas(canvas);
      ctx.clearRect(0, 0, width, height);
      const scene = screenScene(state);
      drawnSolution = scene?.solution ?? null;
      if (!scene) return drawMarkerLayer(state);
      const mazeOnly: Scene = { ...scene, player: null, exit: null };
      if (state.zoom !== null) {
        // Zoomed in: the view follows the player, and only the blocks in sight are drawn.
        view = focusView(scene.grid, width, height, Math.max(1, Math.round(state.zoom * (window.devicePixelRatio || 1))), state.position);
        drawScene(ctx, mazeOnly, THEME, view, visibleRegion(scene.grid, view, width, height));
      } else {
        view = fitView(scene.grid, width, height, HALO_ROOM_PX * (window.devicePixelRatio || 1));
        // Blocks under a pixel: draw one sample a pixel, at a cost that follows the canvas, not the maze.
        const shown = sampleScene(mazeOnly, view, memo);
        drawScene(ctx, shown.scene, THEME, shown.view);
      }
      drawMarkerLayer(state);
    };

    const animateNudge = (direction: Direction) => {
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
    let sizedFor: GameState['maze'] = null;
    const zoomInIfTiny = (state: GameState) => {
      if (!state.maze || state.maze === sizedFor || canvas.clientWidth === 0 || canvas.clientHeight === 0) return;
      sizedFor = state.maze;
      if (state.zoom === null && tooSmallToPlay(state.maze, canvas.clientWidth, canvas.clientHeight)) state.zoomTo(ZOOM_FROM_FIT);
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
      if (state.maze !== previous.maze) zoomInIfTiny(state);
      if (state.bump !== previous.bump && state.bump) animateNudge(state.bump.direction);
      // The solution on show (cached per position): a toggle, a move or "Solution from here" can change it.
      const solutionNow = shownSolution(state);
      const changedLook =
        state.maze !== previous.maze ||
        state.walk !== previous.walk ||
        state.zoom !== previous.zoom ||
        state.won !== previous.won ||
        solutionNow !== drawnSolution;
      // Zoomed in, a player nearing the canvas edge brings the view along.
      const leaving = state.zoom !== null && state.maze !== null && view !== null && !inComfortZone(state.maze, view, canvas.width, canvas.height, state.position);
      if (changedLook || (state.walkVersion !== previous.walkVersion && leaving)) redrawSoon();
      else if (state.walkVersion !== previous.walkVersion && view && pending === null) {
        const scene = screenScene(state);
        if (scene) drawBlocks(ctx, { ...scene, player: null, exit: null }, THEME, view, state.lastChanged);
        drawMarkerLayer(state);
      }
    });
    zoomInIfTiny(useGame.getState());
    redraw();
    return () => {
      if (pending !== null) cancelAnimationFrame(pending);
      observer.disconnect();
      unsubscribe();
      if (nudge) cancelAnimationFrame(nudge.frame);
      registerMaze(null);
    };
  }, []);

  const track = useRef<{ x: number; y: number; id: number; farthest: number } | null>(null);
  const glide = useGlide();
  return (
    <div className="maze-stage">
      <canvas ref={mazeRef} className="maze-canvas" aria-hidden="true" />
      <canvas
        ref={markersRef}
        className="maze-markers"
        role="img"
        aria-label={label}
        tabIndex={0}
        onPointerDown={(event) => {
          track.current = { x: event.clientX, y: event.clientY, id: event.pointerId, farthest: 0 };
        }}
        onPointerMove={(event) => {
          const from = track.current;
          if (from && from.id === event.pointerId) from.farthest = Math.max(from.farthest, Math.hypot(event.clientX - from.x, event.clientY - from.y));
        }}
        onPointerUp={(event) => {
          const from = track.current;
          track.current = null;
          if (!from || from.id !== event.pointerId) return;
          const gesture = gestureOf({ x0: from.x, y0: from.y, x1: event.clientX, y1: event.clientY, farthest: from.farthest });
          const state = useGame.getState();
          if (gesture.kind === 'tap') state.toggleSolution();
          else if (gesture.kind === 'step') state.move(gesture.direction);
          else if (gesture.kind === 'run') glide(gesture.direction);
        }}
        onPointerCancel={() => {
          track.current = null;
        }}
      />
    </div>
  );
}
