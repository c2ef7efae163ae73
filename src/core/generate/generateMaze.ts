import { checkMazeOptions, type MazeOptions } from './mazeOptions';
import { generateMazeWith, type GenerateExtras, type GeneratedMaze } from './generateMazeWith';
import { CARVERS } from './registry';

export type { GeneratedMaze, GenerateExtras } from './generateMazeWith';

/**
 * A maze by its options, with every generator at hand (CLI, worker, labs): generateMazeWith with
 * the carver the options name. Same guarantees; the same options give the same grid.
 */
export function generateMaze(options: MazeOptions, record: GenerateExtras = {}): GeneratedMaze {
  return generateMazeWith(CARVERS[checkMazeOptions(options).algorithm], options, record);
}
