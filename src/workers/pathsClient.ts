import { HAS_WORKERS } from './hasWorkers';
import { countJob, estimateJob, listPaths, type CountProgress, type CountRequest, type ListRequest, type ListResult, type PathBatch, type PathsEstimate } from './pathsJob';
import { costJob, hamiltonianJob, mazesJob, shortestJob, type CostRequest, type MazeCount, type MazeSize, type PricedCount } from './howManyJobs';
import type { CountStage } from '../core/paths/countPaths';
import { laterJob, type Job } from './job';
import { JobLane, type LaneWorker } from './lane';

/** Listing and counting, wherever they run: in Web Workers on the page, in-process in tests. */
export interface PathsService {
  list(request: ListRequest, onBatch: (batch: PathBatch) => void): Job<ListResult>;
  /** The exact number of simple paths; progress says the steps done, and a dense sweep's pass and row. */
  count(request: CountRequest, onProgress: CountProgress): Job<bigint>;
  /** Estimates the number of paths by random walks (for when counting runs out of memory). */
  estimate(request: CountRequest, onProgress: (done: number, total: number) => void): Job<PathsEstimate>;
  /** What `count` will cost on this device, before it starts (measuring the device first when the request has no speed). */
  cost(request: CostRequest): Job<PricedCount>;
  /** The exact number of shortest paths, or of Hamiltonian paths (through every open block). */
  tally(kind: PathTally, request: CountRequest, onProgress: CountProgress): Job<bigint>;
  /** How many perfect mazes a square maze of this size allows. */
  mazes(size: MazeSize, onProgress: CountProgress): Job<MazeCount>;
  /** Gets ready ahead of the first job (starting a worker costs the page a few milliseconds). */
  warm(): void;
}

/** A listing that has not stopped this long after Cancel is stopped by terminating its worker. */
const LIST_CANCEL_GRACE_MS = 120;

/** The counts of paths other than the simple ones. */
export type PathTally = 'shortest' | 'hamiltonian';

/** The every-path worker's jobs (paths.worker.ts). */
export type PathsRequest =
  | { readonly kind: 'list'; readonly request: ListRequest }
  | { readonly kind: 'count'; readonly request: CountRequest }
  | { readonly kind: 'estimate'; readonly request: CountRequest }
  | { readonly kind: 'cost'; readonly request: CostRequest }
  | { readonly kind: 'shortest'; readonly request: CountRequest }
  | { readonly kind: 'hamiltonian'; readonly request: CountRequest }
  | { readonly kind: 'mazes'; readonly request: MazeSize };
/** A listing's batches, or a count's steps done of all (and where its sweep stands). */
export type PathsProgress = PathBatch | readonly [done: number, total: number, stage?: CountStage];
export type PathsAnswer = ListResult | bigint | PathsEstimate | PricedCount | MazeCount;

function startPathsWorker(): LaneWorker {
  return new Worker(new URL('./paths.worker.ts', import.meta.url), { type: 'module' });
}

/**
 * Two workers (two job lanes): one lists, one counts, so neither waits for the other. A
 * listing stops at its next slice when cancelled (with termination as the backstop should one
 * path take long to find); a count cannot pause, so cancelling it terminates its worker and
 * the next count spawns one. Every count of the "How many?" panel (and what the simple count
 * will cost) runs on the counting lane, one after another.
 */
export function workerPathsService(spawn: () => LaneWorker = startPathsWorker): PathsService {
  const lister = new JobLane<PathsRequest, PathsProgress, PathsAnswer>(spawn, { name: 'paths worker', graceMs: LIST_CANCEL_GRACE_MS, supersede: false });
  const counter = new JobLane<PathsRequest, PathsProgress, PathsAnswer>(spawn, { name: 'paths worker', graceMs: 0, supersede: false });
  const onSteps = (onProgress: CountProgress) => (progress: PathsProgress) => {
    if (!Array.isArray(progress)) return;
    const [done, total, stage] = progress as readonly [number, number, CountStage?];
    onProgress(done, total, stage);
  };
  return {
    warm() {
      lister.warm();
      counter.warm();
    },
    list(request, onBatch) {
      const job = lister.run({ kind: 'list', request }, (progress) => {
        if (!Array.isArray(progress)) onBatch(progress as PathBatch);
      });
      return job as Job<ListResult>;
    },
    count: (request, onProgress) => counter.run({ kind: 'count', request }, onSteps(onProgress)) as Job<bigint>,
    estimate: (request, onProgress) => counter.run({ kind: 'estimate', request }, onSteps(onProgress)) as Job<PathsEstimate>,
    cost: (request) => counter.run({ kind: 'cost', request }) as Job<PricedCount>,
    tally: (kind, request, onProgress) => counter.run({ kind, request }, onSteps(onProgress)) as Job<bigint>,
    mazes: (request, onProgress) => counter.run({ kind: 'mazes', request }, onSteps(onProgress)) as Job<MazeCount>,
  };
}

/** The same jobs on the calling thread, for tests and for places without Web Workers. */
export function localPathsService(): PathsService {
  return {
    warm: () => undefined,
    list(request, onBatch) {
      let cancelled = false;
      return {
        result: listPaths(request, { onBatch: (batch) => void (cancelled || onBatch(batch)), cancelled: () => cancelled }),
        cancel: () => {
          cancelled = true;
        },
      };
    },
    count: (request, onProgress) => laterJob(() => countJob(request, onProgress)),
    estimate: (request, onProgress) => laterJob(() => estimateJob(request, onProgress)),
    cost: (request) => laterJob(() => costJob(request)),
    tally: (kind, request, onProgress) => laterJob(() => (kind === 'shortest' ? shortestJob : hamiltonianJob)(request, onProgress)),
    mazes: (size, onProgress) => laterJob(() => mazesJob(size, onProgress)),
  };
}

let chosen: PathsService | null = null;

/** Workers when the platform has them, the calling thread otherwise (jsdom, Node). */
export function defaultPathsService(): PathsService {
  return (chosen ??= !HAS_WORKERS ? localPathsService() : workerPathsService());
}
