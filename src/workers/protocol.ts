/**
 * The one message protocol between the page and every worker: the page starts a job or asks it
 * to stop; the worker reports progress and then exactly one ending, done or failed. Jobs are
 * told apart by id, so a late message from a job the page gave up on is recognised and dropped.
 */

/** What the page sends a worker. */
export type ToWorker<Request> =
  | { readonly kind: 'start'; readonly id: number; readonly request: Request }
  /** Asks job `id` to stop at its next chance; a job that cannot pause simply finishes. */
  | { readonly kind: 'cancel'; readonly id: number }
  /** The page took in one progress message of job `id`: a job may wait for this rather than flood a busy page. */
  | { readonly kind: 'heard'; readonly id: number };

/** What a worker sends the page about job `id`. */
export type FromWorker<Progress, Result> =
  | { readonly kind: 'progress'; readonly id: number; readonly progress: Progress }
  | { readonly kind: 'done'; readonly id: number; readonly result: Result }
  /** `name` is the error's own (CountTooLargeError, say): the page may act on the kind of failure. */
  | { readonly kind: 'failed'; readonly id: number; readonly message: string; readonly name: string };
