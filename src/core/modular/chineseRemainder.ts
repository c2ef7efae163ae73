/**
 * The one whole number x with 0 ≤ x < p0·p1·…·pk that has the residue `residues[i]` modulo
 * `primes[i]` for every i (distinct primes below 2^53), by Garner's algorithm: first x's
 * digits in the mixed radix p0, p1, … , then x itself by Horner's rule. When a count is known
 * to be below the product of the primes, x is the count. O(k²) small bigint operations.
 */
export function chineseRemainder(residues: readonly number[], primes: readonly number[]): bigint {
  if (residues.length !== primes.length) throw new RangeError(`${residues.length} residues for ${primes.length} primes`);
  const p = primes.map(BigInt);
  const digits: bigint[] = [];
  for (let i = 0; i < p.length; i++) {
    const pi = p[i]!;
    // x ≡ d0 + p0·(d1 + p1·(d2 + …)) (mod pi): peel the digits found so far off the residue.
    let digit = BigInt(residues[i]!) % pi;
    for (let j = 0; j < i; j++) digit = (((digit - digits[j]!) % pi) + pi) % pi * inverse(p[j]! % pi, pi) % pi;
    digits.push(digit);
  }
  let x = 0n;
  for (let i = p.length - 1; i >= 0; i--) x = x * p[i]! + digits[i]!;
  return x;
}

/** a⁻¹ mod p for a prime p not dividing a (extended Euclid). */
function inverse(a: bigint, p: bigint): bigint {
  let [r0, r1] = [p, ((a % p) + p) % p];
  let [t0, t1] = [0n, 1n];
  while (r1 !== 0n) {
    const q = r0 / r1;
    [r0, r1] = [r1, r0 - q * r1];
    [t0, t1] = [t1, t0 - q * t1];
  }
  if (r0 !== 1n) throw new RangeError(`${a} has no inverse modulo ${p}`);
  return ((t0 % p) + p) % p;
}
