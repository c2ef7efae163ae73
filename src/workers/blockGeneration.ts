import { generateMazeWith, solvedFromStart, withMovedEnds, type Carve, type GeneratedMaze, type GoalRoutes } from '../core';
import type { MazeSettings } from '../game/settings';

/** A square maze on its block grid (walls drawn as blocks), its ends where the settings put them, with its shortest solution and how long generation took. */
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
  const maze = withMovedEnds(generateMazeWith(carve, settings, onProgress ? { onProgress } : {}), settings.start ?? null, settings.goal ?? null);
  const generationMs = performance.now() - t0;
  return { kind: 'blocks', maze, ...solvedFromStart(maze), generationMs };
}
