/// <reference lib="webworker" />
import * as Comlink from 'comlink';
import { countJob, estimateJob, listPaths, type CountRequest, type ListRequest, type PathsEstimate, type ListResult, type PathBatch } from './pathsJob';

/** Unacknowledged batches allowed in flight before the listing waits for the page to catch up. */
const MAX_IN_FLIGHT = 4;

const cancelled = new Set<number>();

/**
 * The every-path worker's API, called through comlink. The page runs two of these workers, one
 * listing and one counting, so a long count never holds up a listing or the other way round.
 */
const api = {
  /** Lists paths, sending each slice's batch with its buffers transferred (not copied). */
  async list(id: number, request: ListRequest, onBatch: Comlink.Remote<((batch: PathBatch) => void) & Comlink.ProxyMarked>): Promise<ListResult> {
    const inFlight: Promise<void>[] = [];
    try {
      const result = await listPaths(request, {
        cancelled: () => cancelled.has(id),
        onBatch: (batch) => {
          if (cancelled.has(id)) return undefined;
          inFlight.push(onBatch(Comlink.transfer(batch, [batch.blocks.buffer, batch.lengths.buffer])).catch(() => undefined));
          // Back-pressure: a busy page makes the listing wait instead of queueing without bound.
          return inFlight.length > MAX_IN_FLIGHT ? inFlight.shift() : undefined;
        },
      });
      // Batches travel on the callback's own channel: wait for them so none lands after the result.
      await Promise.all(inFlight);
      return result;
    } finally {
      cancelled.delete(id);
    }
  },

  /** Asks listing `id` to stop; it does so at the end of its current slice. */
  cancel(id: number): void {
    cancelled.add(id);
  },

  /** The exact total as a bigint; a count cannot pause, so the page cancels it by terminating this worker. */
  count(request: CountRequest, onProgress: Comlink.Remote<((done: number, total: number) => void) & Comlink.ProxyMarked>): bigint {
    return countJob(request, (done, total) => void onProgress(done, total).catch(() => undefined));
  },

  /** An estimate from random walks, for a grid too open to count; a second or two, then the answer. */
  estimate(request: CountRequest, onProgress: Comlink.Remote<((done: number, total: number) => void) & Comlink.ProxyMarked>): PathsEstimate {
    return estimateJob(request, (done, total) => void onProgress(done, total).catch(() => undefined));
  },
};

export type PathsWorkerApi = typeof api;

Comlink.expose(api);
