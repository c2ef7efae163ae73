import type { Random } from '../../../../src/core/random';
import { carveToRandomNeighbour, cellBlock, type CellLayout } from './layout';
import type { CarveTrace } from '../../../../src/core/generate/trace';

/**
 * Randomized Prim, simplified form (source 4): keep a list of cells, starting from one random
 * cell; pick a random cell from the list; if it has unvisited neighbours, open the wall to a
 * random one and add that cell to the list; otherwise remove the picked cell.
 *
 * Texture: like classic Prim, a radial, bushy maze with many short dead ends, but centred
 * on a random cell. Produces a perfect maze.
 */
export function carvePrimSimplified(layout: CellLayout, random: Random, trace?: CarveTrace): void {
  const { blocks, cols } = layout.grid;
  const active = new Int32Array(layout.width * layout.height);
  const options = new Int32Array(4);
  const first = cellBlock(layout, random.int(layout.height), random.int(layout.width));
  blocks[first] = 0;
  trace?.carve(first);
  active[0] = first;
  let size = 1;
  while (size > 0) {
    const pick = random.int(size);
    const next = carveToRandomNeighbour(blocks, active[pick]!, cols, random, options, trace);
    if (next === -1) active[pick] = active[--size]!;
    else active[size++] = next;
  }
}
