import { THEME } from '../render/theme';
import { vectorPictureOf } from '../render/vector/mazePicture';
import type { PngScene } from '../render/png';
import { generateAndSolve, type Generated } from '../workers/generation';
import { bookPdf } from './bookPdf';
import { bookMazeSettings, type BookOptions } from './bookOptions';
import { BOOK_WORDS, type BookWords } from './bookWords';
import { planBook, type BookMaze, type BookPlan } from './pagePlan';
import { pageSvg } from './pageSvg';

/** Nothing drawn over a printed maze but, on its answer page, its solution. */
const BARE = { marks: null, player: null, exit: null } as const;

/** A book's build was stopped (Cancel) before it was done. */
export class BookStoppedError extends Error {
  constructor() {
    super('the book was stopped before it was done');
    this.name = 'BookStoppedError';
  }
}

export interface BuildHooks {
  /** After each maze is made and drawn: `done` of `total` mazes. */
  readonly onProgress?: (done: number, total: number) => void;
  /** Asked between mazes: true stops the build (it rejects with BookStoppedError). */
  readonly stopped?: () => boolean;
  /** The labels' words (when not given, BOOK_WORDS in the options' language). */
  readonly words?: BookWords;
}

/** A generated maze as drawn on paper (the PNG's layout and colours), with its solution for the answers when asked. */
export function bookMazeOf(generated: Generated, withAnswer: boolean): BookMaze {
  const scene = (solution: Int32Array | null): PngScene =>
    generated.kind === 'blocks' ? { kind: 'blocks', scene: { grid: generated.maze, solution, ...BARE } } : { kind: 'cells', scene: { maze: generated.maze, solution, ...BARE } };
  return { picture: vectorPictureOf(scene(null), THEME), answer: withAnswer ? vectorPictureOf(scene(generated.solution), THEME) : null };
}

/** A turn of the event loop: a worker hears Cancel between mazes. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Every maze of the book (or its first `upTo`), made with bookMazeSettings and drawn, then the pages planned. */
export async function planOfBook(options: BookOptions, hooks: BuildHooks = {}, upTo = options.count): Promise<BookPlan> {
  const mazes: BookMaze[] = [];
  const total = Math.min(upTo, options.count);
  for (let index = 1; index <= total; index++) {
    await nextTurn();
    if (hooks.stopped?.()) throw new BookStoppedError();
    mazes.push(bookMazeOf(generateAndSolve(bookMazeSettings(options, index)), options.answers));
    hooks.onProgress?.(index, total);
  }
  return planBook(options, mazes, hooks.words ?? BOOK_WORDS[options.language]);
}

/** The studio's preview: the book's first page as SVG (pageSvg), making only that page's mazes. */
export async function previewOfBook(options: BookOptions, hooks: BuildHooks = {}): Promise<string> {
  return pageSvg(await planOfBook(options, hooks, options.perPage), 0);
}

/**
 * The book's PDF: maze i (from 1) made from bookMazeSettings(options, i), progress reported per
 * maze. The same options give the same bytes. The caller checks the options (bookProblem).
 */
export async function buildBook(options: BookOptions, hooks: BuildHooks = {}): Promise<Uint8Array> {
  const plan = await planOfBook(options, hooks);
  if (hooks.stopped?.()) throw new BookStoppedError();
  return bookPdf(plan);
}
