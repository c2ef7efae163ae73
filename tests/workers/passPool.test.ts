import { describe, expect, it } from 'vitest';
import { createGrid } from '../../src/core';
import { CountCancelledError } from '../../src/core/countControls';
import { countPaths, countPathsWith } from '../../src/core/paths/countPaths';
import { nodePassPool } from '../../src/cli/nodePassPool';
import { servePasses, type PassRequest } from '../../src/workers/densePassJob';
import type { LaneWorker } from '../../src/workers/lane';
import type { ToWorker } from '../../src/workers/protocol';
import { createPassPool } from '../../src/workers/passPool';

/** A worker on this thread, wired to servePasses through an in-process channel: both sides of the lane's protocol for real. */
function workerHere(log: string[]): LaneWorker {
  const toWorker: ((event: MessageEvent) => void)[] = [];
  const toPage: ((event: MessageEvent) => void)[] = [];
  servePasses({
    postMessage: (data: unknown) => queueMicrotask(() => toPage.forEach((listener) => listener({ data } as MessageEvent))),
    addEventListener: (_type, listener) => toWorker.push(listener),
  });
  return {
    postMessage: (data: ToWorker<PassRequest>) => {
      if (data.kind === 'start') log.push(data.request!.kind === 'pass' ? `pass ${data.request!.moduli.length} lanes` : 'release');
      queueMicrotask(() => toWorker.forEach((listener) => listener({ data } as MessageEvent)));
    },
    terminate: () => log.push('terminated'),
    addEventListener: (type: string, listener: (event: MessageEvent) => void) => {
      if (type === 'message') toPage.push(listener);
    },
  } as unknown as LaneWorker;
}

describe('the pass pool', () => {
  it('runs a count\'s passes on its workers, no more at once than it has, and gives the same count', async () => {
    const log: string[] = [];
    let made = 0;
    const pool = createPassPool(() => (made++, workerHere(log)), 2);
    const grid = createGrid(12, 12, 0);
    await expect(countPathsWith(grid, 0, 143, {}, pool.runPass, pool.size)).resolves.toBe(countPaths(grid, 0, 143));
    expect(made).toBe(2);
    // 98 bits: the plain lane beside the first prime on one worker, the second prime on the other.
    expect(log).toEqual(['pass 2 lanes', 'pass 1 lanes']);
    // The count has ended: each worker that ran a pass lets its layers go.
    pool.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log.slice(2)).toEqual(['release', 'release']);
    pool.close();
    expect(log.filter((line) => line === 'terminated')).toHaveLength(2);
  });

  it('stops a count whose caller cancels, retiring the worker whose pass is no longer wanted', async () => {
    const log: string[] = [];
    const pool = createPassPool(() => workerHere(log), 1);
    let rows = 0;
    const counting = countPathsWith(createGrid(12, 12, 0), 0, 143, { cancelled: () => ++rows > 3 }, pool.runPass, pool.size);
    await expect(counting).rejects.toThrow(CountCancelledError);
    expect(log).toContain('terminated');
    pool.close();
  });

  it('runs passes on Node worker threads for the CLI', async () => {
    const pool = nodePassPool(2);
    try {
      const grid = createGrid(11, 11, 0);
      await expect(countPathsWith(grid, 0, 120, {}, pool.runPass, pool.size)).resolves.toBe(countPaths(grid, 0, 120));
    } finally {
      pool.close();
    }
  });
});
