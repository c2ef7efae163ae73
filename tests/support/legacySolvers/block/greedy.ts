import type { Grid } from '../../../../src/core/grid';
import { Int32List } from '../../../../src/core/int32List';
import { FREE, padGrid, REACHED, toGridIndices, toPadded, tracePath, gridIds } from './padded';
import type { SolveResult } from '../../../../src/core/solve/result';
import type { SearchTrace } from '../../../../src/core/solve/searchTrace';

/**
 * Greedy best-first search: always expands the waiting block that looks closest to the goal
 * (smallest Manhattan distance h), ignoring how far it is from the start. It heads straight
 * for the exit and, in an open field, explores a fraction of what BFS does; in a maze it
 * follows every corridor that points the right way, so its path is valid but often not a
 * shortest one (PathFinding.js's "best-first", Mihailescu's "greedy best-first").
 *
 * Each block is reached once, from the first block that discovers it (its direction mark is
 * never changed), and expanded at most once. The open list is a bucket queue indexed by h: h
 * is a whole number below rows + cols, so a push is O(1) and a pop scans up from the lowest
 * non-empty bucket, which only moves down when a block nearer the goal is discovered. Within a
 * bucket the newest block comes first. No recursion; memory is one byte a block plus the
 * buckets.
 */
export function solveGreedy(grid: Grid, start: number, goal: number, recordExplored: boolean, trace?: SearchTrace): SolveResult {
  const padded = padGrid(grid);
  const { state, stride, moves } = padded;
  const from = toPadded(padded, start);
  const to = toPadded(padded, goal);
  const goalRow = Math.floor(to / stride);
  const goalCol = to - goalRow * stride;
  const inverse = 1 / stride;
  const distanceLeft = (p: number): number => {
    const row = Math.floor((p + 0.5) * inverse);
    return Math.abs(row - goalRow) + Math.abs(p - row * stride - goalCol);
  };
  const buckets: (Int32List | undefined)[] = [];
  let lowest = distanceLeft(from);
  let waiting = 0;
  const push = (p: number): void => {
    const h = distanceLeft(p);
    (buckets[h] ??= new Int32List(64)).push(p);
    if (h < lowest) lowest = h;
    waiting++;
  };

  const explored = recordExplored ? new Int32List() : null;
  state[from] = REACHED;
  push(from);
  trace?.discover(from);
  let exploredCount = 0;
  let found = false;
  while (waiting > 0) {
    let bucket = buckets[lowest];
    while (!bucket || bucket.size === 0) bucket = buckets[++lowest];
    const p = bucket.items[--bucket.size]!;
    waiting--;
    explored?.push(p);
    if (trace) trace.expand(p);
    exploredCount++;
    if (p === to) {
      found = true;
      break;
    }
    for (let direction = 0; direction < 4; direction++) {
      const q = p + moves[direction as 0 | 1 | 2 | 3];
      if (state[q] !== FREE) continue;
      state[q] = REACHED | direction;
      push(q);
      if (trace) trace.discover(q);
    }
  }

  trace?.renumber(gridIds(padded));
  return {
    algorithm: 'greedy',
    path: found ? tracePath(padded, from, to) : null,
    explored: explored ? toGridIndices(padded, explored.toArray()) : null,
    exploredCount,
  };
}
