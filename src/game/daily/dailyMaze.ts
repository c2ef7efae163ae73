import { generateShaped, mazeStats, passagesOfCells, type GeneratorId, type ShapeId } from '../../core';
import { seedInBand, type DifficultyBand } from '../bandSeed';
import type { MazeSettings } from '../settings';
import { dayNumber, formatDailyDate, weekday, type DailyDate } from './dailyDate';
import { dailySeed } from './dailySeed';

export { BANDS, type DifficultyBand } from '../bandSeed';

interface DayPlan {
  readonly shape: ShapeId;
  readonly width: number;
  readonly height: number;
  readonly rings: number;
  readonly algorithm: GeneratorId;
  readonly band: DifficultyBand;
}

/**
 * The week's rotation, Monday first: every shape within a week, easy early in the week, the
 * hardest on Sunday. Sizes are where each band's difficulty is usual, so a few seeds find one.
 */
const WEEK: readonly DayPlan[] = [
  { shape: 'square', width: 12, height: 12, rings: 0, algorithm: 'prim', band: 'easy' },
  { shape: 'hex', width: 14, height: 12, rings: 0, algorithm: 'backtracker', band: 'medium' },
  { shape: 'triangle', width: 24, height: 14, rings: 0, algorithm: 'wilson', band: 'medium' },
  { shape: 'polar', width: 0, height: 0, rings: 10, algorithm: 'prim', band: 'easy' },
  { shape: 'square', width: 24, height: 24, rings: 0, algorithm: 'backtracker', band: 'hard' },
  { shape: 'hex', width: 28, height: 22, rings: 0, algorithm: 'backtracker', band: 'hard' },
  { shape: 'polar', width: 0, height: 0, rings: 18, algorithm: 'backtracker', band: 'expert' },
];

export interface DailyMaze {
  readonly date: string;
  /** Maze #N. */
  readonly number: number;
  readonly band: DifficultyBand;
  readonly difficulty: number;
  readonly settings: MazeSettings;
}

/**
 * The daily maze of a date, made from the date alone, so every player, the page and the CLI
 * get the same one: the week's plan for its weekday, and the first of the seeds
 * daily-DATE, daily-DATEb, daily-DATEc, … whose maze's difficulty falls in the plan's band (the closest
 * one after BAND_TRIES: bandSeed.ts's search, the presets' too). Costs up to BAND_TRIES small mazes made and scored, a few milliseconds.
 */
export function dailyMaze(date: DailyDate): DailyMaze {
  const plan = WEEK[weekday(date)]!;
  const text = formatDailyDate(date);
  const best = seedInBand(dailySeed(text, 1), plan.band, (seed) => {
    const maze = generateShaped({ shape: plan.shape, width: plan.width, height: plan.height, rings: plan.rings, mask: null, algorithm: plan.algorithm, seed, braid: 0 });
    return mazeStats(passagesOfCells(maze)).difficulty!;
  });
  const settings: MazeSettings =
    plan.shape === 'polar'
      ? { shape: 'polar', rings: plan.rings, width: plan.rings, height: plan.rings, algorithm: plan.algorithm, seed: best.seed, braid: 0 }
      : { ...(plan.shape === 'square' ? {} : { shape: plan.shape }), width: plan.width, height: plan.height, algorithm: plan.algorithm, seed: best.seed, braid: 0 };
  return { date: text, number: dayNumber(date), band: plan.band, difficulty: best.difficulty, settings };
}
