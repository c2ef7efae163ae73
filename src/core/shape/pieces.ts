import type { Topology } from './topology';

/** Each cell's piece (0, 1, …, in order of each piece's lowest cell) and each piece's size. */
export interface Pieces {
  readonly pieceOf: Int32Array;
  readonly sizes: number[];
}

/**
 * The connected pieces of a topology (cells joined by sharing a wall), by one BFS per piece:
 * O(cells + adjacencies), no recursion.
 */
export function piecesOf(topology: Topology): Pieces {
  const { cellCount, offsets, neighbours } = topology;
  const pieceOf = new Int32Array(cellCount).fill(-1);
  const queue = new Int32Array(cellCount);
  const sizes: number[] = [];
  for (let seed = 0; seed < cellCount; seed++) {
    if (pieceOf[seed] !== -1) continue;
    const piece = sizes.length;
    pieceOf[seed] = piece;
    queue[0] = seed;
    let tail = 1;
    for (let head = 0; head < tail; head++) {
      const cell = queue[head]!;
      for (let i = offsets[cell]!; i < offsets[cell + 1]!; i++) {
        const next = neighbours[i]!;
        if (pieceOf[next] === -1) {
          pieceOf[next] = piece;
          queue[tail++] = next;
        }
      }
    }
    sizes.push(tail);
  }
  return { pieceOf, sizes };
}

/** How many connected pieces the topology's cells fall into (0 for no cells). */
export function topologyPieces(topology: Topology): number {
  return piecesOf(topology).sizes.length;
}
