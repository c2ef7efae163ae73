import { HAS_WORKERS } from '../../workers/hasWorkers';
import { JobCancelled, type Job } from '../../workers/job';
import { CANCEL_GRACE_MS, JobLane, type LaneWorker } from '../../workers/lane';
import { saveBlob } from '../../render/saveFile';
import type { BookOptions } from '../bookOptions';
import type { BookAnswer, BookProgress, BookRequest } from '../bookJob';

/**
 * The book core, on the calling thread: only where there are no workers (jsdom, Node). Imported
 * when first needed, so the page's studio chunk never carries the core, pdf-lib or qrcode.
 */
const loadCore = () => import('../buildBook');

/**
 * The one seam between the Print studio and the book core: every call the page makes to build
 * a book or draw its first page goes through here, so the core can change under it.
 */

export type { BookAnswer, BookProgress, BookRequest };

export interface BookService {
  /** Builds the book's PDF off the main thread, with progress maze by maze; cancel stops it. */
  build(options: BookOptions, onProgress: (progress: BookProgress) => void): Job<Uint8Array>;
  /** The first page as an SVG document, for the preview; made off the main thread too (six big mazes take a while). */
  preview(options: BookOptions): Job<string>;
  /** Saves the PDF. */
  save(pdf: Uint8Array, fileName: string): void;
}

function startBookWorker(): LaneWorker {
  return new Worker(new URL('../../workers/book.worker.ts', import.meta.url), { type: 'module' });
}

/** The book on the calling thread: jsdom and Node have no workers (the page always has). */
function buildHere(options: BookOptions, onProgress: (progress: BookProgress) => void): Job<Uint8Array> {
  let stopped = false;
  const result = loadCore()
    .then(({ buildBook }) => buildBook(options, { onProgress: (done, total) => onProgress({ done, total }), stopped: () => stopped }))
    .then((pdf) => {
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

type BookLane = JobLane<BookRequest, BookProgress, BookAnswer>;
const lanes: { book: BookLane | null; preview: BookLane | null } = { book: null, preview: null };

/**
 * A job in the lane of its kind, each its own worker, so a preview never waits behind a book
 * being built; in each, a new job replaces the one before (an old preview is not wanted).
 */
function runIn<T extends BookAnswer>(kind: BookRequest['kind'], options: BookOptions, onProgress?: (progress: BookProgress) => void): Job<T> {
  const lane = (lanes[kind] ??= new JobLane(startBookWorker, { name: kind === 'book' ? 'book worker' : 'preview worker', graceMs: CANCEL_GRACE_MS, supersede: true }));
  return lane.run({ kind, options }, onProgress) as Job<T>;
}

/** The page's book service: the book and the preview each in a worker of their own, one job at a time. */
export const pageBookService: BookService = {
  build: (options, onProgress) => (HAS_WORKERS ? runIn<Uint8Array>('book', options, onProgress) : buildHere(options, onProgress)),
  preview: (options) => (HAS_WORKERS ? runIn<string>('preview', options) : { result: loadCore().then(({ previewOfBook }) => previewOfBook(options)), cancel: () => undefined }),
  save: (pdf, fileName) => saveBlob(new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), fileName),
};
