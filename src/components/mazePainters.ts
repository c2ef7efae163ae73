import { HEADING_VECTORS, type Heading } from '../game/moves';
import { drawBlocks, drawScene, type Context2D } from '../render/draw';
import { drawMarkers, type Nudge } from '../render/markers';
import { sampleMemo, sampleScene } from '../render/sampledScene';
import { fitView, focusView, inComfortZone, tooSmallToPlay, visibleRegion, type Scene, type View } from '../render/scene';
import { screenTheme } from './screenTheme';
import type { StoreState } from '../store';
import { gameScene } from '../render/gameScene';

/** Room round a fitted maze for the halos of the entrance and exit, which sit on its border (CSS px). */
export const HALO_ROOM_PX = 12;

/** A bump being shown: which way, and how far along (0..1); `still` for reduced motion. */
export interface Bump {
  readonly direction: Heading;
  readonly progress: number;
  readonly still: boolean;
}

/**
 * How the game canvas draws one kind of maze: squares in blocks (walls as thick as passages) or
 * thin walls between cells (every other shape, outlines, squares in lines). Each keeps the view it last drew with,
 * so a move repaints only what changed, in the same pixels.
 */
export interface MazePainter {
  /** The maze layer, whole (what is in view when zoomed in). */
  redraw(ctx: Context2D, state: StoreState, width: number, height: number, pixelRatio: number): void;
  /** Only what the last move changed. */
  repaint(ctx: Context2D, state: StoreState): void;
  /**
   * Zoomed in, brings the view along with the player by shifting what is drawn and drawing
   * only the strips that come into sight; false when it cannot (then the caller redraws).
   */
  follow(ctx: Context2D, state: StoreState, width: number, height: number, pixelRatio: number): boolean;
  /** The marker layer: player, exit, halos, a bump's nudge. */
  markers(ctx: Context2D, state: StoreState, pixelRatio: number, bump: Bump | null): void;
  /** Whether the player has come near the canvas's edge, zoomed in: the view must follow. */
  leaving(state: StoreState, width: number, height: number): boolean;
  /** Whether the maze fitted to a canvas this size (CSS px) is too small to play. */
  tooSmall(state: StoreState, width: number, height: number): boolean;
  /** The place under a device pixel (a cell, or on blocks the block), or -1 off the maze. */
  placeAt(x: number, y: number): number;
}

/** A bump's nudge for the marker drawings. */
export function nudgeOf(bump: Bump | null): Nudge | null {
  if (!bump) return null;
  const { dx, dy } = HEADING_VECTORS[bump.direction];
  return { dx, dy, progress: bump.progress, still: bump.still };
}

/** Today's squares: a bitmap of a pixel a block, sampled when blocks are under a pixel. */
export function blockPainter(): MazePainter {
  let view: View | null = null;
  let drawnGrid: Scene['grid'] | null = null;
  // The game's walls and solution never change in place: sampled once per maze and size.
  const memo = sampleMemo();
  const sceneOf = (state: StoreState): Scene | null => gameScene(state, 'screen');
  return {
    redraw(ctx, state, width, height, pixelRatio) {
      const scene = sceneOf(state);
      if (!scene) return;
      const mazeOnly: Scene = { ...scene, player: null, exit: null };
      drawnGrid = scene.grid;
      if (state.zoom !== null) {
        // Zoomed in: the view follows the player, and only the blocks in sight are drawn.
        view = focusView(scene.grid, width, height, Math.max(1, Math.round(state.zoom * pixelRatio)), state.position);
        drawScene(ctx, mazeOnly, screenTheme(), view, visibleRegion(scene.grid, view, width, height));
      } else {
        view = fitView(scene.grid, width, height, HALO_ROOM_PX * pixelRatio);
        // Blocks under a pixel: draw one sample a pixel, at a cost that follows the canvas, not the maze.
        const shown = sampleScene(mazeOnly, view, memo);
        drawScene(ctx, shown.scene, screenTheme(), shown.view);
      }
    },
    repaint(ctx, state) {
      const scene = sceneOf(state);
      if (scene && view) drawBlocks(ctx, { ...scene, player: null, exit: null }, screenTheme(), view, state.lastChanged);
    },
    // A block maze in view is one bitmap drawImage: redrawing it costs no more than shifting it.
    follow: () => false,
    markers(ctx, state, pixelRatio, bump) {
      const scene = sceneOf(state);
      if (scene && view) drawMarkers(ctx, scene, screenTheme(), view, { pixelRatio, nudge: nudgeOf(bump) });
    },
    leaving(state, width, height) {
      return state.zoom !== null && state.maze !== null && view !== null && !inComfortZone(state.maze, view, width, height, state.position);
    },
    tooSmall(state, width, height) {
      return state.maze !== null && tooSmallToPlay(state.maze, width, height);
    },
    placeAt(x, y) {
      if (!view || !drawnGrid) return -1;
      const col = Math.floor((x - view.x) / view.block);
      const row = Math.floor((y - view.y) / view.block);
      return row >= 0 && col >= 0 && row < drawnGrid.rows && col < drawnGrid.cols ? row * drawnGrid.cols + col : -1;
    },
  };
}
