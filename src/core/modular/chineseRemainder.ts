import { invMod, mulMod } from './arithmetic';

/**
 * The one whole number x with 0 ≤ x < p0·p1·…·pk that has the residue `residues[i]` modulo
 * `primes[i]` for every i (distinct primes below 2^53), by Garner's algorithm: first x's
 * digits in the mixed radix p0, p1, … (modular arithmetic on numbers only, O(k²)), then x
 * itself by Horner's rule in bigint (k multiplications by a word). When a count is known to be
 * below the product of the primes, x is the count.
 */
export function chineseRemainder(residues: readonly number[], primes: readonly number[]): bigint {
  if (residues.length !== primes.length) throw new RangeError(`${residues.length} residues for ${primes.length} primes`);
  const k = primes.length;
  const digits = new Array<number>(k);
  for (let i = 0; i < k; i++) {
    const p = primes[i]!;
    let digit = residues[i]! % p;
    // x ≡ d0 + p0·(d1 + p1·(d2 + …)) (mod p): peel the digits found so far off the residue.
    for (let j = 0; j < i; j++) digit = mulMod((digit - (digits[j]! % p) + p) % p, invMod(primes[j]! % p, p), p);
    digits[i] = digit;
  }
  let x = 0n;
  for (let i = k - 1; i >= 0; i--) x = x * BigInt(primes[i]!) + BigInt(digits[i]!);
  return x;
}
