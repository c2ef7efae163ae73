import type { Random } from '../random';
import type { CellLayout } from './layout';
import type { CarveTrace } from './trace';

/**
 * Binary tree: every cell, on its own, carves either north or east, by a coin flip. A cell on
 * the top row can only carve east and a cell in the right-hand column only north; the
 * top-right cell carves nothing.
 *
 * Each cell but the top-right one has exactly one passage leading north or east, so following
 * them from anywhere climbs to the top-right corner: the passages form a tree rooted there,
 * with cells − 1 edges, a perfect maze. No memory beyond the grid, and each cell is decided
 * independently of all others.
 *
 * Guarantees: a perfect maze, strongly biased toward north-east. It makes only 2^((W−1)(H−1))
 * distinct mazes (16 of the 192 spanning trees of 3×3 cells), and the top row and the
 * right-hand column are always open corridors.
 *
 * Texture: a diagonal grain from south-west to north-east, long open corridors along the top
 * and right edges; solving toward the top-right corner is trivial.
 */
export function carveBinaryTree(layout: CellLayout, random: Random, trace?: CarveTrace): void {
  const { width, height } = layout;
  const { blocks, cols } = layout.grid;
  for (let i = 0; i < height; i++) {
    const rowStart = (2 * i + 1) * cols + 1;
    for (let j = 0; j < width; j++) {
      const block = rowStart + 2 * j;
      blocks[block] = 0;
      const canNorth = i > 0;
      const canEast = j < width - 1;
      if (!canNorth && !canEast) {
        trace?.carve(block);
        continue;
      }
      const wall = canNorth && (!canEast || random.int(2) === 0) ? block - cols : block + 1;
      blocks[wall] = 0;
      trace?.carve(block, wall);
    }
  }
}
