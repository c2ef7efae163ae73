import type { Random } from '../../../../src/core/random';
import { openAdjacency } from '../../../../src/core/shape/cellMaze';
import type { Topology } from '../../../../src/core/shape/topology';

/**
 * Randomized Prim, classic form, on any topology: keep a list of walls (adjacencies) round the
 * visited cells; take one at random; if the cell behind it is unvisited, open it, visit that
 * cell and add its walls; otherwise drop the wall. A perfect maze with many short dead ends,
 * growing out evenly from the start. Not uniform over spanning trees.
 */
export function carvePrim(topology: Topology, random: Random, from = 0): Uint8Array {
  const { offsets, neighbours } = topology;
  const open = new Uint8Array(neighbours.length);
  const visited = new Uint8Array(topology.cellCount);
  // Walls as (cell, adjacency) pairs: an adjacency index alone names both.
  const walls = new Int32Array(neighbours.length);
  const owner = new Int32Array(neighbours.length);
  let count = 0;
  const addWalls = (cell: number) => {
    for (let i = offsets[cell]!; i < offsets[cell + 1]!; i++) {
      if (visited[neighbours[i]!]) continue;
      walls[count] = i;
      owner[count++] = cell;
    }
  };
  visited[from] = 1;
  addWalls(from);
  while (count > 0) {
    const pick = random.int(count);
    const at = walls[pick]!;
    const cell = owner[pick]!;
    walls[pick] = walls[--count]!;
    owner[pick] = owner[count]!;
    const next = neighbours[at]!;
    if (visited[next]) continue;
    openAdjacency(topology, open, cell, at);
    visited[next] = 1;
    addWalls(next);
  }
  return open;
}
