import { allPaths, countPaths, countPathsWith, createRandom, type CountStage, type Grid, type PassRunner } from '../core';
import { log10MeanOfLogs, PathEstimator } from '../core/paths/estimatePaths';
import { pathsLongestFirst } from '../core/paths/longestFirst';
import { yielder } from './yielder';

import type { ListOrder } from '../core/paths/listOrder';

export type { ListOrder } from '../core/paths/listOrder';

/** The paths of a request in its order, lazily. */
export function pathsInOrder(grid: Grid, start: number, goal: number, order: ListOrder): IterableIterator<Int32Array> {
  if (order === 'longest') return pathsLongestFirst(grid, start, goal);
  return allPaths(grid, start, goal, order === 'shortest' ? 'bfs' : order);
}

/**
 * The every-path jobs, free of workers and DOM, so Node tests run exactly what the worker runs.
 *
 * Listing works in time slices: it lists for `sliceMs`, hands what it found to `onBatch`,
 * then awaits `yieldToEvents` so that a cancel message can arrive, and checks `cancelled`
 * before the next slice. A cancel is therefore seen within one slice (~15 ms) plus one
 * path's worth of search.
 */

export interface ListRequest {
  readonly grid: Grid;
  readonly start: number;
  readonly goal: number;
  readonly order: ListOrder;
  /** Stop after this many paths (Infinity for all). */
  readonly limit: number;
  /**
   * How much of the listing to send back, path by path from the first: at most `keepPaths`
   * paths and `keepBlocks` blocks in all. Beyond that the job only counts, so the page's
   * memory stays bounded while "Listed" still climbs.
   */
  readonly keepPaths: number;
  readonly keepBlocks: number;
}

/** Paths found in one slice, flattened: path i is `lengths[i]` blocks of `blocks`, in order. */
export interface PathBatch {
  /** Kept paths in this batch (0 once the keep budget is spent). */
  readonly count: number;
  readonly blocks: Int32Array;
  readonly lengths: Int32Array;
  /** Paths listed so far, kept or not. */
  readonly listed: number;
}

export type ListStop = 'done' | 'limit' | 'cancelled';

export interface ListResult {
  readonly listed: number;
  readonly kept: number;
  readonly stop: ListStop;
}

export interface ListControls {
  /** Receives each slice's paths; a promise returned makes the listing wait for it (back-pressure). */
  onBatch: (batch: PathBatch) => void | Promise<void>;
  cancelled: () => boolean;
  /** How long one slice lists before it reports and yields (ms). */
  sliceMs?: number;
  /** Lets queued events (a cancel) run between slices. */
  yieldToEvents?: () => Promise<void>;
  now?: () => number;
}

export const DEFAULT_SLICE_MS = 15;

/** Read the clock after this many paths or blocks, whichever comes first: cheap, yet never late. */
const CHECK_PATHS = 32;
const CHECK_BLOCKS = 32_768;

/** A growable flat buffer for one batch. */
class BatchBuilder {
  private blocks = new Int32Array(4096);
  private lengths = new Int32Array(256);
  private used = 0;
  count = 0;

  push(path: Int32Array): void {
    if (this.used + path.length > this.blocks.length) this.blocks = grow(this.blocks, this.used + path.length);
    if (this.count === this.lengths.length) this.lengths = grow(this.lengths, this.count + 1);
    this.blocks.set(path, this.used);
    this.used += path.length;
    this.lengths[this.count++] = path.length;
  }

  /** The batch, in buffers of its own (so they can be transferred), and a fresh start. */
  take(listed: number): PathBatch {
    const batch = { count: this.count, blocks: this.blocks.slice(0, this.used), lengths: this.lengths.slice(0, this.count), listed };
    this.used = 0;
    this.count = 0;
    return batch;
  }
}

function grow(array: Int32Array, atLeast: number): Int32Array<ArrayBuffer> {
  const grown = new Int32Array(Math.max(atLeast, array.length * 2));
  grown.set(array);
  return grown;
}

/**
 * Lists the paths of `request` in the source's order, slice by slice, and says why it stopped.
 * Kept paths are always a prefix of the listing: once one path does not fit the keep budget,
 * no later one is kept, so path k on the page is always "Path k".
 */
export async function listPaths(request: ListRequest, controls: ListControls): Promise<ListResult> {
  const { grid, start, goal, order, limit, keepPaths, keepBlocks } = request;
  const sliceMs = controls.sliceMs ?? DEFAULT_SLICE_MS;
  const yieldToEvents = controls.yieldToEvents ?? yielder();
  const now = controls.now ?? (() => performance.now());
  const paths = pathsInOrder(grid, start, goal, order);
  const batch = new BatchBuilder();
  let listed = 0;
  let kept = 0;
  let keptBlocks = 0;
  let keeping = keepPaths > 0;

  for (;;) {
    if (controls.cancelled()) return { listed, kept, stop: 'cancelled' };
    const sliceEnd = now() + sliceMs;
    let exhausted = false;
    let sincePaths = 0;
    let sinceBlocks = 0;
    while (listed < limit) {
      const next = paths.next();
      if (next.done) {
        exhausted = true;
        break;
      }
      const path = next.value;
      listed++;
      if (keeping && kept < keepPaths && keptBlocks + path.length <= keepBlocks) {
        batch.push(path);
        kept++;
        keptBlocks += path.length;
      } else {
        keeping = false;
      }
      sinceBlocks += path.length;
      if (++sincePaths >= CHECK_PATHS || sinceBlocks >= CHECK_BLOCKS) {
        if (now() >= sliceEnd) break;
        sincePaths = 0;
        sinceBlocks = 0;
      }
    }
    await controls.onBatch(batch.take(listed));
    if (exhausted) return { listed, kept, stop: 'done' };
    if (listed >= limit) return { listed, kept, stop: 'limit' };
    await yieldToEvents();
  }
}

export interface CountRequest {
  readonly grid: Grid;
  readonly start: number;
  readonly goal: number;
}

/** Progress reports at most this often, so a long count does not flood the page with messages. */
export const PROGRESS_EVERY_MS = 100;

/** A count's progress: steps done of all, and where a sweep stands when it says so (countPaths' CountStage). */
export type CountProgress = (done: number, total: number, stage?: CountStage) => void;

/**
 * The exact total, as a bigint, with throttled progress (blocks swept of blocks to sweep, and
 * the pass and row of a dense sweep). It runs to the end once started: a count cannot pause,
 * so a worker running one is stopped by terminating it. Throws CountTooLargeError when it
 * would need too much memory.
 */
export function countJob(request: CountRequest, onProgress: CountProgress, now: () => number = () => performance.now()): bigint {
  return countPaths(request.grid, request.start, request.goal, { onProgress: throttled(onProgress, now) });
}

/** countJob with its dense passes run side by side by `runPass` (the worker's pass pool), `runners` at a time. */
export function countJobWith(request: CountRequest, onProgress: CountProgress, runPass: PassRunner, runners: number, now: () => number = () => performance.now()): Promise<bigint> {
  return countPathsWith(request.grid, request.start, request.goal, { onProgress: throttled(onProgress, now) }, runPass, runners);
}

/** `onProgress` at most every PROGRESS_EVERY_MS, and always the end. */
export function throttled(onProgress: CountProgress, now: () => number): CountProgress {
  let last = -Infinity;
  return (done, total, stage) => {
    const t = now();
    if (t - last < PROGRESS_EVERY_MS && done < total) return;
    last = t;
    onProgress(done, total, stage);
  };
}

/** An estimate of the number of paths, from random walks (see core/paths/estimatePaths.ts). */
export interface PathsEstimate {
  /** log10 of the estimated number of paths (−Infinity: there is none; NaN: the grid is too large to walk). */
  readonly log10: number;
  readonly walks: number;
}

/** Walks for about this long, and at most this many, before answering. */
export const ESTIMATE_MS = 1500;
export const ESTIMATE_WALKS = 2000;
/**
 * Grids with more open blocks than this are not walked: a walk's cost grows about as the open
 * blocks to the power 1.65 (13 ms on an open 100×100 grid, 1.7 s on 400×400, minutes on
 * 2001×2001), and the estimate needs at least 8 of them.
 */
export const MAX_ESTIMATE_BLOCKS = 100_000;

/**
 * Knuth's estimate of the number of paths, for grids too open to count exactly. The walks use a
 * fixed seed, so the same grid and ends give the same estimate. Progress is walks done of the most.
 * A grid too large to walk (MAX_ESTIMATE_BLOCKS) answers at once with no walks and a log10 of NaN.
 */
export function estimateJob(
  request: CountRequest,
  onProgress: (done: number, total: number) => void,
  now: () => number = () => performance.now(),
  budgetMs: number = ESTIMATE_MS,
): PathsEstimate {
  let open = 0;
  for (const cell of request.grid.blocks) open += cell === 0 ? 1 : 0;
  if (open > MAX_ESTIMATE_BLOCKS) return { log10: NaN, walks: 0 };
  const estimator = new PathEstimator(request.grid, request.start, request.goal);
  if (!estimator.possible) return { log10: -Infinity, walks: 0 };
  const random = createRandom(`estimate ${request.start} ${request.goal}`);
  const logs: number[] = [];
  const end = now() + budgetMs;
  let last = -Infinity;
  while (logs.length < ESTIMATE_WALKS && (logs.length < 8 || now() < end)) {
    logs.push(estimator.walk(random));
    const t = now();
    if (t - last >= PROGRESS_EVERY_MS) {
      last = t;
      onProgress(logs.length, ESTIMATE_WALKS);
    }
  }
  return { log10: log10MeanOfLogs(logs), walks: logs.length };
}
