import { Int32List } from '../../int32List';
import type { SearchTrace } from '../../solve/searchTrace';
import type { SolveResult } from '../../solve/result';
import type { CellMaze } from '../cellMaze';
import { CellHeap } from './cellHeap';
import { longestStep, stepsAtLeast } from './heuristic';
import { pathByParents } from './parents';

/**
 * A* on a cell graph: expands cells by least f = steps so far + steps left at the least
 * (straight-line distance over the longest step, see heuristic.ts). That heuristic is
 * admissible and consistent on every shape, so the path it returns is a shortest one; should
 * rounding ever find a shorter way to an expanded cell, the cell is opened again. A binary
 * heap holds the open cells (stale entries are skipped). Traces discover and expand.
 */
export function solveCellsAstar(maze: CellMaze, recordExplored: boolean, trace?: SearchTrace): SolveResult {
  const { topology, open, start, goal } = maze;
  const { offsets, neighbours } = topology;
  const longest = longestStep(topology);
  const steps = new Int32Array(topology.cellCount).fill(-1);
  const parent = new Int32Array(topology.cellCount).fill(-1);
  const closed = new Uint8Array(topology.cellCount);
  const heap = new CellHeap();
  const explored = recordExplored ? new Int32List() : null;
  steps[start] = 0;
  parent[start] = start;
  heap.push(start, stepsAtLeast(topology, start, goal, longest));
  trace?.discover(start);
  let exploredCount = 0;
  let found = false;
  while (heap.size > 0) {
    const cell = heap.pop();
    if (closed[cell]) continue;
    closed[cell] = 1;
    explored?.push(cell);
    if (trace) trace.expand(cell);
    exploredCount++;
    if (cell === goal) {
      found = true;
      break;
    }
    const g = steps[cell]! + 1;
    for (let i = offsets[cell]!; i < offsets[cell + 1]!; i++) {
      const next = neighbours[i]!;
      if (open[i] !== 1 || (steps[next] !== -1 && steps[next]! <= g)) continue;
      steps[next] = g;
      parent[next] = cell;
      closed[next] = 0;
      heap.push(next, g + stepsAtLeast(topology, next, goal, longest));
      if (trace) trace.discover(next);
    }
  }
  return {
    algorithm: 'astar',
    path: found ? pathByParents(parent, start, goal) : null,
    explored: explored ? explored.toArray() : null,
    exploredCount,
  };
}
