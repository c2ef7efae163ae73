import * as Comlink from 'comlink';

/**
 * The page's side of long work: a job with an outcome and a way to stop it, and a worker whose
 * calls all fail, rather than wait forever, when it is stopped or dies. Every worker client
 * (paths, grid text, PNG) speaks this one protocol.
 */

/** A running job: its outcome, and a way to stop it. */
export interface Job<T> {
  readonly result: Promise<T>;
  cancel(): void;
}

/** Thrown into a job's result when it was cancelled before it could finish. */
export class JobCancelled extends Error {
  override readonly name = 'JobCancelled';
  constructor() {
    super('cancelled');
  }
}

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
