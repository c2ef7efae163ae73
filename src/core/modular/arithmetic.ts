/**
 * Arithmetic modulo a prime p below 2^53, on plain numbers (doubles). Below SMALL_MODULUS a
 * product of two residues stays below 2^44 and 256 products add up exactly (below 2^52), so
 * an elimination can add whole dot products before it reduces them once; above it, products
 * go through bigint.
 */

/** The spanning-tree determinants work modulo primes below this. */
export const SMALL_MODULUS = 2 ** 22;

/** How many products of two residues a sum may hold before it must be reduced (256 · 2^44 = 2^52). */
export const EXACT_PRODUCTS = 256;

/**
 * x mod p for a whole number 0 ≤ x < 2^52 (a sum of at most EXACT_PRODUCTS products). The
 * quotient from a floating division is off by at most one, and q·p < 2^53 is exact, so one
 * correction either way gives the exact residue.
 */
export function reduce(x: number, p: number): number {
  const r = x - Math.floor(x / p) * p;
  return r < 0 ? r + p : r >= p ? r - p : r;
}

/** a·b mod p for residues a, b (exact for every p below 2^53). */
export function mulMod(a: number, b: number, p: number): number {
  if (p <= 2 ** 26) return reduce(a * b, p);
  return Number((BigInt(a) * BigInt(b)) % BigInt(p));
}

/** The inverse of a mod p (a not 0 mod p), by the extended Euclidean algorithm (every value stays below p: exact in doubles). */
export function invMod(a: number, p: number): number {
  let r0 = p;
  let r1 = a % p;
  let s0 = 0;
  let s1 = 1;
  while (r1 !== 0) {
    const q = Math.floor(r0 / r1);
    const r2 = r0 - q * r1;
    r0 = r1;
    r1 = r2;
    const s2 = s0 - q * s1;
    s0 = s1;
    s1 = s2;
  }
  if (r0 !== 1) throw new RangeError(`${a} has no inverse modulo ${p}`);
  return s0 < 0 ? s0 + p : s0;
}
