/**
 * The grid as a frontier sweep reads it: 1 = open, swept row by row along its longer side, so
 * that the frontier (one plug per column, plus one) runs across the shorter side.
 */
import type { Grid } from '../grid';

export interface SweepGrid {
  readonly rows: number;
  readonly cols: number;
  readonly open: Uint8Array;
  readonly start: number;
  readonly goal: number;
}

/** The grid as a sweep reads it, transposed when it is wider than tall; endpoints follow. */
export function sweepOrder(grid: Grid, start: number, goal: number): SweepGrid {
  const { rows, cols, blocks } = grid;
  const open = new Uint8Array(rows * cols);
  if (cols <= rows) {
    for (let i = 0; i < open.length; i++) open[i] = blocks[i] === 0 ? 1 : 0;
    return { rows, cols, open, start, goal };
  }
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) open[c * rows + r] = blocks[r * cols + c] === 0 ? 1 : 0;
  }
  const flip = (i: number): number => (i % cols) * rows + Math.floor(i / cols);
  return { rows: cols, cols: rows, open, start: flip(start), goal: flip(goal) };
}

/** True when both ends lie on the grid's rim (first or last row or column). */
export function endsOnRim(grid: SweepGrid): boolean {
  const onRim = (cell: number): boolean => {
    const r = Math.floor(cell / grid.cols);
    const c = cell % grid.cols;
    return r === 0 || c === 0 || r === grid.rows - 1 || c === grid.cols - 1;
  };
  return onRim(grid.start) && onRim(grid.goal);
}
