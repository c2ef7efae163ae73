/**
 * Dense passes on Node's worker threads, one per core (os.availableParallelism), for the CLI
 * and the benchmarks. The threads run densePassThread.ts.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { createPassPool, type PassPool, type PassPort } from '../workers/passPool';
import type { PassMessage } from '../workers/densePassJob';

/** The thread's script. Run from TypeScript (tsx, as the CLI and the benchmarks are), a thread registers tsx before loading it. */
const THREAD = new URL('./densePassThread.ts', import.meta.url);

function startThread(): Worker {
  if (!THREAD.pathname.endsWith('.ts')) return new Worker(THREAD);
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  return new Worker(`import(${tsx}).then((tsx) => { tsx.register(); return import(${JSON.stringify(THREAD.href)}); });`, { eval: true });
}

function spawnThread(): PassPort {
  const worker = startThread();
  // An idle pool must not keep the process alive; a running pass keeps it alive itself.
  worker.unref();
  return {
    post: (request) => {
      worker.ref();
      worker.postMessage(request);
    },
    listen: (listener) => {
      worker.on('message', (message: PassMessage) => {
        if (message.kind !== 'row') worker.unref();
        listener(message);
      });
      worker.on('error', (error) => listener({ kind: 'failed', message: error.message }));
      worker.on('exit', (code) => {
        if (code !== 0) listener({ kind: 'failed', message: `a counting thread stopped (exit code ${code})` });
      });
    },
    terminate: () => void worker.terminate(),
  };
}

/** A pool of `size` threads (default: one per core). */
export function nodePassPool(size = availableParallelism()): PassPool {
  return createPassPool(spawnThread, Math.max(1, size));
}
