import type { Random } from '../random';
import { BlockGraph } from './blockGraph';
import type { CellLayout } from './layout';
import type { CarveTrace } from './trace';

/**
 * Randomized Prim, simplified form (source 4): keep a list of cells, starting from one random
 * cell; pick a random cell from the list; if it has unvisited neighbours, open the wall to a
 * random one and add that cell to the list; otherwise remove the picked cell.
 *
 * Texture: like classic Prim, a radial, bushy maze with many short dead ends, but centred
 * on a random cell. Produces a perfect maze.
 */
export function carvePrimSimplified(layout: CellLayout, random: Random, trace?: CarveTrace): void {
  const active = new Int32Array(layout.width * layout.height);
  const graph = new BlockGraph(layout, trace);
  const ways = new Int32Array(4);
  /** From `cell`, carve into a random unvisited neighbour; that cell, or -1 when there is none. */
  const carveOn = (cell: number): number => {
    const count = graph.freshWays(cell, ways);
    return count === 0 ? -1 : graph.carve(cell, ways[graph.choose(random, count)]!);
  };
  const first = graph.randomCell(random);
  graph.visit(first);
  active[0] = first;
  let size = 1;
  while (size > 0) {
    const pick = random.int(size);
    const next = carveOn(active[pick]!);
    if (next === -1) active[pick] = active[--size]!;
    else active[size++] = next;
  }
}
