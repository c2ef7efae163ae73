import type { Grid, Topology } from '../../core';
import { fitCellView } from '../../render/cells';

/** Below this many CSS pixels a block, a maze on the lab canvas reads as grey noise, not blocks. */
export const MIN_BLOCK_CSS_PX = 3;

/** Whether a grid's blocks would be too small to see on a canvas of `width` × `height` CSS pixels. */
export function tooCrowded(grid: Pick<Grid, 'rows' | 'cols'>, width: number, height: number): boolean {
  if (width <= 0 || height <= 0) return false; // not laid out (yet): nothing to judge
  return Math.min(width / grid.cols, height / grid.rows) < MIN_BLOCK_CSS_PX;
}

/** The biggest maze, in cells, whose blocks stay visible on such a canvas (at least 1×1). */
export function largestVisible(width: number, height: number): { width: number; height: number } {
  const cells = (px: number) => Math.max(1, Math.floor((Math.floor(px / MIN_BLOCK_CSS_PX) - 1) / 2));
  return { width: cells(width), height: cells(height) };
}

/**
 * Below this many CSS pixels a cell, a maze on cells reads as noise: a cell of the line style
 * is a corridor and its share of a wall, two blocks' worth of a square block maze.
 */
export const MIN_CELL_CSS_PX = 2 * MIN_BLOCK_CSS_PX;

/**
 * How much smaller a maze on cells must be for its cells to stay visible on a canvas of `width`
 * × `height` CSS pixels: 1 when they are (or the canvas is not laid out), else the factor, below
 * 1, to scale its sides or rings by. (A shape's extent grows in proportion to them.)
 */
export function cellShrink(topology: Topology, width: number, height: number): number {
  if (width <= 0 || height <= 0) return 1;
  return Math.min(1, fitCellView(topology, width, height).scale / MIN_CELL_CSS_PX);
}
