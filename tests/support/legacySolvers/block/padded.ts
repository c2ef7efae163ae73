import { fourSteps, type FourSteps } from '../../../../src/core/fourNeighbours';
import type { Grid } from '../../../../src/core/grid';

/**
 * The solvers' working copy of a grid: one byte a block, framed by a border of walls, so a
 * neighbour test is a single byte load with no bounds or column checks (the four moves from
 * block p are p plus fourSteps(stride), see fourNeighbours.ts). Solvers write their marks into this copy and
 * never touch the caller's grid.
 *
 * Byte values: FREE (open, not yet reached), BLOCKED (a wall or the frame), and from REACHED
 * on, a block reached by a move in direction `byte & 3` (the direction numbers of
 * fourNeighbours.ts: 0 left, 1 right, 2 up, 3 down); the
 * bits above carry a solver's own status.
 */
export const FREE = 0;
export const BLOCKED = 1;
export const REACHED = 4;

export interface PaddedGrid {
  readonly state: Uint8Array;
  /** Blocks per padded row: cols + 2. */
  readonly stride: number;
  /** The move that enters a block in each direction, by direction number. */
  readonly moves: FourSteps;
  readonly cols: number;
}

export function padGrid(grid: Grid): PaddedGrid {
  const { rows, cols, blocks: cells } = grid;
  const stride = cols + 2;
  const state = new Uint8Array((rows + 2) * stride).fill(BLOCKED);
  // Any non-zero grid value is a wall; solvers only ever expand FREE (0) blocks, so values
  // copied as they are cannot be mistaken for a solver's marks.
  for (let r = 0; r < rows; r++) state.set(cells.subarray(r * cols, (r + 1) * cols), (r + 1) * stride + 1);
  return paddedView(state, cols);
}

/** The padded grid over bytes already laid out (kept by a search, or sent from a worker). */
export function paddedView(state: Uint8Array, cols: number): PaddedGrid {
  const stride = cols + 2;
  return { state, stride, moves: fourSteps(stride), cols };
}

export function toPadded(padded: PaddedGrid, index: number): number {
  const row = Math.floor(index / padded.cols);
  return (row + 1) * padded.stride + (index - row * padded.cols) + 1;
}

/**
 * Converts padded indices back to grid indices, in place. Division by the stride is replaced
 * by a multiplication with its reciprocal; (p + 0.5) keeps the quotient off integers, so the
 * floor is exact for every index a grid can have.
 */
export function toGridIndices(padded: PaddedGrid, blocks: Int32Array): Int32Array {
  const { stride, cols } = padded;
  const inverse = 1 / stride;
  for (let i = 0; i < blocks.length; i++) {
    const p = blocks[i]!;
    const row = Math.floor((p + 0.5) * inverse);
    blocks[i] = (row - 1) * cols + (p - row * stride) - 1;
  }
  return blocks;
}

/**
 * Follows the direction marks from `from` to `to`, the block the search that laid them started
 * from (each mark undoes one move): the blocks in that order, `from` first, in grid indices.
 */
export function followMarks(padded: PaddedGrid, from: number, to: number): Int32Array {
  const { state, moves } = padded;
  let length = 1;
  for (let p = from; p !== to; p -= moves[state[p]! & 3]!) length++;
  const path = new Int32Array(length);
  let i = 0;
  for (let p = from; ; p -= moves[state[p]! & 3]!) {
    path[i++] = p;
    if (p === to) break;
  }
  return toGridIndices(padded, path);
}

/** Walks the direction marks back from goal to start: the path, start first, in grid indices. */
export function tracePath(padded: PaddedGrid, start: number, goal: number): Int32Array {
  return followMarks(padded, goal, start).reverse();
}

/** The trace's renumbering from padded to grid indices. */
export function gridIds(padded: PaddedGrid): { toIds(nodes: Int32Array): Int32Array } {
  return { toIds: (nodes) => toGridIndices(padded, nodes) };
}
