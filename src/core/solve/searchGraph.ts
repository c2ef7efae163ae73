import type { NodeIds } from './searchTrace';

/** What SearchGraph.enter says of a way number past a node's last way. */
export const NO_WAY = -2;

/**
 * A maze as its solvers see it: nodes, and from each node a few numbered ways (open passages
 * or walls), tried in the graph's own order. Each solver (bfs.ts, dfs.ts, astar.ts, greedy.ts,
 * tremaux.ts, bidirectional.ts) is written once against this, and runs on both mazes:
 *
 * - the block grid (BlockGraph): a node is a padded block, its four ways are computed from its
 *   index (left, right, up, down), and every mark a search makes, the way a node was reached
 *   included, lives in one byte a block, so a 2000×2000 maze stays in its memory budget;
 * - the cell graph (CellGraph): a node is a cell, its ways are its CSR adjacencies in the
 *   topology's order, with a mark byte and a parent per cell.
 *
 * The graph owns the marks: how a node is marked reached, walked, waiting or done, and how a
 * path is read back from them. A graph is made for one search and is spent by it. Where the
 * two mazes' searches differ in a detail (A*'s heuristic, greedy search's frontier, the
 * walker's right hand), the detail is a property of the graph, not a second copy of the loop.
 *
 * Each solver meets exactly these two graphs, so its calls are at most 2-way polymorphic. The
 * calls are coarse (a node's new neighbours at once, a run of A*'s settle-and-offer steps in one)
 * because a call V8 does not inline costs a few nanoseconds a node, and these searches spend
 * only tens of nanoseconds a node (bench/oneSolvers.ts measures them against the old copies).
 */
export interface SearchGraph extends NodeIds {
  /** Nodes are numbered below this: an array indexed by node has this length. */
  readonly size: number;
  readonly start: number;
  readonly goal: number;
  /** Marks the start reached, the root of every path read back by pathTo. */
  reachStart(): void;
  /**
   * Marks every node a way from `node` leads to that was never reached as reached from `node`,
   * and writes them to `out` from index `at`, in the graph's order: the index after the last.
   */
  reachAround(node: number, out: Int32Array, at: number): number;
  /**
   * Breadth-first steps in a run: expands queue[head], queue[head + 1], … in turn, each by
   * reachAround onto the queue's tail (the goal is expanded without), and writes the tail
   * after each to `tails` (`everyTail`, for a trace), else only the tail after the last. It
   * stops after the goal, when the queue is spent, or when `tails` is full, and returns how
   * many it expanded. A run a call, as settleRun, so the loop is compiled
   * for one graph alone.
   */
  reachRun(queue: Int32Array, head: number, tail: number, tails: Int32Array, everyTail: boolean): number;
  /** The most ways a node has (the room reachAround may need). */
  mostWays(): number;
  /** The nodes from the start to `node` by the reach marks, in the caller's ids. */
  pathTo(node: number): Int32Array;
  /** Waiting nodes, nearest the goal first (greedy search's open list). */
  nearestFirst(): NearestFirst;
  /** Marks the start entered, for a walk whose stack is its path (no way back is kept). */
  enterStart(): void;
  /** Starts looking around `node`: how many ways lead out of it, tried as 0, 1, … */
  ways(node: number): number;
  /**
   * The node through way `k` of `node` when the way is open and that node was never entered:
   * it is then marked entered. -1 when the way is closed or leads to an entered node; NO_WAY
   * when `node` has no way `k` (it has k ways), so DFS makes one call a way tried.
   */
  enter(node: number, k: number): number;
}

/** Greedy search's open list: what "nearest" means, and the order among equals, is the graph's. */
export interface NearestFirst {
  readonly size: number;
  push(node: number): void;
  /** Removes and returns the nearest waiting node (there must be one). */
  pop(): number;
}

/**
 * What A* needs beyond reaching: an open list of waiting nodes in order of f = steps from the
 * start + steps left to the goal at the least (the graph's consistent whole-step heuristic, so
 * f never falls along a way), among equal f the node pushed last first. The list, and how a
 * node waits and is told to have a shorter way, are the graph's: its bucket structure is a
 * property of the maze (A*'s f takes two values at a time on the block grid, three on a cell
 * graph).
 */
export interface StepGraph extends SearchGraph {
  /** Marks the start waiting, with no steps. */
  openStart(): void;
  /**
   * Settles waiting nodes in order of least f, skipping entries a shorter way left behind (a
   * settled node's steps are final), and writes them to `settled`. Unless it is the goal, each
   * then offers the nodes its ways lead to, in the graph's order, a wait with one step more:
   * taken when the way is open and the node is new, or waits with more steps; the taken join
   * the open list. For each settled node `takes` gets how many it took, then those. It stops
   * after the goal, when none wait, or when `settled` is full (`takes` has room for
   * 1 + mostWays() a node of it), and returns how many it settled (0: none waiting). An empty
   * `takes` asks for none of that: a search nobody traces skips a write a neighbour.
   *
   * A run of nodes a call, not one: the loop then stays inside one graph, where V8 compiles it
   * for that graph alone, and A* on squares keeps the speed of its old block-grid copy
   * (measured: one call a node cost 1.2-1.4×, bench/oneSolvers.ts).
   */
  settleRun(settled: Int32Array, takes: Int32Array): number;
}

/** What the Trémaux walker needs: chalk marks, a heading, and a right hand on the wall. */
export interface WalkerGraph extends SearchGraph {
  /** Marks the start walked; the walker faces right. */
  walkStart(): void;
  /** The unwalked way out of `node` that keeps the right hand on the wall, or -1 for none. */
  wayOut(node: number): number;
  /** Walks through `way` (from wayOut) of `node`, marking the node beyond walked and facing the way walked: that node. */
  walk(node: number, way: number): number;
  /** Marks `node` dead (never entered again). */
  markDead(node: number): void;
  /** Turns the walker, standing on `node`, to face `back`, the block it came from. */
  faceBack(node: number, back: number): void;
}

/** What bidirectional BFS needs: two sides' marks, and a path joined where they meet. */
export interface TwoSidedGraph extends SearchGraph {
  /** Marks the start reached from the start's side and the goal (when it is another node) from the goal's. */
  reachEnds(): void;
  /**
   * The node through way `k` of `node` (the node ways() last looked around) when it is new
   * (then marked reached by this side, from `node`); `-2 - q` when the way leads to q, reached by the other side; -1 otherwise.
   */
  spread(node: number, k: number, fromStart: boolean): number;
  /** Whether the meeting node is expanded (counted and traced) when the sides meet. */
  readonly expandsMeeting: boolean;
  /** The start's half up to `near`, then the goal's half from `far` (its neighbour, or itself). */
  joinedPath(near: number, far: number): Int32Array;
}

/** One graph of each kind serves every solver. */
export type SolverGraph = StepGraph & WalkerGraph & TwoSidedGraph;
