import type { Random } from '../../../../src/core/random';
import { openAdjacency } from '../../../../src/core/shape/cellMaze';
import type { Topology } from '../../../../src/core/shape/topology';

/** Today's (before issue 18) graph backtracker, from src/core/shape/cellMaze.ts. */
export function carveBacktracker(topology: Topology, random: Random, from = 0): Uint8Array {
  const open = new Uint8Array(topology.neighbours.length);
  const visited = new Uint8Array(topology.cellCount);
  const stack = new Int32Array(topology.cellCount);
  const choices = new Int32Array(16);
  let depth = 0;
  stack[depth++] = from;
  visited[from] = 1;
  while (depth > 0) {
    const cell = stack[depth - 1]!;
    let count = 0;
    for (let i = topology.offsets[cell]!; i < topology.offsets[cell + 1]!; i++) if (!visited[topology.neighbours[i]!]) choices[count++] = i;
    if (count === 0) {
      depth--;
      continue;
    }
    const at = choices[random.int(count)]!;
    const next = topology.neighbours[at]!;
    openAdjacency(topology, open, cell, at);
    visited[next] = 1;
    stack[depth++] = next;
  }
  return open;
}
