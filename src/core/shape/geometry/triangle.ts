import type { Topology } from '../topology';
import type { ShapeGeometry } from './shapeGeometry';
import { line, setBox, type Box, type Side } from './sides';
import { cellAtSlot, cellsInWindow } from './slots';

/** Half a triangle's side (see triangleTopology: side √3, rows 1.5 apart). */
const TRIANGLE_HALF = Math.sqrt(3) / 2;
const TRIANGLE_RISE = 1.5;

/**
 * Triangles of side √3 in rows 1.5 high, alternately pointing up and down ((row + col) even
 * points up); column c spans [c, c + 2] half-sides, overlapping its neighbours by one.
 */
export const triangleGeometry: ShapeGeometry = {
  slotCount: (topology) => topology.columns * topology.rows,

  /** Pointing up: right, base, left; pointing down: top, right, left. */
  forEachSide(topology: Topology, slot: number, side: Side, visit: (side: Side) => void): void {
    const row = Math.floor(slot / topology.columns);
    const col = slot - row * topology.columns;
    const h = TRIANGLE_HALF;
    const top = row * TRIANGLE_RISE;
    const bottom = top + TRIANGLE_RISE;
    const left = cellAtSlot(topology, row, col - 1);
    const right = cellAtSlot(topology, row, col + 1);
    if ((row + col) % 2 === 0) {
      line(side, (col + 1) * h, top, (col + 2) * h, bottom, right, visit);
      line(side, (col + 2) * h, bottom, col * h, bottom, cellAtSlot(topology, row + 1, col), visit);
      line(side, col * h, bottom, (col + 1) * h, top, left, visit);
    } else {
      line(side, col * h, top, (col + 2) * h, top, cellAtSlot(topology, row - 1, col), visit);
      line(side, (col + 2) * h, top, (col + 1) * h, bottom, right, visit);
      line(side, (col + 1) * h, bottom, col * h, top, left, visit);
    }
  },

  cellBox(topology: Topology, slot: number, out: Box): Box {
    const row = Math.floor(slot / topology.columns);
    const col = slot - row * topology.columns;
    return setBox(out, col * TRIANGLE_HALF, row * TRIANGLE_RISE, (col + 2) * TRIANGLE_HALF, (row + 1) * TRIANGLE_RISE);
  },

  gridBounds: ({ columns, rows }) => ({ minX: 0, minY: 0, maxX: (columns + 1) * TRIANGLE_HALF, maxY: rows * TRIANGLE_RISE }),

  /** O(1): the row, then which side of the slanted side between two columns' axes. */
  cellAt(topology: Topology, x: number, y: number): number {
    const row = Math.floor(y / TRIANGLE_RISE);
    const u = x / TRIANGLE_HALF;
    const k = Math.floor(u);
    const down = (y - row * TRIANGLE_RISE) / TRIANGLE_RISE;
    // Between the axes of cells k - 1 and k, the slanted side they share splits the strip: the
    // one pointing up (apex at the top) holds the points below that side.
    const leftUp = ((row + k - 1) & 1) === 0;
    const col = leftUp ? (u - k <= down ? k - 1 : k) : k + 1 - u <= down ? k : k - 1;
    return cellAtSlot(topology, row, col);
  },

  cellsInRect(topology: Topology, box: Box, visit: (cell: number) => void): void {
    const [minU, maxU] = [box.minX / TRIANGLE_HALF, box.maxX / TRIANGLE_HALF];
    cellsInWindow(topology, Math.ceil(minU - 2), Math.floor(maxU), Math.ceil(box.minY / TRIANGLE_RISE - 1), Math.floor(box.maxY / TRIANGLE_RISE), visit);
  },
};
