import { GEOMETRIES } from './geometry/geometries';
import { levelCorner, levelsGeometry } from './geometry/levels';
import type { ShapeGeometry } from './geometry/shapeGeometry';
import { newSide, type Box, type Side } from './geometry/sides';
import { knownShapeBounds, knowShapeBounds } from './shapeBounds';
import { levelOf } from './levels';
import { slotOf, type Topology } from './topology';
import { centreX, centreY } from './ways';

/**
 * The geometry of a topology's cells, whatever its shape: each cell's outline side by side, the
 * bounds of the whole shape, the cell under a point and the cells meeting a rectangle. Each
 * shape answers in its own file under geometry/ (see ShapeGeometry); this file maps cells to
 * slots and back, and holds what follows for every shape alike (masked bounds, doors).
 *
 * Outlines run clockwise on screen, so a side two cells share is walked once each way: the same
 * two endpoints, reversed (polar: the same arc, its angles swapped).
 */

export { newSide, type Box, type Side } from './geometry/sides';
export { cellOfSlot } from './geometry/slots';
export { levelBounds } from './geometry/levels';

/** The geometry that draws a topology: its shape's, or the levels' panels side by side (geometry/levels.ts). */
function geometryOf(topology: Topology): ShapeGeometry {
  return topology.levels === undefined ? GEOMETRIES[topology.shape] : levelsGeometry;
}

/** Slots in the grid a topology was laid out on (polar: every cell of the whole disc). */
export function slotCount(topology: Topology): number {
  return geometryOf(topology).slotCount(topology);
}

const scratch = newSide();

/**
 * Calls `visit` with each side of `cell`'s outline in turn, clockwise on screen, the end of one
 * side the start of the next. The Side passed is one record, overwritten for every side (pass
 * your own `into` when visiting sides of another cell from inside `visit`): copy what you keep.
 * Each shape's file says its order of sides.
 */
export function forEachSide(topology: Topology, cell: number, visit: (side: Side) => void, into: Side = scratch): void {
  into.index = 0;
  geometryOf(topology).forEachSide(topology, slotOf(topology, cell), into, visit);
}

/** Whether a side of `cell`'s outline lies on the shape's border (or a mask's): nothing is across it. */
export function onGridBorder(topology: Topology, cell: number): boolean {
  let border = false;
  forEachSide(topology, cell, (side) => {
    if (side.neighbour < 0) border = true;
  });
  return border;
}

/** The box round one cell's outline, written into `out`. */
export function cellBox(topology: Topology, cell: number, out: Box): Box {
  return geometryOf(topology).cellBox(topology, slotOf(topology, cell), out);
}


/** The box round every cell's outline (a masked topology: round the cells it kept). Once a topology. */
export function shapeBounds(topology: Topology): Box {
  let bounds = knownShapeBounds(topology);
  if (!bounds) {
    const { slots } = topology;
    bounds = !slots ? geometryOf(topology).gridBounds(topology) : topology.shape === 'polar' ? boundsOfCells(topology) : boundsOfSlots(topology, slots);
    knowShapeBounds(topology, bounds);
  }
  return { ...bounds };
}

/** The union of every cell's box: one box a cell (masked circles). */
function boundsOfCells(topology: Topology): Box {
  const bounds = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  const box: Box = { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  for (let cell = 0; cell < topology.cellCount; cell++) widen(bounds, cellBox(topology, cell, box));
  return bounds;
}

/**
 * The union of the kept slots' boxes on a grid shape (square, hex, triangle), from at most eight
 * boxes. A slot's box there is its class's box (row and column parity: hex columns and triangle
 * orientations alternate) moved by whole rows and columns: its x grows with the column, its y
 * with the row. So within a class the least x and y are those of the slot at the class's least
 * row and column, and the greatest at its greatest: one pass of integer work over the slots (a
 * 4-million-cell outline takes milliseconds, where a box a cell took ~85 ms on the page's thread).
 */
function boundsOfSlots(topology: Topology, slots: Int32Array): Box {
  const { columns } = topology;
  // Per class (row & 1) * 2 + (col & 1): least row, least column, greatest row, greatest column.
  const extremes = new Int32Array(16).fill(-1);
  // Slots come in increasing order (shapeTopology keeps the grid's): the row moves on by
  // comparison, with a division only for a slot out of order.
  let row = 0;
  let rowStart = 0;
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]!;
    if (slot < rowStart || slot >= rowStart + columns) {
      row = slot < rowStart + 2 * columns && slot >= rowStart ? row + 1 : Math.floor(slot / columns);
      rowStart = row * columns;
    }
    const col = slot - rowStart;
    const at = (((row & 1) << 1) | (col & 1)) * 4;
    if (extremes[at] === -1) {
      extremes[at] = extremes[at + 2] = row;
      extremes[at + 1] = extremes[at + 3] = col;
      continue;
    }
    if (row < extremes[at]!) extremes[at] = row;
    if (col < extremes[at + 1]!) extremes[at + 1] = col;
    if (row > extremes[at + 2]!) extremes[at + 2] = row;
    if (col > extremes[at + 3]!) extremes[at + 3] = col;
  }
  const geometry = geometryOf(topology);
  const bounds = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  const box: Box = { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  for (let at = 0; at < 16; at += 4) {
    if (extremes[at] === -1) continue;
    widen(bounds, geometry.cellBox(topology, extremes[at]! * columns + extremes[at + 1]!, box));
    widen(bounds, geometry.cellBox(topology, extremes[at + 2]! * columns + extremes[at + 3]!, box));
  }
  return bounds;
}

function widen(bounds: Box, box: Box): void {
  bounds.minX = Math.min(bounds.minX, box.minX);
  bounds.minY = Math.min(bounds.minY, box.minY);
  bounds.maxX = Math.max(bounds.maxX, box.maxX);
  bounds.maxY = Math.max(bounds.maxY, box.maxY);
}

const corner = { x: 0, y: 0 };

/**
 * Where a cell's centre is drawn, x then y: its centre (ways.ts centreX), moved onto its level's
 * panel on a maze of several levels (whose centres are their place on their level). What the
 * picture, the player's marker and the view's focus use; moves and distances use the centre.
 */
export function drawnCentreX(topology: Topology, cell: number): number {
  return topology.levels === undefined ? centreX(topology, cell) : centreX(topology, cell) + levelCorner(topology, levelOf(topology, cell), corner).x;
}

export function drawnCentreY(topology: Topology, cell: number): number {
  return topology.levels === undefined ? centreY(topology, cell) : centreY(topology, cell) + levelCorner(topology, levelOf(topology, cell), corner).y;
}

/**
 * The cell whose outline holds (x, y), or -1 outside the shape (or in a masked-out cell).
 * O(1) for grid shapes (slot arithmetic), O(log rings) for polar. A point on a side shared by
 * two cells goes to one of them.
 */
export function cellAt(topology: Topology, x: number, y: number): number {
  return geometryOf(topology).cellAt(topology, x, y);
}

/**
 * Calls `visit` once with every cell whose outline may meet `box` (a few more at its edges):
 * what a zoomed-in view draws. The cost follows the cells in the box, not the maze.
 */
export function cellsInRect(topology: Topology, box: Box, visit: (cell: number) => void): void {
  geometryOf(topology).cellsInRect(topology, box, visit);
}

/**
 * The side of `cell` through which the maze is entered or left when the cell is its start or
 * goal: of its sides on the shape's border, the one lying furthest across from the shape's
 * middle (left or right first, then up or down), so a square maze's doors sit in its left and
 * right walls as in the block style. -1 when the cell has no side on the border.
 */
export function doorSide(topology: Topology, cell: number): number {
  const bounds = shapeBounds(topology);
  const middleX = (bounds.minX + bounds.maxX) / 2;
  const middleY = (bounds.minY + bounds.maxY) / 2;
  let door = -1;
  let bestX = -Infinity;
  let bestY = -Infinity;
  forEachSide(
    topology,
    cell,
    (side) => {
      if (side.neighbour !== -1) return;
      const midX = side.arc ? side.radius * Math.cos((side.from + side.to) / 2) : (side.x0 + side.x1) / 2;
      const midY = side.arc ? side.radius * Math.sin((side.from + side.to) / 2) : (side.y0 + side.y1) / 2;
      const across = Math.abs(midX - middleX);
      const down = Math.abs(midY - middleY);
      if (across > bestX + 1e-9 || (across > bestX - 1e-9 && down > bestY)) {
        door = side.index;
        bestX = across;
        bestY = down;
      }
    },
    newSide(),
  );
  return door;
}
