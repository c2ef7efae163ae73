import type { BookOptions } from './bookOptions';

/**
 * What the Print studio and the book worker (src/workers/book.worker.ts) say to each other:
 * kept beside the book core, so the worker need not import the studio's page code.
 */

/** A job for the book worker: the whole book's PDF, or its first page's SVG for the preview. */
export interface BookRequest {
  readonly kind: 'book' | 'preview';
  readonly options: BookOptions;
}

/** The book's PDF, or the first page's SVG document. */
export type BookAnswer = Uint8Array | string;

/** How many of the book's mazes are drawn. */
export interface BookProgress {
  readonly done: number;
  readonly total: number;
}
