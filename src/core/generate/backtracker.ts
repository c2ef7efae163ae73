import type { Random } from '../random';
import { BlockGraph } from './blockGraph';
import type { Carve } from './carve';
import { pickWay, type CarveGraph } from './carveGraph';

/**
 * Depth-first "recursive backtracker" (source 1), with an explicit stack so a 2000×2000 maze
 * cannot overflow the call stack.
 *
 * From the cell on top of the stack, pick a random unvisited neighbour, knock down the wall
 * between, push it and move there; when the top has no unvisited neighbour, pop.
 *
 * Texture: long, winding corridors and few dead ends (about one cell in ten); a high "river"
 * factor, so the solution tends to be long. Produces a perfect maze (a spanning tree of the
 * piece of the graph holding `from`). Runs in O(cells + adjacencies).
 */
export function backtrackerOn(graph: CarveGraph, random: Random, from: number): void {
  const stack = new Int32Array(graph.cellCount);
  const ways = new Int32Array(graph.maxWays);
  const { forcedMoveDraws } = graph;
  graph.visit(from);
  stack[0] = from;
  let top = 1;
  while (top > 0) {
    const cell = stack[top - 1]!;
    const count = graph.freshWays(cell, ways);
    if (count === 0) top--;
    else stack[top++] = graph.carve(cell, pickWay(ways, count, random, forcedMoveDraws));
  }
}

/** The square maze from its top-left cell. */
export const carveBacktracker: Carve = (layout, random, trace) => {
  const graph = new BlockGraph(layout, trace);
  backtrackerOn(graph, random, graph.firstCell);
};
