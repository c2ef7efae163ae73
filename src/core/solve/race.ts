import type { Grid } from '../grid';
import { SOLVER_IDS, type SolveOptions, type SolveResult, type SolverId } from './result';
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
  /** Mean time of one solve in milliseconds. */
  readonly ms: number;
}

/** A solve's outcome and how long one such solve takes (ms). */
export interface TimedSolve {
  readonly result: SolveResult;
  readonly ms: number;
}

/** A fast solve is repeated until this much time has passed (ms)... */
const TIMING_BUDGET_MS = 4;
/** ...or this many solves: enough for a mean above a browser clock's coarse resolution. */
const TIMING_MAX_RUNS = 200;

/**
 * One maze to solve, whatever its kind: a block grid with its ends, or a maze on cells. The
 * timing and the race below are written once against it.
 */
export type SolveWith = (algorithm: SolverId, options: SolveOptions) => SolveResult;

/**
 * Solves once and times it. A small maze solves in microseconds, below the clock's resolution
 * in a browser, so a fast solve is repeated (without recording anything) until `budgetMs` has
 * passed or `maxRuns` solves, and the total divided. A solve that took `budgetMs` or more is
 * never repeated: on a big maze the timed solve is the only one. The result is the first
 * solve's, with whatever `options` asked it to record. The clock is passed in: the core
 * reads no globals.
 */
export function timeSolving(
  solveWith: SolveWith,
  algorithm: SolverId,
  now: () => number,
  options: SolveOptions = { recordExplored: false },
  budgetMs = TIMING_BUDGET_MS,
  maxRuns = TIMING_MAX_RUNS,
): TimedSolve {
  const began = now();
  const result = solveWith(algorithm, options);
  let elapsed = now() - began;
  let runs = 1;
  while (elapsed < budgetMs && runs < maxRuns) {
    solveWith(algorithm, { recordExplored: false });
    runs++;
    elapsed = now() - began;
  }
  return { result, ms: elapsed / runs };
}

/** timeSolving on a block grid. */
export function timedSolve(
  grid: Grid,
  start: number,
  goal: number,
  algorithm: SolverId,
  now: () => number,
  options: SolveOptions = { recordExplored: false },
  budgetMs = TIMING_BUDGET_MS,
  maxRuns = TIMING_MAX_RUNS,
): TimedSolve {
  return timeSolving((id, with_) => solve(grid, start, goal, id, with_), algorithm, now, options, budgetMs, maxRuns);
}

/** Blocks on a shortest path from start to goal (BFS's), or null when there is none. */
export function shortestLength(grid: Grid, start: number, goal: number): number | null {
  return solve(grid, start, goal, 'bfs', { recordExplored: false }).path?.length ?? null;
}

/**
 * A solver's stats from a solve already made: nothing is solved again. `shortest` is the
 * blocks on a shortest path (null for none), BFS's, found once per maze by the caller.
 */
export function statsOf(timed: TimedSolve, shortest: number | null): SolverStats {
  const { result, ms } = timed;
  const pathLength = result.path?.length ?? null;
  return {
    solver: result.algorithm,
    label: SOLVERS[result.algorithm].label,
    explored: result.exploredCount,
    pathLength,
    optimal: pathLength === null ? null : pathLength === shortest,
    ms,
  };
}

/** A race's rows and the shortest length it went by (BFS's own, when not given). */
export interface Race {
  readonly rows: SolverStats[];
  readonly shortest: number | null;
}

/**
 * Every solver on the same maze, in SOLVER_IDS order: the lab's race. One timed solve each
 * (repeated only while fast); BFS's own solve gives the shortest length when it is not known.
 */
export function raceWith(solveWith: SolveWith, now: () => number, shortest?: number | null): Race {
  const timed = SOLVER_IDS.map((algorithm) => timeSolving(solveWith, algorithm, now));
  const best = shortest !== undefined ? shortest : (timed[SOLVER_IDS.indexOf('bfs')]!.result.path?.length ?? null);
  return { rows: timed.map((t) => statsOf(t, best)), shortest: best };
}

/** raceWith on a block grid. */
export function raceSolvers(grid: Grid, start: number, goal: number, now: () => number, shortest?: number | null): Race {
  return raceWith((id, options) => solve(grid, start, goal, id, options), now, shortest);
}
