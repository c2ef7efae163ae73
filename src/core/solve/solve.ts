import { checkBlockIndex, type Grid } from '../grid';
import { shown } from '../quote';
import { solveAstar } from './astar';
import { solveBfs } from './bfs';
import { solveBidirectional } from './bidirectional';
import { solveDfs } from './dfs';
import { solveGreedy } from './greedy';
import { SOLVER_IDS, type SolveOptions, type SolveResult, type SolverId } from './result';
import type { SearchTrace } from './searchTrace';
import { solveTremaux } from './tremaux';

/** Every solver has this signature; none mutates the grid. A trace, when given, hears every step. */
export type Solver = (grid: Grid, start: number, goal: number, recordExplored: boolean, trace?: SearchTrace) => SolveResult;

export interface SolverInfo {
  readonly id: SolverId;
  readonly label: string;
  /** Whether its path is always a shortest one. */
  readonly optimal: boolean;
  readonly solve: Solver;
}

export const SOLVERS: Readonly<Record<SolverId, SolverInfo>> = {
  dfs: { id: 'dfs', label: 'DFS', optimal: false, solve: solveDfs },
  bfs: { id: 'bfs', label: 'BFS', optimal: true, solve: solveBfs },
  astar: { id: 'astar', label: 'A*', optimal: true, solve: solveAstar },
  tremaux: { id: 'tremaux', label: 'Trémaux', optimal: false, solve: solveTremaux },
  greedy: { id: 'greedy', label: 'Greedy', optimal: false, solve: solveGreedy },
  bidirectional: { id: 'bidirectional', label: 'Bidir. BFS', optimal: true, solve: solveBidirectional },
};

export function isSolverId(value: string): value is SolverId {
  return (SOLVER_IDS as readonly string[]).includes(value);
}

/**
 * A path from start to goal (flat indices) with the chosen algorithm, on any grid: generated
 * or typed. BFS, A* and bidirectional BFS return a shortest path. A start or goal on a wall has no path (and
 * an empty trace).
 */
export function solve(grid: Grid, start: number, goal: number, algorithm: SolverId, options: SolveOptions = {}): SolveResult {
  checkBlockIndex(grid, start, 'start');
  checkBlockIndex(grid, goal, 'goal');
  if (!isSolverId(algorithm)) throw new RangeError(`unknown solver ${shown(algorithm)}; choose one of ${SOLVER_IDS.join(', ')}`);
  const recordExplored = options.recordExplored ?? true;
  if (grid.cells[start] !== 0 || grid.cells[goal] !== 0) {
    return { algorithm, path: null, explored: recordExplored ? new Int32Array(0) : null, exploredCount: 0 };
  }
  return SOLVERS[algorithm].solve(grid, start, goal, recordExplored, options.trace);
}
