/**
 * One print benchmark in a process of its own (bench/print.ts runs it): the book's build time
 * as a median of several runs after a warm-up, as one line of JSON. A child process because a
 * book is built asynchronously (pdf-lib's save) and the bench groups are synchronous.
 */
import type { BookOptions } from '../src/print/bookOptions';
import { buildBook } from '../src/print/buildBook';
import { median } from './measure';

const shape = process.argv[2] === 'hex' ? 'hex' : 'square';
const runs = Number(process.argv[3] ?? '3');
const book: BookOptions = {
  maze: shape === 'hex' ? { algorithm: 'backtracker', width: 40, height: 40, braid: 0, shape: 'hex' } : { algorithm: 'backtracker', width: 40, height: 40, braid: 0 },
  seed: 'bench',
  count: 100,
  perPage: 4,
  paper: 'a4',
  landscape: false,
  answers: true,
  urlBase: 'http://localhost:5173/',
  language: 'en',
};

let bytes = (await buildBook(book)).length;
const times: number[] = [];
for (let i = 0; i < runs; i++) {
  const t0 = performance.now();
  bytes = (await buildBook(book)).length;
  times.push(performance.now() - t0);
}
console.log(JSON.stringify({ medianMs: median(times), runs, bytes }));
