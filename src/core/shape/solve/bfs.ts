import type { SearchTrace } from '../../solve/searchTrace';
import type { SolveResult } from '../../solve/result';
import type { CellMaze } from '../cellMaze';
import { pathByParents } from './parents';

/**
 * Breadth-first search on a cell graph: cells in order of steps from the start, neighbours in
 * the topology's order, so the first time the goal is reached its path is a shortest one. The
 * queue doubles as the exploration order. Traces discover (queued) and expand (dequeued).
 */
export function solveCellsBfs(maze: CellMaze, recordExplored: boolean, trace?: SearchTrace): SolveResult {
  const { topology, open, start, goal } = maze;
  const { offsets, neighbours } = topology;
  const parent = new Int32Array(topology.cellCount).fill(-1);
  const queue = new Int32Array(topology.cellCount);
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
    for (let i = offsets[cell]!; i < offsets[cell + 1]!; i++) {
      const next = neighbours[i]!;
      if (open[i] !== 1 || parent[next] !== -1) continue;
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
