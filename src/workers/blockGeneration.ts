import { generateMazeWith, solvedFromStart, type Carve, type GeneratedMaze, type GoalRoutes } from '../core';
import type { MazeSettings } from '../game/settings';

/** A block-grid maze (today's squares) with its shortest solution and how long generation took. */
export interface GeneratedBlocks {
  readonly kind: 'blocks';
  readonly maze: GeneratedMaze;
  /** The shortest path from entrance to exit, in blocks. */
  readonly solution: Int32Array;
  /** Every block's shortest way to the exit: "solution from here" as the player walks. */
  readonly routes: GoalRoutes;
  readonly generationMs: number;
}

/**
 * A square maze made with `carve` (the carver of settings.algorithm) and solved, timed. Only the
 * one carver is needed here, so the page can make its first maze without loading the others.
 */
export function generateBlocks(settings: MazeSettings, carve: Carve, onProgress?: (fraction: number) => void): GeneratedBlocks {
  const t0 = performance.now();
  const maze = generateMazeWith(carve, settings, onProgress ? { onProgress } : {});
  const generationMs = performance.now() - t0;
  return { kind: 'blocks', maze, ...solvedFromStart(maze), generationMs };
}
