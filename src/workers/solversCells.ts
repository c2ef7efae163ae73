import { solveShaped, SOLVER_IDS, statsOf, type CellMaze, type Race, type SolveOptions, type SolverId, type TimedSolve } from '../core';
import { TIMING_BUDGET_MS, TIMING_MAX_RUNS } from '../core/solve/race';

/**
 * The lab's timing on a maze on cells: core's timedSolve and raceSolvers (core/solve/race.ts)
 * take a block grid, so this is their rule again over solveShaped, with core's own budget and
 * run cap: one solve, repeated without recording while under TIMING_BUDGET_MS (at most
 * TIMING_MAX_RUNS solves), the total divided. Should core's timing take a solve function, this
 * file shrinks to the calls.
 */
export function timedCellSolve(maze: CellMaze, algorithm: SolverId, now: () => number, options: SolveOptions = { recordExplored: false }): TimedSolve {
  const began = now();
  const result = solveShaped(maze, algorithm, options);
  let elapsed = now() - began;
  let runs = 1;
  while (elapsed < TIMING_BUDGET_MS && runs < TIMING_MAX_RUNS) {
    solveShaped(maze, algorithm, { recordExplored: false });
    runs++;
    elapsed = now() - began;
  }
  return { result, ms: elapsed / runs };
}

/** Cells on a shortest path from start to goal (BFS's), or null when there is none. */
export function cellShortestLength(maze: CellMaze): number | null {
  return solveShaped(maze, 'bfs', { recordExplored: false }).path?.length ?? null;
}

/** Every solver on the same maze on cells, in SOLVER_IDS order: raceSolvers, on cells. */
export function raceCells(maze: CellMaze, now: () => number, shortest?: number | null): Race {
  const timed = SOLVER_IDS.map((algorithm) => timedCellSolve(maze, algorithm, now));
  const best = shortest !== undefined ? shortest : (timed[SOLVER_IDS.indexOf('bfs')]!.result.path?.length ?? null);
  return { rows: timed.map((t) => statsOf(t, best)), shortest: best };
}
