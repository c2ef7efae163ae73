import type { Maze } from '../grid';
import { MAX_MAZE_CELLS, MAX_MAZE_SIDE } from '../limits';
import { shown } from '../quote';
import { createRandom } from '../random';
import { braid } from './braid';
import { createLayout } from './layout';
import { GENERATOR_IDS, GENERATORS, isGeneratorId, type GeneratorId } from './registry';
import { CarveProgress, CarveRecorder } from './trace';

export interface MazeOptions {
  algorithm: GeneratorId;
  /** Cells across, 1 to MAX_MAZE_SIDE. */
  width: number;
  /** Cells down, 1 to MAX_MAZE_SIDE. */
  height: number;
  /** Any string; the same options give the same maze everywhere. */
  seed: string;
  /** Fraction of dead ends to remove, 0 (a perfect maze) to 1 (none left). Default 0. */
  braid?: number;
}

export interface GeneratedMaze extends Maze {
  readonly width: number;
  readonly height: number;
  /** Every step of the generator, to replay (see CarveRecorder); only when asked for. */
  readonly carveEvents?: Int32Array;
}

/** Options that cannot make a maze; the message says which and what is allowed. */
export class MazeOptionsError extends RangeError {
  override readonly name = 'MazeOptionsError';
  /** The option to blame, where one is (a form marks that field); the message says what is wrong. */
  readonly option: MazeOption | undefined;
  constructor(message: string, option?: MazeOption) {
    super(message);
    this.option = option;
  }
}

/** The options a maze is made from, by name: what MazeOptionsError blames. */
export type MazeOption = 'shape' | 'width' | 'height' | 'rings' | 'mask' | 'algorithm' | 'seed' | 'braid' | 'start' | 'goal';

function checkSide(name: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_MAZE_SIDE) {
    throw new MazeOptionsError(`${name} must be a whole number of cells from 1 to ${MAX_MAZE_SIDE} (got ${shown(value)})`, name === 'height' ? 'height' : 'width');
  }
  return value;
}

/** Checks options from anywhere (URL, form, CLI) and returns them complete, or throws MazeOptionsError. */
export function checkMazeOptions(options: MazeOptions): Required<MazeOptions> {
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

/**
 * A maze of width×height cells as a (2H+1)×(2W+1) block grid, with the entrance at block
 * (1, 0), left of the top-left cell, and the exit at block (2H-1, 2W), right of the
 * bottom-right cell; start and goal are those two blocks.
 *
 * Guarantees: the border is closed but for the entrance and exit; with braid 0 the maze is
 * perfect (every cell reachable, exactly one path between any two cells); the same options
 * give the same grid in every engine.
 */
export interface GenerateExtras {
  /** Record every step for replay (returned as `carveEvents`, see CarveRecorder). */
  trace?: boolean;
  /** Called about a hundred times with the fraction done (0 to 1), for long generations. */
  onProgress?: (fraction: number) => void;
}

export function generateMaze(options: MazeOptions, record: GenerateExtras = {}): GeneratedMaze {
  const { algorithm, width, height, seed, braid: braidFraction } = checkMazeOptions(options);
  const layout = createLayout(width, height);
  const random = createRandom(seed);
  const recorder = record.trace ? new CarveRecorder() : undefined;
  const trace = recorder ?? (record.onProgress ? new CarveProgress(2 * width * height, record.onProgress) : undefined);
  GENERATORS[algorithm].carve(layout, random, trace);

  const { rows, cols, cells } = layout.grid;
  const start = 1 * cols + 0;
  const goal = (rows - 2) * cols + (cols - 1);
  cells[start] = 0;
  cells[goal] = 0;
  braid(layout, braidFraction, random, trace);

  const maze: GeneratedMaze = { rows, cols, cells, start, goal, width, height };
  record.onProgress?.(1);
  return recorder ? { ...maze, carveEvents: recorder.events() } : maze;
}
