import type { Random } from '../../../../src/core/random';
import { openAdjacency } from '../../../../src/core/shape/cellMaze';
import type { Topology } from '../../../../src/core/shape/topology';

/**
 * Hunt-and-kill on any topology: walk at random into unvisited neighbours, opening as you go;
 * when stuck, hunt in cell order for the first unvisited cell with a visited neighbour, open
 * into a random such neighbour, and walk on from there. Long winding corridors like the
 * backtracker's, without a stack. Not uniform over spanning trees.
 */
export function carveHuntAndKill(topology: Topology, random: Random, from = 0): Uint8Array {
  const { offsets, neighbours, cellCount } = topology;
  const open = new Uint8Array(neighbours.length);
  const visited = new Uint8Array(cellCount);
  const choices = new Int32Array(16);
  const pick = (cell: number, wantVisited: number): number => {
    let count = 0;
    for (let i = offsets[cell]!; i < offsets[cell + 1]!; i++) if (visited[neighbours[i]!] === wantVisited) choices[count++] = i;
    return count === 0 ? -1 : choices[random.int(count)]!;
  };
  let cell = from;
  visited[cell] = 1;
  let hunted = 0;
  for (;;) {
    const at = pick(cell, 0);
    if (at >= 0) {
      openAdjacency(topology, open, cell, at);
      cell = neighbours[at]!;
      visited[cell] = 1;
      continue;
    }
    // The hunt: cells only ever become visited, so it resumes where the last one stopped,
    // except that an unvisited cell it passed may since have gained a visited neighbour.
    let found = -1;
    for (let c = hunted; c < cellCount; c++) {
      if (visited[c]) {
        if (c === hunted) hunted++;
        continue;
      }
      const back = pick(c, 1);
      if (back >= 0) {
        found = c;
        openAdjacency(topology, open, c, back);
        break;
      }
    }
    if (found < 0) return open;
    cell = found;
    visited[cell] = 1;
  }
}
