import { generateMaze, routeFrom, routesToGoal, type GeneratedMaze, type GoalRoutes } from '../core';
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
  // One backwards search serves the solution from the entrance and from anywhere else, so the
  // line shown before the first move and after it always agree (braided mazes have ties).
  const routes = routesToGoal(maze, maze.goal);
  // A generated maze always connects entrance and exit.
  return { maze, solution: routeFrom(routes, maze.start) ?? new Int32Array(0), routes, generationMs };
}
