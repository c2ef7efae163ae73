import { generateMaze, routesToGoal, solve, type GeneratedMaze, type GoalRoutes } from '../core';
import type { MazeSettings } from '../game/settings';

/** A generated maze with its shortest solution and how long generation took. */
export interface Generated {
  readonly maze: GeneratedMaze;
  readonly solution: Int32Array;
  /** Every block's shortest way to the exit: "solution from here" as the player walks. */
  readonly routes: GoalRoutes;
  readonly generationMs: number;
}

/** Generation and solving, timed; the same code runs on the main thread and in the worker. */
export function generateAndSolve(settings: MazeSettings, onProgress?: (fraction: number) => void): Generated {
  const t0 = performance.now();
  const maze = generateMaze(settings, onProgress ? { onProgress } : {});
  const generationMs = performance.now() - t0;
  const { path } = solve(maze, maze.start, maze.goal, 'bfs', { recordExplored: false });
  // A generated maze always connects entrance and exit.
  return { maze, solution: path ?? new Int32Array(0), routes: routesToGoal(maze, maze.goal), generationMs };
}
