import { cellAt } from '../../core/shape/geometry';
import type { Topology } from '../../core';

/**
 * Painting cells on and off with a pointer, on a whole grid's topology (a cell's id is its
 * slot). The first cell a stroke touches decides it: a gap there paints cells on, a cell paints
 * them off, so one drag never undoes itself. Points are in the topology's units.
 */
export interface Stroke {
  /** What the stroke paints: 1 cells on, 0 off. */
  readonly value: 0 | 1;
  x: number;
  y: number;
  /** The last cell of the grid the stroke painted (it may have left the grid since). */
  slot: number;
}

/**
 * Between two pointer events a fast drag may cross many cells: the segment is walked in steps
 * of a fifth of a unit. Every shape's cell holds a circle of diameter 1 (neighbouring centres
 * are one unit apart), so a cell the segment crosses by more than a sliver is never skipped.
 */
const STEP = 0.2;

/** Sets a slot; true when it changed. */
function paint(cells: Uint8Array, slot: number, value: 0 | 1): boolean {
  if (slot < 0 || cells[slot] === value) return false;
  cells[slot] = value;
  return true;
}

/** Starts a stroke at (x, y), painting the cell there; null off the grid. `changed` hears each slot that changed. */
export function beginStroke(topology: Topology, cells: Uint8Array, x: number, y: number, changed: (slot: number) => void): Stroke | null {
  const slot = cellAt(topology, x, y);
  if (slot < 0) return null;
  const value = cells[slot] ? 0 : 1;
  if (paint(cells, slot, value)) changed(slot);
  return { value, x, y, slot };
}

/** The neighbour of `from` whose centre is nearest `to`'s. */
function nearestNeighbourToward(topology: Topology, from: number, to: number): number {
  const { offsets, neighbours, centres } = topology;
  let best = -1;
  let bestDistance = Infinity;
  for (let i = offsets[from]!; i < offsets[from + 1]!; i++) {
    const next = neighbours[i]!;
    const distance = Math.hypot(centres[2 * next]! - centres[2 * to]!, centres[2 * to + 1]! - centres[2 * next + 1]!);
    if (distance < bestDistance) [best, bestDistance] = [next, distance];
  }
  return best;
}

function isNeighbour(topology: Topology, a: number, b: number): boolean {
  for (let i = topology.offsets[a]!; i < topology.offsets[a + 1]!; i++) if (topology.neighbours[i] === b) return true;
  return false;
}

/** Steps between cells that meet only at a corner (a diagonal on squares, across a vertex on triangles) or a notch of the border: a few suffice. */
const MOST_BRIDGE_STEPS = 4;

/**
 * Paints the cells that join `to` to `from` across sides, when a stroke passed from one to the
 * other through a corner or a notch in the grid's border: a painted line is one piece, as a
 * maze's cells must be. Greedy, toward the nearer centre; when that takes more than a few
 * cells (the pointer left the grid and came back elsewhere) nothing is painted.
 */
function bridge(topology: Topology, cells: Uint8Array, from: number, to: number, value: 0 | 1, changed: (slot: number) => void): void {
  const route: number[] = [];
  let at = from;
  while (!isNeighbour(topology, at, to)) {
    at = nearestNeighbourToward(topology, at, to);
    if (at < 0 || at === to || route.length === MOST_BRIDGE_STEPS) return;
    route.push(at);
  }
  for (const slot of route) if (paint(cells, slot, value)) changed(slot);
}

/** Carries the stroke on to (x, y), painting every cell along the way. */
export function continueStroke(stroke: Stroke, topology: Topology, cells: Uint8Array, x: number, y: number, changed: (slot: number) => void): void {
  const steps = Math.max(1, Math.ceil(Math.hypot(x - stroke.x, y - stroke.y) / STEP));
  let last = -1;
  for (let step = 1; step <= steps; step++) {
    const slot = cellAt(topology, stroke.x + ((x - stroke.x) * step) / steps, stroke.y + ((y - stroke.y) * step) / steps);
    if (slot === last) continue;
    last = slot;
    if (slot < 0) continue;
    if (slot !== stroke.slot) bridge(topology, cells, stroke.slot, slot, stroke.value, changed);
    if (paint(cells, slot, stroke.value)) changed(slot);
    stroke.slot = slot;
  }
  stroke.x = x;
  stroke.y = y;
}
