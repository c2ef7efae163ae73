import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invMod, mulMod } from '../../src/core/modular/arithmetic';
import { chineseRemainder } from '../../src/core/modular/chineseRemainder';
import { primeBelow } from '../../src/core/modular/primes';

const byTrialDivision = (n: number): boolean => {
  if (n < 2) return false;
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return true;
};

describe('primes', () => {
  it('lists the primes below a limit, largest first, as trial division finds them: below 2^26 (trial division) and across it (Miller–Rabin)', () => {
    for (const [limit, lowest] of [
      [5000, 2],
      [2 ** 26 + 2000, 2 ** 26 - 2000],
    ] as const) {
      const expected: number[] = [];
      for (let n = limit - 1; n >= lowest; n--) if (byTrialDivision(n)) expected.push(n);
      expect(Array.from({ length: expected.length }, (_, i) => primeBelow(limit, i))).toEqual(expected);
    }
  });

  it('finds the largest primes below 2^52 in order, and takes no pseudoprime for a prime', () => {
    const primes = Array.from({ length: 6 }, (_, i) => primeBelow(2 ** 52, i));
    expect(primes[0]).toBe(4503599627370449); // 2^52 - 47, the largest prime below 2^52
    for (let i = 1; i < primes.length; i++) expect(primes[i]!).toBeLessThan(primes[i - 1]!);
    // A Carmichael number and a strong pseudoprime to base 2 are passed over.
    const largestPrimeBelow = (n: number): number => {
      while (!byTrialDivision(--n));
      return n;
    };
    expect(primeBelow(562, 0)).toBe(largestPrimeBelow(562));
    expect(primeBelow(3215031752, 0)).toBe(largestPrimeBelow(3215031752));
  });
});

describe('modular arithmetic and the Chinese remainder theorem', () => {
  it('multiplies and inverts exactly modulo 52-bit and 22-bit primes', () => {
    for (const p of [primeBelow(2 ** 52, 0), primeBelow(2 ** 22, 0)]) {
      fc.assert(
        fc.property(fc.bigInt({ min: 1n, max: BigInt(p) - 1n }), fc.bigInt({ min: 0n, max: BigInt(p) - 1n }), (a, b) => {
          expect(mulMod(Number(a), Number(b), p)).toBe(Number((a * b) % BigInt(p)));
          expect(mulMod(Number(a), invMod(Number(a), p), p)).toBe(1);
        }),
      );
    }
  });

  it('gives back any number below the product of the primes from its residues', () => {
    for (const [limit, count] of [[2 ** 52, 5], [2 ** 22, 40]] as const) {
      const primes = Array.from({ length: count }, (_, i) => primeBelow(limit, i));
      const product = primes.reduce((acc, p) => acc * BigInt(p), 1n);
      fc.assert(
        fc.property(fc.bigInt({ min: 0n, max: product - 1n }), (x) => {
          expect(chineseRemainder(primes.map((p) => Number(x % BigInt(p))), primes)).toBe(x);
        }),
        { numRuns: 200 },
      );
    }
  });
});
