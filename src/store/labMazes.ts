import { generateMaze, generateShaped, type CellMaze, type GeneratedMaze } from '../core';
import { shapeOptions, type MazeSettings } from '../game/settings';
import { isCellMaze } from '../game/shapeSettings';
import type { CarveWatch } from './solversSlice';

/**
 * The lab's own mazes, made on the main thread (their sides are capped, so in milliseconds).
 * The store reaches this module with a dynamic import: the generators are the lab's and the
 * worker's, not the first load's.
 */

/** The lab's own maze from checked settings: on cells when they say so (the game's rule, isCellMaze), else on blocks; a square maze is kept while cells show. */
export function labMazeFrom(settings: MazeSettings, kept: GeneratedMaze | null): { labOwnMaze: GeneratedMaze | null; labOwnShaped: CellMaze | null } {
  return isCellMaze(settings) ? { labOwnMaze: kept, labOwnShaped: generateShaped(shapeOptions(settings)) } : { labOwnMaze: generateMaze(settings), labOwnShaped: null };
}

/** The watched generator's maze, with its carve order to replay. */
export function carveMazeOf(watch: CarveWatch): GeneratedMaze {
  return generateMaze({ algorithm: watch.algorithm, width: watch.width, height: watch.height, seed: watch.seed }, { trace: true });
}
