import { RandomActiveCells } from './activeCells';
import { BlockGraph } from './blockGraph';
import type { Carve } from './carve';
import { growingTreeOn } from './growingTree';

/**
 * Randomized Prim, simplified form (source 4): keep a list of cells, starting from one random
 * cell; pick a random cell from the list; if it has unvisited neighbours, open the wall to a
 * random one and add that cell to the list; otherwise remove the picked cell. It is the growing
 * tree that always picks at random (growingTree.ts); on the square its list is
 * RandomActiveCells, on other shapes NewestShareCells with newest 0.
 *
 * Texture: like classic Prim, a radial, bushy maze with many short dead ends, but centred
 * on a random cell. Produces a perfect maze.
 */
export const carvePrimSimplified: Carve = (layout, random, trace) => {
  const graph = new BlockGraph(layout, trace);
  growingTreeOn(graph, random, graph.randomCell(random), new RandomActiveCells(graph.cellCount));
};
