/// <reference lib="webworker" />
import { countJobWith, estimateJob, listPaths, type CountProgress } from './pathsJob';
import { costJob, hamiltonianJob, mazesJob, shortestJob } from './howManyJobs';
import { webPassPool } from './webPassPool';
import type { PathsAnswer, PathsProgress, PathsRequest } from './pathsClient';
import { serveJobs } from './serveJobs';

/** Batches the page has not yet taken in, allowed before the listing waits for it to catch up. */
const MAX_IN_FLIGHT = 4;

/** Dense passes of a count run side by side on workers of their own, one per core, made on first need. */
const pool = webPassPool();

/**
 * The every-path worker. The page runs two of these, one listing and one counting, so a long
 * count never holds up a listing or the other way round. The counting one also runs the "How
 * many?" panel's jobs: what a count will cost (priced for the pool's size), the shortest and
 * Hamiltonian paths and the perfect mazes. A listing stops at the end of a slice when
 * cancelled; a count or an estimate cannot pause, so the page terminates its worker.
 */
serveJobs<PathsRequest, PathsProgress, PathsAnswer>({
  async run(job, context) {
    const steps: CountProgress = (done, total, stage) => void context.progress(stage ? [done, total, stage] : [done, total]);
    if (job.kind === 'count') return countJobWith(job.request, steps, pool.runPass, pool.size).finally(pool.release);
    if (job.kind === 'estimate') return estimateJob(job.request, steps);
    if (job.kind === 'cost') return costJob(job.request, pool.size);
    if (job.kind === 'shortest') return shortestJob(job.request, steps);
    if (job.kind === 'hamiltonian') return hamiltonianJob(job.request, steps);
    if (job.kind === 'mazes') return mazesJob(job.request, steps);
    const inFlight: Promise<void>[] = [];
    return listPaths(job.request, {
      cancelled: context.cancelled,
      onBatch: (batch) => {
        if (context.cancelled()) return undefined;
        // Each slice's batch goes with its buffers transferred (not copied).
        inFlight.push(context.progress(batch, [batch.blocks.buffer, batch.lengths.buffer]));
        // Back-pressure: a busy page makes the listing wait instead of queueing without bound.
        return inFlight.length > MAX_IN_FLIGHT ? inFlight.shift() : undefined;
      },
    });
  },
});
