import type { SearchTrace } from '../../../../src/core/solve/searchTrace';
import type { SolveResult } from '../../../../src/core/solve/result';
import type { CellMaze } from '../../../../src/core/shape/cellMaze';
import { pathByParents } from './parents';

/**
 * Breadth-first search on a cell graph: cells in order of steps from the start, neighbours in
 * the topology's order, so the first time the goal is reached its path is a shortest one. The
 * queue doubles as the exploration order. Traces discover (queued) and expand (dequeued).
 * A frontier spreads over the whole maze, so the search waits on memory: "reached" is one byte
 * a cell (a quarter of the cache lines of testing the parent array), and parents are only written.
 */
export function solveCellsBfs(maze: CellMaze, recordExplored: boolean, trace?: SearchTrace): SolveResult {
  const { topology, open, start, goal } = maze;
  const { offsets, neighbours } = topology;
  const reached = new Uint8Array(topology.cellCount);
  const parent = new Int32Array(topology.cellCount);
  const queue = new Int32Array(topology.cellCount);
  reached[start] = 1;
  parent[start] = start;
  queue[0] = start;
  trace?.discover(start);
  let head = 0;
  let tail = 1;
  let found = false;
  while (head < tail) {
    const cell = queue[head++]!;
    if (trace) trace.expand(cell);
    if (cell === goal) {
      found = true;
      break;
    }
    const end = offsets[cell + 1]!;
    for (let i = offsets[cell]!; i < end; i++) {
      if (open[i] !== 1) continue;
      const next = neighbours[i]!;
      if (reached[next] === 1) continue;
      reached[next] = 1;
      parent[next] = cell;
      queue[tail++] = next;
      if (trace) trace.discover(next);
    }
  }
  return {
    algorithm: 'bfs',
    path: found ? pathByParents(parent, start, goal) : null,
    explored: recordExplored ? queue.slice(0, head) : null,
    exploredCount: head,
  };
}
