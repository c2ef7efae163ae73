import { HAS_WORKERS } from './hasWorkers';
import { countJob, estimateJob, listPaths, type CountRequest, type ListRequest, type ListResult, type PathBatch, type PathsEstimate } from './pathsJob';
import { asError } from '../core/errors';
import { JobCancelled, type Job } from './job';
import { JobLane, type LaneWorker } from './lane';

/** Listing and counting, wherever they run: in Web Workers on the page, in-process in tests. */
export interface PathsService {
  list(request: ListRequest, onBatch: (batch: PathBatch) => void): Job<ListResult>;
  count(request: CountRequest, onProgress: (done: number, total: number) => void): Job<bigint>;
  /** Estimates the number of paths by random walks (for when counting runs out of memory). */
  estimate(request: CountRequest, onProgress: (done: number, total: number) => void): Job<PathsEstimate>;
  /** Gets ready ahead of the first job (starting a worker costs the page a few milliseconds). */
  warm(): void;
}

/** A listing that has not stopped this long after Cancel is stopped by terminating its worker. */
const LIST_CANCEL_GRACE_MS = 120;

/** The every-path worker's jobs (paths.worker.ts). */
export type PathsRequest =
  | { readonly kind: 'list'; readonly request: ListRequest }
  | { readonly kind: 'count'; readonly request: CountRequest }
  | { readonly kind: 'estimate'; readonly request: CountRequest };
/** A listing's batches, or a count's steps done of all. */
export type PathsProgress = PathBatch | readonly [done: number, total: number];
export type PathsAnswer = ListResult | bigint | PathsEstimate;

function startPathsWorker(): LaneWorker {
  return new Worker(new URL('./paths.worker.ts', import.meta.url), { type: 'module' });
}

/**
 * Two workers (two job lanes): one lists, one counts, so neither waits for the other. A
 * listing stops at its next slice when cancelled (with termination as the backstop should one
 * path take long to find); a count cannot pause, so cancelling it terminates its worker and
 * the next count spawns one.
 */
export function workerPathsService(spawn: () => LaneWorker = startPathsWorker): PathsService {
  const lister = new JobLane<PathsRequest, PathsProgress, PathsAnswer>(spawn, { name: 'paths worker', graceMs: LIST_CANCEL_GRACE_MS, supersede: false });
  const counter = new JobLane<PathsRequest, PathsProgress, PathsAnswer>(spawn, { name: 'paths worker', graceMs: 0, supersede: false });
  const onSteps = (onProgress: (done: number, total: number) => void) => (progress: PathsProgress) => {
    if (Array.isArray(progress)) onProgress(progress[0], progress[1]);
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
  };
}

/** A job run on the calling thread a macrotask from now, so it is asynchronous as in a worker. */
function later<T>(run: () => T): Job<T> {
  let cancelled = false;
  const result = new Promise<T>((resolve, reject) =>
    setTimeout(() => {
      if (cancelled) return reject(new JobCancelled());
      try {
        resolve(run());
      } catch (error) {
        reject(asError(error));
      }
    }, 0),
  );
  return {
    result,
    cancel: () => {
      cancelled = true;
    },
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
    count: (request, onProgress) => later(() => countJob(request, onProgress)),
    estimate: (request, onProgress) => later(() => estimateJob(request, onProgress)),
  };
}

let chosen: PathsService | null = null;

/** Workers when the platform has them, the calling thread otherwise (jsdom, Node). */
export function defaultPathsService(): PathsService {
  return (chosen ??= !HAS_WORKERS ? localPathsService() : workerPathsService());
}
