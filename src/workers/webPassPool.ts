/// <reference lib="webworker" />
/**
 * The page's pass pool: dense passes on Web Workers (densePass.worker.ts), one per core as the
 * browser reports them. Made inside the counting worker, so these are its own workers: when
 * the page terminates the counting worker (a cancel), they end with it.
 */
import type { PassMessage } from './densePassJob';
import { createPassPool, type PassPool, type PassPort } from './passPool';

function spawnWorker(): PassPort {
  const worker = new Worker(new URL('./densePass.worker.ts', import.meta.url), { type: 'module' });
  return {
    post: (request) => worker.postMessage(request),
    listen: (listener) => {
      worker.addEventListener('message', (event: MessageEvent<PassMessage>) => listener(event.data));
      worker.addEventListener('error', (event) => {
        event.preventDefault();
        listener({ kind: 'failed', message: event.message || 'a counting worker stopped (out of memory?)' });
      });
    },
    terminate: () => worker.terminate(),
  };
}

/** A pool of `size` workers (default: one per core, at least one). */
export function webPassPool(size = navigator.hardwareConcurrency || 2): PassPool {
  return createPassPool(spawnWorker, Math.max(1, size));
}
