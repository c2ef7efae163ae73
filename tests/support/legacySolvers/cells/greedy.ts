import { Int32List } from '../../../../src/core/int32List';
import type { SearchTrace } from '../../../../src/core/solve/searchTrace';
import type { SolveResult } from '../../../../src/core/solve/result';
import type { CellMaze } from '../../../../src/core/shape/cellMaze';
import { CellHeap } from './cellHeap';
import { pathByParents } from './parents';
import { centreDistance } from '../../../../src/core/shape/topology';

/**
 * Greedy best-first search on a cell graph: always expands the waiting cell whose centre is
 * nearest the goal's, ignoring the steps behind it. It heads for the goal; its path is valid
 * but often not a shortest one. Each cell is reached once (its parent never changes) and
 * expanded at most once. Traces discover and expand.
 */
export function solveCellsGreedy(maze: CellMaze, recordExplored: boolean, trace?: SearchTrace): SolveResult {
  const { topology, open, start, goal } = maze;
  const { offsets, neighbours } = topology;
  const parent = new Int32Array(topology.cellCount).fill(-1);
  const heap = new CellHeap();
  const explored = recordExplored ? new Int32List() : null;
  parent[start] = start;
  heap.push(start, centreDistance(topology, start, goal));
  trace?.discover(start);
  let exploredCount = 0;
  let found = false;
  while (heap.size > 0) {
    const cell = heap.pop();
    explored?.push(cell);
    if (trace) trace.expand(cell);
    exploredCount++;
    if (cell === goal) {
      found = true;
      break;
    }
    for (let i = offsets[cell]!; i < offsets[cell + 1]!; i++) {
      const next = neighbours[i]!;
      if (open[i] !== 1 || parent[next] !== -1) continue;
      parent[next] = cell;
      heap.push(next, centreDistance(topology, next, goal));
      if (trace) trace.discover(next);
    }
  }
  return {
    algorithm: 'greedy',
    path: found ? pathByParents(parent, start, goal) : null,
    explored: explored ? explored.toArray() : null,
    exploredCount,
  };
}
