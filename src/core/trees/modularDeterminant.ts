import type { Topology } from '../shape/topology';
import type { Envelope } from './envelope';
import { EXACT_PRODUCTS, invMod, mulMod, reduce } from '../modular/arithmetic';

/**
 * The determinant of the reduced Laplacian modulo a prime p < 2^22, by symmetric Gaussian
 * elimination (A = L·D·Lᵀ, L unit lower triangular) inside the envelope, row by row
 * (the bordering, or Crout, form): row i's entries are dot products of itself with earlier
 * rows, each summed exactly in a double and reduced once (see modular.ts). The determinant
 * is the product of the pivots D. Costs `envelope.work` multiply-adds.
 *
 * Without pivoting, a pivot that is 0 mod p stops the elimination even when the determinant
 * is not 0 mod p: then this returns −1 and the caller takes another prime. (The reduced
 * Laplacian of a connected graph is positive definite, so over the rationals no pivot is 0;
 * mod p one vanishes only when p divides a leading minor, rarely for a large p.)
 *
 * `rows` (envelope.start[size] entries) and `pivotInverses` (size entries) are scratch.
 */
export function determinantModulo(topology: Topology, envelope: Envelope, p: number, rows: Float64Array, pivotInverses: Float64Array): number {
  const { offsets, neighbours } = topology;
  const { size, cellAt, positionOf, first, start } = envelope;
  let determinant = 1;
  for (let i = 0; i < size; i++) {
    const fi = first[i]!;
    // Row i's column j lives at rows[base + j].
    const base = start[i]! - fi;
    for (let j = fi; j < i; j++) rows[base + j] = 0;
    const cell = cellAt[i]!;
    for (let k = offsets[cell]!; k < offsets[cell + 1]!; k++) {
      const j = positionOf[neighbours[k]!]!;
      if (j < i) rows[base + j] = reduce(rows[base + j]! + p - 1, p);
    }
    // g_ij = a_ij − Σ_k g_ik·l_jk: row i (still g, unscaled) against row j (already l).
    for (let j = fi; j < i; j++) {
      const fj = first[j]!;
      const other = start[j]! - fj;
      let k = fi > fj ? fi : fj;
      let sum = 0;
      while (k < j) {
        const end = Math.min(j, k + EXACT_PRODUCTS);
        let part = 0;
        for (; k < end; k++) part += rows[base + k]! * rows[other + k]!;
        sum = reduce(sum + part, p);
      }
      rows[base + j] = reduce(rows[base + j]! - sum + p, p);
    }
    // d_i = a_ii − Σ_k g_ik·l_ik, and the row becomes l_ik = g_ik / d_k.
    let sum = 0;
    let pending = 0;
    for (let k = fi; k < i; k++) {
      const g = rows[base + k]!;
      const l = mulMod(g, pivotInverses[k]!, p);
      rows[base + k] = l;
      sum += g * l;
      if (++pending === EXACT_PRODUCTS) {
        sum = reduce(sum, p);
        pending = 0;
      }
    }
    const degree = offsets[cell + 1]! - offsets[cell]!;
    const pivot = reduce(degree % p - reduce(sum, p) + p, p);
    if (pivot === 0) return -1;
    rows[base + i] = pivot;
    pivotInverses[i] = invMod(pivot, p);
    determinant = mulMod(determinant, pivot, p);
  }
  return determinant;
}
