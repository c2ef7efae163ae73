import type { Topology } from '../core';
import {
  cellAtPixel,
  cellInComfortZone,
  cellSampleMemo,
  intersect,
  type PixelRect,
  cellTooSmallToPlay,
  drawCellMarkers,
  drawCellScene,
  drawCellsChanged,
  fadeOtherLevels,
  fitCellView,
  fitLevelView,
  focusCellView,
  levelShownAlone,
  visibleArea,
  type CellView,
} from '../render/cells';
import { levelOf } from '../core/shape/levels';
import { levelBounds } from '../core/shape/geometry';
import { screenTheme } from './screenTheme';
import { gameCellScene } from '../render/gameScene';
import { HALO_ROOM_PX, nudgeOf, type MazePainter } from './mazePainters';

// The painter of mazes of cells, in a module of its own: the canvas loads it (and the drawing of
// cells with it) with the first maze of cells, so a player of squares never fetches it.

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
  // The level a fitted maze of levels shows alone (levelView.ts), or null: the whole picture.
  let levelAlone: number | null = null;
  // A fitted million-cell maze is a sampled picture: its walls are sampled once per maze and size.
  const memo = cellSampleMemo();
  return {
    redraw(ctx, state, width, height, pixelRatio) {
      const scene = gameCellScene(state, 'screen');
      if (!scene) return;
      const mazeOnly = { ...scene, player: null, exit: null };
      const { topology } = scene.maze;
      drawn = topology;
      levelAlone = state.zoom === null ? levelShownAlone(topology, width, height, pixelRatio, state.position) : null;
      if (state.zoom !== null) view = focusCellView(topology, width, height, zoomScale(state.zoom, pixelRatio), state.position);
      else if (levelAlone !== null) view = fitLevelView(topology, width, height, HALO_ROOM_PX * pixelRatio, levelAlone);
      else view = fitCellView(topology, width, height, HALO_ROOM_PX * pixelRatio);
      drawCellScene(ctx, mazeOnly, screenTheme(), view, visibleArea(topology, view, width, height), memo);
      if (levelAlone !== null) fadeOtherLevels(ctx, topology, view, levelAlone, width, height);
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
        if (area.width > 0 && area.height > 0) drawCellScene(ctx, mazeOnly, screenTheme(), view, area);
      }
      return true;
    },
    repaint(ctx, state) {
      const scene = gameCellScene(state, 'screen');
      if (scene && view) drawCellsChanged(ctx, { ...scene, player: null, exit: null }, screenTheme(), view, state.lastChanged);
    },
    markers(ctx, state, pixelRatio, bump) {
      const scene = gameCellScene(state, 'screen');
      if (scene && view) drawCellMarkers(ctx, scene, screenTheme(), view, { pixelRatio, nudge: nudgeOf(bump) });
    },
    leaving(state, width, height) {
      // A level shown alone gives way to the next one up or down the stairs: a redraw (follow shifts only a zoomed view).
      if (levelAlone !== null && state.shaped !== null && levelOf(state.shaped.topology, state.position) !== levelAlone) return true;
      return state.zoom !== null && state.shaped !== null && view !== null && !cellInComfortZone(state.shaped.topology, view, width, height, state.position);
    },
    tooSmall(state, width, height) {
      if (state.shaped === null) return false;
      // A maze of levels fits at least one level to the canvas (levelView.ts): that is what must be playable.
      const { topology } = state.shaped;
      return cellTooSmallToPlay(topology, width, height, topology.levels === undefined ? undefined : levelBounds(topology, 0));
    },
    placeAt(x, y) {
      return view && drawn ? cellAtPixel(drawn, view, x, y) : -1;
    },
  };
}
