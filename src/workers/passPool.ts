/**
 * A pool of workers that run dense passes side by side (countPathsWith's PassRunner), whatever
 * the workers are: the page's Web Workers or Node's worker threads, each reached through a
 * PassPort. A pass goes to an idle worker, or waits for one; a worker is made on first need and
 * kept for the next pass. Closing the pool ends every worker, which is also how a count is
 * cancelled: the passes cannot pause.
 */
import type { PassRunner } from '../core/paths/countDenseExact';
import type { PassMessage, PassRequest } from './densePassJob';

/** One worker, as the pool needs it. */
export interface PassPort {
  post(request: PassRequest): void;
  /** Calls `listener` with each message the worker sends, and with a failure when the worker dies. */
  listen(listener: (message: PassMessage) => void): void;
  terminate(): void;
}

export interface PassPool {
  readonly runPass: PassRunner;
  /** How many passes run side by side. */
  readonly size: number;
  close(): void;
}

export function createPassPool(spawn: () => PassPort, size: number): PassPool {
  const idle: PassPort[] = [];
  const all: PassPort[] = [];
  const waiting: ((port: PassPort) => void)[] = [];
  let handler = new Map<PassPort, (message: PassMessage) => void>();
  let closed = false;

  const take = (): Promise<PassPort> => {
    const port = idle.pop();
    if (port) return Promise.resolve(port);
    if (all.length < size) {
      const fresh = spawn();
      all.push(fresh);
      fresh.listen((message) => handler.get(fresh)?.(message));
      return Promise.resolve(fresh);
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  const give = (port: PassPort): void => {
    handler.delete(port);
    const next = waiting.shift();
    if (next) next(port);
    else idle.push(port);
  };

  const retire = (port: PassPort): void => {
    handler.delete(port);
    port.terminate();
    all.splice(all.indexOf(port), 1);
    // A pass waiting for a worker gets a fresh one.
    const next = waiting.shift();
    if (next) void take().then(next);
  };

  const runPass: PassRunner = async (grid, moduli, onRow) => {
    if (closed) throw new Error('the pass pool is closed');
    const port = await take();
    return new Promise<number[]>((resolve, reject) => {
      handler.set(port, (message) => {
        if (message.kind === 'row') {
          try {
            onRow(message.row);
          } catch (error) {
            // The caller gave up (a cancel): this worker's pass is no longer wanted, so it goes.
            retire(port);
            reject(error);
          }
          return;
        }
        give(port);
        if (message.kind === 'done') resolve(message.result);
        else reject(new Error(message.message));
      });
      port.post({ grid, moduli });
    });
  };

  return {
    runPass,
    size,
    close() {
      closed = true;
      for (const port of all) port.terminate();
      all.length = 0;
      idle.length = 0;
      handler = new Map();
    },
  };
}
