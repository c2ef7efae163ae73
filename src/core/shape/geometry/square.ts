import type { Topology } from '../topology';
import type { ShapeGeometry } from './shapeGeometry';
import { line, setBox, type Box, type Side } from './sides';
import { cellAtSlot, cellsInWindow } from './slots';

/** Unit squares, row-major: the cell in row r, column c spans [c, c + 1] × [r, r + 1]. */
export const squareGeometry: ShapeGeometry = {
  slotCount: (topology) => topology.columns * topology.rows,

  /** Top, right, bottom, left. */
  forEachSide(topology: Topology, slot: number, side: Side, visit: (side: Side) => void): void {
    const row = Math.floor(slot / topology.columns);
    const col = slot - row * topology.columns;
    line(side, col, row, col + 1, row, cellAtSlot(topology, row - 1, col), visit);
    line(side, col + 1, row, col + 1, row + 1, cellAtSlot(topology, row, col + 1), visit);
    line(side, col + 1, row + 1, col, row + 1, cellAtSlot(topology, row + 1, col), visit);
    line(side, col, row + 1, col, row, cellAtSlot(topology, row, col - 1), visit);
  },

  cellBox(topology: Topology, slot: number, out: Box): Box {
    const row = Math.floor(slot / topology.columns);
    const col = slot - row * topology.columns;
    return setBox(out, col, row, col + 1, row + 1);
  },

  gridBounds: (topology) => ({ minX: 0, minY: 0, maxX: topology.columns, maxY: topology.rows }),

  cellAt: (topology, x, y) => cellAtSlot(topology, Math.floor(y), Math.floor(x)),

  cellsInRect(topology: Topology, box: Box, visit: (cell: number) => void): void {
    cellsInWindow(topology, Math.ceil(box.minX - 1), Math.floor(box.maxX), Math.ceil(box.minY - 1), Math.floor(box.maxY), visit);
  },
};
