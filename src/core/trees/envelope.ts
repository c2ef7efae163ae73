import type { Topology } from '../shape/topology';

/**
 * The envelope (profile) of a connected topology's reduced Laplacian in a given cell order:
 * the matrix-tree theorem's matrix, the Laplacian (a cell's degree on the diagonal, −1 for
 * each neighbour) without the row and column of one cell, here the last in the order (the
 * "grounded" cell; any one gives the same determinant).
 *
 * Row i (a cell's position in the order) spans the columns first[i] … i: from its earliest
 * neighbour to the diagonal. Gaussian elimination without pivoting fills in only inside that
 * envelope (a row never gains an entry left of its first neighbour), so the factors fit in
 * the same rows, stored one after another: row i's column j at `start[i] + j − first[i]`.
 */
export interface Envelope {
  /** Rows of the reduced Laplacian: the cells but one. */
  readonly size: number;
  /** The cells in order (position → cell); the last one is grounded. */
  readonly cellAt: Int32Array;
  /** Each cell's position in the order. */
  readonly positionOf: Int32Array;
  /** Each row's first column. */
  readonly first: Int32Array;
  /** Where each row begins in the row store; start[size] is the store's length. */
  readonly start: Int32Array;
  /**
   * Multiply-adds of one elimination: Σ over the envelope's entries of the dot product that
   * finds it. The cost of one determinant, to foresee how long a count takes; Infinity once
   * past the limit laplacianEnvelope was given (the sum stops there).
   */
  readonly work: number;
}

export function laplacianEnvelope(topology: Topology, order: Int32Array, workLimit = Infinity): Envelope {
  const { cellCount, offsets, neighbours } = topology;
  const size = Math.max(0, cellCount - 1);
  const positionOf = new Int32Array(cellCount);
  for (let position = 0; position < cellCount; position++) positionOf[order[position]!] = position;
  const first = new Int32Array(size);
  const start = new Int32Array(size + 1);
  let work = 0;
  for (let i = 0; i < size; i++) {
    const cell = order[i]!;
    let fi = i;
    for (let k = offsets[cell]!; k < offsets[cell + 1]!; k++) fi = Math.min(fi, positionOf[neighbours[k]!]!);
    first[i] = fi;
    start[i + 1] = start[i]! + (i - fi + 1);
    if (work > workLimit) continue;
    for (let j = fi; j < i; j++) work += j - Math.max(fi, first[j]!);
    work += i - fi;
  }
  return { size, cellAt: order, positionOf, first, start, work: work > workLimit ? Infinity : work };
}

/**
 * log2 of the product of the kept cells' degrees: Hadamard's inequality for a positive
 * semidefinite matrix (its determinant is at most the product of its diagonal) bounds the
 * count by it, so primes whose product exceeds it pin the count down exactly.
 */
export function degreeBoundBits(topology: Topology, envelope: Envelope): number {
  let bits = 0;
  for (let i = 0; i < envelope.size; i++) {
    const cell = envelope.cellAt[i]!;
    bits += Math.log2(topology.offsets[cell + 1]! - topology.offsets[cell]!);
  }
  return bits;
}
