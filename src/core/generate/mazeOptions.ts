import { MAX_MAZE_CELLS, MAX_MAZE_SIDE } from '../limits';
import { shown } from '../quote';
import { GENERATOR_IDS, isGeneratorId, type GeneratorId } from './generators';
import type { KindRefusal } from '../shape/kindRefusal';

// What a square maze is made from, and its one check, apart from the generators: a form or a
// link is checked without loading them.

export interface MazeOptions {
  algorithm: GeneratorId;
  /** Cells across, 1 to MAX_MAZE_SIDE (and at least MIN_MAZE_CELLS cells in all). */
  width: number;
  /** Cells down, 1 to MAX_MAZE_SIDE. */
  height: number;
  /** Any string; the same options give the same maze everywhere. */
  seed: string;
  /** Fraction of dead ends to remove, 0 (a perfect maze) to 1 (none left). Default 0. */
  braid?: number;
}

/** Options that cannot make a maze; the message says which and what is allowed. */
export class MazeOptionsError extends RangeError {
  override readonly name = 'MazeOptionsError';
  /** The option to blame, where one is (a form marks that field); the message says what is wrong. */
  readonly option: MazeOption | undefined;
  /** What was refused, as data, where a person combining choices meets it (kindRefusal.ts). */
  readonly refusal: KindRefusal | undefined;
  constructor(message: string, option?: MazeOption, refusal?: KindRefusal) {
    super(message);
    this.option = option;
    this.refusal = refusal;
  }
}

/** The options a maze is made from, by name: what MazeOptionsError blames. */
export type MazeOption = 'shape' | 'width' | 'height' | 'rings' | 'mask' | 'algorithm' | 'seed' | 'braid' | 'start' | 'goal' | 'unicursal' | 'weave' | 'levels';

function checkSide(name: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_MAZE_SIDE) {
    throw new MazeOptionsError(`${name} must be a whole number of cells from 1 to ${MAX_MAZE_SIDE} (got ${shown(value)})`, name === 'height' ? 'height' : 'width');
  }
  return value;
}

/**
 * The smallest maze of every shape has two cells, so that its start and its goal differ (a
 * one-cell maze would start on its goal, with nowhere to go): a 1×1 square, hex or triangle
 * grid, or an outline of one cell, is refused everywhere (the block grid, JSON, count-mazes,
 * print, the page). The smallest circle is one ring round its centre (MIN_POLAR_RINGS), 7 cells.
 * One home for that rule and its words.
 */
export const MIN_MAZE_CELLS = 2;

export function checkEnoughCells(cellCount: number, option: MazeOption, what: 'size' | 'mask'): void {
  if (cellCount < MIN_MAZE_CELLS) {
    throw new MazeOptionsError(`a maze needs at least ${MIN_MAZE_CELLS} cells, so that its start and goal differ; this ${what} gives ${cellCount}`, option);
  }
}

/** Checks a square maze's options from anywhere (URL, form, CLI) and returns them complete, or throws MazeOptionsError. */
export function checkMazeOptions(options: MazeOptions): Required<MazeOptions> {
  const checked = checkMazeRecipe(options);
  checkEnoughCells(checked.width * checked.height, 'width', 'size');
  return checked;
}

/**
 * What every maze is made from, whatever its shape: the sides and their product, the algorithm,
 * the seed and the braid. The cells the maze will have are the caller's to count (a circle's or
 * an outline's are not width × height) and to check with checkEnoughCells.
 */
export function checkMazeRecipe(options: MazeOptions): Required<MazeOptions> {
  const width = checkSide('width', options.width);
  const height = checkSide('height', options.height);
  if (width * height > MAX_MAZE_CELLS) {
    throw new MazeOptionsError(
      `a maze may have at most ${MAX_MAZE_CELLS.toLocaleString('en-US')} cells (2000×2000); ${width}×${height} has ${(width * height).toLocaleString('en-US')}`,
      'width',
    );
  }
  if (typeof options.algorithm !== 'string' || !isGeneratorId(options.algorithm)) {
    throw new MazeOptionsError(`unknown algorithm ${shown(options.algorithm)}; choose one of ${GENERATOR_IDS.join(', ')}`, 'algorithm');
  }
  if (typeof options.seed !== 'string') throw new MazeOptionsError('seed must be a string', 'seed');
  const braidFraction = options.braid ?? 0;
  if (typeof braidFraction !== 'number' || !(braidFraction >= 0 && braidFraction <= 1)) {
    throw new MazeOptionsError(`braid must be a number from 0 to 1 (got ${shown(options.braid)})`, 'braid');
  }
  return { algorithm: options.algorithm, width, height, seed: options.seed, braid: braidFraction };
}
