import type { Grid } from '../grid';
import { SOLVER_IDS, type SolverId } from './result';
import { solve, SOLVERS } from './solve';

/** One solver's showing on one maze: the numbers the lab's stats and race table print. */
export interface SolverStats {
  readonly solver: SolverId;
  readonly label: string;
  /** Blocks the search expanded (for the walker: distinct blocks it walked onto). */
  readonly explored: number;
  /** Blocks on its path, start and goal included; null when there is no path. */
  readonly pathLength: number | null;
  /** Whether this path is a shortest one; null when there is no path. */
  readonly optimal: boolean | null;
  /** Mean time of one solve in milliseconds, without recording anything. */
  readonly ms: number;
}

/**
 * The mean time of one solve. A small maze solves in microseconds, below the clock's
 * resolution in a browser, so a fast solve is repeated until `budgetMs` has passed (or
 * `maxRuns` runs) and the total divided. The clock is passed in: the core reads no globals.
 */
export function timeSolve(grid: Grid, start: number, goal: number, algorithm: SolverId, now: () => number, budgetMs = 4, maxRuns = 200): number {
  const began = now();
  for (let runs = 1; ; runs++) {
    solve(grid, start, goal, algorithm, { recordExplored: false });
    const elapsed = now() - began;
    if (elapsed >= budgetMs || runs >= maxRuns) return elapsed / runs;
  }
}

/** A solver's stats; `shortest` (blocks on a shortest path, or null for none) is BFS's when not given. */
export function solverStats(grid: Grid, start: number, goal: number, algorithm: SolverId, now: () => number, shortest?: number | null): SolverStats {
  const result = solve(grid, start, goal, algorithm, { recordExplored: false });
  const best = shortest !== undefined ? shortest : (solve(grid, start, goal, 'bfs', { recordExplored: false }).path?.length ?? null);
  const pathLength = result.path?.length ?? null;
  return {
    solver: algorithm,
    label: SOLVERS[algorithm].label,
    explored: result.exploredCount,
    pathLength,
    optimal: pathLength === null ? null : pathLength === best,
    ms: timeSolve(grid, start, goal, algorithm, now),
  };
}

/** Every solver on the same maze, in SOLVER_IDS order: the lab's race. */
export function raceSolvers(grid: Grid, start: number, goal: number, now: () => number): SolverStats[] {
  const shortest = solve(grid, start, goal, 'bfs', { recordExplored: false }).path?.length ?? null;
  return SOLVER_IDS.map((algorithm) => solverStats(grid, start, goal, algorithm, now, shortest));
}
