import { describe, expect, it } from 'vitest';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { createRandom, randomSeed } from '../../src/core';
import { seedState } from '../../src/core/random';

describe('createRandom', () => {
  it('gives the same stream for the same seed and another for another seed', () => {
    const draw = (seed: string) => {
      const random = createRandom(seed);
      return Array.from({ length: 32 }, () => random.int(1000));
    };
    expect(draw('abc')).toEqual(draw('abc'));
    expect(draw('abc')).not.toEqual(draw('abd'));
    expect(draw('')).toEqual(draw(''));
  });

  it('pins the stream, so mazes stay the same across releases and engines', () => {
    const random = createRandom('maze');
    expect(Array.from({ length: 8 }, () => random.int(100))).toMatchInlineSnapshot(`
      [
        73,
        96,
        37,
        72,
        40,
        7,
        63,
        51,
      ]
    `);
  });

  it('stays in range and is roughly uniform', () => {
    const random = createRandom('uniform');
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 60_000; i++) {
      const value = random.int(6);
      expect(value >= 0 && value < 6 && Number.isInteger(value)).toBe(true);
      counts[value]!++;
    }
    // Chi-square with 5 degrees of freedom: 20.5 is the 0.999 quantile.
    const chi = counts.reduce((sum, count) => sum + (count - 10_000) ** 2 / 10_000, 0);
    expect(chi).toBeLessThan(20.5);
    expect(createRandom('x').int(1)).toBe(0);
    const big = createRandom('big').int(2 ** 32);
    expect(big >= 0 && big < 2 ** 32).toBe(true);
  });

  it('draws exactly as the general multiply-and-reject, for every n (the small ones take a faster path)', () => {
    // The formula every maze was made with, in doubles throughout: the contract the fast path keeps.
    const general = (seed: string) => {
      const generator = xoroshiro128plusFromState(seedState(seed));
      return (n: number) => {
        let m = (generator.next() >>> 0) * n;
        let low = m % 2 ** 32;
        if (low < n) {
          const threshold = (2 ** 32 - n) % n;
          while (low < threshold) {
            m = (generator.next() >>> 0) * n;
            low = m % 2 ** 32;
          }
        }
        return Math.floor(m / 2 ** 32);
      };
    };
    const sizes = [1, 2, 3, 6, 7, 100, 1_000_000, 2 ** 21 - 1, 2 ** 21, 2 ** 21 + 1, 3_000_000, 2 ** 31 + 7, 2 ** 32 - 1, 2 ** 32];
    for (const n of sizes) {
      const fast = createRandom(`n${n}`);
      const slow = general(`n${n}`);
      const drawn = Array.from({ length: 20_000 }, () => fast.int(n));
      expect(drawn).toEqual(Array.from({ length: 20_000 }, () => slow(n)));
    }
    // Rejections happen where n does not divide 2^32 evenly and the low word falls short: mix sizes on one stream.
    const fast = createRandom('mixed');
    const slow = general('mixed');
    for (let i = 0; i < 200_000; i++) {
      const n = 1 + ((i * 2_654_435_761) % 2 ** 22);
      expect(fast.int(n)).toBe(slow(n));
    }
  });

  it('makes readable seeds', () => {
    expect(randomSeed()).toMatch(/^[a-z2-9]{8}$/);
  });
});
