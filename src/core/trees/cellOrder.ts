import type { Topology } from '../shape/topology';

/**
 * An order of a connected topology's cells that keeps every cell's neighbours close before it
 * in the list (a narrow envelope for the elimination): reverse Cuthill–McKee from a
 * pseudo-peripheral cell. Cuthill–McKee is a breadth-first search that visits each cell's
 * unvisited neighbours fewest-neighbours first, so a cell's earlier neighbours lie in the
 * previous level, about one level's width back; reversing it shrinks the envelope further
 * (George, 1971). Starting far out (an end of a longest shortest path, found by George and
 * Liu's repeated searches) makes the levels many and narrow: on a W×H grid they are the
 * diagonals, at most min(W, H) cells; on a disc, chords; on a mask, its outline's own fronts.
 * Returns the cells in order; O(cells · neighbours) per search, a few searches.
 */
export function cellOrder(topology: Topology): Int32Array {
  const { cellCount } = topology;
  if (cellCount === 0) return new Int32Array(0);
  const search = new LevelSearch(topology);
  let start = 0;
  for (let cell = 1; cell < cellCount; cell++) if (degree(topology, cell) < degree(topology, start)) start = cell;
  // George–Liu: restart from a thinnest cell of the last level until the depth stops growing.
  let depth = search.run(start);
  for (let round = 0; round < 8; round++) {
    const candidate = search.thinnestOfLastLevel();
    const deeper = search.run(candidate);
    if (deeper <= depth) {
      search.run(start);
      break;
    }
    [start, depth] = [candidate, deeper];
  }
  return search.order.slice().reverse();
}

function degree(topology: Topology, cell: number): number {
  return topology.offsets[cell + 1]! - topology.offsets[cell]!;
}

/** Breadth-first levels from a cell, neighbours visited fewest-neighbours first (Cuthill–McKee). */
class LevelSearch {
  readonly order: Int32Array;
  private readonly level: Int32Array;
  private lastLevelStart = 0;

  constructor(private readonly topology: Topology) {
    this.order = new Int32Array(topology.cellCount);
    this.level = new Int32Array(topology.cellCount);
  }

  /** Fills `order` with the cells reached from `start`, level by level; returns the number of levels. */
  run(start: number): number {
    const { offsets, neighbours } = this.topology;
    const { order, level } = this;
    level.fill(-1);
    order[0] = start;
    level[start] = 0;
    let tail = 1;
    const fresh: number[] = [];
    for (let head = 0; head < tail; head++) {
      const cell = order[head]!;
      fresh.length = 0;
      for (let i = offsets[cell]!; i < offsets[cell + 1]!; i++) {
        const next = neighbours[i]!;
        if (level[next] === -1) {
          level[next] = level[cell]! + 1;
          fresh.push(next);
        }
      }
      fresh.sort((a, b) => degree(this.topology, a) - degree(this.topology, b) || a - b);
      for (const next of fresh) order[tail++] = next;
    }
    const last = level[order[tail - 1]!]!;
    let first = tail - 1;
    while (first > 0 && level[order[first - 1]!] === last) first--;
    this.lastLevelStart = first;
    return last + 1;
  }

  thinnestOfLastLevel(): number {
    let best = this.order[this.lastLevelStart]!;
    for (let i = this.lastLevelStart + 1; i < this.order.length; i++) {
      const cell = this.order[i]!;
      if (degree(this.topology, cell) < degree(this.topology, best)) best = cell;
    }
    return best;
  }
}
