import type { Random } from '../../../../src/core/random';
import { openAdjacency } from '../../../../src/core/shape/cellMaze';
import type { Topology } from '../../../../src/core/shape/topology';

/**
 * Wilson's algorithm on any topology: one random cell starts the maze; from each cell not yet
 * in it, in order, walk at random until the walk meets the maze, keeping only the walk's last
 * exit from each cell (that erases its loops), then carve the loop-free path into the maze.
 * Uniform over the spanning trees of the topology, and much faster than Aldous–Broder.
 */
export function carveWilson(topology: Topology, random: Random): Uint8Array {
  const { offsets, neighbours, cellCount } = topology;
  const open = new Uint8Array(neighbours.length);
  const inMaze = new Uint8Array(cellCount);
  // The adjacency index each cell of the current walk last left by: later exits overwrite
  // earlier ones, which is exactly loop erasure.
  const exit = new Int32Array(cellCount);
  inMaze[random.int(cellCount)] = 1;
  for (let start = 0; start < cellCount; start++) {
    if (inMaze[start]) continue;
    let cell = start;
    while (!inMaze[cell]) {
      const at = offsets[cell]! + random.int(offsets[cell + 1]! - offsets[cell]!);
      exit[cell] = at;
      cell = neighbours[at]!;
    }
    for (cell = start; !inMaze[cell]; cell = neighbours[exit[cell]!]!) {
      inMaze[cell] = 1;
      openAdjacency(topology, open, cell, exit[cell]!);
    }
  }
  return open;
}
