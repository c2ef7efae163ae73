/**
 * TEMPORARY STAND-IN for P1's book core (src/print/buildBook.ts: buildBook, previewOfBook). It
 * makes a valid PDF with the right number of pages (no mazes on them) and a preview of page 1
 * as empty frames, so the studio, its worker and their tests run before the real core lands.
 * Same names and signatures as P1's: the integrator points the imports in bookService.ts and
 * book.worker.ts at '../buildBook' and deletes this file at merge; nothing else imports it.
 */
import { MARGIN_POINTS, mazePageCount, PAPER_POINTS, type BookOptions } from '../bookOptions';

export interface BuildHooks {
  onProgress?(done: number, total: number): void;
  stopped?(): boolean;
}

/** A page's size in points, turned for landscape. */
function pageSize(options: Pick<BookOptions, 'paper' | 'landscape'>): [number, number] {
  const [width, height] = PAPER_POINTS[options.paper];
  return options.landscape ? [height, width] : [width, height];
}

/** Stand-in for P1's buildBook: maze pages, then as many answer pages; progress per maze; stops when asked. */
export async function buildBook(options: BookOptions, hooks: BuildHooks = {}): Promise<Uint8Array> {
  // Loaded here, not at the top: the preview (firstPageSvg) must not bring pdf-lib to the page.
  const { PDFDocument } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  const pages = mazePageCount(options) * (options.answers ? 2 : 1);
  const size = pageSize(options);
  for (let page = 0; page < pages; page++) pdf.addPage(size);
  for (let done = 1; done <= options.count; done++) {
    if (hooks.stopped?.()) throw new Error('the book was stopped before it was done');
    hooks.onProgress?.(done, options.count);
    // The real core yields between mazes; so does the stand-in, so cancel can be heard.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return pdf.save();
}

/** Stand-in for P1's previewOfBook: the first page's frames, one a maze, numbered. */
export async function previewOfBook(options: BookOptions, hooks: BuildHooks = {}): Promise<string> {
  if (hooks.stopped?.()) throw new Error('the book was stopped before it was done');
  const [width, height] = pageSize(options);
  const onPage = Math.min(options.perPage, options.count);
  const columns = options.perPage === 1 ? 1 : options.perPage === 2 ? (options.landscape ? 2 : 1) : options.landscape ? 3 : 2;
  const rows = Math.ceil(options.perPage / columns);
  const cellWidth = (width - 2 * MARGIN_POINTS) / columns;
  const cellHeight = (height - 2 * MARGIN_POINTS) / rows;
  const frames: string[] = [];
  for (let i = 0; i < onPage; i++) {
    const x = MARGIN_POINTS + (i % columns) * cellWidth + 8;
    const y = MARGIN_POINTS + Math.floor(i / columns) * cellHeight + 8;
    frames.push(`<rect x="${x}" y="${y}" width="${cellWidth - 16}" height="${cellHeight - 16}" fill="none" stroke="#222" stroke-width="2"/>`);
    frames.push(`<text x="${x + 8}" y="${y + 22}" font-size="16" fill="#222">${i + 1}</text>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#fff"/>${frames.join('')}</svg>`;
}
