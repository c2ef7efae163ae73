import type { Topology } from './topology';

/** The cells farthest from `from` through open passages (BFS): the last one reached. */
function farthestFrom(topology: Topology, open: Uint8Array, from: number, seen: Int32Array, queue: Int32Array, mark: number): number {
  seen[from] = mark;
  queue[0] = from;
  let tail = 1;
  for (let head = 0; head < tail; head++) {
    const cell = queue[head]!;
    for (let i = topology.offsets[cell]!; i < topology.offsets[cell + 1]!; i++) {
      const next = topology.neighbours[i]!;
      if (open[i] === 1 && seen[next] !== mark) {
        seen[next] = mark;
        queue[tail++] = next;
      }
    }
  }
  return queue[tail - 1]!;
}

/**
 * The two ends of a perfect maze's longest path (its tree's diameter), lower id first: the
 * cell farthest from any cell is one end of a longest path, and the cell farthest from it is
 * the other (true of every tree). Two BFS passes, O(cells). These are the "hardest" exits.
 */
export function longestPathEnds(topology: Topology, open: Uint8Array): [number, number] {
  const seen = new Int32Array(topology.cellCount);
  const queue = new Int32Array(topology.cellCount);
  const one = farthestFrom(topology, open, 0, seen, queue, 1);
  const other = farthestFrom(topology, open, one, seen, queue, 2);
  return one < other ? [one, other] : [other, one];
}

/** A polar maze's default start: the outer ring's cell drawn at the top (least y, as y grows down), the lowest id of equals. */
export function polarTopCell(topology: Topology, outerRingSize: number): number {
  let best = topology.cellCount - outerRingSize;
  for (let cell = best + 1; cell < topology.cellCount; cell++) {
    if (topology.centres[2 * cell + 1]! < topology.centres[2 * best + 1]!) best = cell;
  }
  return best;
}
