import type { SolveResult } from './result';
import type { TwoSidedGraph } from './searchGraph';
import type { SearchTrace } from './searchTrace';

/**
 * Bidirectional breadth-first search: one BFS from the start and one from the goal, taking turns
 * a whole layer (one distance) at a time, always the side whose next layer is smaller. They stop
 * where they meet, having explored two small discs instead of one big one.
 *
 * Why the first meeting is a shortest path: while the two reached sets are apart, with the start's
 * side complete to distance i and the goal's to j, every path is longer than i + j (the node
 * at distance i along a shortest path would be in both sets). Expanding a layer of one side
 * reaches nodes at distance i + 1; the first of them already reached by the other side lies at
 * distance j from the goal (nearer, and the sets would have met before), so the path through it
 * has i + 1 + j steps: a shortest one. Meetings are checked as nodes are discovered.
 *
 * The two queues share one array, growing towards each other from its two ends; each node's
 * mark carries its side (and on the block grid the way it was reached by), so no distance array
 * is needed. Each node is expanded at most once, by one side. Whether the meeting node counts
 * as expanded is the graph's (the block grid counts it, so every block on the path was
 * expanded; the cell graph does not). No recursion.
 */
export function bidirectional(graph: TwoSidedGraph, recordExplored: boolean, trace?: SearchTrace): SolveResult {
  const { start, goal } = graph;
  const queue = new Int32Array(graph.size);
  const explored = recordExplored ? new Int32Array(graph.size) : null;
  let exploredCount = 0;

  // The start's queue runs up from 0, the goal's down from the end: [head, tail) and (tail, head].
  let startHead = 0;
  let startTail = 0;
  let goalHead = queue.length - 1;
  let goalTail = queue.length - 1;
  graph.reachEnds();
  queue[startTail++] = start;
  trace?.discover(start);
  if (goal !== start) {
    queue[goalTail--] = goal;
    trace?.discover(goal);
  }

  // The meeting: `near` on the start's side, `far` on the goal's (the same node when start is goal).
  let near = -1;
  let far = -1;
  if (start === goal) {
    // Already there: the start is taken, as BFS takes it, and is the whole path.
    if (explored) explored[exploredCount] = start;
    trace?.expand(start);
    exploredCount++;
    near = far = start;
  }
  while (near < 0 && startHead < startTail && goalHead > goalTail) {
    const fromStart = startTail - startHead <= goalHead - goalTail;
    // One whole layer: the nodes queued on this side when the layer began.
    const layer = fromStart ? startTail - startHead : goalHead - goalTail;
    for (let n = 0; n < layer && near < 0; n++) {
      const node = fromStart ? queue[startHead++]! : queue[goalHead--]!;
      if (explored) explored[exploredCount] = node;
      if (trace) trace.expand(node);
      exploredCount++;
      const ways = graph.ways(node);
      for (let k = 0; k < ways; k++) {
        const next = graph.spread(node, k, fromStart);
        if (next === -1) continue;
        if (next >= 0) {
          if (fromStart) queue[startTail++] = next;
          else queue[goalTail--] = next;
          if (trace) trace.discover(next);
          continue;
        }
        // The other side reached it; it waits in their queue (had it been expanded, the two
        // would have met there).
        const met = -2 - next;
        if (graph.expandsMeeting) {
          if (explored) explored[exploredCount] = met;
          if (trace) trace.expand(met);
          exploredCount++;
        }
        near = fromStart ? node : met;
        far = fromStart ? met : node;
        break;
      }
    }
  }

  trace?.renumber(graph);
  return {
    algorithm: 'bidirectional',
    path: near >= 0 ? graph.joinedPath(near, far) : null,
    explored: explored ? graph.toIds(explored.slice(0, exploredCount)) : null,
    exploredCount,
  };
}
