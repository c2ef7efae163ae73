/**
 * The exact count of one piece by dense passes (countDense.ts): a plain lane in doubles tells
 * how many bits the count has, lanes modulo 52-bit primes give its residues, and the Chinese
 * remainder theorem joins them into the count.
 *
 * The passes are independent, so the plan (denseCount) is written as a conversation with
 * whoever runs them: it yields the passes it needs next and takes their results. A caller with
 * several threads runs each round's passes side by side (a pool of workers); countDenseExact
 * runs them one after the other on this thread. The first round guesses that the count needs
 * more than one prime, which every count worth a dense sweep does; the rest follow once the
 * plain lane has told the count's size.
 *
 * Guarantee: exact. The plain lane is within a relative 2^-40 of the count, and the primes'
 * product is taken above twice that, so the residues determine the count.
 */
import { chineseRemainder } from '../modular/chineseRemainder';
import { primeBelow } from '../modular/primes';
import { countDensePass, type DensePass } from './countDense';
import type { CountStage } from './countPaths';
import { buildPlugIndex, plugStates, type PlugIndex } from './plugIndex';
import type { SweepGrid } from './sweepGrid';

/** Residues are kept below this: a sum of two stays an exact double. */
export const RESIDUE_LIMIT = 2 ** 52;

/** The i-th prime a dense count uses (the largest below RESIDUE_LIMIT first). */
export const residuePrime = (i: number): number => primeBelow(RESIDUE_LIMIT, i);

/** How many primes a count of `bits` bits needs: their product passes 2^(bits + 1), room for the plain lane's error. */
export function primesFor(bits: number): number {
  let count = 0;
  for (let covered = 0; covered <= bits + 1; count++) covered += Math.log2(residuePrime(count));
  return count;
}

/** Bytes one lane of a dense pass holds for a sweep `cols` blocks wide: two layers of doubles at the widest k. */
export function laneBytes(cols: number): number {
  return 2 * 8 * plugStates(cols + 1, 2);
}

/** One pass to run: the moduli of its lanes (Infinity for the plain lane). */
export type DenseTask = readonly number[];

/** One round of passes a plan hands out: the grid they sweep, each pass's moduli, and where to say how they go. */
export interface PassRound {
  readonly grid: SweepGrid;
  readonly tasks: readonly DenseTask[];
  /** Told after each row of pass `task` of this round. */
  readonly onRow: (task: number, row: number) => void;
}

/** A count written as a plan: it yields rounds of passes, takes their results in order, and returns the count. */
export type PassPlan<T> = Generator<PassRound, T, DensePass[]>;

export interface DensePlanOptions {
  /** Passes run side by side (one per worker), at most. */
  readonly runners: number;
  /** Bytes the passes running side by side may hold in all: fewer run side by side when fewer fit, and each takes as many lanes as fit. */
  readonly countBytes: number;
  /** Told as the passes go: where the count stands (passes are counted as they are planned). */
  readonly onStage?: (stage: CountStage) => void;
}

/**
 * The exact count across `grid` (ends on its rim), as a plan: each round's passes may run side
 * by side; the first lane of the first pass is the plain one.
 */
export function* denseCount(grid: SweepGrid, { runners: most, countBytes, onStage }: DensePlanOptions): PassPlan<bigint> {
  const lanesInAll = Math.max(1, Math.floor(countBytes / laneBytes(grid.cols)));
  const runners = Math.max(1, Math.min(most, lanesInAll));
  const lanes = Math.max(1, Math.floor(lanesInAll / runners));
  const { rows } = grid;
  let passesDone = 0;
  // Until the plain lane tells the count's size, one more round is guessed.
  let passesPlanned = 2 * runners;
  const roundOf = (tasks: DenseTask[]): PassRound => {
    const swept = new Array<number>(tasks.length).fill(0);
    passesPlanned = Math.max(passesPlanned, passesDone + tasks.length);
    return {
      grid,
      tasks,
      // The round's passes as one stage: from the first, side by side, at the slowest one's row.
      onRow: (task, row) => {
        swept[task] = row;
        onStage?.({ pass: passesDone, passes: passesPlanned, row: Math.min(...swept), rows, ...(tasks.length > 1 ? { side: tasks.length } : {}) });
      },
    };
  };
  // Round one: the plain lane beside the first prime, and the next primes on the other runners.
  const first: DenseTask[] = lanes >= 2 ? [[Infinity, residuePrime(0)]] : [[Infinity], [residuePrime(0)]];
  let next = 1;
  while (first.length < runners) first.push(primeTask(next++, 1));
  const found = yield roundOf(first);
  passesDone += first.length;
  const bits = found[0]![0]!;
  if (bits === -Infinity) return 0n;
  const residues = found.flatMap((pass, i) => (i === 0 ? pass.slice(1) : pass));
  const needed = primesFor(bits);
  passesPlanned = passesDone + Math.ceil(Math.max(0, needed - residues.length) / lanes);
  while (residues.length < needed) {
    // The primes still missing, shared among the runners, as many lanes a pass as fit.
    const missing = needed - residues.length;
    const perPass = Math.min(lanes, Math.ceil(missing / runners));
    const round: DenseTask[] = [];
    for (let from = residues.length; from < needed; from += perPass) round.push(primeTask(from, Math.min(perPass, needed - from)));
    const results = yield roundOf(round);
    passesDone += round.length;
    residues.push(...results.flat());
  }
  // Residues beyond the ones needed (a first round wider than the count) only make the product larger.
  return chineseRemainder(residues, residues.map((_, i) => residuePrime(i)));
}

/** A pass with lanes for primes from, from + 1, … */
function primeTask(from: number, count: number): DenseTask {
  return Array.from({ length: count }, (_, i) => residuePrime(from + i));
}

/** Bytes a count's passes may hold in all by default: a 19-wide open grid's one lane (about 650 MB) fits, and a(17)'s two passes of two lanes (about 900 MB). */
export const DEFAULT_COUNT_BYTES = 2 ** 30;

/** Runs a plan on this thread, its passes one after the other. */
export function runPlan<T>(plan: PassPlan<T>, cancelled?: () => boolean): T {
  const indexes = new Map<number, PlugIndex>();
  let step = plan.next();
  while (!step.done) {
    const round = step.value;
    const plugs = round.grid.cols + 1;
    if (!indexes.has(plugs)) indexes.set(plugs, buildPlugIndex(plugs));
    const index = indexes.get(plugs)!;
    step = plan.next(round.tasks.map((moduli, task) => countDensePass(round.grid, index, moduli, { onRow: (row) => round.onRow(task, row), ...(cancelled ? { cancelled } : {}) })));
  }
  return step.value;
}

/** Runs one pass somewhere (a worker): the pass's lanes' results, telling each row as it goes. */
export type PassRunner = (grid: SweepGrid, moduli: DenseTask, onRow: (row: number) => void) => Promise<DensePass>;

/** Runs a plan with `runPass`, each round's passes side by side. */
export async function runPlanAsync<T>(plan: PassPlan<T>, runPass: PassRunner): Promise<T> {
  let step = plan.next();
  while (!step.done) {
    const round = step.value;
    step = plan.next(await Promise.all(round.tasks.map((moduli, task) => runPass(round.grid, moduli, (row) => round.onRow(task, row)))));
  }
  return step.value;
}
