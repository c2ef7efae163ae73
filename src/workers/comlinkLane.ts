import * as Comlink from 'comlink';
import { JobCancelled, type Job } from './job';

/**
 * The comlink clients' worker (paths, grid text): every call still waiting fails, rather than
 * waits forever, when the worker is stopped or dies.
 */
/** A comlink-wrapped worker whose pending calls are failed when it is terminated or crashes. */
export interface WorkerLane<Api> {
  /** Whether it was terminated or died: a fresh one is needed for the next call. */
  readonly gone: boolean;
  call<T>(run: (api: Comlink.Remote<Api>) => Promise<T>): Promise<T>;
  /** Stops the worker at once; every call still waiting fails with `reason`. */
  terminate(reason?: Error): void;
}

export function workerLane<Api>(worker: Worker, name: string): WorkerLane<Api> {
  const api = Comlink.wrap<Api>(worker);
  const waiting = new Set<(error: Error) => void>();
  let gone = false;
  const failAll = (error: Error) => {
    gone = true;
    for (const fail of waiting) fail(error);
    waiting.clear();
  };
  // A worker that dies (out of memory, say) answers nothing: its calls fail instead of hanging.
  worker.addEventListener('error', (event) => failAll(new Error(event.message || `the ${name} stopped`)));
  return {
    get gone() {
      return gone;
    },
    call(run) {
      if (gone) return Promise.reject(new Error(`the ${name} has stopped`));
      return new Promise((resolve, reject) => {
        waiting.add(reject);
        run(api)
          .then(resolve, reject)
          .finally(() => waiting.delete(reject));
      });
    },
    terminate(reason = new JobCancelled()) {
      worker.terminate();
      failAll(reason);
    },
  };
}

/** Progress as a worker reports it: steps done of all. */
export type Progress = (done: number, total: number) => void;

/**
 * A job for work that cannot pause (a parse, a count): `call` runs it on the lane with a
 * progress callback the page hears until the job is cancelled, and cancelling terminates the
 * lane's worker (the next job starts a fresh one).
 */
export function terminatingJob<Api, T>(lane: WorkerLane<Api>, call: (api: Comlink.Remote<Api>, progress: Progress & Comlink.ProxyMarked) => Promise<T>, onProgress: Progress): Job<T> {
  let live = true;
  const result = lane.call((api) =>
    call(
      api,
      Comlink.proxy((done: number, total: number) => {
        if (live) onProgress(done, total);
      }),
    ),
  );
  return {
    result,
    cancel() {
      if (!live) return;
      live = false;
      // Nobody need wait for a cancelled job: its rejection is expected.
      result.catch(() => undefined);
      lane.terminate();
    },
  };
}
