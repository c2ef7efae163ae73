import { generateShaped, mazeStats, passagesOfCells, type GeneratorId, type ShapeId } from '../../core';
import type { MazeSettings } from '../settings';
import { dayNumber, formatDailyDate, weekday, type DailyDate } from './dailyDate';
import type { DifficultyBand } from '../../ids/difficultyBand';
import { dailySeed } from './dailySeed';

export type { DifficultyBand };

/** The difficulties each band takes, from … to. */
export const BANDS: Readonly<Record<DifficultyBand, readonly [number, number]>> = {
  easy: [1, 3],
  medium: [4, 4],
  hard: [5, 5],
  expert: [6, 10],
};

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

/** Seeds tried for a day before the closest to its band is taken. */
const TRIES = 16;

export interface DailyMaze {
  readonly date: string;
  /** Maze #N. */
  readonly number: number;
  readonly band: DifficultyBand;
  readonly difficulty: number;
  readonly settings: MazeSettings;
}

/** How far a difficulty is from a band: 0 inside it. */
function offBand(difficulty: number, band: DifficultyBand): number {
  const [low, high] = BANDS[band];
  return difficulty < low ? low - difficulty : difficulty > high ? difficulty - high : 0;
}

/**
 * The daily maze of a date, made from the date alone, so every player, the page and the CLI
 * get the same one: the week's plan for its weekday, and the first of the seeds
 * daily-DATE, daily-DATEb, daily-DATEc, … whose maze's difficulty falls in the plan's band (the closest
 * one after TRIES). Costs up to TRIES small mazes made and scored, a few milliseconds.
 */
export function dailyMaze(date: DailyDate): DailyMaze {
  const plan = WEEK[weekday(date)]!;
  const text = formatDailyDate(date);
  let best: { seed: string; difficulty: number } | null = null;
  for (let k = 1; k <= TRIES; k++) {
    const seed = dailySeed(text, k);
    const maze = generateShaped({ shape: plan.shape, width: plan.width, height: plan.height, rings: plan.rings, mask: null, algorithm: plan.algorithm, seed, braid: 0 });
    const difficulty = mazeStats(passagesOfCells(maze)).difficulty!;
    if (best === null || offBand(difficulty, plan.band) < offBand(best.difficulty, plan.band)) best = { seed, difficulty };
    if (offBand(difficulty, plan.band) === 0) break;
  }
  const settings: MazeSettings =
    plan.shape === 'polar'
      ? { shape: 'polar', rings: plan.rings, width: plan.rings, height: plan.rings, algorithm: plan.algorithm, seed: best!.seed, braid: 0 }
      : { ...(plan.shape === 'square' ? {} : { shape: plan.shape }), width: plan.width, height: plan.height, algorithm: plan.algorithm, seed: best!.seed, braid: 0 };
  return { date: text, number: dayNumber(date), band: plan.band, difficulty: best!.difficulty, settings };
}
