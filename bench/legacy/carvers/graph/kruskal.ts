import type { Random } from '../../../../src/core/random';
import { openAdjacency } from '../../../../src/core/shape/cellMaze';
import type { Topology } from '../../../../src/core/shape/topology';

/** The set a cell belongs to, halving the path as it goes (union-find). */
function root(parent: Int32Array, cell: number): number {
  let at = cell;
  while (parent[at] !== at) {
    parent[at] = parent[parent[at]!]!;
    at = parent[at]!;
  }
  return at;
}

/**
 * Randomized Kruskal on any topology: every wall once (each adjacency from its lower-numbered
 * cell), shuffled; open a wall when the cells on either side are not yet joined, and join them.
 * A perfect maze of many short dead ends, with no direction to it. Not uniform over spanning trees.
 */
export function carveKruskal(topology: Topology, random: Random): Uint8Array {
  const { offsets, neighbours, cellCount } = topology;
  const open = new Uint8Array(neighbours.length);
  const walls = new Int32Array(neighbours.length);
  const owner = new Int32Array(neighbours.length);
  let count = 0;
  for (let cell = 0; cell < cellCount; cell++) {
    for (let i = offsets[cell]!; i < offsets[cell + 1]!; i++) {
      if (neighbours[i]! <= cell) continue;
      walls[count] = i;
      owner[count++] = cell;
    }
  }
  for (let i = count - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [walls[i], walls[j]] = [walls[j]!, walls[i]!];
    [owner[i], owner[j]] = [owner[j]!, owner[i]!];
  }
  const parent = Int32Array.from({ length: cellCount }, (_, i) => i);
  for (let w = 0; w < count; w++) {
    const cell = owner[w]!;
    const a = root(parent, cell);
    const b = root(parent, neighbours[walls[w]!]!);
    if (a === b) continue;
    parent[a] = b;
    openAdjacency(topology, open, cell, walls[w]!);
  }
  return open;
}
