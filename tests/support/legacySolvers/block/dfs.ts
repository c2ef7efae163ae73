import type { Grid } from '../../../../src/core/grid';
import { FREE, padGrid, REACHED, toGridIndices, toPadded, gridIds } from './padded';
import type { SolveResult } from '../../../../src/core/solve/result';
import type { SearchTrace } from '../../../../src/core/solve/searchTrace';

/**
 * Depth-first search with an explicit stack (no recursion, so a 2000×2000 maze cannot
 * overflow the call stack). It follows one corridor as far as it goes, trying neighbours left,
 * right, up, down, and backs up at dead ends; the stack is the current walk, so when the goal
 * is reached the stack is the path. In a perfect maze that is the only path; in a maze with
 * loops it is a path, not necessarily a shortest one. Each block is entered at most once.
 * A trace, when given, records each block entered (expand) and each block backed out of
 * (retreat); the blocks entered and never retreated from are the path.
 */
export function solveDfs(grid: Grid, start: number, goal: number, recordExplored: boolean, trace?: SearchTrace): SolveResult {
  const padded = padGrid(grid);
  const { state, moves } = padded;
  const from = toPadded(padded, start);
  const to = toPadded(padded, goal);
  const stack = new Int32Array(state.length);
  const tried = new Uint8Array(state.length); // next direction to try, per stack depth
  const explored = recordExplored ? new Int32Array(state.length) : null;
  let exploredCount = 0;
  stack[0] = from;
  state[from] = REACHED;
  if (explored) explored[exploredCount] = from;
  trace?.expand(from);
  exploredCount++;
  let top = 1;
  let found = from === to;
  while (top > 0 && !found) {
    const p = stack[top - 1]!;
    const direction = tried[top - 1]!;
    if (direction === 4) {
      top--;
      if (trace) trace.retreat(p);
      continue;
    }
    tried[top - 1] = direction + 1;
    const next = p + moves[direction as 0 | 1 | 2 | 3];
    if (state[next] !== FREE) continue;
    state[next] = REACHED | direction;
    tried[top] = 0;
    stack[top++] = next;
    if (explored) explored[exploredCount] = next;
    if (trace) trace.expand(next);
    exploredCount++;
    if (next === to) found = true;
  }
  trace?.renumber(gridIds(padded));
  return {
    algorithm: 'dfs',
    path: found ? toGridIndices(padded, stack.slice(0, top)) : null,
    explored: explored ? toGridIndices(padded, explored.slice(0, exploredCount)) : null,
    exploredCount,
  };
}
