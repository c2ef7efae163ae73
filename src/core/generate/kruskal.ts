import type { Random } from '../random';
import { BlockGraph } from './blockGraph';
import type { Carve } from './carve';
import type { CarveGraph } from './carveGraph';

/**
 * Randomized Kruskal: treat every cell as its own tree and every wall as an edge; take the
 * walls in random order, and open a wall exactly when the two cells it separates lie in
 * different trees, which merges them. After cells − 1 openings one tree spans the maze.
 *
 * Every wall is listed once, from the cell of the two that comes first, as
 * `(cell << wayBits) | way`, in cell order, then shuffled. "Same tree?" is a union-find on one
 * typed array, with path halving and union by size, so each test costs near-constant time (how
 * trees are linked changes no answer to "same tree?", so none of the maze).
 *
 * Guarantees: a perfect maze. Not uniform over spanning trees (it is the minimum spanning tree
 * for random weights, which favours some trees), but without any direction or starting point.
 *
 * Texture: evenly "random" everywhere, many short dead ends (about 30% of cells), short and
 * fairly direct solutions; no long corridors.
 */
export function kruskalOn(graph: CarveGraph, random: Random): void {
  const { cellCount, wayBits: bits } = graph;
  if (cellCount === 1) {
    graph.visit(graph.firstCell);
    return;
  }

  const walls = new Int32Array(graph.wallCount);
  const ways = new Int32Array(graph.maxWays);
  let wallCount = 0;
  for (let cell = graph.firstCell; cell >= 0; cell = graph.nextCell(cell)) {
    const count = graph.everyWay(cell, ways);
    for (let i = 0; i < count; i++) if (graph.neighbour(cell, ways[i]!) > cell) walls[wallCount++] = (cell << bits) | ways[i]!;
  }

  // Union-find over indexOf(cell): link is the parent, or −(tree size) at a root.
  const link = new Int32Array(graph.indexLimit).fill(-1);
  const root = (cell: number): number => {
    let parent = link[cell]!;
    while (parent >= 0) {
      const grand = link[parent]!;
      if (grand < 0) return parent;
      link[cell] = grand; // path halving: skip a level on the way up
      cell = grand;
      parent = link[cell]!;
    }
    return cell;
  };

  // Fisher–Yates, in full before the merging: two passes over memory are faster than one
  // that interleaves random writes here with random reads in the union-find.
  for (let i = wallCount - 1; i > 0; i--) {
    const pick = random.int(i + 1);
    const wall = walls[pick]!;
    walls[pick] = walls[i]!;
    walls[i] = wall;
  }

  const wayMask = (1 << bits) - 1;
  for (let i = 0, merges = 0; i < wallCount && merges < cellCount - 1; i++) {
    const cell = walls[i]! >> bits;
    const way = walls[i]! & wayMask;
    const rootA = root(graph.indexOf(cell));
    const rootB = root(graph.indexOf(graph.neighbour(cell, way)));
    if (rootA === rootB) continue;
    // Union by size (sizes are stored negated): the smaller tree hangs under the larger.
    if (link[rootA]! <= link[rootB]!) {
      link[rootA] = link[rootA]! + link[rootB]!;
      link[rootB] = rootA;
    } else {
      link[rootB] = link[rootA]! + link[rootB]!;
      link[rootA] = rootB;
    }
    merges++;
    graph.join(cell, way);
  }
}

/** The square maze. */
export const carveKruskal: Carve = (layout, random, trace) => kruskalOn(new BlockGraph(layout, trace), random);
