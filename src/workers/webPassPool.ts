/// <reference lib="webworker" />
/**
 * The page's pass pool: dense passes on Web Workers (densePass.worker.ts), one per core as the
 * browser reports them. Made inside the counting worker, so these are its own workers: when
 * the page terminates the counting worker (a cancel), they end with it.
 */
import { createPassPool, type PassPool } from './passPool';

/** A pool of `size` workers (default: one per core, at least one). */
export function webPassPool(size = navigator.hardwareConcurrency || 2): PassPool {
  return createPassPool(() => new Worker(new URL('./densePass.worker.ts', import.meta.url), { type: 'module' }), Math.max(1, size));
}
