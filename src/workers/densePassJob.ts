/**
 * One dense pass as a job for a worker of the pass pool (passPool.ts), free of any particular
 * kind of worker: the page's Web Workers (densePass.worker.ts) and Node's worker threads
 * (src/cli/densePassThread.ts) both answer their messages with this.
 *
 * A worker keeps the plug tables of the last width it swept, so the passes of one count build
 * them once.
 */
import { messageOf } from '../core/errors';
import { countDensePass } from '../core/paths/countDense';
import { buildPlugIndex, type PlugIndex } from '../core/paths/plugIndex';
import type { SweepGrid } from '../core/paths/sweepGrid';

/** What the pool sends a worker: one pass to run. */
export interface PassRequest {
  readonly grid: SweepGrid;
  readonly moduli: readonly number[];
}

/** What a worker sends back: a row done, the pass's results lane by lane, or why it failed. */
export type PassMessage = { readonly kind: 'row'; readonly row: number } | { readonly kind: 'done'; readonly result: number[] } | { readonly kind: 'failed'; readonly message: string };

let kept: PlugIndex | null = null;

/** Runs `request`, posting each row and then its result (or failure). */
export function runPassRequest(request: PassRequest, post: (message: PassMessage) => void): void {
  try {
    const plugs = request.grid.cols + 1;
    if (kept?.plugs !== plugs) {
      kept = null; // let the old tables go before the new ones are built
      kept = buildPlugIndex(plugs);
    }
    const result = countDensePass(request.grid, kept, request.moduli, { onRow: (row) => post({ kind: 'row', row }) });
    post({ kind: 'done', result });
  } catch (error) {
    post({ kind: 'failed', message: messageOf(error) });
  }
}
