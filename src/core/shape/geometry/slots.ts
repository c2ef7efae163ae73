import type { Topology } from '../topology';

/**
 * From a grid slot back to its cell. A whole topology's cell ids are its slots; a masked one
 * keeps `slots` (cell → slot), and the inverse is built once per topology on first use.
 */

const cellsOfSlots = new WeakMap<Topology, Int32Array>();
// The last one asked for, kept at hand: a sampled picture asks once a pixel.
let lastCells: { topology: Topology; cells: Int32Array } | null = null;

/** The cell in grid slot `slot`, or -1 where a mask removed it or the slot is off the grid. */
export function cellOfSlot(topology: Topology, slot: number): number {
  const slots = topology.slots;
  if (!slots) return slot >= 0 && slot < topology.cellCount ? slot : -1;
  if (lastCells?.topology === topology) return slot >= 0 && slot < lastCells.cells.length ? lastCells.cells[slot]! : -1;
  let cells = cellsOfSlots.get(topology);
  if (!cells) {
    // As long as the largest slot kept: every slot past it is masked out or off the grid alike
    // (-1 either way), and the grid's slot count is the shape's to know, not this file's.
    let largest = -1;
    for (let cell = 0; cell < slots.length; cell++) largest = Math.max(largest, slots[cell]!);
    cells = new Int32Array(largest + 1).fill(-1);
    for (let cell = 0; cell < slots.length; cell++) cells[slots[cell]!] = cell;
    cellsOfSlots.set(topology, cells);
  }
  lastCells = { topology, cells };
  return slot >= 0 && slot < cells.length ? cells[slot]! : -1;
}

/** The cell at (row, col) of a grid shape, -1 off the grid or masked out. */
export function cellAtSlot(topology: Topology, row: number, col: number): number {
  if (row < 0 || col < 0 || row >= topology.rows || col >= topology.columns) return -1;
  return cellOfSlot(topology, row * topology.columns + col);
}

/** Calls `visit` with every cell in rows rowFrom..rowTo and columns colFrom..colTo, clamped to the grid. */
export function cellsInWindow(topology: Topology, colFrom: number, colTo: number, rowFrom: number, rowTo: number, visit: (cell: number) => void): void {
  colFrom = Math.max(0, colFrom);
  rowFrom = Math.max(0, rowFrom);
  colTo = Math.min(topology.columns - 1, colTo);
  rowTo = Math.min(topology.rows - 1, rowTo);
  for (let row = rowFrom; row <= rowTo; row++)
    for (let col = colFrom; col <= colTo; col++) {
      const cell = cellAtSlot(topology, row, col);
      if (cell >= 0) visit(cell);
    }
}
