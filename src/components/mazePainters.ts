import type { Topology } from '../core';
import { HEADING_VECTORS, type Heading } from '../game/cellRules';
import { drawBlocks, drawScene, type Context2D } from '../render/draw';
import { cellAtPixel, cellInComfortZone, cellSampleMemo, intersect, type PixelRect, cellTooSmallToPlay, drawCellMarkers, drawCellScene, drawCellsChanged, fitCellView, focusCellView, visibleArea, type CellView } from '../render/cells';
import { drawMarkers, type Nudge } from '../render/markers';
import { sampleMemo, sampleScene } from '../render/sampledScene';
import { fitView, focusView, inComfortZone, tooSmallToPlay, visibleRegion, type Scene, type View } from '../render/scene';
import { THEME } from '../render/theme';
import type { GameState } from '../store';
import { gameCellScene, gameScene } from '../store/gameScene';

/** Room round a fitted maze for the halos of the entrance and exit, which sit on its border (CSS px). */
export const HALO_ROOM_PX = 12;

/** A bump being shown: which way, and how far along (0..1); `still` for reduced motion. */
export interface Bump {
  readonly direction: Heading;
  readonly progress: number;
  readonly still: boolean;
}

/**
 * How the game canvas draws one kind of maze: the block grid (today's squares) or the cell
 * graph (every other shape, outlines, squares in lines). Each keeps the view it last drew with,
 * so a move repaints only what changed, in the same pixels.
 */
export interface MazePainter {
  /** The maze layer, whole (what is in view when zoomed in). */
  redraw(ctx: Context2D, state: GameState, width: number, height: number, pixelRatio: number): void;
  /** Only what the last move changed. */
  repaint(ctx: Context2D, state: GameState): void;
  /**
   * Zoomed in, brings the view along with the player by shifting what is drawn and drawing
   * only the strips that come into sight; false when it cannot (then the caller redraws).
   */
  follow(ctx: Context2D, state: GameState, width: number, height: number, pixelRatio: number): boolean;
  /** The marker layer: player, exit, halos, a bump's nudge. */
  markers(ctx: Context2D, state: GameState, pixelRatio: number, bump: Bump | null): void;
  /** Whether the player has come near the canvas's edge, zoomed in: the view must follow. */
  leaving(state: GameState, width: number, height: number): boolean;
  /** Whether the maze fitted to a canvas this size (CSS px) is too small to play. */
  tooSmall(state: GameState, width: number, height: number): boolean;
  /** The cell under a device pixel, or -1 (cell-graph mazes; -1 for blocks). */
  cellAt(x: number, y: number): number;
}

/** A bump's nudge for the marker drawings. */
function nudgeOf(bump: Bump | null): Nudge | null {
  if (!bump) return null;
  const { dx, dy } = HEADING_VECTORS[bump.direction];
  return { dx, dy, progress: bump.progress, still: bump.still };
}

/** Today's squares: a bitmap of a pixel a block, sampled when blocks are under a pixel. */
export function blockPainter(): MazePainter {
  let view: View | null = null;
  // The game's walls and solution never change in place: sampled once per maze and size.
  const memo = sampleMemo();
  const sceneOf = (state: GameState): Scene | null => gameScene(state, 'screen');
  return {
    redraw(ctx, state, width, height, pixelRatio) {
      const scene = sceneOf(state);
      if (!scene) return;
      const mazeOnly: Scene = { ...scene, player: null, exit: null };
      if (state.zoom !== null) {
        // Zoomed in: the view follows the player, and only the blocks in sight are drawn.
        view = focusView(scene.grid, width, height, Math.max(1, Math.round(state.zoom * pixelRatio)), state.position);
        drawScene(ctx, mazeOnly, THEME, view, visibleRegion(scene.grid, view, width, height));
      } else {
        view = fitView(scene.grid, width, height, HALO_ROOM_PX * pixelRatio);
        // Blocks under a pixel: draw one sample a pixel, at a cost that follows the canvas, not the maze.
        const shown = sampleScene(mazeOnly, view, memo);
        drawScene(ctx, shown.scene, THEME, shown.view);
      }
    },
    repaint(ctx, state) {
      const scene = sceneOf(state);
      if (scene && view) drawBlocks(ctx, { ...scene, player: null, exit: null }, THEME, view, state.lastChanged);
    },
    // A block maze in view is one bitmap drawImage: redrawing it costs no more than shifting it.
    follow: () => false,
    markers(ctx, state, pixelRatio, bump) {
      const scene = sceneOf(state);
      if (scene && view) drawMarkers(ctx, scene, THEME, view, { pixelRatio, nudge: nudgeOf(bump) });
    },
    leaving(state, width, height) {
      return state.zoom !== null && state.maze !== null && view !== null && !inComfortZone(state.maze, view, width, height, state.position);
    },
    tooSmall(state, width, height) {
      return state.maze !== null && tooSmallToPlay(state.maze, width, height);
    },
    cellAt: () => -1,
  };
}

/** Device pixels a cell unit at a zoom level (CSS px a block; a square's cell is two blocks). */
function zoomScale(zoom: number, pixelRatio: number): number {
  return Math.max(2, Math.round(2 * zoom * pixelRatio));
}

/**
 * Every other maze: thin walls between cells (segments, and arcs on a circle), drawn for the
 * cells in view only; a move repaints the cells it changed. Zoom levels are CSS pixels a block
 * of a square maze, whose cell is two blocks (a cell and a wall): a cell here is two levels.
 */
export function cellPainter(): MazePainter {
  let view: CellView | null = null;
  let drawn: Topology | null = null;
  // A fitted million-cell maze is a sampled picture: its walls are sampled once per maze and size.
  const memo = cellSampleMemo();
  return {
    redraw(ctx, state, width, height, pixelRatio) {
      const scene = gameCellScene(state, 'screen');
      if (!scene) return;
      const mazeOnly = { ...scene, player: null, exit: null };
      const { topology } = scene.maze;
      drawn = topology;
      view = state.zoom !== null ? focusCellView(topology, width, height, zoomScale(state.zoom, pixelRatio), state.position) : fitCellView(topology, width, height, HALO_ROOM_PX * pixelRatio);
      drawCellScene(ctx, mazeOnly, THEME, view, visibleArea(topology, view, width, height), memo);
    },
    follow(ctx, state, width, height, pixelRatio) {
      const scene = gameCellScene(state, 'screen');
      if (!scene || !view || state.zoom === null || scene.maze.topology !== drawn) return false;
      const next = focusCellView(drawn, width, height, zoomScale(state.zoom, pixelRatio), state.position);
      const dx = next.x - view.x;
      const dy = next.y - view.y;
      // Only whole-pixel shifts keep the picture sharp; a view pinned to the maze's edge may not be one.
      if (next.scale !== view.scale || !Number.isInteger(dx) || !Number.isInteger(dy) || Math.abs(dx) >= width || Math.abs(dy) >= height) return false;
      ctx.save();
      ctx.globalCompositeOperation = 'copy';
      ctx.drawImage(ctx.canvas, dx, dy);
      ctx.restore();
      view = next;
      const strips: PixelRect[] = [];
      if (dx !== 0) strips.push({ x: dx > 0 ? 0 : width + dx, y: 0, width: Math.abs(dx), height });
      if (dy !== 0) strips.push({ x: 0, y: dy > 0 ? 0 : height + dy, width, height: Math.abs(dy) });
      const inView = visibleArea(drawn, view, width, height);
      const mazeOnly = { ...scene, player: null, exit: null };
      for (const strip of strips) {
        ctx.clearRect(strip.x, strip.y, strip.width, strip.height);
        const area = intersect(inView, strip);
        if (area.width > 0 && area.height > 0) drawCellScene(ctx, mazeOnly, THEME, view, area);
      }
      return true;
    },
    repaint(ctx, state) {
      const scene = gameCellScene(state, 'screen');
      if (scene && view) drawCellsChanged(ctx, { ...scene, player: null, exit: null }, THEME, view, state.lastChanged);
    },
    markers(ctx, state, pixelRatio, bump) {
      const scene = gameCellScene(state, 'screen');
      if (scene && view) drawCellMarkers(ctx, scene, THEME, view, { pixelRatio, nudge: nudgeOf(bump) });
    },
    leaving(state, width, height) {
      return state.zoom !== null && state.shaped !== null && view !== null && !cellInComfortZone(state.shaped.topology, view, width, height, state.position);
    },
    tooSmall(state, width, height) {
      return state.shaped !== null && cellTooSmallToPlay(state.shaped.topology, width, height);
    },
    cellAt(x, y) {
      return view && drawn ? cellAtPixel(drawn, view, x, y) : -1;
    },
  };
}
