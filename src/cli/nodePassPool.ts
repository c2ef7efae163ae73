/**
 * Dense passes on Node's worker threads, one per core (os.availableParallelism), for the CLI
 * and the benchmarks: the page's pass pool (passPool.ts) on threads, each thread made to look
 * like a Web Worker to its job lane.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { LaneWorker } from '../workers/lane';
import { createPassPool, type PassPool } from '../workers/passPool';

/** The thread's script. Run from TypeScript (tsx, as the CLI and the benchmarks are), a thread registers tsx before loading it. */
const THREAD = new URL('./densePassThread.ts', import.meta.url);

function startThread(): Worker {
  if (!THREAD.pathname.endsWith('.ts')) return new Worker(THREAD);
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  return new Worker(`import(${tsx}).then((tsx) => { tsx.register(); return import(${JSON.stringify(THREAD.href)}); });`, { eval: true });
}

/** A thread as a lane sees a worker: messages as events, a crash or a non-zero exit as an error event. */
function spawnThread(): LaneWorker {
  const thread = startThread();
  const listeners = { message: [] as ((event: MessageEvent) => void)[], error: [] as ((event: ErrorEvent) => void)[] };
  const fail = (message: string): void => listeners.error.forEach((listener) => listener({ message, preventDefault: () => undefined } as ErrorEvent));
  thread.on('message', (data: unknown) => listeners.message.forEach((listener) => listener({ data } as MessageEvent)));
  thread.on('error', (error) => fail(error.message));
  thread.on('exit', (code) => {
    if (code !== 0) fail(`a counting thread stopped (exit code ${code})`);
  });
  return {
    postMessage: (message: unknown) => thread.postMessage(message),
    terminate: () => void thread.terminate(),
    addEventListener: ((type: string, listener: never) => {
      if (type === 'message' || type === 'error') listeners[type].push(listener);
    }) as LaneWorker['addEventListener'],
  };
}

/** A pool of `size` threads (default: one per core). */
export function nodePassPool(size = availableParallelism()): PassPool {
  return createPassPool(spawnThread, Math.max(1, size));
}
