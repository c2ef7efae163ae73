import type { Random } from '../random';
import { BlockGraph } from './blockGraph';
import type { Carve } from './carve';
import type { CarveGraph } from './carveGraph';

/**
 * Randomized Prim, classic form (source 2): from the start cell, keep a list of walls; pick a
 * random wall from the list; if the cell behind it is unvisited, open it, visit that cell and
 * add its walls; otherwise drop the wall.
 *
 * A wall is listed only when the cell behind it is still unvisited, so each wall enters the
 * list at most once and the list never holds more than the maze has walls. Each entry is
 * `(cell << wayBits) | way`: the visited cell and its way through the wall, one int32.
 *
 * Texture: short, bushy corridors branching from a growing blob, many short dead ends and an
 * easy, fairly direct solution. Produces a perfect maze. Not uniform over spanning trees.
 */
export function primOn(graph: CarveGraph, random: Random, from: number): void {
  const walls = new Int32Array(graph.wallCount);
  const ways = new Int32Array(graph.maxWays);
  const bits = graph.wayBits;
  const wayMask = (1 << bits) - 1;
  let size = 0;

  graph.visit(from);
  let count = graph.freshWays(from, ways);
  for (let i = 0; i < count; i++) walls[size++] = (from << bits) | ways[i]!;
  while (size > 0) {
    const pick = random.int(size);
    const wall = walls[pick]!;
    walls[pick] = walls[--size]!;
    const cell = wall >> bits;
    const way = wall & wayMask;
    if (graph.isVisited(graph.neighbour(cell, way))) continue;
    const next = graph.carve(cell, way);
    count = graph.freshWays(next, ways);
    for (let i = 0; i < count; i++) walls[size++] = (next << bits) | ways[i]!;
  }
}

/** The square maze, from its top-left cell. */
export const carvePrim: Carve = (layout, random, trace) => {
  const graph = new BlockGraph(layout, trace);
  primOn(graph, random, graph.firstCell);
};
