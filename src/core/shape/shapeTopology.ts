import type { Mask } from './mask';
import { hexTopology, squareTopology, triangleTopology, upsilonTopology } from './shapes';
import type { ShapeId, Topology } from './topology';

/** Every shape, in menu order. */
export const SHAPE_IDS: readonly ShapeId[] = ['square', 'hex', 'triangle', 'upsilon', 'polar'];

export function isShapeId(value: unknown): value is ShapeId {
  return (SHAPE_IDS as readonly unknown[]).includes(value);
}

/** The shapes laid out on a W×H grid, which a mask can cut. */
export type GridShapeId = Exclude<ShapeId, 'polar'>;

export function isGridShape(shape: ShapeId): shape is GridShapeId {
  return shape !== 'polar';
}

/** The whole W×H grid of a shape, every slot a cell. */
export function gridTopology(shape: GridShapeId, width: number, height: number): Topology {
  if (shape === 'hex') return hexTopology(width, height);
  if (shape === 'triangle') return triangleTopology(width, height);
  if (shape === 'upsilon') return upsilonTopology(width, height);
  return squareTopology(width, height);
}

/**
 * Only the mask's cells of a whole grid's topology: renumbered compactly in slot order (so a
 * cell's id grows with its slot), each keeping its centre and its neighbours among the kept
 * cells in the shape's own order; `slots` maps each cell back to its slot.
 */
export function maskTopology(whole: Topology, mask: Mask): Topology {
  const slotCount = whole.cellCount;
  const cellOf = new Int32Array(slotCount).fill(-1);
  let cellCount = 0;
  for (let slot = 0; slot < slotCount; slot++) if (mask.cells[slot]) cellOf[slot] = cellCount++;
  const slots = new Int32Array(cellCount);
  const offsets = new Int32Array(cellCount + 1);
  const centres = new Float64Array(cellCount * 2);
  const kept = new Int32Array(whole.neighbours.length);
  let size = 0;
  for (let slot = 0; slot < slotCount; slot++) {
    const cell = cellOf[slot]!;
    if (cell < 0) continue;
    slots[cell] = slot;
    offsets[cell] = size;
    centres[2 * cell] = whole.centres[2 * slot]!;
    centres[2 * cell + 1] = whole.centres[2 * slot + 1]!;
    for (let i = whole.offsets[slot]!; i < whole.offsets[slot + 1]!; i++) {
      const neighbour = cellOf[whole.neighbours[i]!]!;
      if (neighbour >= 0) kept[size++] = neighbour;
    }
  }
  offsets[cellCount] = size;
  return { ...whole, cellCount, offsets, neighbours: kept.slice(0, size), centres, slots };
}

/**
 * The topology of a square, hex or triangle maze: the whole W×H grid, or with a mask only its
 * cells (the mask's width and height then set the grid, and `width`/`height` are not read).
 * Polar mazes have no grid to mask: they come from polarTopology(rings).
 */
export function shapeTopology(shape: ShapeId, width: number, height: number, mask: Mask | null): Topology {
  if (!isGridShape(shape)) throw new RangeError('a polar topology is made by polarTopology(rings): it has rings, not a width, height or mask');
  if (mask === null) return gridTopology(shape, width, height);
  return maskTopology(gridTopology(shape, mask.width, mask.height), mask);
}
