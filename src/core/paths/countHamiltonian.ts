/**
 * The exact number of Hamiltonian paths between two blocks: simple paths from start to goal
 * (steps up, down, left and right onto open blocks, no block twice) that visit every open
 * block of the grid, as a bigint.
 *
 * First the checkerboard colouring (checkerboard.ts), which settles many grids at once, then two
 * steps, both shared with countPaths:
 * - countPieces.ts cuts the grid at the blocks every start–goal path must pass. A Hamiltonian
 *   path is a simple path, so it crosses the same pieces in order, and inside each piece it is
 *   a path from entry to exit through every block of the piece (it meets no block of a piece
 *   anywhere else). So the count is the product of the pieces' own counts, provided that every
 *   open block lies on the chain of pieces: an open block cut off from the start, or on a dead
 *   end or a side loop, lies on no simple start–goal path, and then there is no Hamiltonian path.
 * - countFrontier.ts sweeps each piece with its `visitAll` rule: no block left unused, and a
 *   path only closes at the last open block.
 *
 * Guarantees: exact for every grid, start and goal; the grid is never modified. An open 12×12
 * grid, corner to corner (OEIS A000532: 2,568,944,901,392,936,854 paths), takes well under a
 * second: the "visit all" rule keeps far fewer frontier states than counting every path does.
 */
import { checkBlockIndex, type Grid } from '../grid';
import { solveBfs } from '../solve/solve';
import type { CountControls } from '../countControls';
import { checkerboardBar } from './checkerboard';
import { countFrontier } from './countFrontier';
import { pathPieces, type PathPiece } from './countPieces';
import { runPlan } from './countDenseExact';
import { productOverPieces } from './pieceProduct';

/**
 * How many paths lead from `start` to `goal` (flat indices) through every open block exactly
 * once. 0n when either is a wall, when some open block cannot lie on such a path, or when there
 * is none; when start === goal, 1n if it is the only open block, else 0n. Throws RangeError for
 * an index outside the grid, CountTooLargeError when a piece needs too many frontier states,
 * and CountCancelledError when `options.cancelled` says so.
 */
export function countHamiltonianPaths(grid: Grid, start: number, goal: number, options: CountControls = {}): bigint {
  checkBlockIndex(grid, start, 'start');
  checkBlockIndex(grid, goal, 'goal');
  const { blocks: cells } = grid;
  if (cells[start] !== 0 || cells[goal] !== 0) return 0n;
  let openBlocks = 0;
  for (let i = 0; i < cells.length; i++) if (cells[i] === 0) openBlocks++;
  if (start === goal) return openBlocks === 1 ? 1n : 0n;
  if (checkerboardBar(grid, start, goal)) return 0n;
  const pieces = pathPieces(grid, start, goal);
  if (pieces === null || !everyBlockOnChain(grid, pieces, start, goal, openBlocks)) return 0n;

  // The hashing sweep only: the plan never hands out a dense pass.
  return runPlan(
    productOverPieces(grid, pieces, options, (piece, onSwept) =>
      countFrontier(piece.grid, piece.entry, piece.exit, { visitAll: true, onProgress: (swept) => onSwept(swept) }),
    ),
  );
}

/**
 * Whether every open block lies in one of the pieces or on the single passages between them.
 * Those passages are on every start–goal path, so the blocks of any one path (a breadth-first
 * one here) together with the pieces' blocks are exactly the blocks some simple path can visit.
 */
function everyBlockOnChain(grid: Grid, pieces: readonly PathPiece[], start: number, goal: number, openBlocks: number): boolean {
  const onChain = new Uint8Array(grid.rows * grid.cols);
  let count = 0;
  const add = (block: number): void => {
    if (onChain[block] === 0) {
      onChain[block] = 1;
      count++;
    }
  };
  for (const piece of pieces) {
    const { rows, cols, blocks: cells } = piece.grid;
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) if (cells[r * cols + c] === 0) add((piece.top + r) * grid.cols + piece.left + c);
    }
  }
  const path = solveBfs(grid, start, goal, false).path ?? [];
  for (let i = 0; i < path.length; i++) add(path[i]!);
  return count === openBlocks;
}
