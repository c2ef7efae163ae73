import type { Grid } from '../core';
import { HAS_WORKERS } from './hasWorkers';
import { gridTextBlob, readGridText, type GridRead } from './gridTextJob';
import { laterJob, type Job } from './job';
import { JobLane, type LaneWorker } from './lane';

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

/** The editor's one-pixel-a-block picture of a grid read, made in the worker so the page only draws it. */
export interface GridReadWithPicture {
  readonly read: GridRead;
  readonly picture: ImageBitmap | null;
}

/** The text reader's jobs (gridText.worker.ts): read a text, picture a grid, format a grid as text. */
export type GridTextRequest =
  | { readonly kind: 'read'; readonly source: string | Blob }
  | { readonly kind: 'picture'; readonly grid: Grid }
  | { readonly kind: 'format'; readonly grid: Grid };
export type GridTextAnswer = GridReadWithPicture | ImageBitmap | null | Blob;
/** A read's progress: characters done, of all. */
export type GridTextProgress = readonly [done: number, total: number];

export function startGridTextWorker(): LaneWorker {
  return new Worker(new URL('./gridText.worker.ts', import.meta.url), { type: 'module' });
}

/**
 * One worker (a job lane), started on the first big text, its jobs in turn. Cancelling a read
 * terminates the worker at once (a parse cannot pause); a picture or a .txt waiting behind it
 * then runs in a fresh one, and a worker that dies fails its job with the reason.
 */
export function workerGridTextService(spawn: () => LaneWorker = startGridTextWorker): GridTextService {
  const lane = new JobLane<GridTextRequest, GridTextProgress, GridTextAnswer>(spawn, { name: 'text reader', graceMs: 0, supersede: false });
  return {
    read(source, onProgress) {
      const job = lane.run({ kind: 'read', source }, ([done, total]) => onProgress(done, total));
      return {
        result: job.result.then((answer) => {
          const { read, picture } = answer as GridReadWithPicture;
          if (read.ok && picture) pictures.set(read.grid, picture);
          return read;
        }),
        cancel: job.cancel,
      };
    },
    format: (grid) => lane.run({ kind: 'format', grid }).result as Promise<Blob>,
    picture: (grid) => lane.run({ kind: 'picture', grid }).result as Promise<ImageBitmap | null>,
  };
}

/** The same on the calling thread (jsdom, Node): a macrotask later, so it is asynchronous as on the page. */
export function localGridTextService(): GridTextService {
  return {
    read: (source, onProgress) => laterJob(() => readGridText(source, onProgress)),
    format: (grid) => Promise.resolve(gridTextBlob(grid)),
    picture: () => Promise.resolve(null),
  };
}

let chosen: GridTextService | null = null;

export function defaultGridTextService(): GridTextService {
  return (chosen ??= !HAS_WORKERS ? localGridTextService() : workerGridTextService());
}
