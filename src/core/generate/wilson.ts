import type { Random } from '../random';
import { BlockGraph } from './blockGraph';
import type { Carve } from './carve';
import type { CarveGraph } from './carveGraph';
import { ShownWalk } from './shownWalk';

/**
 * Wilson's algorithm: loop-erased random walks. Put the root cell in the maze. Then, for every
 * cell not yet in the maze (in the graph's cell order; any order will do), walk at random from
 * it, one step to a uniformly chosen neighbour at a time, until the walk hits the maze; erase
 * every loop the walk made, and carve what is left, a path from the start cell into the maze.
 *
 * Loops are erased for free: the walk only remembers, for each cell, the way it last left that
 * cell by. Following those ways from the start cell traces the walk with its loops cut out,
 * because a later departure overwrites an earlier one.
 *
 * Guarantees: a perfect maze drawn uniformly from all spanning trees of a connected graph
 * (Wilson, 1996), like Aldous–Broder but much faster: the walks only have to hit the growing
 * maze, not cover the graph. That needs each step uniform among the cell's neighbours
 * (graph.randomWay). The first walks, aimed at a single cell, are the long ones.
 *
 * Texture: the uniform maze, without bias in any direction; many short dead ends (on a large
 * square a share of 8/π²·(1 − 2/π) ≈ 29.5% of cells) and a meandering solution.
 */
export function wilsonOn(graph: CarveGraph, random: Random, root: number): void {
  // The way each cell was last left by on the current walk, at indexOf(cell).
  const exit = new Uint8Array(graph.indexLimit);
  const walk = graph.replay ? new ShownWalk(graph.replay, graph) : null;

  graph.visit(root);
  for (let start = graph.firstCell; start >= 0; start = graph.nextCell(start)) {
    if (graph.isVisited(start)) continue;

    let at = start;
    walk?.from(start);
    while (!graph.isVisited(at)) {
      const way = graph.randomWay(at, random);
      exit[graph.indexOf(at)] = way;
      at = graph.neighbour(at, way);
      if (walk && !graph.isVisited(at)) walk.to(at);
    }
    walk?.end();

    for (at = start; !graph.isVisited(at); ) at = graph.pave(at, exit[graph.indexOf(at)]!);
  }
}

/** The square maze, rooted at a random cell. */
export const carveWilson: Carve = (layout, random, trace) => {
  const graph = new BlockGraph(layout, trace);
  wilsonOn(graph, random, graph.randomCell(random));
};
