import { checkBlockIndex, type Grid } from '../grid';
import { shown } from '../quote';
import { astar } from './astar';
import { bfs } from './bfs';
import { bidirectional } from './bidirectional';
import { BlockGraph } from './blockGraph';
import { dfs } from './dfs';
import { greedy } from './greedy';
import { SOLVER_IDS, type SolveOptions, type SolveResult, type SolverId } from './result';
import type { SearchTrace } from './searchTrace';
import { tremaux } from './tremaux';

/** Every solver has this signature; none mutates the grid. A trace, when given, hears every step. */
export type Solver = (grid: Grid, start: number, goal: number, recordExplored: boolean, trace?: SearchTrace) => SolveResult;

export interface SolverInfo {
  readonly id: SolverId;
  readonly label: string;
  /** Whether its path is always a shortest one. */
  readonly optimal: boolean;
  readonly solve: Solver;
}

/** Breadth-first search on the block grid (path counting checks its candidates with it). */
export const solveBfs: Solver = (grid, start, goal, recordExplored, trace) => bfs(new BlockGraph(grid, start, goal), recordExplored, trace);

/** Each solver of this folder on a BlockGraph of the grid (the cell graph's are in shape/solve/solveShaped.ts). */
export const SOLVERS: Readonly<Record<SolverId, SolverInfo>> = {
  dfs: { id: 'dfs', label: 'DFS', optimal: false, solve: (grid, start, goal, recordExplored, trace) => dfs(new BlockGraph(grid, start, goal), recordExplored, trace) },
  bfs: { id: 'bfs', label: 'BFS', optimal: true, solve: solveBfs },
  astar: { id: 'astar', label: 'A*', optimal: true, solve: (grid, start, goal, recordExplored, trace) => astar(new BlockGraph(grid, start, goal), recordExplored, trace) },
  tremaux: { id: 'tremaux', label: 'Trémaux', optimal: false, solve: (grid, start, goal, recordExplored, trace) => tremaux(new BlockGraph(grid, start, goal), recordExplored, trace) },
  greedy: { id: 'greedy', label: 'Greedy', optimal: false, solve: (grid, start, goal, recordExplored, trace) => greedy(new BlockGraph(grid, start, goal), recordExplored, trace) },
  bidirectional: {
    id: 'bidirectional',
    label: 'Bidir. BFS',
    optimal: true,
    solve: (grid, start, goal, recordExplored, trace) => bidirectional(new BlockGraph(grid, start, goal), recordExplored, trace),
  },
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
  if (grid.blocks[start] !== 0 || grid.blocks[goal] !== 0) {
    return { algorithm, path: null, explored: recordExplored ? new Int32Array(0) : null, exploredCount: 0 };
  }
  return SOLVERS[algorithm].solve(grid, start, goal, recordExplored, options.trace);
}
