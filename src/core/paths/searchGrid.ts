import { fourSteps } from '../fourNeighbours';
import type { Grid } from '../grid';

/**
 * The grid as the path enumerator walks it: a private, padded copy.
 *
 * - A border of walls is added all round, so a neighbour is always `block` plus one of
 *   `moveOffsets(width)` and needs no bounds test.
 * - `blocked` is 1 for a wall, a pruned block, and (during the search) a block on the
 *   current path; 0 for a block the path may still step onto. The input grid is never touched.
 * - Dead ends are pruned first: an open block other than start and goal with at most one open
 *   neighbour cannot lie on a simple start–goal path (it would have to be entered and left
 *   through the same neighbour), and removing it may make its neighbour such a block too.
 * - `distance` is the breadth-first distance (in steps) to the goal in the pruned grid,
 *   or -1 where the goal cannot be reached. It is a lower bound on the steps any simple path
 *   still needs, which the shortest-first listing uses to cut branches that are too long.
 */
export interface SearchGrid {
  /** Padded width: `cols + 2`. */
  readonly width: number;
  readonly blocked: Uint8Array;
  /** Padded index → the caller's flat index (`row * cols + col`). */
  readonly originalIndex: Int32Array;
  readonly distance: Int32Array;
  readonly start: number;
  readonly goal: number;
  /** Open blocks left after pruning that the goal can reach: no simple path is longer. */
  readonly reachableBlocks: number;
  /**
   * Of those, how many are an even number of steps from the goal (the goal's chessboard
   * colour). A path alternates colours, which bounds how long it can get (see PathWalker).
   */
  readonly evenBlocks: number;
}

/** Padded offsets of the four moves, by direction number: the source's order, left, right, up, down. */
export function moveOffsets(width: number): Int32Array {
  return Int32Array.from(fourSteps(width));
}

export function buildSearchGrid(grid: Grid, start: number, goal: number): SearchGrid {
  const { rows, cols, blocks: cells } = grid;
  const width = cols + 2;
  const size = (rows + 2) * width;
  const blocked = new Uint8Array(size).fill(1);
  const originalIndex = new Int32Array(size).fill(-1);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const p = (r + 1) * width + c + 1;
      originalIndex[p] = r * cols + c;
      blocked[p] = cells[r * cols + c] === 0 ? 0 : 1;
    }
  }
  const toPadded = (i: number): number => (Math.floor(i / cols) + 1) * width + (i % cols) + 1;
  const s = toPadded(start);
  const g = toPadded(goal);
  const moves = moveOffsets(width);

  pruneDeadEnds(blocked, moves, s, g, rows, cols, width);

  const distance = new Int32Array(size).fill(-1);
  const queue = new Int32Array(rows * cols);
  let reachableBlocks = 0;
  let evenBlocks = 0;
  if (blocked[g] === 0) {
    let head = 0;
    let tail = 0;
    distance[g] = 0;
    queue[tail++] = g;
    while (head < tail) {
      const b = queue[head++]!;
      const d = distance[b]! + 1;
      for (let m = 0; m < 4; m++) {
        const n = b + moves[m]!;
        if (blocked[n] === 0 && distance[n] === -1) {
          distance[n] = d;
          queue[tail++] = n;
        }
      }
    }
    reachableBlocks = tail;
    for (let i = 0; i < tail; i++) evenBlocks += (distance[queue[i]!]! & 1) ^ 1;
  }
  return { width, blocked, originalIndex, distance, start: s, goal: g, reachableBlocks, evenBlocks };
}

function pruneDeadEnds(
  blocked: Uint8Array,
  moves: Int32Array,
  start: number,
  goal: number,
  rows: number,
  cols: number,
  width: number,
): void {
  const openNeighbours = (b: number): number =>
    (blocked[b + moves[0]!] === 0 ? 1 : 0) +
    (blocked[b + moves[1]!] === 0 ? 1 : 0) +
    (blocked[b + moves[2]!] === 0 ? 1 : 0) +
    (blocked[b + moves[3]!] === 0 ? 1 : 0);
  const stack: number[] = [];
  for (let r = 1; r <= rows; r++) {
    for (let c = 1; c <= cols; c++) {
      const b = r * width + c;
      if (blocked[b] === 0 && b !== start && b !== goal && openNeighbours(b) <= 1) stack.push(b);
    }
  }
  while (stack.length > 0) {
    const b = stack.pop()!;
    if (blocked[b] !== 0) continue;
    blocked[b] = 1;
    for (let m = 0; m < 4; m++) {
      const n = b + moves[m]!;
      if (blocked[n] === 0 && n !== start && n !== goal && openNeighbours(n) <= 1) stack.push(n);
    }
  }
}
