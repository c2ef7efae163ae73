import type { SolverId } from '../../core';

/** What each solver does and guarantees, in a line, for the lab. */
export const SOLVER_NOTES: Readonly<Record<SolverId, string>> = {
  dfs: 'Depth-first: follows one corridor to its end, then backtracks. Finds a path, not always the shortest.',
  bfs: 'Breadth-first: spreads out evenly from the entrance. Always finds a shortest path.',
  astar: 'A*: spreads out towards the exit, guided by the distance left. A shortest path, exploring less.',
  tremaux: 'Trémaux: a walker with chalk. Marks where it walked, dead ends dead, right hand on the wall.',
  greedy: 'Greedy best-first: always takes the waiting block nearest the exit as the crow flies. Fast, but not always the shortest path.',
  bidirectional: 'Bidirectional BFS: one breadth-first search from each end, meeting in the middle. A shortest path, exploring two small discs.',
};
