import type { Topology } from '../../core';
import { onGridBorder } from '../../core/shape/geometry';

/**
 * Filling the inside of an outline drawn as a line of cells, on a whole grid's topology (a
 * cell's id is its slot; 1 = painted, 0 = a gap).
 *
 * Gaps spread across sides only, on every shape: the topology's own neighbours (4 on squares,
 * 6 on hexagons, 3 on triangles). A painted line is one piece across sides (paintStroke bridges
 * corners), and a gap region that spreads across sides cannot slip through such a line, nor
 * between two painted cells that meet only at a corner (a diagonal on squares, a vertex on
 * triangles): a closed line always holds its inside. Hexagons meet only across sides, so there
 * the choice is the only one. Each call is one breadth-first pass, O(slots).
 */

/** The gap region holding `slot`, bounded by painted cells: its slots marked 1. All zeros when `slot` is painted or off the grid. */
export function gapRegion(topology: Topology, cells: Uint8Array, slot: number): Uint8Array {
  const region = new Uint8Array(topology.cellCount);
  if (slot < 0 || slot >= topology.cellCount || cells[slot]) return region;
  const { offsets, neighbours } = topology;
  const queue = new Int32Array(topology.cellCount);
  let tail = 0;
  region[slot] = 1;
  queue[tail++] = slot;
  for (let head = 0; head < tail; head++) {
    const at = queue[head]!;
    for (let i = offsets[at]!; i < offsets[at + 1]!; i++) {
      const next = neighbours[i]!;
      if (region[next] || cells[next]) continue;
      region[next] = 1;
      queue[tail++] = next;
    }
  }
  return region;
}

/** The fill tool: the cells with the gap region at `slot` painted; null when there is nothing to fill there (a painted cell, or off the grid). Leaves `cells` alone. */
export function filledRegion(topology: Topology, cells: Uint8Array, slot: number): Uint8Array | null {
  const region = gapRegion(topology, cells, slot);
  let any = false;
  const filled = cells.slice();
  for (let at = 0; at < region.length; at++) {
    if (!region[at]) continue;
    filled[at] = 1;
    any = true;
  }
  return any ? filled : null;
}

/**
 * The enclosed gaps: those whose region cannot reach the grid's border without crossing a
 * painted cell (a region holding a border slot is open to the outside). One flood from every
 * border gap marks the outside; every other gap is enclosed.
 */
export function enclosedGaps(topology: Topology, cells: Uint8Array): Uint8Array {
  const { offsets, neighbours, cellCount } = topology;
  const outside = new Uint8Array(cellCount);
  const queue = new Int32Array(cellCount);
  let tail = 0;
  for (let slot = 0; slot < cellCount; slot++) {
    if (cells[slot] || !onGridBorder(topology, slot)) continue;
    outside[slot] = 1;
    queue[tail++] = slot;
  }
  for (let head = 0; head < tail; head++) {
    const at = queue[head]!;
    for (let i = offsets[at]!; i < offsets[at + 1]!; i++) {
      const next = neighbours[i]!;
      if (outside[next] || cells[next]) continue;
      outside[next] = 1;
      queue[tail++] = next;
    }
  }
  const enclosed = new Uint8Array(cellCount);
  for (let slot = 0; slot < cellCount; slot++) if (!cells[slot] && !outside[slot]) enclosed[slot] = 1;
  return enclosed;
}

/**
 * What a stroke closed: the gaps enclosed after it that were open to the outside before it, as
 * slots marked 1; null when the stroke closed nothing (it did not close a loop, it cleared
 * cells, or the loop held no gap). Gaps that were already enclosed before are not offered again.
 */
export function closedByStroke(topology: Topology, before: Uint8Array, after: Uint8Array): Uint8Array | null {
  const now = enclosedGaps(topology, after);
  const then = enclosedGaps(topology, before);
  let any = false;
  for (let slot = 0; slot < now.length; slot++) {
    if (now[slot] && !then[slot] && !before[slot]) any = true;
    else now[slot] = 0;
  }
  return any ? now : null;
}

/** The cells with the marked gaps painted; leaves both inputs alone. */
export function withFilled(cells: Uint8Array, gaps: Uint8Array): Uint8Array {
  const filled = cells.slice();
  for (let slot = 0; slot < filled.length; slot++) if (gaps[slot]) filled[slot] = 1;
  return filled;
}
