import type { SearchTrace } from './searchTrace';

export const SOLVER_IDS = ['dfs', 'bfs', 'astar', 'tremaux', 'greedy', 'bidirectional'] as const;
export type SolverId = (typeof SOLVER_IDS)[number];

export interface SolveOptions {
  /** Record the order in which blocks were expanded (for animation). Default true. */
  recordExplored?: boolean;
  /** Record every step of the search here, in grid indices (for the lab's replay). */
  trace?: SearchTrace;
}

export interface SolveResult {
  readonly algorithm: SolverId;
  /** Flat indices from start to goal, both included; null when the goal cannot be reached. */
  readonly path: Int32Array | null;
  /** Blocks in the order the search expanded them, when recorded; otherwise null. */
  readonly explored: Int32Array | null;
  /** How many blocks the search expanded. */
  readonly exploredCount: number;
}
