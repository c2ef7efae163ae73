import type { SolveResult } from './result';
import type { SearchGraph } from './searchGraph';
import type { SearchTrace } from './searchTrace';

/** Nodes a reachRun call may expand. */
const RUN = 1024;

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
  // The queue's tail after each node of a run (reachRun).
  const tails = new Int32Array(RUN);
  let head = 0;
  let tail = 1;
  let found = false;
  while (head < tail) {
    const count = graph.reachRun(queue, head, tail, tails, trace !== undefined);
    if (trace) {
      for (let i = 0; i < count; i++) {
        trace.expand(queue[head + i]!);
        for (let k = i === 0 ? tail : tails[i - 1]!; k < tails[i]!; k++) trace.discover(queue[k]!);
      }
    }
    head += count;
    tail = tails[count - 1]!;
    if (queue[head - 1] === goal) {
      found = true;
      break;
    }
  }
  trace?.renumber(graph);
  return {
    algorithm: 'bfs',
    path: found ? graph.pathTo(goal) : null,
    explored: recordExplored ? graph.toIds(queue.slice(0, head)) : null,
    exploredCount: head,
  };
}
