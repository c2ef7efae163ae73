import type { Random } from '../../../../src/core/random';
import { carveToRandomNeighbour, cellBlock, type CellLayout } from './layout';
import type { CarveTrace } from '../../../../src/core/generate/trace';

/**
 * Depth-first "recursive backtracker" (source 1), with an explicit stack so a 2000×2000 maze
 * cannot overflow the call stack.
 *
 * From the cell on top of the stack, pick a random unvisited neighbour, knock down the wall
 * between, push it and move there; when the top has no unvisited neighbour, pop.
 *
 * Texture: long, winding corridors and few dead ends (about one cell in ten); a high "river"
 * factor, so the solution tends to be long. Produces a perfect maze (a spanning tree).
 */
export function carveBacktracker(layout: CellLayout, random: Random, trace?: CarveTrace): void {
  const { blocks, cols } = layout.grid;
  const stack = new Int32Array(layout.width * layout.height);
  const options = new Int32Array(4);
  const first = cellBlock(layout, 0, 0);
  blocks[first] = 0;
  trace?.carve(first);
  stack[0] = first;
  let top = 1;
  while (top > 0) {
    const next = carveToRandomNeighbour(blocks, stack[top - 1]!, cols, random, options, trace);
    if (next === -1) top--;
    else stack[top++] = next;
  }
}
