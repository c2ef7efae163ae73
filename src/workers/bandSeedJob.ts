import { generateMaze, generateShaped, mazeStats, passagesOfCells, passagesOfGrid } from '../core';
import { seedInBand, type DifficultyBand } from '../game/bandSeed';
import { shapeOptions, type MazeSettings } from '../game/settings';
import { isCellMaze } from '../game/shapeSettings';

/** A preset's ask: its settings (with the seed to start from) and the band its maze must fall in. */
export interface BandSeedAsk {
  readonly settings: MazeSettings;
  readonly band: DifficultyBand;
}

/** The difficulty (1–10) of the maze the settings make, made as the page makes it: blocks for squares, cells for the rest. */
export function difficultyOfSettings(settings: MazeSettings): number {
  if (isCellMaze(settings)) return mazeStats(passagesOfCells(generateShaped(shapeOptions(settings)))).difficulty ?? 1;
  const maze = generateMaze(settings);
  return mazeStats(passagesOfGrid(maze, maze.start, maze.goal)).difficulty ?? 1;
}

/** The preset's seed: bandSeed.ts's search over seeds from the ask's, scored on the settings' own maze. */
export function bandSeedJob(ask: BandSeedAsk): { seed: string; difficulty: number } {
  return seedInBand(ask.settings.seed, ask.band, (seed) => difficultyOfSettings({ ...ask.settings, seed }));
}
