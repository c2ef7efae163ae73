import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';

/**
 * One seedable random source feeds every generator, so that the same algorithm, size, seed and
 * options give the same maze in every browser and in Node: integer arithmetic only, no Math.random.
 */
export interface Random {
  /**
   * An integer in [0, n), for 1 ≤ n ≤ 2^32: uniform, without modulo bias, for n ≤ 2^21 (every
   * draw a maze makes); above that the product rounds in a double, as it always has (kept, so
   * every seed keeps its numbers).
   */
  int(n: number): number;
}

const TWO_32 = 4294967296;

/** Up to this n, a draw (under 2^32) times n is under 2^53: exact in a double. */
const EXACT_PRODUCT_LIMIT = 2 ** 21;

/**
 * Hashes a seed string into 128 bits of generator state (cyrb128: four interleaved 32-bit
 * multiply-xor lanes). Any string works, including the empty string.
 */
export function seedState(seed: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  // xoroshiro128+ must never start from the all-zero state.
  if ((h1 | h2 | h3 | h4) === 0) h1 = 1;
  return [h1 | 0, h2 | 0, h3 | 0, h4 | 0];
}

/** A random source seeded by a string, backed by pure-rand's xoroshiro128+. */
export function createRandom(seed: string): Random {
  const generator = xoroshiro128plusFromState(seedState(seed));
  return {
    // Lemire's multiply-and-reject: one multiplication in the common case, unbiased always. The
    // product's low 32 bits are Math.imul's where the product is exact in a double (twice as fast
    // as the remainder, and the same numbers); past that, the double's remainder, as ever.
    int(n: number): number {
      const exact = n <= EXACT_PRODUCT_LIMIT;
      let x = generator.next() >>> 0;
      let low = exact ? Math.imul(x, n) >>> 0 : (x * n) % TWO_32;
      if (low < n) {
        const threshold = (TWO_32 - n) % n;
        while (low < threshold) {
          x = generator.next() >>> 0;
          low = exact ? Math.imul(x, n) >>> 0 : (x * n) % TWO_32;
        }
      }
      return Math.floor((x * n) / TWO_32);
    },
  };
}

/** A fresh random seed string for the UI's "Random" button: short, readable, URL-safe. */
export function randomSeed(source: () => number = Math.random): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  let seed = '';
  for (let i = 0; i < 8; i++) seed += alphabet[Math.floor(source() * alphabet.length)] ?? 'a';
  return seed;
}
