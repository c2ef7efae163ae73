import type { SolveResult } from './result';
import type { SearchGraph } from './searchGraph';
import type { SearchTrace } from './searchTrace';

/**
 * Breadth-first search: expands nodes in order of steps from the start, trying each node's ways
 * in the graph's order (left, right, up, down on the block grid), so the first time the goal is
 * reached its path is a shortest one. The FIFO queue doubles as the record of the exploration
 * order, at no cost. A trace, when given, records each node discovered (queued) and expanded
 * (dequeued).
 */
export function bfs(graph: SearchGraph, recordExplored: boolean, trace?: SearchTrace): SolveResult {
  const { start, goal } = graph;
  const queue = new Int32Array(graph.size);
  queue[0] = start;
  graph.reachStart();
  trace?.discover(start);
  let head = 0;
  let tail = 1;
  let found = false;
  while (head < tail) {
    const node = queue[head++]!;
    if (trace) trace.expand(node);
    if (node === goal) {
      found = true;
      break;
    }
    const reached = tail;
    tail = graph.reachAround(node, queue, tail);
    if (trace) for (let i = reached; i < tail; i++) trace.discover(queue[i]!);
  }
  trace?.renumber(graph);
  return {
    algorithm: 'bfs',
    path: found ? graph.pathTo(goal) : null,
    explored: recordExplored ? graph.toIds(queue.slice(0, head)) : null,
    exploredCount: head,
  };
}
