import { fourSteps, type FourSteps } from '../../../../src/core/fourNeighbours';
import type { Grid } from '../../../../src/core/grid';
import type { Random } from '../../../../src/core/random';
import type { CarveTrace } from '../../../../src/core/generate/trace';

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

/**
 * Writes into `out` the steps from cell block `block` to its neighbouring cells that hold
 * `state`, in direction order (left, right, up, down): those of cellSteps, filtered; returns
 * how many there are.
 *
 * The generators' hottest loop: the steps are spelled out here, not read from cellSteps,
 * because every form that took them from fourNeighbours.ts (a steps array, flatStep with
 * constant directions) measured 7–10% slower on the backtracker. A test holds this function
 * to cellSteps. Left and right stay inside the array (the border columns); up and down may
 * leave it.
 */
export function neighbourCells(cells: Uint8Array, block: number, cols: number, state: number, out: Int32Array): number {
  const last = cells.length;
  const down = 2 * cols;
  let count = 0;
  if (cells[block - 2] === state) out[count++] = -2;
  if (cells[block + 2] === state) out[count++] = 2;
  if (block - down > 0 && cells[block - down] === state) out[count++] = -down;
  if (block + down < last && cells[block + down] === state) out[count++] = down;
  return count;
}

/**
 * The step the backtracker, simplified Prim and growing tree share: from cell block `block`,
 * knock down the wall to a random unvisited neighbouring cell and open it. Returns that
 * cell's block, or -1 when every neighbour is already visited. `options` is scratch space.
 */
export function carveToRandomNeighbour(cells: Uint8Array, block: number, cols: number, random: Random, options: Int32Array, trace?: CarveTrace): number {
  const count = neighbourCells(cells, block, cols, UNVISITED, options);
  if (count === 0) return -1;
  const step = options[count === 1 ? 0 : random.int(count)]!;
  const next = block + step;
  cells[block + step / 2] = 0;
  cells[next] = 0;
  trace?.carve(block + step / 2, next);
  return next;
}
