/**
 * The page's side of long work: a job with an outcome and a way to stop it. Every worker client
 * hands its callers these (lane.ts runs them in a worker). No comlink here: the store imports
 * this file, and the first load should not carry a worker library.
 */
import { asError } from '../core/errors';

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

/**
 * A job run on the calling thread a macrotask from now, so it is asynchronous as in a worker:
 * what each service does where there are no Web Workers (jsdom, Node). Cancelled before it
 * starts, it fails with JobCancelled; once started it runs to its end.
 */
export function laterJob<T>(run: () => T | Promise<T>): Job<T> {
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
