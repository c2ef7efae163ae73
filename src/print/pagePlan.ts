import type { VectorPicture } from '../render/vector/svgDocument';
import { bookMazeLink, bookMazeSettings, MARGIN_POINTS, PAPER_POINTS, type BookOptions, type PerPage } from './bookOptions';
import { mazeLine, type BookWords } from './bookWords';
import { qrModules, type QrModules } from './qrModules';
import { textPath } from './text/textPath';

/**
 * A book as pages of placed things, in PDF points with the origin at the page's top left and y
 * down (SVG's way; the PDF writer flips it). Both writers (bookPdf, pageSvg) draw exactly this,
 * so the studio's preview is the PDF's first page.
 */
export interface BookPlan {
  readonly title: string;
  readonly pages: readonly PagePlan[];
}

export interface PagePlan {
  readonly width: number;
  readonly height: number;
  readonly answers: boolean;
  readonly items: readonly PlanItem[];
}

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A maze's picture drawn at `scale`, its top left at (x, y); `box` is the room it was fitted to. */
export interface PictureItem {
  readonly kind: 'picture';
  readonly index: number;
  readonly picture: VectorPicture;
  readonly x: number;
  readonly y: number;
  readonly scale: number;
  readonly box: Box;
}

/** Text as a path (textPath): its baseline's left end at (x, y). */
export interface TextItem {
  readonly kind: 'text';
  readonly text: string;
  readonly d: string;
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly width: number;
}

/** A QR code, its top left at (x, y), each module `module` points a side. */
export interface QrItem {
  readonly kind: 'qr';
  readonly link: string;
  readonly modules: QrModules;
  readonly x: number;
  readonly y: number;
  readonly module: number;
}

export type PlanItem = PictureItem | TextItem | QrItem;

/** A maze of the book as drawn: its picture, and its picture with the solution for the answer pages. */
export interface BookMaze {
  readonly picture: VectorPicture;
  readonly answer: VectorPicture | null;
}

/** A module of 2.25 pt is 0.8 mm: a phone reads it on paper, and a 100 dpi scan has 3 pixels a module. */
export const QR_MODULE_POINTS = 2.25;
/** The white a QR code needs round it to be found, in modules. */
const QR_QUIET_MODULES = 4;
/** Between two mazes' cells, and under an answer page's heading. */
const GAP_POINTS = 18;
const HEADING_POINTS = 18;
/** The worksheet's Name and Date line: room to write by hand. */
const NAME_LINE_POINTS = 12;

/** Columns and rows of mazes on a page: one column on a tall page when it can, wider rows on a wide one. */
export function pageGrid(perPage: PerPage, landscape: boolean): { columns: number; rows: number } {
  switch (perPage) {
    case 1:
      return { columns: 1, rows: 1 };
    case 2:
      return landscape ? { columns: 2, rows: 1 } : { columns: 1, rows: 2 };
    case 4:
      return { columns: 2, rows: 2 };
    case 6:
      return landscape ? { columns: 3, rows: 2 } : { columns: 2, rows: 3 };
  }
}

/** The page's size in points, landscape turning the paper. */
export function pageSize(options: Pick<BookOptions, 'paper' | 'landscape'>): { width: number; height: number } {
  const [width, height] = PAPER_POINTS[options.paper];
  return options.landscape ? { width: height, height: width } : { width, height };
}

/** Text `text` at `size`, shrunk to fit `room` points when it is wider. */
function fittedText(text: string, size: number, room: number, x: number, y: number): TextItem {
  let path = textPath(text, size);
  let fitted = size;
  if (path.width > room && path.width > 0) {
    fitted = (size * room) / path.width;
    path = textPath(text, fitted);
  }
  return { kind: 'text', text, d: path.d, x, y, size: fitted, width: path.width };
}

/**
 * The smallest a caption is printed: 8 pt reads on paper at arm's length. A line too long for
 * its room at its size breaks at a " · " onto a second line before it shrinks (it shrank to
 * about 6 pt before, too small to read).
 */
const MIN_CAPTION_POINTS = 8;

/** A caption in at most two lines, the second `leading` below the first; shrunk only if a line still does not fit, never below what fits. */
function captionLines(text: string, size: number, room: number, x: number, y: number, leading: number): TextItem[] {
  if (textPath(text, size).width <= room) return [fittedText(text, size, room, x, y)];
  const parts = text.split(' · ');
  // The break that leaves the longer line shortest.
  let best: [string, string] = [text, ''];
  let bestWidth = Infinity;
  for (let cut = 1; cut < parts.length; cut++) {
    const lines: [string, string] = [parts.slice(0, cut).join(' · '), parts.slice(cut).join(' · ')];
    const widest = Math.max(...lines.map((line) => textPath(line, size).width));
    if (widest < bestWidth) [best, bestWidth] = [lines, widest];
  }
  return best.filter((line) => line !== '').map((line, i) => fittedText(line, size, room, x, y + i * leading));
}

/**
 * The book's pages: ceil(count / perPage) pages of mazes, then as many answer pages when asked
 * for, laid out alike. Every cell of the page grid holds a maze's picture, as big as fits and
 * centred above its label: its number, its line (shape, size, algorithm, seed) and its QR code
 * (bookMazeLink). Everything lies inside the margins (MARGIN_POINTS). The same options, mazes
 * and words give the same plan. `mazes` may be the book's first few only (a preview): their
 * pages are the book's own.
 */
export function planBook(options: BookOptions, mazes: readonly BookMaze[], words: BookWords): BookPlan {
  const { width, height } = pageSize(options);
  const { columns, rows } = pageGrid(options.perPage, options.landscape);
  // Every maze's link, also of mazes not given (a preview plans its first page only).
  const links = Array.from({ length: options.count }, (_, i) => bookMazeLink(options, i + 1));
  // One size of QR code for the whole book: the longest link's, so a preview's page is the book's.
  const version = Math.max(...links.map((link) => qrModules(link).version));
  const numberSize = options.perPage <= 2 ? 16 : 12;
  const lineSize = options.perPage <= 2 ? 10 : MIN_CAPTION_POINTS;
  const leading = lineSize * 1.25;

  function page(answers: boolean, first: number): PagePlan {
    const items: PlanItem[] = [];
    let top = MARGIN_POINTS;
    const room = width - 2 * MARGIN_POINTS;
    const title = options.title?.trim() ?? '';
    // A worksheet's head: its title on every page (the answer pages say they are the answers),
    // and on maze pages the line a student writes a name and a date on.
    const heading = answers ? (title === '' ? words.answers : `${title} · ${words.answers}`) : title;
    if (heading !== '') {
      items.push(fittedText(heading, HEADING_POINTS, room, MARGIN_POINTS, top + HEADING_POINTS));
      top += HEADING_POINTS + GAP_POINTS / 2;
    }
    if (!answers && options.nameLine) {
      items.push(fittedText(`${words.name}: ______________________________    ${words.date}: ______________`, NAME_LINE_POINTS, room, MARGIN_POINTS, top + NAME_LINE_POINTS));
      top += NAME_LINE_POINTS + GAP_POINTS / 2;
    }
    if (heading !== '' || (!answers && options.nameLine)) top += GAP_POINTS / 2;
    const cellWidth = (width - 2 * MARGIN_POINTS - (columns - 1) * GAP_POINTS) / columns;
    const cellHeight = (height - MARGIN_POINTS - top - (rows - 1) * GAP_POINTS) / rows;
    for (let slot = 0; slot < columns * rows; slot++) {
      const index = first + slot;
      const maze = mazes[index];
      if (!maze) break;
      const x = MARGIN_POINTS + (slot % columns) * (cellWidth + GAP_POINTS);
      const y = top + Math.floor(slot / columns) * (cellHeight + GAP_POINTS);
      const modules = qrModules(links[index]!, version);
      const qrSide = modules.size * QR_MODULE_POINTS;
      const quiet = QR_QUIET_MODULES * QR_MODULE_POINTS;
      // The label's band: the QR code with white round it, at least the number and two caption lines.
      const band = quiet + Math.max(qrSide, numberSize + lineSize * 1.8 + leading + lineSize * 0.4);
      const box: Box = { x, y, width: cellWidth, height: cellHeight - band };
      const picture = answers ? maze.answer! : maze.picture;
      const scale = Math.min(box.width / picture.width, box.height / picture.height);
      items.push({
        kind: 'picture',
        index: index + 1,
        picture,
        scale,
        x: box.x + (box.width - picture.width * scale) / 2,
        y: box.y + (box.height - picture.height * scale) / 2,
        box,
      });
      const labelTop = box.y + box.height + quiet;
      const textRoom = cellWidth - qrSide - quiet;
      items.push(fittedText(String(index + 1), numberSize, textRoom, x, labelTop + numberSize));
      items.push(...captionLines(mazeLine(bookMazeSettings(options, index + 1), words), lineSize, textRoom, x, labelTop + numberSize + lineSize * 1.8, leading));
      items.push({ kind: 'qr', link: links[index]!, modules, x: x + cellWidth - qrSide, y: labelTop, module: QR_MODULE_POINTS });
    }
    return { width, height, answers, items };
  }

  const pages: PagePlan[] = [];
  const perPage = options.perPage;
  for (let first = 0; first < mazes.length; first += perPage) pages.push(page(false, first));
  if (options.answers) for (let first = 0; first < mazes.length; first += perPage) pages.push(page(true, first));
  return { title: `Mazes, seed ${options.seed}`, pages };
}
