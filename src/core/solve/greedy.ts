import { Int32List } from '../int32List';
import type { SolveResult } from './result';
import type { SearchGraph } from './searchGraph';
import type { SearchTrace } from './searchTrace';

/**
 * Greedy best-first search: always expands the waiting node that looks closest to the goal,
 * ignoring how far it is from the start (the graph's nearestFirst: Manhattan distance on the
 * block grid, the straight line between centres on a cell graph). It heads straight for the
 * exit and, in an open field, explores a fraction of what BFS does; in a maze it follows every
 * corridor that points the right way, so its path is valid but often not a shortest one
 * (PathFinding.js's "best-first", Mihailescu's "greedy best-first").
 *
 * Each node is reached once, from the first node that discovers it (its mark is never
 * changed), and expanded at most once. No recursion. Traces discover and expand.
 */
export function greedy(graph: SearchGraph, recordExplored: boolean, trace?: SearchTrace): SolveResult {
  const { start, goal } = graph;
  const waiting = graph.nearestFirst();
  const explored = recordExplored ? new Int32List() : null;
  const around = new Int32Array(graph.mostWays());
  graph.reachStart();
  waiting.push(start);
  trace?.discover(start);
  let exploredCount = 0;
  let found = false;
  while (waiting.size > 0) {
    const node = waiting.pop();
    explored?.push(node);
    if (trace) trace.expand(node);
    exploredCount++;
    if (node === goal) {
      found = true;
      break;
    }
    const reached = graph.reachAround(node, around, 0);
    for (let i = 0; i < reached; i++) {
      waiting.push(around[i]!);
      if (trace) trace.discover(around[i]!);
    }
  }
  trace?.renumber(graph);
  return {
    algorithm: 'greedy',
    path: found ? graph.pathTo(goal) : null,
    explored: explored ? graph.toIds(explored.toArray()) : null,
    exploredCount,
  };
}
