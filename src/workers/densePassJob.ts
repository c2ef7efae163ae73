/**
 * One dense pass as a job on the job lane (lane.ts, serveJobs.ts), free of any particular kind
 * of worker: the page's Web Workers (densePass.worker.ts) and Node's worker threads
 * (src/cli/densePassThread.ts) both serve it. Progress is the row just swept.
 *
 * A worker keeps the plug tables of the last width it swept, so the passes of one count build
 * them once, and its layers of counts, so passes one after another reuse them, until the pool
 * says the count has ended.
 */
import { countDensePass, DenseLayers } from '../core/paths/countDense';
import { buildPlugIndex, type PlugIndex } from '../core/paths/plugIndex';
import type { SweepGrid } from '../core/paths/sweepGrid';
import { serveJobs, type JobScope } from './serveJobs';

/** What the pool sends a worker: one pass to run, or (a count has ended) to let go of the layers it keeps. */
export type PassRequest = { readonly kind: 'pass'; readonly grid: SweepGrid; readonly moduli: readonly number[] } | { readonly kind: 'release' };

let kept: PlugIndex | null = null;
const layers = new DenseLayers();

/** Runs one pass, telling each row as it goes; its lanes' results (none for a release). */
export function runPassRequest(request: PassRequest, onRow: (row: number) => void): number[] {
  if (request.kind === 'release') {
    layers.release();
    return [];
  }
  const plugs = request.grid.cols + 1;
  if (kept?.plugs !== plugs) {
    kept = null; // let the old tables go before the new ones are built
    kept = buildPlugIndex(plugs);
  }
  return countDensePass(request.grid, kept, request.moduli, { onRow, layers });
}

/** Serves passes on this worker's scope (the page's worker global, or a Node thread's port). */
export function servePasses(scope?: JobScope): void {
  serveJobs<PassRequest, number, number[]>({ run: (request, job) => runPassRequest(request, (row) => void job.progress(row)) }, scope);
}
