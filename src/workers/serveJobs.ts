/// <reference lib="webworker" />
import { messageOf, nameOf } from '../core/errors';
import type { FromWorker, ToWorker } from './protocol';

/** What a job running in a worker can do besides compute: report progress, and hear a cancel. */
export interface JobContext<Progress> {
  /** Sends progress (its `transfer` buffers moved, not copied); settles once the page has taken it in. */
  progress(progress: Progress, transfer?: Transferable[]): Promise<void>;
  /** Whether the page asked this job to stop; a job that awaits between slices checks it there. */
  cancelled(): boolean;
}

/** A worker's jobs: the work, and which buffers of its result move to the page rather than being copied. */
export interface JobServer<Request, Progress, Result> {
  run(request: Request, job: JobContext<Progress>): Result | Promise<Result>;
  transfers?(result: Result): Transferable[];
}

/** Where a worker hears its jobs and answers: the worker's global scope, or (Node) an adapter over a thread's port. */
export interface JobScope {
  postMessage(message: unknown, transfer: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/**
 * The worker's side of the protocol (protocol.ts): every worker serves its jobs through this
 * one helper. A job's ending is posted once, done or failed (with a one-line message); a
 * cancel reaches a job only between its awaits, so work that never awaits runs to its end and
 * the page's lane terminates the worker instead.
 */
export function serveJobs<Request, Progress, Result>(server: JobServer<Request, Progress, Result>, scope: JobScope = self as unknown as Worker): void {
  const cancelled = new Set<number>();
  /** Per running job, its progress messages the page has not yet said it heard, oldest first. */
  const unheard = new Map<number, (() => void)[]>();
  const post = (message: FromWorker<Progress, Result>, transfer: Transferable[] = []) => scope.postMessage(message, transfer);
  scope.addEventListener('message', (event: MessageEvent<ToWorker<Request>>) => {
    const message = event.data;
    if (message.kind === 'cancel') {
      // Only a running job is marked: a cancel that crossed its job's ending is dropped, not kept forever.
      if (unheard.has(message.id)) cancelled.add(message.id);
      return;
    }
    if (message.kind === 'heard') {
      unheard.get(message.id)?.shift()?.();
      return;
    }
    const { id, request } = message;
    const waiting: (() => void)[] = [];
    unheard.set(id, waiting);
    const job: JobContext<Progress> = {
      progress: (progress, transfer = []) =>
        new Promise<void>((resolve) => {
          waiting.push(resolve);
          post({ kind: 'progress', id, progress }, transfer);
        }),
      cancelled: () => cancelled.has(id),
    };
    void (async () => {
      try {
        const result = await server.run(request, job);
        // A result that cannot be sent (a function, say) fails the job rather than leaving it unanswered.
        try {
          post({ kind: 'done', id, result }, server.transfers?.(result) ?? []);
        } catch (error) {
          post({ kind: 'failed', id, message: messageOf(error), name: nameOf(error) });
        }
      } catch (error) {
        post({ kind: 'failed', id, message: messageOf(error), name: nameOf(error) });
      } finally {
        cancelled.delete(id);
        unheard.delete(id);
        for (const resolve of waiting) resolve();
      }
    })();
  });
}
