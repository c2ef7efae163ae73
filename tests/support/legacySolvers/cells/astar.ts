import { Int32List } from '../../../../src/core/int32List';
import type { SearchTrace } from '../../../../src/core/solve/searchTrace';
import type { SolveResult } from '../../../../src/core/solve/result';
import type { CellMaze } from '../../../../src/core/shape/cellMaze';
import { stepsLeftTable } from '../../../../src/core/shape/solve/heuristic';
import { pathByParents } from './parents';
import { StepBuckets } from './stepBuckets';

/** Where a cell stands in the search (0: not reached yet). */
const WAITING = 1;
const DONE = 2;

/**
 * A* on a cell graph: expands cells in order of f = steps so far + whole steps left at the
 * least (the straight line over the longest step, rounded up: see heuristic.ts). That
 * heuristic is admissible and consistent on every shape, exactly, rounding included, so the
 * path it returns is a shortest one, a cell's steps are final when it is expanded (it is never
 * opened again), and cells come out in order of f; among equal f the cell reached last goes
 * first.
 *
 * Why it is fast: f is a whole number that a step raises by 0, 1 or 2, so the open list is a
 * ring of stacks (StepBuckets), O(1) a cell, as the block grid's A* does with its two buckets.
 * A heap keyed by fractions made each pop wait on the key just computed: about 3× BFS on a
 * million cells. The search waits on memory, so what it reads of a neighbour is one byte (its
 * state); a waiting cell's steps are read only when another way reaches it (never, in a
 * perfect maze). Entries left behind by a shorter way are skipped when popped (lazy deletion).
 * Traces discover and expand.
 */
export function solveCellsAstar(maze: CellMaze, recordExplored: boolean, trace?: SearchTrace): SolveResult {
  const { topology, open, start, goal } = maze;
  const { offsets, neighbours } = topology;
  const stepsLeft = stepsLeftTable(topology, goal);
  const state = new Uint8Array(topology.cellCount);
  const stepsTo = new Int32Array(topology.cellCount);
  const parent = new Int32Array(topology.cellCount);
  const buckets = new StepBuckets();
  const explored = recordExplored ? new Int32List() : null;
  state[start] = WAITING;
  parent[start] = start;
  buckets.push(stepsLeft[start]!, start, 0, offsets[start]!);
  trace?.discover(start);
  let exploredCount = 0;
  let found = false;
  while (buckets.waiting > 0) {
    const cell = buckets.pop();
    // A cell's first entry out is its shortest way (consistency); any later one is stale.
    if (state[cell] === DONE) continue;
    state[cell] = DONE;
    explored?.push(cell);
    if (trace) trace.expand(cell);
    exploredCount++;
    if (cell === goal) {
      found = true;
      break;
    }
    const further = buckets.steps + 1;
    const end = offsets[cell + 1]!;
    for (let i = buckets.firstEdge; i < end; i++) {
      if (open[i] !== 1) continue;
      const next = neighbours[i]!;
      const seen = state[next]!;
      if (seen === DONE || (seen === WAITING && stepsTo[next]! <= further)) continue;
      state[next] = WAITING;
      stepsTo[next] = further;
      parent[next] = cell;
      buckets.push(further + stepsLeft[next]!, next, further, offsets[next]!);
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
