import type { Grid } from '../../core';

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
