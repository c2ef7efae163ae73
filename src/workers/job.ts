/**
 * The page's side of long work: a job with an outcome and a way to stop it. Every worker client
 * hands its callers these (lane.ts runs them in a worker). No comlink here: the store imports
 * this file, and the first load should not carry a worker library.
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
