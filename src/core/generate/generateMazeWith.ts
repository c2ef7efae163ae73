import type { Maze } from '../grid';
import { createRandom } from '../random';
import { braid } from './braid';
import type { Carve } from './carve';
import { createLayout } from './layout';
import { checkMazeOptions, type MazeOptions } from './mazeOptions';
import { CarveProgress, type CarveTrace } from './trace';

export interface GeneratedMaze extends Maze {
  readonly width: number;
  readonly height: number;
  /** Every step of the generator, to replay (see CarveRecorder); only when asked for. */
  readonly carveEvents?: Int32Array;
}

/**
 * generateMazeWith's extras: a recorder given (a CarveRecorder, which generateMaze makes when
 * asked to trace) keeps every step, so the page's first maze never loads the recorder's code.
 */
export interface GenerateWithExtras {
  recorder?: CarveTrace & { events(): Int32Array };
  onProgress?: (fraction: number) => void;
}

/**
 * A maze of width×height cells as a (2H+1)×(2W+1) block grid, carved by `carve`, which must be
 * the carver of `options.algorithm` (generateMaze picks it from CARVERS; the page loads only the
 * one it needs, see loadCarver.ts). The entrance is block (1, 0), left of the top-left cell, and
 * the exit block (2H-1, 2W), right of the bottom-right cell; start and goal are those two blocks.
 *
 * Guarantees: the border is closed but for the entrance and exit; with braid 0 the maze is
 * perfect (every cell reachable, exactly one path between any two cells); the same options
 * give the same grid in every engine.
 */
export function generateMazeWith(carve: Carve, options: MazeOptions, record: GenerateWithExtras = {}): GeneratedMaze {
  const { width, height, seed, braid: braidFraction } = checkMazeOptions(options);
  const layout = createLayout(width, height);
  const random = createRandom(seed);
  const { recorder } = record;
  const trace = recorder ?? (record.onProgress ? new CarveProgress(2 * width * height, record.onProgress) : undefined);
  carve(layout, random, trace);

  const { rows, cols, blocks: cells } = layout.grid;
  const start = 1 * cols + 0;
  const goal = (rows - 2) * cols + (cols - 1);
  cells[start] = 0;
  cells[goal] = 0;
  braid(layout, braidFraction, random, trace);

  const maze: GeneratedMaze = { rows, cols, blocks: cells, start, goal, width, height };
  record.onProgress?.(1);
  return recorder ? { ...maze, carveEvents: recorder.events() } : maze;
}
