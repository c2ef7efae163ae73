/**
 * Primes for counting modulo word-sized numbers: the largest primes below a limit, found as
 * they are asked for and kept for the next count. Each prime carries about log2(limit) bits
 * of a count, so a count of B bits needs about B / log2(limit) of them.
 *
 * Above 2^26, primality is decided by Miller–Rabin with the first twelve primes as bases,
 * which is exact (no probable primes) for every number below 3.3·10^24, far above 2^53.
 */
const WITNESSES = [2n, 3n, 5n, 7n, 11n, 13n, 17n, 19n, 23n, 29n, 31n, 37n];

function powMod(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  base %= modulus;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * base) % modulus;
    base = (base * base) % modulus;
  }
  return result;
}

/** Exact for every safe integer: trial division below 2^26, Miller–Rabin above. */
function isPrime(n: number): boolean {
  if (!Number.isSafeInteger(n) || n < 2) return false;
  if (n < 2 ** 26) {
    if (n % 2 === 0) return n === 2;
    for (let d = 3; d * d <= n; d += 2) if (n % d === 0) return false;
    return true;
  }
  const big = BigInt(n);
  for (const p of WITNESSES) if (big % p === 0n) return big === p;
  let d = big - 1n;
  let s = 0;
  while ((d & 1n) === 0n) {
    d >>= 1n;
    s++;
  }
  return WITNESSES.every((a) => {
    let x = powMod(a, d, big);
    if (x === 1n || x === big - 1n) return true;
    for (let i = 1; i < s; i++) {
      x = (x * x) % big;
      if (x === big - 1n) return true;
    }
    return false;
  });
}

const found = new Map<number, number[]>();

/** The i-th largest prime below `limit` (i from 0; limit at most 2^53). */
export function primeBelow(limit: number, i: number): number {
  if (!Number.isSafeInteger(limit) || limit > 2 ** 53 || limit < 3) throw new RangeError(`primes are found below limits from 3 to 2^53, not ${limit}`);
  let list = found.get(limit);
  if (list === undefined) found.set(limit, (list = []));
  let candidate = list.length === 0 ? limit - 1 : list[list.length - 1]! - 1;
  while (list.length <= i) {
    if (candidate < 2) throw new RangeError(`there are only ${list.length} primes below ${limit}`);
    if (isPrime(candidate)) list.push(candidate);
    candidate--;
  }
  return list[i]!;
}
