/**
 * The exact count of one piece by dense passes (countDense.ts): a plain lane in doubles tells
 * how many bits the count has, lanes modulo 52-bit primes give its residues, and the Chinese
 * remainder theorem joins them into the count.
 *
 * The passes are independent, so the plan (denseCount) is written as a conversation with
 * whoever runs them: it yields the passes it needs next and takes their results. A caller with
 * several threads runs each round's passes side by side (a pool of workers); countDenseExact
 * runs them one after the other on this thread. The first round runs the plain lane beside the
 * primes a guess at the count's size asks for; any the plain lane then finds missing follow.
 *
 * Guarantee: exact. The plain lane is within a relative 2^-40 of the count, and the primes'
 * product is taken above twice that, so the residues determine the count.
 */
import { chineseRemainder } from '../modular/chineseRemainder';
import { primeBelow } from '../modular/primes';
import { countDensePass, DenseLayers, type DensePass } from './countDense';
import type { CountStage } from './countStage';
import { buildPlugIndex, plugStates, type PlugIndex } from './plugIndex';
import type { SweepGrid } from './sweepGrid';

/** Residues are kept below this: a sum of two stays an exact double. */
const RESIDUE_LIMIT = 2 ** 52;

/** The i-th prime a dense count uses (the largest below RESIDUE_LIMIT first). */
export const residuePrime = (i: number): number => primeBelow(RESIDUE_LIMIT, i);

/** How many primes a count of `bits` bits needs: their product passes 2^(bits + 1), room for the plain lane's error. */
function primesFor(bits: number): number {
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
  // Round one: the plain lane and the primes the guessed size needs, as many as fit side by
  // side, spread evenly over the runners; what the plain lane then says is still missing follows.
  const guessed = primesFor(guessedBits(grid));
  const shares = evenPasses(1 + guessed, runners, lanes);
  shares[0]! -= 1; // the plain lane's place
  const first = primeTasks(shares, 0);
  first[0] = [Infinity, ...first[0]!];
  const primes = first.flat().length - 1;
  let passesPlanned = first.length + laterRounds(guessed - primes, runners, lanes).flat().length;
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
  const found = yield roundOf(first);
  passesDone += first.length;
  const bits = found[0]![0]!;
  if (bits === -Infinity) return 0n;
  const residues = found.flatMap((pass, i) => (i === 0 ? pass.slice(1) : pass));
  const needed = primesFor(bits);
  const rounds = laterRounds(needed - residues.length, runners, lanes);
  passesPlanned = passesDone + rounds.flat().length;
  for (const round of rounds) {
    // The primes still missing, no more passes at once than run side by side (each holds its lanes' layers).
    const tasks = primeTasks(round, residues.length);
    const results = yield roundOf(tasks);
    passesDone += tasks.length;
    residues.push(...results.flat());
  }
  // Residues beyond the ones needed (a guess above the count's size) only make the product larger.
  return chineseRemainder(residues, residues.map((_, i) => residuePrime(i)));
}

/**
 * An upper guess at the bits of a count across `grid`: 0.7 a open block. An open n×n grid has
 * 0.69 to 0.71 bits a block from 7×7 to 17×17, and walls only lower it. It sizes the first
 * round and the cost estimate; the plain lane, not the guess, decides how many primes the
 * count gets.
 */
export function guessedBits(grid: SweepGrid): number {
  let open = 0;
  for (let i = 0; i < grid.open.length; i++) open += grid.open[i]!;
  return BITS_PER_OPEN_BLOCK * open;
}

/** See guessedBits. */
export const BITS_PER_OPEN_BLOCK = 0.7;

/**
 * `total` lanes as passes side by side, at most `runners` passes of at most `lanes` each, as
 * even as can be (the longest first): lanes in one pass share the work of finding where rows
 * go, so a round of passes [3, 2] ends sooner than [2, 1] then [1, 1]. Lanes beyond what fits
 * are left for a later round.
 */
function evenPasses(total: number, runners: number, lanes: number): number[] {
  const fit = Math.min(total, runners * lanes);
  const passes = Math.min(runners, fit);
  return Array.from({ length: passes }, (_, i) => Math.floor(fit / passes) + (i < fit % passes ? 1 : 0));
}

/** The rounds after the first for `missing` primes: each as evenPasses shares them, until none is missing. */
function laterRounds(missing: number, runners: number, lanes: number): number[][] {
  const rounds: number[][] = [];
  for (let left = missing; left > 0; ) {
    const round = evenPasses(left, runners, lanes);
    rounds.push(round);
    left -= round.reduce((sum, count) => sum + count, 0);
  }
  return rounds;
}

/** Passes of `counts` lanes each, for the primes from number `from` on, in order. */
function primeTasks(counts: readonly number[], from: number): DenseTask[] {
  let next = from;
  return counts.map((count) => Array.from({ length: count }, () => residuePrime(next++)));
}

/** Bytes a count's passes may hold in all by default: an 18-wide open grid's one lane (about 620 MB) fits, and a(17)'s two passes of two lanes (about 880 MB). */
export const DEFAULT_COUNT_BYTES = 2 ** 30;

/** Runs a plan on this thread, its passes one after the other. */
export function runPlan<T>(plan: PassPlan<T>, cancelled?: () => boolean): T {
  const indexes = new Map<number, PlugIndex>();
  const layers = new DenseLayers();
  let step = plan.next();
  while (!step.done) {
    const round = step.value;
    const plugs = round.grid.cols + 1;
    if (!indexes.has(plugs)) indexes.set(plugs, buildPlugIndex(plugs));
    const index = indexes.get(plugs)!;
    step = plan.next(round.tasks.map((moduli, task) => countDensePass(round.grid, index, moduli, { onRow: (row) => round.onRow(task, row), layers, ...(cancelled ? { cancelled } : {}) })));
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
