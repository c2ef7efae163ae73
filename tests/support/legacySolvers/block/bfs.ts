import type { Grid } from '../../../../src/core/grid';
import { FREE, padGrid, REACHED, toGridIndices, toPadded, tracePath, gridIds } from './padded';
import type { SolveResult } from '../../../../src/core/solve/result';
import type { SearchTrace } from '../../../../src/core/solve/searchTrace';

/**
 * Breadth-first search: expands blocks in order of distance from the start, so the first time
 * the goal is reached its path is a shortest one (fewest blocks). Neighbours are tried left,
 * right, up, down. The FIFO queue doubles as the record of the exploration order, at no cost.
 * A trace, when given, records each block discovered (queued) and expanded (dequeued).
 */
export function solveBfs(grid: Grid, start: number, goal: number, recordExplored: boolean, trace?: SearchTrace): SolveResult {
  const padded = padGrid(grid);
  const { state, moves } = padded;
  // The four moves by direction number, unrolled below; a mark REACHED | d records the move.
  const [left, right, up, down] = moves;
  const from = toPadded(padded, start);
  const to = toPadded(padded, goal);
  const queue = new Int32Array(state.length);
  queue[0] = from;
  state[from] = REACHED;
  trace?.discover(from);
  let head = 0;
  let tail = 1;
  let found = false;
  while (head < tail) {
    const p = queue[head++]!;
    if (trace) trace.expand(p);
    if (p === to) {
      found = true;
      break;
    }
    if (state[p + left] === FREE) {
      state[p + left] = REACHED | 0;
      queue[tail++] = p + left;
      if (trace) trace.discover(p + left);
    }
    if (state[p + right] === FREE) {
      state[p + right] = REACHED | 1;
      queue[tail++] = p + right;
      if (trace) trace.discover(p + right);
    }
    if (state[p + up] === FREE) {
      state[p + up] = REACHED | 2;
      queue[tail++] = p + up;
      if (trace) trace.discover(p + up);
    }
    if (state[p + down] === FREE) {
      state[p + down] = REACHED | 3;
      queue[tail++] = p + down;
      if (trace) trace.discover(p + down);
    }
  }
  trace?.renumber(gridIds(padded));
  return {
    algorithm: 'bfs',
    path: found ? tracePath(padded, from, to) : null,
    explored: recordExplored ? toGridIndices(padded, queue.slice(0, head)) : null,
    exploredCount: head,
  };
}
