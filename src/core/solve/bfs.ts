import type { Grid } from '../grid';
import { FREE, padGrid, REACHED, toGridIndices, toPadded, tracePath } from './padded';
import type { SolveResult } from './result';
import type { SearchTrace } from './searchTrace';

/**
 * Breadth-first search: expands blocks in order of distance from the start, so the first time
 * the goal is reached its path is a shortest one (fewest blocks). Neighbours are tried left,
 * right, up, down. The FIFO queue doubles as the record of the exploration order, at no cost.
 * A trace, when given, records each block discovered (queued) and expanded (dequeued).
 */
export function solveBfs(grid: Grid, start: number, goal: number, recordExplored: boolean, trace?: SearchTrace): SolveResult {
  const padded = padGrid(grid);
  const { state, stride } = padded;
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
    if (state[p - 1] === FREE) {
      state[p - 1] = REACHED | 0;
      queue[tail++] = p - 1;
      if (trace) trace.discover(p - 1);
    }
    if (state[p + 1] === FREE) {
      state[p + 1] = REACHED | 1;
      queue[tail++] = p + 1;
      if (trace) trace.discover(p + 1);
    }
    if (state[p - stride] === FREE) {
      state[p - stride] = REACHED | 2;
      queue[tail++] = p - stride;
      if (trace) trace.discover(p - stride);
    }
    if (state[p + stride] === FREE) {
      state[p + stride] = REACHED | 3;
      queue[tail++] = p + stride;
      if (trace) trace.discover(p + stride);
    }
  }
  trace?.toGrid(padded);
  return {
    algorithm: 'bfs',
    path: found ? tracePath(padded, from, to) : null,
    explored: recordExplored ? toGridIndices(padded, queue.slice(0, head)) : null,
    exploredCount: head,
  };
}
