import { UPSILON_APOTHEM } from '../shapes';
import type { Topology } from '../topology';
import type { ShapeGeometry } from './shapeGeometry';
import { line, setBox, type Box, type Side } from './sides';
import { cellAtSlot, cellsInWindow } from './slots';

/** The octagon's apothem and half side (the square's half side): a + h = 1 (see upsilonTopology). */
const A = UPSILON_APOTHEM;
const H = 1 - UPSILON_APOTHEM;

function isOctagon(row: number, col: number): boolean {
  return ((row + col) & 1) === 0;
}

/** Whether (dx, dy) from the centre of slot (row, col) lies in its tile (on the outline counts). */
function inTile(row: number, col: number, dx: number, dy: number): boolean {
  const x = Math.abs(dx);
  const y = Math.abs(dy);
  // An octagon is its square of half side a cut by its four diagonal sides, x + y ≤ a√2 = 1.
  return isOctagon(row, col) ? x <= A && y <= A && x + y <= 1 : x <= H && y <= H;
}

/**
 * Octagons and squares (upsilonTopology): slot (row, col) centred at (a + col, a + row), an
 * octagon of apothem a = √2 / 2 where row + col is even, a square of half side 1 − a where odd.
 */
export const upsilonGeometry: ShapeGeometry = {
  slotCount: (topology) => topology.columns * topology.rows,

  /** Octagons: north, north-east, east, south-east, south, south-west, west, north-west; squares: north, east, south, west. */
  forEachSide(topology: Topology, slot: number, side: Side, visit: (side: Side) => void): void {
    const row = Math.floor(slot / topology.columns);
    const col = slot - row * topology.columns;
    const cx = A + col;
    const cy = A + row;
    const at = (dr: number, dc: number) => cellAtSlot(topology, row + dr, col + dc);
    if (!isOctagon(row, col)) {
      line(side, cx - H, cy - H, cx + H, cy - H, at(-1, 0), visit);
      line(side, cx + H, cy - H, cx + H, cy + H, at(0, 1), visit);
      line(side, cx + H, cy + H, cx - H, cy + H, at(1, 0), visit);
      line(side, cx - H, cy + H, cx - H, cy - H, at(0, -1), visit);
      return;
    }
    line(side, cx - H, cy - A, cx + H, cy - A, at(-1, 0), visit);
    line(side, cx + H, cy - A, cx + A, cy - H, at(-1, 1), visit);
    line(side, cx + A, cy - H, cx + A, cy + H, at(0, 1), visit);
    line(side, cx + A, cy + H, cx + H, cy + A, at(1, 1), visit);
    line(side, cx + H, cy + A, cx - H, cy + A, at(1, 0), visit);
    line(side, cx - H, cy + A, cx - A, cy + H, at(1, -1), visit);
    line(side, cx - A, cy + H, cx - A, cy - H, at(0, -1), visit);
    line(side, cx - A, cy - H, cx - H, cy - A, at(-1, -1), visit);
  },

  cellBox(topology: Topology, slot: number, out: Box): Box {
    const row = Math.floor(slot / topology.columns);
    const col = slot - row * topology.columns;
    const half = isOctagon(row, col) ? A : H;
    return setBox(out, A + col - half, A + row - half, A + col + half, A + row + half);
  },

  /** Slot (0, 0) is an octagon, so the grid starts at 0; its far edges hold an octagon unless a single row or column ends on a square. */
  gridBounds: ({ columns, rows }) => ({
    minX: 0,
    minY: 0,
    maxX: A + columns - 1 + (rows > 1 || isOctagon(0, columns - 1) ? A : H),
    maxY: A + rows - 1 + (columns > 1 || isOctagon(rows - 1, 0) ? A : H),
  }),

  /**
   * O(1): the nearest slot centre, then its four orthogonal neighbours (an octagon reaches past
   * its slot's unit square into the squares' corners, and past the grid's edge slots).
   */
  cellAt(topology: Topology, x: number, y: number): number {
    const col = Math.round(x - A);
    const row = Math.round(y - A);
    for (const [dr, dc] of NEAREST_FIRST) {
      const r = row + dr;
      const c = col + dc;
      if (!inTile(r, c, x - A - c, y - A - r)) continue;
      const cell = cellAtSlot(topology, r, c);
      if (cell >= 0) return cell;
    }
    return -1;
  },

  cellsInRect(topology: Topology, box: Box, visit: (cell: number) => void): void {
    // A tile spans at most a either side of its centre, a + col.
    cellsInWindow(topology, Math.ceil(box.minX - 2 * A), Math.floor(box.maxX), Math.ceil(box.minY - 2 * A), Math.floor(box.maxY), visit);
  },
};

const NEAREST_FIRST: readonly (readonly [number, number])[] = [
  [0, 0],
  [0, 1],
  [0, -1],
  [1, 0],
  [-1, 0],
];
