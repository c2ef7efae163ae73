import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invMod, mulMod } from '../../src/core/modular/arithmetic';
import { chineseRemainder } from '../../src/core/modular/chineseRemainder';
import { isPrime, primeBelow } from '../../src/core/modular/primes';

const byTrialDivision = (n: number): boolean => {
  if (n < 2) return false;
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return true;
};

describe('primes', () => {
  it('agrees with trial division below 2^26 and just above it', () => {
    for (let n = 0; n < 5000; n++) expect(isPrime(n)).toBe(byTrialDivision(n));
    for (let n = 2 ** 26 - 2000; n < 2 ** 26 + 2000; n++) expect(isPrime(n)).toBe(byTrialDivision(n));
  });

  it('finds the largest primes below 2^52, in order, each one prime and none skipped', () => {
    const primes = Array.from({ length: 6 }, (_, i) => primeBelow(2 ** 52, i));
    expect(primes[0]).toBe(4503599627370449); // 2^52 - 47, the largest prime below 2^52
    for (let i = 1; i < primes.length; i++) {
      expect(primes[i]!).toBeLessThan(primes[i - 1]!);
      for (let n = primes[i]! + 1; n < primes[i - 1]!; n++) expect(isPrime(n)).toBe(false);
    }
    // A Carmichael number and a strong pseudoprime to base 2 are not taken for primes.
    expect(isPrime(561)).toBe(false);
    expect(isPrime(3215031751)).toBe(false);
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
