import type { Random } from '../random';
import { UNVISITED, type CellLayout } from './layout';
import type { CarveTrace } from './trace';

/**
 * Sidewinder: row by row. The top row is carved as one corridor from west to east. On every
 * other row, walk east keeping a "run" of consecutive cells joined so far: at each cell, flip
 * a coin to either carve east (the run grows) or close the run out, carving north from one of
 * its cells chosen at random, and start a new run. The last cell of a row always closes out.
 *
 * Each run joins the rows above through exactly one passage north, so no loop forms and
 * every cell reaches the top row: a perfect maze.
 *
 * Guarantees: a perfect maze. Not uniform: from any cell a path leads to the top row without
 * ever going down, and the top row is always a single open corridor.
 *
 * Texture: short horizontal runs hanging from the top corridor, a vertical grain, and an easy
 * way north: solving upward is trivial, downward takes some search.
 */
export function carveSidewinder(layout: CellLayout, random: Random, trace?: CarveTrace): void {
  const { width, height } = layout;
  const { blocks, cols } = layout.grid;
  for (let i = 0; i < height; i++) {
    const rowStart = (2 * i + 1) * cols + 1;
    let runStart = 0;
    for (let j = 0; j < width; j++) {
      const block = rowStart + 2 * j;
      if (blocks[block] === UNVISITED) {
        blocks[block] = 0;
        trace?.carve(block);
      }
      const rowEnd = j === width - 1;
      if (i > 0 && (rowEnd || random.int(2) === 0)) {
        const north = rowStart + 2 * (runStart + random.int(j - runStart + 1)) - cols;
        blocks[north] = 0;
        trace?.carve(north);
        runStart = j + 1;
      } else if (!rowEnd) {
        blocks[block + 1] = 0;
        blocks[block + 2] = 0;
        trace?.carve(block + 1, block + 2);
      }
    }
  }
}
