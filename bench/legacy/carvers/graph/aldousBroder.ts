import type { Random } from '../../../../src/core/random';
import { openAdjacency } from '../../../../src/core/shape/cellMaze';
import type { Topology } from '../../../../src/core/shape/topology';

/**
 * Aldous–Broder on any topology: a random walk from a random cell; each step into a cell not
 * seen before opens the wall it crossed. Done when every cell is seen. Uniform over the
 * spanning trees of the topology (every perfect maze equally likely), but slow: the walk's
 * cover time grows faster than the number of cells.
 */
export function carveAldousBroder(topology: Topology, random: Random): Uint8Array {
  const { offsets, neighbours, cellCount } = topology;
  const open = new Uint8Array(neighbours.length);
  const visited = new Uint8Array(cellCount);
  let cell = random.int(cellCount);
  visited[cell] = 1;
  for (let left = cellCount - 1; left > 0; ) {
    const at = offsets[cell]! + random.int(offsets[cell + 1]! - offsets[cell]!);
    const next = neighbours[at]!;
    if (!visited[next]) {
      openAdjacency(topology, open, cell, at);
      visited[next] = 1;
      left--;
    }
    cell = next;
  }
  return open;
}
