/**
 * The dense step of the multifrontal elimination: a front is a symmetric positive definite
 * m×m matrix (its lower triangle, column-major: entry (i, j), i ≥ j, at j·m + i). Eliminating
 * its first k rows and columns (Cholesky in LDLᵀ form, no pivoting: positive definite needs
 * none) leaves their pivots' logarithms, summed, and the Schur complement of the rest in
 * the trailing (m−k)×(m−k) corner: what the rest of the matrix sees once they are gone.
 *
 * Blocked for speed in plain JavaScript: a panel of PANEL columns is factored, then the
 * trailing corner takes the panel's whole update in one sweep, two columns by four panel
 * columns at a time (eight multiply-adds for six loads and two stores; about 3·10⁹
 * multiply-adds a second in Node on one core, three times the simple loop). Costs
 * (m³ − (m−k)³) / 6 multiply-adds.
 */
const PANEL = 64;

/** Multiply-adds to eliminate k of a front's m rows. */
export function frontWork(m: number, k: number): number {
  return (m ** 3 - (m - k) ** 3) / 6;
}

/**
 * Eliminates the first k of the m rows of `front` in place; returns the sum of the pivots'
 * natural logarithms. `inverses` (k entries at least) is scratch. A pivot that is not positive
 * (the matrix was not positive definite) gives NaN.
 */
export function eliminateFront(front: Float64Array, m: number, k: number, inverses: Float64Array): number {
  const F = front;
  let logDet = 0;
  for (let jb = 0; jb < k; jb += PANEL) {
    const je = Math.min(k, jb + PANEL);
    // The panel itself, column by column. Its columns keep L·d (not yet divided by the pivot).
    for (let j = jb; j < je; j++) {
      const cj = j * m;
      const pivot = F[cj + j]!;
      if (!(pivot > 0)) return Number.NaN;
      logDet += Math.log(pivot);
      const inverse = 1 / pivot;
      inverses[j] = inverse;
      for (let c = j + 1; c < je; c++) {
        const f = F[cj + c]! * inverse;
        if (f === 0) continue;
        const cc = c * m;
        for (let i = c; i < m; i++) F[cc + i] = F[cc + i]! - F[cj + i]! * f;
      }
    }
    updateTrailing(F, m, jb, je, inverses);
  }
  return logDet;
}

/** Columns je … m−1 (their lower part) less the panel jb … je−1's update: F[i][c] −= Σ_t F[i][t]·F[c][t] / d_t. */
function updateTrailing(F: Float64Array, m: number, jb: number, je: number, inverses: Float64Array): void {
  let c = je;
  for (; c + 1 < m; c += 2) {
    const ca = c * m;
    const cb = ca + m;
    let t = jb;
    for (; t + 3 < je; t += 4) {
      const c0 = t * m;
      const c1 = c0 + m;
      const c2 = c1 + m;
      const c3 = c2 + m;
      const r0 = inverses[t]!;
      const r1 = inverses[t + 1]!;
      const r2 = inverses[t + 2]!;
      const r3 = inverses[t + 3]!;
      const a0 = F[c0 + c]! * r0;
      const a1 = F[c1 + c]! * r1;
      const a2 = F[c2 + c]! * r2;
      const a3 = F[c3 + c]! * r3;
      const b0 = F[c0 + c + 1]! * r0;
      const b1 = F[c1 + c + 1]! * r1;
      const b2 = F[c2 + c + 1]! * r2;
      const b3 = F[c3 + c + 1]! * r3;
      if (a0 === 0 && a1 === 0 && a2 === 0 && a3 === 0 && b0 === 0 && b1 === 0 && b2 === 0 && b3 === 0) continue;
      // Column c's diagonal, then both columns from row c + 1 down.
      F[ca + c] = F[ca + c]! - (F[c0 + c]! * a0 + F[c1 + c]! * a1 + F[c2 + c]! * a2 + F[c3 + c]! * a3);
      for (let i = c + 1; i < m; i++) {
        const x0 = F[c0 + i]!;
        const x1 = F[c1 + i]!;
        const x2 = F[c2 + i]!;
        const x3 = F[c3 + i]!;
        F[ca + i] = F[ca + i]! - (x0 * a0 + x1 * a1 + x2 * a2 + x3 * a3);
        F[cb + i] = F[cb + i]! - (x0 * b0 + x1 * b1 + x2 * b2 + x3 * b3);
      }
    }
    for (; t < je; t++) {
      const c0 = t * m;
      const a0 = F[c0 + c]! * inverses[t]!;
      const b0 = F[c0 + c + 1]! * inverses[t]!;
      if (a0 === 0 && b0 === 0) continue;
      F[ca + c] = F[ca + c]! - F[c0 + c]! * a0;
      for (let i = c + 1; i < m; i++) {
        const x0 = F[c0 + i]!;
        F[ca + i] = F[ca + i]! - x0 * a0;
        F[cb + i] = F[cb + i]! - x0 * b0;
      }
    }
  }
  if (c < m) {
    const cc = c * m;
    for (let t = jb; t < je; t++) F[cc + c] = F[cc + c]! - F[t * m + c]! * F[t * m + c]! * inverses[t]!;
  }
}
