import { checkMazeOptions, type MazeOptions } from './mazeOptions';
import { generateMazeWith, type GeneratedMaze } from './generateMazeWith';
import { CarveRecorder } from './carveRecorder';
import { CARVERS } from './registry';

export type { GeneratedMaze } from './generateMazeWith';

export interface GenerateExtras {
  /** Record every step for replay (returned as `carveEvents`, see CarveRecorder). */
  trace?: boolean;
  /** Called about a hundred times with the fraction done (0 to 1), for long generations. */
  onProgress?: (fraction: number) => void;
}

/**
 * A maze by its options, with every generator at hand (CLI, worker, labs): generateMazeWith with
 * the carver the options name. Same guarantees; the same options give the same grid.
 */
export function generateMaze(options: MazeOptions, record: GenerateExtras = {}): GeneratedMaze {
  const { trace, onProgress } = record;
  return generateMazeWith(CARVERS[checkMazeOptions(options).algorithm], options, { ...(trace && { recorder: new CarveRecorder() }), ...(onProgress && { onProgress }) });
}
