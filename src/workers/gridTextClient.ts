import type { Grid } from '../core';
import { HAS_WORKERS } from './hasWorkers';
import type { GridTextWorkerApi } from './gridText.worker';
import { gridTextBlob, readGridText, type GridRead } from './gridTextJob';
import { JobCancelled, type Job } from './job';
import { terminatingJob, workerLane, type WorkerLane } from './comlinkLane';

/** Reading and writing big grid texts, wherever it runs: a Web Worker on the page, in-process in tests. */
export interface GridTextService {
  read(source: string | Blob, onProgress: (done: number, total: number) => void): Job<GridRead>;
  /** The grid as a .txt Blob. */
  format(grid: Grid): Promise<Blob>;
  /** The editor's picture of a grid, made off the page (null where that cannot be done). */
  picture(grid: Grid): Promise<ImageBitmap | null>;
}

/**
 * Pictures the worker made of grids it read, for the editor to draw instead of making its own
 * (4 million blocks to pixels is a long task). Weak: a grid gone from the store takes its picture along.
 */
const pictures = new WeakMap<Grid, ImageBitmap>();

/** The worker-made picture of this grid, if there is one; the editor takes it once. */
export function takeGridPicture(grid: Grid): ImageBitmap | null {
  const picture = pictures.get(grid) ?? null;
  pictures.delete(grid);
  return picture;
}

/**
 * One worker, started on the first big text. Cancelling a read terminates it (a parse cannot
 * pause), and a picture or a .txt still waiting on it then fails rather than hang; so does
 * everything waiting on a worker that died. The next call starts a fresh one.
 */
export function workerGridTextService(): GridTextService {
  let running: WorkerLane<GridTextWorkerApi> | null = null;
  const lane = (): WorkerLane<GridTextWorkerApi> => {
    if (!running || running.gone) running = workerLane(new Worker(new URL('./gridText.worker.ts', import.meta.url), { type: 'module' }), 'text reader');
    return running;
  };

  return {
    read(source, onProgress) {
      const reader = lane();
      const job = terminatingJob(reader, (api, progress) => api.read(source, progress), onProgress);
      return {
        result: job.result.then(({ read, picture }) => {
          if (read.ok && picture) pictures.set(read.grid, picture);
          return read;
        }),
        cancel: job.cancel,
      };
    },

    format: (grid) => lane().call((api) => api.format(grid)),
    picture: (grid) => lane().call((api) => api.picture(grid)),
  };
}

/** The same on the calling thread (jsdom, Node): a macrotask later, so it is asynchronous as on the page. */
export function localGridTextService(): GridTextService {
  return {
    read(source, onProgress) {
      let cancelled = false;
      const result = new Promise<GridRead>((resolve, reject) =>
        setTimeout(() => {
          if (cancelled) return reject(new JobCancelled());
          readGridText(source, onProgress).then(resolve, reject);
        }, 0),
      );
      return {
        result,
        cancel: () => {
          cancelled = true;
        },
      };
    },
    format: (grid) => Promise.resolve(gridTextBlob(grid)),
    picture: () => Promise.resolve(null),
  };
}

let chosen: GridTextService | null = null;

export function defaultGridTextService(): GridTextService {
  return (chosen ??= !HAS_WORKERS ? localGridTextService() : workerGridTextService());
}
