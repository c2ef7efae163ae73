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

/** What a solver did on one maze, its time aside: what a race ranks by. */
export type WorkDone = Omit<SolverStats, 'ms'>;

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
  return { ...workOf(timed.result, shortest), ms: timed.ms };
}

/** A solve's work: what it expanded and the path it found, against the shortest length (null for none). */
export function workOf(result: SolveResult, shortest: number | null): WorkDone {
  const pathLength = result.path?.length ?? null;
  return {
    solver: result.algorithm,
    label: SOLVERS[result.algorithm].label,
    explored: result.exploredCount,
    pathLength,
    optimal: pathLength === null ? null : pathLength === shortest,
  };
}

/**
 * Orders solvers by the work they did: fewer places expanded first, then the shorter path (no
 * path last), then SOLVER_IDS order. A clock cannot rank them: a small maze solves in well under
 * a millisecond, where one garbage collection or timer tick reorders the field. Expansions are
 * the same on every machine and every run, and they are what a search spends its time on.
 */
export function rankByWork<T extends WorkDone>(rows: readonly T[]): T[] {
  const path = (row: WorkDone) => row.pathLength ?? Number.POSITIVE_INFINITY;
  return [...rows].sort((a, b) => a.explored - b.explored || path(a) - path(b) || SOLVER_IDS.indexOf(a.solver) - SOLVER_IDS.indexOf(b.solver));
}

/** Whether two solvers did the same work, so share a place in the ranking. */
export function sameWork(a: WorkDone, b: WorkDone): boolean {
  return a.explored === b.explored && a.pathLength === b.pathLength;
}

/** One solver's time on one maze, measured well: the median of many timed runs. */
export interface MedianTime {
  readonly solver: SolverId;
  /** The median time of one solve (ms). */
  readonly ms: number;
  /** Solves timed, over all samples. */
  readonly runs: number;
}

/** How medianTimes spends its time. */
export interface TimingPlan {
  /** Samples a solver gets at the least, and at the most... */
  readonly minSamples: number;
  readonly maxSamples: number;
  /** ...taking more while the whole measurement is under this (ms). */
  readonly budgetMs: number;
  /** A sample repeats a fast solve until it lasts this long (ms): a browser's clock ticks in 0.1 ms or coarser. */
  readonly sampleMs: number;
  /** Each solver first solves unmeasured for this long (ms), so the engine has compiled it before a sample is sized or taken. */
  readonly warmMs: number;
}

export const TIMING_PLAN: TimingPlan = { minSamples: 5, maxSamples: 31, budgetMs: 2500, sampleMs: 5, warmMs: 20 };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Every solver's median time of one solve on the same maze, in SOLVER_IDS order. Each solver
 * first solves unmeasured for `warmMs` (at least once); a sample then repeats its solves until
 * `sampleMs` has passed, and divides. Samples go round the solvers in turn, so a pause of the
 * machine (a collection, another tab) falls on one sample of one solver, which the median then
 * ignores, instead of on all of one solver's. Between minSamples and maxSamples rounds, as the
 * budget allows: a big maze, whose solves take hundreds of ms, gets the least.
 */
export function medianTimes(solveWith: SolveWith, now: () => number, plan: TimingPlan = TIMING_PLAN): MedianTime[] {
  const quiet: SolveOptions = { recordExplored: false };
  const began = now();
  const runs = SOLVER_IDS.map(() => 0);
  /** One sample: solves repeated until `sampleMs` has passed, and the time of one. */
  const sample = (i: number): number => {
    const from = now();
    let count = 0;
    let elapsed: number;
    do {
      solveWith(SOLVER_IDS[i]!, quiet);
      count++;
      elapsed = now() - from;
    } while (elapsed < plan.sampleMs);
    runs[i]! += count;
    return elapsed / count;
  };
  SOLVER_IDS.forEach((id) => {
    const warming = now();
    do solveWith(id, quiet);
    while (now() - warming < plan.warmMs);
  });
  const samples: number[][] = SOLVER_IDS.map(() => []);
  for (let round = 0; round < plan.maxSamples; round++) {
    if (round >= plan.minSamples && now() - began >= plan.budgetMs) break;
    SOLVER_IDS.forEach((_, i) => samples[i]!.push(sample(i)));
  }
  return SOLVER_IDS.map((solver, i) => ({ solver, ms: median(samples[i]!), runs: runs[i]! }));
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
