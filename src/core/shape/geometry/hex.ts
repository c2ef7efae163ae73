import type { Topology } from '../topology';
import type { ShapeGeometry } from './shapeGeometry';
import { line, setBox, type Box, type Side } from './sides';
import { cellAtSlot, cellsInWindow } from './slots';

/** Hex side (flat-top hexagons, see hexTopology): neighbouring centres one unit apart. */
const HEX_SIDE = 1 / Math.sqrt(3);

/**
 * Flat-topped hexagons in columns, odd columns half a cell lower (offset coordinates), side
 * 1/√3 so neighbouring centres are one unit apart: columns 1.5 sides apart, rows 1 apart.
 */
export const hexGeometry: ShapeGeometry = {
  slotCount: (topology) => topology.columns * topology.rows,

  /** North, north-east, south-east, south, south-west, north-west. */
  forEachSide(topology: Topology, slot: number, side: Side, visit: (side: Side) => void): void {
    const row = Math.floor(slot / topology.columns);
    const col = slot - row * topology.columns;
    const s = HEX_SIDE;
    const odd = col % 2 === 1;
    const cx = s + col * 1.5 * s;
    const cy = 0.5 + row + (odd ? 0.5 : 0);
    const northRow = odd ? row : row - 1;
    const top = cy - 0.5;
    const bottom = cy + 0.5;
    line(side, cx - s / 2, top, cx + s / 2, top, cellAtSlot(topology, row - 1, col), visit);
    line(side, cx + s / 2, top, cx + s, cy, cellAtSlot(topology, northRow, col + 1), visit);
    line(side, cx + s, cy, cx + s / 2, bottom, cellAtSlot(topology, northRow + 1, col + 1), visit);
    line(side, cx + s / 2, bottom, cx - s / 2, bottom, cellAtSlot(topology, row + 1, col), visit);
    line(side, cx - s / 2, bottom, cx - s, cy, cellAtSlot(topology, northRow + 1, col - 1), visit);
    line(side, cx - s, cy, cx - s / 2, top, cellAtSlot(topology, northRow, col - 1), visit);
  },

  cellBox(topology: Topology, slot: number, out: Box): Box {
    const row = Math.floor(slot / topology.columns);
    const col = slot - row * topology.columns;
    const cx = HEX_SIDE + col * 1.5 * HEX_SIDE;
    const cy = 0.5 + row + (col % 2 === 1 ? 0.5 : 0);
    return setBox(out, cx - HEX_SIDE, cy - 0.5, cx + HEX_SIDE, cy + 0.5);
  },

  gridBounds: ({ columns, rows }) => ({ minX: 0, minY: 0, maxX: 2 * HEX_SIDE + 1.5 * HEX_SIDE * (columns - 1), maxY: rows + (columns > 1 ? 0.5 : 0) }),

  /**
   * A column's middle band (between its hexagons' slanted sides) is the column's alone; the
   * strip where two columns' slanted sides zigzag goes to the nearer of two centres (hexagons
   * tile the plane as the Voronoi cells of their centres). O(1).
   */
  cellAt(topology: Topology, x: number, y: number): number {
    const step = 1.5 * HEX_SIDE;
    const col = Math.floor(x / step);
    const offset = (col & 1) === 1 ? 0.5 : 0;
    const row = Math.floor(y - offset);
    if (x - col * step >= HEX_SIDE / 2) return cellAtSlot(topology, row, col);
    const leftOffset = 0.5 - offset;
    const leftRow = Math.floor(y - leftOffset);
    const dx = x - (HEX_SIDE + col * step);
    const dy = y - (0.5 + row + offset);
    const ldx = dx + step;
    const ldy = y - (0.5 + leftRow + leftOffset);
    return dx * dx + dy * dy <= ldx * ldx + ldy * ldy ? cellAtSlot(topology, row, col) : cellAtSlot(topology, leftRow, col - 1);
  },

  cellsInRect(topology: Topology, box: Box, visit: (cell: number) => void): void {
    const step = 1.5 * HEX_SIDE;
    cellsInWindow(topology, Math.ceil((box.minX - 2 * HEX_SIDE) / step), Math.floor(box.maxX / step), Math.ceil(box.minY - 1.5), Math.floor(box.maxY), visit);
  },
};
