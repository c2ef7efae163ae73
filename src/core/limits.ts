/**
 * Size limits, in one place, so the CLI, the UI and the parser agree and say the same numbers.
 *
 * A generated maze of W×H cells is a (2H+1)×(2W+1) block grid. Up to 4 million cells
 * (2000×2000, or 4000×1000) keeps the grid at 16 MB and a solve under 200 MB in all.
 */
export const MAX_MAZE_SIDE = 4000;
export const MAX_MAZE_CELLS = 4_000_000;

/** The block grid of a maze of width×height cells: a wall between and around every cell. */
export function mazeGridSize(width: number, height: number): { rows: number; cols: number } {
  return { rows: 2 * height + 1, cols: 2 * width + 1 };
}

/**
 * The most blocks any allowed maze has. (2H+1)(2W+1) = 4WH + 2(W+H) + 1 is not largest at
 * the squarest maze: 4000×1000 (16,010,001 blocks) beats 2000×2000 (16,008,001). Found by
 * trying every width, so it follows whatever the maze limits become.
 */
function largestMazeBlocks(): number {
  let most = 0;
  for (let width = 1; width <= MAX_MAZE_SIDE; width++) {
    const height = Math.min(MAX_MAZE_SIDE, Math.floor(MAX_MAZE_CELLS / width));
    if (height < 1) break;
    const { rows, cols } = mazeGridSize(width, height);
    most = Math.max(most, rows * cols);
  }
  return most;
}

/**
 * A typed or loaded grid: derived from the maze limits, so every maze the generator makes
 * (saved as text, read back by the CLI or the Paths tab) is accepted: up to 8001 blocks a
 * side and 16,010,001 blocks in all.
 */
export const MAX_GRID_SIDE = mazeGridSize(MAX_MAZE_SIDE, 0).cols;
export const MAX_GRID_BLOCKS = largestMazeBlocks();

/**
 * A seed that is typed (the form, the Solvers lab, `maze generate --seed`) has at most this many
 * characters: the seed travels in the URL, and a link must stay short enough to share (a
 * few KB of query makes ordinary servers answer 431).
 */
export const MAX_SEED_LENGTH = 64;

/** A seed's length in characters as people count them (code points, so an emoji is one). */
export function seedLength(seed: string): number {
  return Array.from(seed).length;
}

/**
 * The most rings a polar maze may have: 1000 rings round the centre hold about 3.1 million
 * cells, inside MAX_MAZE_CELLS. The fewest is 1: the centre cell and the six round it, the
 * smallest circle, as 1×1 is the smallest grid of the other shapes (see MIN_MAZE_CELLS).
 */
export const MAX_POLAR_RINGS = 1000;
export const MIN_POLAR_RINGS = 1;

/**
 * The most work (multiply-adds, as exactCountWork measures it) an exact count of perfect mazes
 * (countSpanningTrees) is allowed. Measured in Node at 1.2 to 3 ns each (the most on thin
 * strips, where each row's fixed costs weigh more), 10^10 is some 12 to 30 seconds: up to an 86×86 square, a
 * 74×74 hex, a 96×96 triangle or 43 polar rings. Past it, the count's size
 * (log10SpanningTrees) still comes at any size.
 */
export const MAX_EXACT_TREE_COUNT_WORK = 1e10;
