import { Int32List } from '../int32List';
import type { SolveResult } from './result';
import type { StepGraph } from './searchGraph';
import type { SearchTrace } from './searchTrace';

/** Nodes a settleRun call may settle. */
const RUN = 1024;

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
 * where f only takes two values, see BlockGraph; a ring on a cell graph, shape/solve/stepBuckets.ts).
 * The search waits on memory, so what it reads of a neighbour is its mark; how a node waits,
 * and how a shorter way to a waiting node is told, is the graph's (on the block grid one byte a
 * block says it, with no steps stored). Entries left behind by a shorter way are skipped when
 * popped (lazy deletion). The graph settles a run of nodes a call (settleRun); this loop hands
 * them to the trace, which hears each expanded, then the nodes it took discovered.
 */
export function astar(graph: StepGraph, recordExplored: boolean, trace?: SearchTrace): SolveResult {
  const { start, goal } = graph;
  const explored = recordExplored ? new Int32List() : null;
  // A run of settled nodes, and what each took into the open list (settleRun), kept only for a trace.
  const settled = new Int32Array(RUN);
  const takes = new Int32Array(trace ? RUN * (1 + graph.mostWays()) : 0);
  graph.openStart();
  trace?.discover(start);
  let exploredCount = 0;
  let found = false;
  for (let count = graph.settleRun(settled, takes); count > 0; count = graph.settleRun(settled, takes)) {
    exploredCount += count;
    if (explored) for (let i = 0; i < count; i++) explored.push(settled[i]!);
    if (trace) traceRun(trace, settled, count, takes);
    if (settled[count - 1] === goal) {
      found = true;
      break;
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

/** A run of settled nodes to the trace: each expanded, then what it took discovered. */
function traceRun(trace: SearchTrace, settled: Int32Array, count: number, takes: Int32Array): void {
  let at = 0;
  for (let i = 0; i < count; i++) {
    trace.expand(settled[i]!);
    const taken = takes[at]!;
    for (let k = at + 1; k <= at + taken; k++) trace.discover(takes[k]!);
    at += 1 + taken;
  }
}
