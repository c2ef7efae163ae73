/**
 * The exact count of one piece by dense passes (countDense.ts): a plain pass in doubles tells
 * how many bits the count has, then one pass per 52-bit prime gives its residues, and the
 * Chinese remainder theorem joins them into the count. The passes are independent, so a
 * caller with several threads may run them side by side (see densePlan); here they run one
 * after the other.
 *
 * Guarantee: exact. The plain pass is within a relative 2^-40 of the count, and the primes'
 * product is chosen above twice that, so the residues determine the count.
 */
import { chineseRemainder } from '../modular/chineseRemainder';
import { primeBelow } from '../modular/primes';
import { countDensePass } from './countDense';
import { buildPlugIndex, plugStates, type PlugIndex } from './plugIndex';
import type { CountStage } from './countPaths';
import type { SweepGrid } from './sweepGrid';

/** Residues are kept below this: a sum of two stays an exact double. */
export const RESIDUE_LIMIT = 2 ** 52;

/** The primes whose product passes 2^(bits + 1): enough for a count of `bits` bits with room for the plain pass's error. */
export function residuePrimes(bits: number): number[] {
  const primes: number[] = [];
  for (let covered = 0; covered <= bits + 1; covered += Math.log2(primes[primes.length - 1]!)) primes.push(primeBelow(RESIDUE_LIMIT, primes.length));
  return primes;
}

/** Bytes the dense passes hold for a sweep `cols` blocks wide: two layers of doubles, at the widest k. */
export function denseBytes(cols: number): number {
  return 2 * 8 * plugStates(cols + 1, 2);
}

export interface DenseCountOptions {
  /**
   * Called after each row of each pass: rows swept so far and in all, and where the sweep
   * stands. Until the plain pass is done, the primes are guessed at two.
   */
  onProgress?: (done: number, total: number, stage: CountStage) => void;
  cancelled?: () => boolean;
}

/** The exact number of paths across `grid` (ends on its rim), by a plain pass and residue passes. */
export function countDenseExact(grid: SweepGrid, options: DenseCountOptions = {}, index: PlugIndex = buildPlugIndex(grid.cols + 1)): bigint {
  const { onProgress, cancelled } = options;
  const { rows } = grid;
  let passes = 3;
  let pass = 0;
  const sweep = (modulus: number): number => {
    const value = countDensePass(grid, index, modulus, {
      ...(onProgress ? { onRow: (row: number) => onProgress(pass * rows + row, passes * rows, { pass, passes, row, rows }) } : {}),
      ...(cancelled ? { cancelled } : {}),
    }).value;
    pass++;
    return value;
  };
  const bits = sweep(Infinity);
  if (bits === -Infinity) return 0n;
  const primes = residuePrimes(bits);
  passes = 1 + primes.length;
  const residues = primes.map((p) => sweep(p));
  return chineseRemainder(residues, primes);
}
