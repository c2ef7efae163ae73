import { gridTopology, maskTopology, piecesOf, type GridShapeId, type Mask } from '../../core';

/**
 * An outline's pieces joined into one by bridges of new cells, each piece to the growing whole
 * by a short route: one breadth-first search over the whole grid (through gaps and cells alike)
 * starts from the largest piece; the first time it reaches a cell of another piece, the gaps on
 * the route it came by become cells and that whole piece joins the search's sources. One pass,
 * O(slots), however many pieces. Cells are only added, never removed, and on a grid whose slots
 * all touch (every grid but a triangle one column wide) the result is one piece.
 */
export function joinedPieces(shape: GridShapeId, mask: Mask): Mask {
  const cells = mask.cells.slice();
  const whole = gridTopology(shape, mask.width, mask.height);
  const kept = maskTopology(whole, mask);
  const { pieceOf, sizes } = piecesOf(kept);
  if (sizes.length <= 1) return { width: mask.width, height: mask.height, cells };
  let largest = 0;
  for (let piece = 1; piece < sizes.length; piece++) if (sizes[piece]! > sizes[largest]!) largest = piece;

  const { offsets, neighbours } = whole;
  const slotCount = whole.cellCount;
  const reached = new Uint8Array(slotCount);
  const cameFrom = new Int32Array(slotCount).fill(-1);
  const queue = new Int32Array(slotCount);
  let tail = 0;
  for (let cell = 0; cell < kept.cellCount; cell++) {
    if (pieceOf[cell] !== largest) continue;
    const slot = kept.slots![cell]!;
    reached[slot] = 1;
    queue[tail++] = slot;
  }
  for (let head = 0; head < tail; head++) {
    const slot = queue[head]!;
    for (let i = offsets[slot]!; i < offsets[slot + 1]!; i++) {
      const next = neighbours[i]!;
      if (reached[next]) continue;
      if (!cells[next]) {
        reached[next] = 1;
        cameFrom[next] = slot;
        queue[tail++] = next;
        continue;
      }
      // A cell not yet reached belongs to a piece not yet joined: bridge the gaps back to the whole.
      for (let gap = slot; gap >= 0 && !cells[gap]; gap = cameFrom[gap]!) cells[gap] = 1;
      tail = takeIn(next, cells, whole.offsets, whole.neighbours, reached, queue, tail);
    }
  }
  return { width: mask.width, height: mask.height, cells };
}

/** Adds a piece, from one of its cells, to the search's sources; returns the queue's new tail. */
function takeIn(first: number, cells: Uint8Array, offsets: Int32Array, neighbours: Int32Array, reached: Uint8Array, queue: Int32Array, tail: number): number {
  reached[first] = 1;
  queue[tail++] = first;
  // The piece's cells are appended to the queue as they are found, so the queue itself is the flood's worklist.
  for (let at = tail - 1; at < tail; at++) {
    const slot = queue[at]!;
    for (let i = offsets[slot]!; i < offsets[slot + 1]!; i++) {
      const next = neighbours[i]!;
      if (reached[next] || !cells[next]) continue;
      reached[next] = 1;
      queue[tail++] = next;
    }
  }
  return tail;
}
