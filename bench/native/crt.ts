/**
 * The Chinese remainder theorem: FGPC counts a grid's paths modulo one prime a run, and the
 * exact count is the one number below the primes' product that has every residue.
 */

/** One run's answer: the count modulo `modulus`. */
export interface Residue {
  residue: bigint;
  modulus: bigint;
}

/** The inverse of `a` modulo the prime (or coprime) `m`, by the extended Euclidean algorithm. */
function inverse(a: bigint, m: bigint): bigint {
  let [oldR, r] = [((a % m) + m) % m, m];
  let [oldS, s] = [1n, 0n];
  while (r !== 0n) {
    const q = oldR / r;
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
  }
  if (oldR !== 1n) throw new Error(`crt: ${a} has no inverse modulo ${m}`);
  return ((oldS % m) + m) % m;
}

/** The least non-negative number with every residue; exact when the count is below the moduli's product. */
export function combineResidues(residues: readonly Residue[]): bigint {
  const product = residues.reduce((p, { modulus }) => p * modulus, 1n);
  let sum = 0n;
  for (const { residue, modulus } of residues) {
    const others = product / modulus;
    sum += residue * others * inverse(others, modulus);
  }
  return sum % product;
}

/** The first moduli of `moduli` whose product exceeds `bound`: as few runs as the exact count needs. */
export function moduliFor(bound: bigint, moduli: readonly bigint[]): bigint[] {
  const chosen: bigint[] = [];
  let product = 1n;
  for (const modulus of moduli) {
    if (product > bound) break;
    chosen.push(modulus);
    product *= modulus;
  }
  if (product <= bound) throw new Error(`crt: the moduli's product is not above ${bound}`);
  return chosen;
}
