import type { Random } from '../../../../src/core/random';
import { openAdjacency } from '../../../../src/core/shape/cellMaze';
import type { Topology } from '../../../../src/core/shape/topology';

/**
 * Growing tree on any topology: keep a list of active cells; choose one (the newest with
 * probability `newest`, else one at random); open into a random unvisited neighbour and add it,
 * or, when it has none, retire it. Newest always is the backtracker; random always is
 * simplified Prim (many short dead ends); the game's growing tree takes each half the time.
 * The list keeps its order (newest last): retired cells are tombstones, skipped by picks and
 * swept out once they are half the list, so every step is O(1) amortized. A perfect maze.
 */
export function carveGrowingTree(topology: Topology, random: Random, newest: number, from = 0): Uint8Array {
  const { offsets, neighbours, cellCount } = topology;
  const open = new Uint8Array(neighbours.length);
  const visited = new Uint8Array(cellCount);
  const active = new Int32Array(cellCount);
  const choices = new Int32Array(16);
  const RETIRED = -1;
  let size = 0;
  let live = 0;
  active[size++] = from;
  live++;
  visited[from] = 1;
  while (live > 0) {
    let slot: number;
    if (newest > 0 && (newest >= 1 || random.int(1_000_000) < newest * 1_000_000)) {
      slot = size - 1;
      while (active[slot] === RETIRED) slot--;
    } else {
      do slot = random.int(size);
      while (active[slot] === RETIRED);
    }
    const cell = active[slot]!;
    let count = 0;
    for (let i = offsets[cell]!; i < offsets[cell + 1]!; i++) if (!visited[neighbours[i]!]) choices[count++] = i;
    if (count === 0) {
      active[slot] = RETIRED;
      live--;
      if (slot === size - 1) size--;
      if (live > 0 && live * 2 < size) {
        let kept = 0;
        for (let i = 0; i < size; i++) if (active[i] !== RETIRED) active[kept++] = active[i]!;
        size = kept;
      }
      continue;
    }
    const at = choices[random.int(count)]!;
    const next = neighbours[at]!;
    openAdjacency(topology, open, cell, at);
    visited[next] = 1;
    active[size++] = next;
    live++;
  }
  return open;
}
