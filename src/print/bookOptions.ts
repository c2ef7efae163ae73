import { MAX_SEED_LENGTH, seedLength } from '../core/limits';
import type { MazeSettings } from '../game/settings';
import { settingsToQuery } from '../game/url';
import type { Language } from '../i18n/language';

/**
 * A book of printed mazes: what the Print studio's form and the CLI's `print` command ask for,
 * and the rules that make the same options give the same book. Pure: the page, its worker and
 * Node all read it.
 */

export const PER_PAGE = [1, 2, 4, 6] as const;
export type PerPage = (typeof PER_PAGE)[number];

export const PAPERS = ['a4', 'letter'] as const;
export type Paper = (typeof PAPERS)[number];

/** A page's size in PDF points (1/72 in), portrait. */
export const PAPER_POINTS: Readonly<Record<Paper, readonly [width: number, height: number]>> = { a4: [595.28, 841.89], letter: [612, 792] };

/** Half an inch: inside what home printers reach, and print-on-demand books' safe margin. */
export const MARGIN_POINTS = 36;

export const MAX_BOOK_MAZES = 100;

/** A book's mazes are at most this many cells a side (rings, for a circle): smaller than a millimetre a cell is no longer a puzzle on paper. */
export const MAX_PRINT_SIDE = 200;
export const MAX_PRINT_RINGS = 100;

/** The longest base seed: maze 100's seed, `<seed>-100`, must still fit a link. */
export const MAX_BOOK_SEED_LENGTH = MAX_SEED_LENGTH - `-${MAX_BOOK_MAZES}`.length;

export interface BookOptions {
  /** Every maze's settings but its seed: shape, size or rings, algorithm, braid, outline, and style ('lines' for squares in lines; other shapes are always lines). */
  readonly maze: Omit<MazeSettings, 'seed'>;
  /** The base seed: maze i (from 1) uses `<seed>-<i>`. */
  readonly seed: string;
  /** How many mazes, 1 to MAX_BOOK_MAZES. */
  readonly count: number;
  readonly perPage: PerPage;
  readonly paper: Paper;
  readonly landscape: boolean;
  /** Answer-key pages at the back, laid out like the maze pages. */
  readonly answers: boolean;
  /** Where each maze's QR code points: `<urlBase>?<the game's query for that maze>`. */
  readonly urlBase: string;
  /** The labels' language. */
  readonly language: Language;
  /** A title printed at the top of every page (at most MAX_BOOK_TITLE_CHARS); none when absent or empty. */
  readonly title?: string;
  /** A "Name ____ Date ____" line under the title of every maze page, for worksheets. */
  readonly nameLine?: boolean;
}

/** A title fits one line of a page in the heading's size. */
export const MAX_BOOK_TITLE_CHARS = 80;

/** Maze `index` of the book (from 1): the book's settings with the seed `<seed>-<index>`. */
export function bookMazeSettings(options: Pick<BookOptions, 'maze' | 'seed'>, index: number): MazeSettings {
  return { ...options.maze, seed: `${options.seed}-${index}` } as MazeSettings;
}

/** The link a maze's QR code holds: the game's own query for that maze, after the base. */
export function bookMazeLink(options: Pick<BookOptions, 'maze' | 'seed' | 'urlBase'>, index: number): string {
  return `${options.urlBase}${settingsToQuery(bookMazeSettings(options, index))}`;
}

/**
 * A book's link address as the URL parser normalises it (a newline or tab dropped, a bidi
 * override or a space percent-encoded, so what the QR code holds is what a phone opens), or
 * null when it is not an http or https address without a query or fragment of its own (the
 * maze's query follows it). One rule for the CLI's --url-base and the Print studio's field.
 */
export function readLinkBase(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || text.includes('?') || text.includes('#')) return null;
  return url.href;
}

/**
 * Whether a link address is one a student's phone cannot reach: this machine (localhost,
 * 127.x, ::1, 0.0.0.0) or a private network's (10.x, 172.16–31.x, 192.168.x, *.local), as a
 * book made from a local `npm start` would otherwise print.
 */
export function isLocalAddress(base: string): boolean {
  const host = new URL(base).hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host === '::1' || host === '0.0.0.0') return true;
  const ip = host.split('.').map(Number);
  if (ip.length !== 4 || ip.some((part) => !Number.isInteger(part))) return false;
  const [a, b] = ip as [number, number, number, number];
  return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
}

/**
 * The most a QR code can hold at error correction M (version 40, bytes mode): 2,331 bytes.
 * The qrcode library fails past it with a bare "too big" error, so a book checks its links first.
 */
export const MAX_LINK_BYTES = 2331;

/**
 * Why the book's links cannot be QR codes, or null: the longest one (the last maze's, whose seed
 * has the most digits) over MAX_LINK_BYTES, as UTF-8.
 */
export function linkProblem(options: Pick<BookOptions, 'maze' | 'seed' | 'urlBase' | 'count'>): string | null {
  const bytes = new TextEncoder().encode(bookMazeLink(options, options.count)).length;
  if (bytes <= MAX_LINK_BYTES) return null;
  return `a maze's link would be ${bytes} bytes long, and a QR code holds at most ${MAX_LINK_BYTES}: use a shorter link address`;
}

/** How many pages of mazes (the answers, when asked for, take as many again). */
export function mazePageCount(options: Pick<BookOptions, 'count' | 'perPage'>): number {
  return Math.ceil(options.count / options.perPage);
}

/** What is wrong with a book's own options (the maze's settings are checked as the game checks them), or null. */
export function bookProblem(options: Pick<BookOptions, 'seed' | 'count' | 'maze' | 'title'>): string | null {
  if ([...(options.title ?? '')].length > MAX_BOOK_TITLE_CHARS) return `a book's title has at most ${MAX_BOOK_TITLE_CHARS} characters`;
  if (!Number.isInteger(options.count) || options.count < 1 || options.count > MAX_BOOK_MAZES) return `a book has 1 to ${MAX_BOOK_MAZES} mazes, not ${options.count}`;
  if (options.seed === '') return 'the base seed must not be empty';
  if (seedLength(options.seed) > MAX_BOOK_SEED_LENGTH) return `the base seed has at most ${MAX_BOOK_SEED_LENGTH} characters, so that maze ${MAX_BOOK_MAZES}'s seed fits a link`;
  const { maze } = options;
  if (maze.shape === 'polar' ? (maze.rings ?? 0) > MAX_PRINT_RINGS : Math.max(maze.width, maze.height) > MAX_PRINT_SIDE) {
    return maze.shape === 'polar' ? `a printed circle has at most ${MAX_PRINT_RINGS} rings` : `a printed maze is at most ${MAX_PRINT_SIDE} cells a side`;
  }
  return null;
}
