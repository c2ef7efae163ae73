import { solveShaped, timeSolving, type CellMaze, type SolveOptions, type SolverId, type SolveWith, type TimedSolve } from '../core';

/** The lab's timing on a maze on cells: core's (core/solve/race.ts), over solveShaped. */
function solvingCells(maze: CellMaze): SolveWith {
  return (algorithm, options) => solveShaped(maze, algorithm, options);
}

export function timedCellSolve(maze: CellMaze, algorithm: SolverId, now: () => number, options: SolveOptions = { recordExplored: false }): TimedSolve {
  return timeSolving(solvingCells(maze), algorithm, now, options);
}

/** Cells on a shortest path from start to goal (BFS's), or null when there is none. */
export function cellShortestLength(maze: CellMaze): number | null {
  return solveShaped(maze, 'bfs', { recordExplored: false }).path?.length ?? null;
}
