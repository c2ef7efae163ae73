import { Int32List } from '../../int32List';
import type { SearchTrace } from '../../solve/searchTrace';
import type { SolveResult } from '../../solve/result';
import type { CellMaze } from '../cellMaze';
import { stepsLeftTable } from './heuristic';
import { pathByParents } from './parents';
import { StepBuckets } from './stepBuckets';

/**
 * A* on a cell graph: expands cells in order of f = steps so far + whole steps left at the
 * least (the straight line over the longest step, rounded up: see heuristic.ts). That
 * heuristic is admissible and consistent on every shape, so the path it returns is a shortest
 * one, and cells come out in order of f; among equal f the cell reached last goes first. Should
 * rounding ever find a shorter way to an expanded cell, the cell is opened again.
 *
 * Why it is fast: f is a whole number that a step raises by 0, 1 or 2, so the open list is a
 * ring of stacks (StepBuckets), O(1) a cell, as the block grid's A* does with its two buckets.
 * A heap keyed by fractions made each pop wait on the key just computed: about 3× BFS on a
 * million cells. "Reached" holds steps + 1 (0: not yet), which also tells a stale entry.
 * Traces discover and expand.
 */
export function solveCellsAstar(maze: CellMaze, recordExplored: boolean, trace?: SearchTrace): SolveResult {
  const { topology, open, start, goal } = maze;
  const { offsets, neighbours } = topology;
  const stepsLeft = stepsLeftTable(topology, goal);
  const reached = new Int32Array(topology.cellCount);
  const parent = new Int32Array(topology.cellCount);
  const buckets = new StepBuckets();
  const explored = recordExplored ? new Int32List() : null;
  reached[start] = 1;
  parent[start] = start;
  buckets.push(stepsLeft[start]!, start, 0);
  trace?.discover(start);
  let exploredCount = 0;
  let found = false;
  while (buckets.waiting > 0) {
    const cell = buckets.pop();
    const steps = buckets.steps;
    if (reached[cell] !== steps + 1) continue;
    explored?.push(cell);
    if (trace) trace.expand(cell);
    exploredCount++;
    if (cell === goal) {
      found = true;
      break;
    }
    const further = steps + 1;
    const end = offsets[cell + 1]!;
    for (let i = offsets[cell]!; i < end; i++) {
      if (open[i] !== 1) continue;
      const next = neighbours[i]!;
      const known = reached[next]!;
      if (known !== 0 && known <= further + 1) continue;
      reached[next] = further + 1;
      parent[next] = cell;
      buckets.push(further + stepsLeft[next]!, next, further);
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
