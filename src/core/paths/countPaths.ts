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
import type { CountControls } from '../countControls';
import { DEFAULT_COUNT_BYTES, denseCount, laneBytes, runPlan, runPlanAsync, type DensePlanOptions, type PassPlan, type PassRunner } from './countDenseExact';
import { sweepFrontier } from './countFrontier';
import { stageFraction, type CountStage } from './countStage';
import { pathPieces, type PathPiece } from './countPieces';
import { frontierWork } from './frontierWork';
import { productOverPieces } from './pieceProduct';
import { endsOnRim, sweepOrder, type SweepGrid } from './sweepGrid';

export { CountTooLargeError } from './countTooLarge';

// A count's options and stages live in countControls.ts and countStage.ts, which import nothing
// from here (no cycle); callers of the count still find them here.
export type { CountOptions } from '../countControls';
export { stageFraction, type CountStage };

/**
 * How many simple paths lead from `start` to `goal` (flat indices). 0n when either is a wall
 * or the goal cannot be reached, 1n when start === goal is open. Throws RangeError for an index
 * outside the grid, CountTooLargeError when the count would need too much memory, and
 * CountCancelledError when `options.cancelled` says so. Runs on this thread, dense passes one
 * after the other; countPathsWith runs them side by side.
 */
export function countPaths(grid: Grid, start: number, goal: number, options: CountControls = {}): bigint {
  return runPlan(countPathsPlan(grid, start, goal, options, { runners: 1, countBytes: DEFAULT_COUNT_BYTES }), options.cancelled);
}

/** countPaths with its dense passes run by `runPass` (a pool of workers), up to `runners` at a time, all within `countBytes`. */
export function countPathsWith(grid: Grid, start: number, goal: number, options: CountControls, runPass: PassRunner, runners: number, countBytes = DEFAULT_COUNT_BYTES): Promise<bigint> {
  return runPlanAsync(countPathsPlan(grid, start, goal, options, { runners, countBytes }), runPass);
}

function* countPathsPlan(grid: Grid, start: number, goal: number, controls: CountControls, plan: DensePlanOptions): PassPlan<bigint> {
  checkBlockIndex(grid, start, 'start');
  checkBlockIndex(grid, goal, 'goal');
  if (grid.blocks[start] !== 0 || grid.blocks[goal] !== 0) return 0n;
  if (start === goal) return 1n;
  const pieces = pathPieces(grid, start, goal);
  if (pieces === null) return 0n;
  return yield* productOverPieces(grid, pieces, controls, (piece, onSwept) => countPiece(piece, onSwept, plan));
}

/** The paths across one piece, by the dense sweep where it pays (see frontierWork.ts), else the hashing sweep. */
function countPiece(piece: PathPiece, onSwept: (swept: number, stage?: CountStage) => void, plan: DensePlanOptions): bigint | PassPlan<bigint> {
  const sweep = sweepOrder(piece.grid, piece.entry, piece.exit);
  if (prefersDense(sweep, plan.countBytes)) {
    const blocks = piece.grid.rows * piece.grid.cols;
    const onStage = (stage: CountStage): void => onSwept(Math.floor(blocks * stageFraction(stage)), stage);
    return denseCount(sweep, { ...plan, onStage });
  }
  return sweepFrontier(sweep, { onProgress: (swept) => onSwept(swept) });
}

/** Narrower pieces are swept faster by hashing than the dense tables are built. */
const DENSE_MIN_COLS = 10;
/**
 * A row of the hashing sweep costs about as much as a row of a few dense passes together
 * (measured on open grids: 20 ns against 4 ns per pass, with four or five passes), so the dense
 * sweep is chosen while its rows number less than this many times the hashing sweep's bound.
 */
const DENSE_ROWS_PER_HASHED_ROW = 2.5;

/** True when the dense sweep takes this piece (exported for the cost estimate, which must choose as the count does). */
export function prefersDense(sweep: SweepGrid, countBytes = DEFAULT_COUNT_BYTES): boolean {
  if (sweep.cols < DENSE_MIN_COLS || !endsOnRim(sweep) || laneBytes(sweep.cols) > countBytes) return false;
  const work = frontierWork(sweep);
  return work.dense < DENSE_ROWS_PER_HASHED_ROW * work.hashing;
}
