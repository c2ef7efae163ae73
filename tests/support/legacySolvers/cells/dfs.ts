import type { SearchTrace } from '../../../../src/core/solve/searchTrace';
import type { SolveResult } from '../../../../src/core/solve/result';
import type { CellMaze } from '../../../../src/core/shape/cellMaze';

/**
 * Depth-first search on a cell graph with an explicit stack (no recursion at a million cells):
 * follow a corridor as far as it goes, trying neighbours in the topology's order, back up at
 * dead ends. The stack is the walk, so at the goal it is the path: the only one in a perfect
 * maze, a path but not always a shortest one otherwise. Each cell is entered at most once.
 * Traces expand (entered) and retreat (backed out of).
 */
export function solveCellsDfs(maze: CellMaze, recordExplored: boolean, trace?: SearchTrace): SolveResult {
  const { topology, open, start, goal } = maze;
  const { offsets, neighbours } = topology;
  const entered = new Uint8Array(topology.cellCount);
  const stack = new Int32Array(topology.cellCount);
  /** The next adjacency to try, per stack depth. */
  const next = new Int32Array(topology.cellCount);
  const explored = recordExplored ? new Int32Array(topology.cellCount) : null;
  let exploredCount = 1;
  stack[0] = start;
  next[0] = offsets[start]!;
  entered[start] = 1;
  if (explored) explored[0] = start;
  trace?.expand(start);
  let top = 1;
  let found = start === goal;
  while (top > 0 && !found) {
    const cell = stack[top - 1]!;
    const at = next[top - 1]!;
    if (at === offsets[cell + 1]) {
      top--;
      if (trace) trace.retreat(cell);
      continue;
    }
    next[top - 1] = at + 1;
    const to = neighbours[at]!;
    if (open[at] !== 1 || entered[to]) continue;
    entered[to] = 1;
    stack[top] = to;
    next[top++] = offsets[to]!;
    if (explored) explored[exploredCount] = to;
    if (trace) trace.expand(to);
    exploredCount++;
    found = to === goal;
  }
  return {
    algorithm: 'dfs',
    path: found ? stack.slice(0, top) : null,
    explored: explored ? explored.slice(0, exploredCount) : null,
    exploredCount,
  };
}
