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
 * few stacks, one per f, O(1) a node, no heap: the graph's openList (two stacks on the block
 * grid, where f only takes two values, parityBuckets.ts; a ring on a cell graph, stepBuckets.ts). The search waits on memory, so what it
 * reads of a neighbour is its mark; how a node waits, and how a shorter way to a waiting node is
 * told, is the graph's (on the block grid one byte a block says it, with no steps stored).
 * Entries left behind by a shorter way are skipped when popped (lazy deletion). Traces discover
 * and expand.
 */
export function astar(graph: StepGraph, recordExplored: boolean, trace?: SearchTrace): SolveResult {
  const { start, goal } = graph;
  const buckets = graph.openList();
  const explored = recordExplored ? new Int32List() : null;
  const f = graph.openStart();
  buckets.push(f, start, 0, graph.hint(start));
  trace?.discover(start);
  let exploredCount = 0;
  let found = false;
  while (buckets.waiting > 0) {
    const node = buckets.pop();
    const ways = graph.settle(node, buckets.steps, buckets.f, buckets.hint);
    if (ways < 0) continue;
    explored?.push(node);
    if (trace) trace.expand(node);
    exploredCount++;
    if (node === goal) {
      found = true;
      break;
    }
    const further = buckets.steps + 1;
    for (let k = 0; k < ways; k++) {
      const next = graph.offer(k, further);
      if (next < 0) continue;
      buckets.push(graph.offeredF, next, further, graph.offeredHint);
      if (trace) trace.discover(next);
    }
  }
  trace?.renumber(graph);
  return {
    algorithm: 'astar',
    path: found ? graph.pathTo(goal) : null,
    explored: explored ? graph.toIds(explored.toArray()) : null,
    exploredCount,
  };
}
