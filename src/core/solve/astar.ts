import { Int32List } from '../int32List';
import type { SolveResult } from './result';
import type { StepGraph } from './searchGraph';
import type { SearchTrace } from './searchTrace';

/**
 * A*: expands nodes in order of f = steps so far + the graph's whole-step heuristic (Manhattan
 * distance on the block grid, whole steps along the straight line on a cell graph: see
 * heuristic.ts). Both are admissible and consistent, so the path it returns is a shortest one,
 * a node's steps are final when it is settled (it is never opened again), and nodes come out in
 * order of f; among equal f the node reached last goes first, which favours the deepest (the
 * standard tie-break: it runs straight at the goal instead of fanning out along the contour).
 *
 * Why it is fast: f is a whole number that a step raises by 0, 1 or 2, so the open list is a
 * few stacks, one per f, O(1) a node, no heap: the graph's own (two stacks on the block grid,
 * where f only takes two values, parityBuckets.ts; a ring on a cell graph, shape/solve/stepBuckets.ts).
 * The search waits on memory, so what it reads of a neighbour is its mark; how a node waits, and how a shorter way to a waiting node is
 * told, is the graph's (on the block grid one byte a block says it, with no steps stored).
 * Entries left behind by a shorter way are skipped when popped (lazy deletion). Traces discover
 * and expand.
 */
export function astar(graph: StepGraph, recordExplored: boolean, trace?: SearchTrace): SolveResult {
  const { start, goal } = graph;
  const explored = recordExplored ? new Int32List() : null;
  // The nodes each settled node's ways bring into the open list, for the trace.
  const taken = new Int32Array(1 + graph.mostWays());
  graph.openStart();
  trace?.discover(start);
  let exploredCount = 0;
  let found = false;
  for (;;) {
    const node = graph.settleNext(taken);
    if (node < 0) break;
    explored?.push(node);
    if (trace) trace.expand(node);
    exploredCount++;
    if (node === goal) {
      found = true;
      break;
    }
    if (trace) for (let i = 1; i <= taken[0]!; i++) trace.discover(taken[i]!);
  }
  trace?.renumber(graph);
  return {
    algorithm: 'astar',
    path: found ? graph.pathTo(goal) : null,
    explored: explored ? graph.toIds(explored.toArray()) : null,
    exploredCount,
  };
}
