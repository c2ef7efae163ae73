import * as Comlink from 'comlink';
import { HAS_WORKERS } from './hasWorkers';
import type { PathsWorkerApi } from './paths.worker';
import { countJob, estimateJob, listPaths, type CountRequest, type ListRequest, type ListResult, type PathBatch, type PathsEstimate } from './pathsJob';
import { asError } from '../core/errors';
import { JobCancelled, type Job } from './job';
import { terminatingJob, workerLane, type WorkerLane } from './comlinkLane';

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
const CANCEL_GRACE_MS = 120;

interface Spawned {
  worker: Worker;
  api: Comlink.Remote<PathsWorkerApi>;
}

/** The counting worker: its calls fail, never hang, when it is terminated or dies. */
function countingLane(): WorkerLane<PathsWorkerApi> {
  return workerLane<PathsWorkerApi>(new Worker(new URL('./paths.worker.ts', import.meta.url), { type: 'module' }), 'paths worker');
}

function spawn(): Spawned {
  const worker = new Worker(new URL('./paths.worker.ts', import.meta.url), { type: 'module' });
  return { worker, api: Comlink.wrap<PathsWorkerApi>(worker) };
}

/** A worker that dies (out of memory, say) answers nothing: its jobs fail instead of waiting forever. */
function whenItDies(spawned: Spawned, fail: (error: Error) => void): () => void {
  const onError = (event: ErrorEvent) => fail(new Error(event.message || 'the paths worker stopped'));
  spawned.worker.addEventListener('error', onError);
  return () => spawned.worker.removeEventListener('error', onError);
}

/**
 * Two workers: one lists, one counts, so neither waits for the other. A listing stops at its
 * next slice when asked (with termination as the backstop should one path take long to find);
 * a count cannot pause, so cancelling it terminates its worker and the next count spawns one.
 */
export function workerPathsService(): PathsService {
  let lister: Spawned | null = null;
  let counter: WorkerLane<PathsWorkerApi> | null = null;
  let nextId = 0;

  const service: PathsService = {
    warm() {
      lister ??= spawn();
      counter ??= countingLane();
    },

    list(request, onBatch) {
      const running = (lister ??= spawn());
      const id = nextId++;
      let live = true;
      let settle: ((result: ListResult) => void) | null = null;
      let lastListed = 0;
      const forward = (batch: PathBatch) => {
        if (!live) return;
        lastListed = batch.listed;
        onBatch(batch);
      };
      const result = new Promise<ListResult>((resolve, reject) => {
        settle = resolve;
        const forget = whenItDies(running, (error) => {
          if (lister === running) lister = null;
          reject(error);
        });
        running.api.list(id, request, Comlink.proxy(forward)).then(resolve, reject).finally(forget);
      });
      return {
        result,
        cancel() {
          if (!live) return;
          live = false;
          void running.api.cancel(id);
          const backstop = setTimeout(() => {
            if (lister !== running) return;
            running.worker.terminate();
            lister = null;
            settle?.({ listed: lastListed, kept: 0, stop: 'cancelled' });
          }, CANCEL_GRACE_MS);
          void result.finally(() => clearTimeout(backstop)).catch(() => undefined);
        },
      };
    },

    count(request, onProgress) {
      return onCounter((api, progress) => api.count(request, progress), onProgress);
    },

    estimate(request, onProgress) {
      return onCounter((api, progress) => api.estimate(request, progress), onProgress);
    },
  };
  return service;

  /** A job on the counting worker, which cannot pause: cancelling terminates the worker (and the next job starts one). */
  function onCounter<T>(
    call: (api: Comlink.Remote<PathsWorkerApi>, progress: ((done: number, total: number) => void) & Comlink.ProxyMarked) => Promise<T>,
    onProgress: (done: number, total: number) => void,
  ): Job<T> {
    if (!counter || counter.gone) counter = countingLane();
    return terminatingJob(counter, call, onProgress);
  }
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
