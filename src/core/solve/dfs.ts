import type { SolveResult } from './result';
import { NO_WAY, type SearchGraph } from './searchGraph';
import type { SearchTrace } from './searchTrace';

/**
 * Depth-first search with an explicit stack (no recursion, so a 2000×2000 maze cannot overflow
 * the call stack). It follows one corridor as far as it goes, trying each node's ways in the
 * graph's order (left, right, up, down on the block grid), and backs up at dead ends; the stack
 * is the current walk, so when the goal is reached the stack is the path. In a perfect maze that
 * is the only path; in a maze with loops it is a path, not necessarily a shortest one. Each node
 * is entered at most once. A trace, when given, records each node entered (expand) and each
 * node backed out of (retreat); the nodes entered and never retreated from are the path.
 */
export function dfs(graph: SearchGraph, recordExplored: boolean, trace?: SearchTrace): SolveResult {
  const { start, goal } = graph;
  const stack = new Int32Array(graph.size);
  // The next way to try, per stack depth: a byte, as no node has 255 ways (four on the block
  // grid, at most eight on a cell graph), so the block grid's search stays in its memory budget.
  const tried = new Uint8Array(graph.size);
  const explored = recordExplored ? new Int32Array(graph.size) : null;
  let exploredCount = 1;
  stack[0] = start;
  graph.enterStart();
  if (explored) explored[0] = start;
  trace?.expand(start);
  let top = 1;
  let found = start === goal;
  while (top > 0 && !found) {
    const node = stack[top - 1]!;
    const k = tried[top - 1]!;
    const next = graph.enter(node, k);
    if (next === NO_WAY) {
      top--;
      if (trace) trace.retreat(node);
      continue;
    }
    tried[top - 1] = k + 1;
    if (next < 0) continue;
    tried[top] = 0;
    stack[top++] = next;
    if (explored) explored[exploredCount] = next;
    if (trace) trace.expand(next);
    exploredCount++;
    found = next === goal;
  }
  trace?.renumber(graph);
  return {
    algorithm: 'dfs',
    path: found ? graph.toIds(stack.slice(0, top)) : null,
    explored: explored ? graph.toIds(explored.slice(0, exploredCount)) : null,
    exploredCount,
  };
}
