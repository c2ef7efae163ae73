import type { Grid } from '../core';
import type { MazeSize } from './howManyJobs';

/**
 * The square maze whose perfect mazes the "How many?" panel counts for the editor's grid: the
 * maze whose block grid has the grid's size, W × H cells for a (2H + 1) × (2W + 1) grid (so a
 * maze opened from the game counts as itself), and for any other size the largest such maze
 * that fits in it, at least one cell.
 */
export function mazeSizeOf(grid: Pick<Grid, 'rows' | 'cols'>): MazeSize & { readonly exact: boolean } {
  const width = Math.max(1, Math.floor((grid.cols - 1) / 2));
  const height = Math.max(1, Math.floor((grid.rows - 1) / 2));
  return { width, height, exact: grid.cols === 2 * width + 1 && grid.rows === 2 * height + 1 };
}
