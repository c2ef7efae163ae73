/**
 * The exact number of simple paths between two blocks of a grid (no block twice, steps up,
 * down, left and right onto open blocks), as a bigint, without listing a single path.
 *
 * Two ideas, one per file:
 * - countPieces.ts cuts the grid at the blocks every path must pass (cut vertices): the count is
 *   the product of the counts inside each piece, and blocks outside the pieces (dead ends,
 *   loops on the side) drop out. A perfect maze, however large, is counted this way alone.
 * - countFrontier.ts counts the paths across one piece by a frontier ("plug") sweep, whose
 *   cost grows with the number of frontier states, not with the number of paths: an open 14×14
 *   grid has about 7·10^40 paths and a few hundred thousand states per step.
 *
 * Guarantees: exact for every grid, start and goal; the grid is never modified; a piece too
 * wide and open to fit the state table in memory throws CountTooLargeError instead of
 * exhausting memory.
 */
import { checkBlockIndex, type Grid } from '../grid';
import { countFrontier, type FrontierOptions } from './countFrontier';
import { pathPieces } from './countPieces';

export { CountTooLargeError } from './countTooLarge';

export interface CountOptions {
  /** Called now and then with the blocks swept so far and in all (for a progress bar in a Web Worker). */
  onProgress?: (done: number, total: number) => void;
}

/** Report between pieces only after this many blocks, so that many small pieces stay cheap. */
const REPORT_BLOCKS = 4096;

/**
 * How many simple paths lead from `start` to `goal` (flat indices). 0n when either is a wall
 * or the goal cannot be reached, 1n when start === goal is open. Throws RangeError for an index
 * outside the grid and CountTooLargeError when the count would need too much memory.
 */
export function countPaths(grid: Grid, start: number, goal: number, options: CountOptions = {}): bigint {
  checkBlockIndex(grid, start, 'start');
  checkBlockIndex(grid, goal, 'goal');
  if (grid.cells[start] !== 0 || grid.cells[goal] !== 0) return 0n;
  if (start === goal) return 1n;
  const pieces = pathPieces(grid, start, goal);
  if (pieces === null) return 0n;

  // Progress counts the search for pieces as one step per block of the grid, then every block swept.
  const { onProgress } = options;
  const searched = grid.rows * grid.cols;
  const total = pieces.reduce((sum, piece) => sum + piece.grid.rows * piece.grid.cols, searched);
  let done = searched;
  let reported = done;
  onProgress?.(done, total);
  let paths = 1n;
  for (const piece of pieces) {
    const before = done;
    const sweep: FrontierOptions = {};
    if (onProgress) {
      sweep.onProgress = (swept) => {
        reported = before + swept;
        onProgress(reported, total);
      };
    }
    paths *= countFrontier(piece.grid, piece.entry, piece.exit, sweep);
    done += piece.grid.rows * piece.grid.cols;
    if (onProgress && done - reported >= REPORT_BLOCKS) {
      reported = done;
      onProgress(done, total);
    }
  }
  if (onProgress && reported < total) onProgress(total, total);
  return paths;
}

