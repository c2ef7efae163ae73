import { fourSteps, type FourSteps } from '../fourNeighbours';
import type { Grid } from '../grid';

/**
 * How a maze of W×H cells sits in its (2H+1)×(2W+1) block grid: cell (i, j) is block
 * (2i+1, 2j+1); the block between two neighbouring cells is the wall that carving opens.
 *
 * While a generator runs, every cell block not yet reached holds UNVISITED, so "is this
 * neighbour a fresh cell?" is one byte compare. Stepping two blocks left or right from a
 * cell in the first or last column lands on the border (a wall, never UNVISITED), and
 * stepping up or down off the grid is caught by a bounds test: no row/column arithmetic
 * in the hot loops. A step from cell to cell is one of `cellSteps(layout)`; half of it is
 * the step onto the wall between.
 */
export const UNVISITED = 2;

export interface CellLayout {
  /** Cells across and down. */
  readonly width: number;
  readonly height: number;
  /** The block grid being carved: walls everywhere, cell blocks UNVISITED until reached. */
  readonly grid: Grid;
}

export function createLayout(width: number, height: number): CellLayout {
  const rows = 2 * height + 1;
  const cols = 2 * width + 1;
  const cells = new Uint8Array(rows * cols).fill(1);
  for (let r = 1; r < rows; r += 2) {
    const rowStart = r * cols;
    for (let c = 1; c < cols; c += 2) cells[rowStart + c] = UNVISITED;
  }
  return { width, height, grid: { rows, cols, blocks: cells } };
}

/** The block of cell (i, j). */
export function cellBlock(layout: CellLayout, i: number, j: number): number {
  return (2 * i + 1) * layout.grid.cols + 2 * j + 1;
}

/** The flat-index steps from a cell block to the neighbouring cells' blocks, by direction number (left, right, up, down). */
export function cellSteps(layout: CellLayout): FourSteps {
  return fourSteps(layout.grid.cols, 2);
}
