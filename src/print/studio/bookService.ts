import { HAS_WORKERS } from '../../workers/hasWorkers';
import { JobCancelled, type Job } from '../../workers/job';
import { CANCEL_GRACE_MS, JobLane, type LaneWorker } from '../../workers/lane';
import { saveBlob } from '../../render/png';
import type { BookOptions } from '../bookOptions';
// TEMPORARY: P1's preview (src/print/) replaces the stand-in at merge, as book.worker.ts's buildBook.
import { buildBook, firstPageSvg } from './bookStandIn';

/**
 * The one seam between the Print studio and the book core: every call the page makes to build
 * a book or draw its first page goes through here, so the core can change under it.
 */

/** A job for the book worker (book.worker.ts): the options of the whole book. */
export interface BookRequest {
  readonly options: BookOptions;
}

/** How many of the book's mazes are drawn. */
export interface BookProgress {
  readonly done: number;
  readonly total: number;
}

export interface BookService {
  /** Builds the book's PDF off the main thread, with progress maze by maze; cancel stops it. */
  build(options: BookOptions, onProgress: (progress: BookProgress) => void): Job<Uint8Array>;
  /** The first page as an SVG document, for the preview. */
  preview(options: BookOptions): string;
  /** Saves the PDF. */
  save(pdf: Uint8Array, fileName: string): void;
}

function startBookWorker(): LaneWorker {
  return new Worker(new URL('../../workers/book.worker.ts', import.meta.url), { type: 'module' });
}

/** The book on the calling thread: jsdom and Node have no workers (the page always has). */
function buildHere(options: BookOptions, onProgress: (progress: BookProgress) => void): Job<Uint8Array> {
  let stopped = false;
  const result = buildBook(options, { onProgress: (done, total) => onProgress({ done, total }), stopped: () => stopped }).then((pdf) => {
    if (stopped) throw new JobCancelled();
    return pdf;
  });
  return {
    result: result.catch((error: unknown) => {
      throw stopped ? new JobCancelled() : error;
    }),
    cancel: () => (stopped = true),
  };
}

let lane: JobLane<BookRequest, BookProgress, Uint8Array> | null = null;

/** The page's book service: one worker, one book at a time (a new one replaces the one building). */
export const pageBookService: BookService = {
  build(options, onProgress) {
    if (!HAS_WORKERS) return buildHere(options, onProgress);
    lane ??= new JobLane(startBookWorker, { name: 'book worker', graceMs: CANCEL_GRACE_MS, supersede: true });
    return lane.run({ options }, onProgress);
  },
  preview: (options) => firstPageSvg(options),
  save: (pdf, fileName) => saveBlob(new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), fileName),
};
