import type { SolveResult } from './result';
import type { WalkerGraph } from './searchGraph';
import type { SearchTrace } from './searchTrace';

/**
 * A Trémaux-style walker (source 4): someone in the maze with a piece of chalk, not a search
 * with a map. It walks one node at a time, marks each node it enters as walked, and never
 * enters a marked node again. At a dead end it walks back, one node at a time, marking the
 * nodes it leaves as dead, until it reaches a node with an unmarked way out. The nodes marked
 * walked once, when it reaches the goal, are its thread: the path it returns.
 *
 * Guarantees: it finds the goal whenever it can be reached, walks each passage at most twice
 * (once in, once back), and its path is simple but not necessarily shortest. It is
 * deterministic: at each node it keeps its right hand on the wall, trying the way that turns
 * furthest right of the way it faces, straight back last (it starts facing right, into a maze
 * whose entrance is on the left). On the block grid that is a right turn, straight on, a left
 * turn, back; on a cell graph the turn is measured between the cells' centres on screen. A
 * walker choosing ways in a fixed compass order would make exactly DFS's moves; turning by its
 * heading is what a person does.
 *
 * Its trace records every step it walks: expand when it steps onto a new node, retreat when it
 * walks back out of a dead one.
 */
export function tremaux(graph: WalkerGraph, recordExplored: boolean, trace?: SearchTrace): SolveResult {
  const { start, goal } = graph;
  const thread = new Int32Array(graph.size);
  const explored = recordExplored ? new Int32Array(graph.size) : null;
  let exploredCount = 1;
  let depth = 1;
  thread[0] = start;
  graph.walkStart();
  if (explored) explored[0] = start;
  trace?.expand(start);
  let found = start === goal;

  while (!found) {
    const node = thread[depth - 1]!;
    const way = graph.wayOut(node);
    if (way >= 0) {
      const next = graph.walk(node, way);
      thread[depth++] = next;
      if (explored) explored[exploredCount] = next;
      if (trace) trace.expand(next);
      exploredCount++;
      found = next === goal;
      continue;
    }
    // Nowhere new to go: mark this node dead and walk back the way it was entered.
    graph.markDead(node);
    if (trace) trace.retreat(node);
    if (--depth === 0) break;
    graph.faceBack(node, thread[depth - 1]!);
  }

  trace?.renumber(graph);
  return {
    algorithm: 'tremaux',
    path: found ? graph.toIds(thread.slice(0, depth)) : null,
    explored: explored ? graph.toIds(explored.slice(0, exploredCount)) : null,
    exploredCount,
  };
}
