import { isLattice, latticeFirstWay, latticeNeighbours, latticeOpenNeighbours, latticeWayCount } from './squareLattice';
import type { Topology } from './topology';

/**
 * A topology's ways read the same on every kind: CSR arrays, or a square lattice's arithmetic
 * (squareLattice.ts), so code that walks a whole maze is written once and never makes a
 * 2000×2000 square build arrays. Way k of cell c is index firstWay(c) + k, the index of its
 * byte in a maze's `open`; a cell's ways end where the next cell's begin.
 */

/** The index of cell `cell`'s first way (cell may be cellCount: then the number of ways). */
export function firstWay(topology: Topology, cell: number): number {
  return isLattice(topology) ? latticeFirstWay(topology.columns, topology.rows, cell) : topology.offsets[cell]!;
}

/** How many ways the topology has: the length of a maze's `open`. */
export function wayCount(topology: Topology): number {
  return isLattice(topology) ? latticeWayCount(topology.columns, topology.rows) : topology.neighbours.length;
}

const mostOf = new WeakMap<Topology, number>();

/** The most ways a cell has: the room neighboursInto needs. Found once a topology. */
export function mostWays(topology: Topology): number {
  if (isLattice(topology)) return 4;
  let most = mostOf.get(topology);
  if (most === undefined) {
    most = 0;
    const { offsets } = topology;
    for (let cell = 0; cell < topology.cellCount; cell++) most = Math.max(most, offsets[cell + 1]! - offsets[cell]!);
    mostOf.set(topology, most);
  }
  return most;
}

/** Writes cell `cell`'s neighbours to `out` (room for mostWays) in way order; returns how many. */
export function neighboursInto(topology: Topology, cell: number, out: Int32Array): number {
  if (isLattice(topology)) return latticeNeighbours(topology.columns, topology.rows, cell, out);
  const { offsets, neighbours } = topology;
  const first = offsets[cell]!;
  const count = offsets[cell + 1]! - first;
  for (let k = 0; k < count; k++) out[k] = neighbours[first + k]!;
  return count;
}

/** A cell's centre, x (grows rightwards) and y (grows downwards), in the topology's units. */
export function centreX(topology: Topology, cell: number): number {
  return isLattice(topology) ? (cell % topology.columns) + 0.5 : topology.centres[2 * cell]!;
}

export function centreY(topology: Topology, cell: number): number {
  return isLattice(topology) ? Math.floor(cell / topology.columns) + 0.5 : topology.centres[2 * cell + 1]!;
}

/**
 * Writes to `out` (room for mostWays) the cells an open passage joins to `cell`, in way order,
 * where `open` is a maze's byte a way; returns how many. What a walk through a maze asks of a cell.
 */
export function openNeighboursInto(topology: Topology, open: Uint8Array, cell: number, out: Int32Array): number {
  if (isLattice(topology)) return latticeOpenNeighbours(topology.columns, topology.rows, open, cell, out);
  const { offsets, neighbours } = topology;
  let count = 0;
  for (let i = offsets[cell]!, end = offsets[cell + 1]!; i < end; i++) if (open[i] === 1) out[count++] = neighbours[i]!;
  return count;
}
