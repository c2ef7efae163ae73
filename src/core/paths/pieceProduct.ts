/**
 * A count over the pieces every path crosses (countPieces.ts) is the product of the pieces'
 * counts. This is that product, with progress and cancel in one place: the search for pieces
 * is one step per block of the grid, then every block of every piece swept.
 */
import { CountTicker, type CountControls } from '../countControls';
import type { Grid } from '../grid';
import type { CountStage } from './countStage';
import type { PathPiece } from './countPieces';
import type { PassPlan } from './countDenseExact';

/** Report between pieces only after this many blocks, so that many small pieces stay cheap. */
const REPORT_BLOCKS = 4096;

/**
 * Counts one piece, saying now and then how many of its blocks are swept (where a cancel is
 * checked too): the count itself, or a plan whose dense passes may run elsewhere (countDenseExact.ts).
 */
export type CountPiece = (piece: PathPiece, onSwept: (swept: number, stage?: CountStage) => void) => bigint | PassPlan<bigint>;

/** Π countPiece(piece), stopping at the first 0. */
export function* productOverPieces(grid: Grid, pieces: readonly PathPiece[], controls: CountControls, countPiece: CountPiece): PassPlan<bigint> {
  const searched = grid.rows * grid.cols;
  const total = pieces.reduce((sum, piece) => sum + piece.grid.rows * piece.grid.cols, searched);
  const ticker = new CountTicker(controls, total, REPORT_BLOCKS);
  let done = searched;
  ticker.now(done);
  let product = 1n;
  for (const piece of pieces) {
    const before = done;
    const count = countPiece(piece, (swept, stage) => ticker.now(before + swept, stage));
    product *= typeof count === 'bigint' ? count : yield* count;
    if (product === 0n) break;
    done += piece.grid.rows * piece.grid.cols;
    ticker.report(done);
  }
  ticker.finish();
  return product;
}
