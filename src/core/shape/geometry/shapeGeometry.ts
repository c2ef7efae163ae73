import type { Topology } from '../topology';
import type { Box, Side } from './sides';

/**
 * What a shape knows of its cells' geometry, from the grid its topology was laid out on (see
 * shapes.ts for the centres it must agree with). One file a shape implements it, and the
 * registry (geometries.ts) maps each ShapeId to it, so a new shape is one new file. Units are
 * the topology's (y down, as on screen). Cells are named by grid slot on the way in (the
 * caller maps a masked topology's cell to its slot) and by cell id on the way out (a slot a
 * mask removed is -1).
 */
export interface ShapeGeometry {
  /** Slots in the grid (polar: every cell of the whole disc). */
  slotCount(topology: Topology): number;
  /**
   * Calls `visit` with each side of the outline of the cell in `slot`, clockwise on screen, the
   * end of one side the start of the next, through the one `side` record (its index already 0).
   * The neighbour across a side comes from the grid's slots, never from the CSR order, so a
   * masked topology reports -1 where the cell across was removed.
   */
  forEachSide(topology: Topology, slot: number, side: Side, visit: (side: Side) => void): void;
  /** The box round the outline of the cell in `slot`, written into `out`. */
  cellBox(topology: Topology, slot: number, out: Box): Box;
  /** The box round the whole grid, every slot a cell. */
  gridBounds(topology: Topology): Box;
  /** The cell whose outline holds (x, y), or -1 outside the shape or in a masked-out cell. */
  cellAt(topology: Topology, x: number, y: number): number;
  /** Calls `visit` once with every cell whose outline may meet `box` (a few more at its edges). */
  cellsInRect(topology: Topology, box: Box, visit: (cell: number) => void): void;
}
