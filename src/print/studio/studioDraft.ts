import { isWeaveShape, MAX_SEED_LENGTH, readWholeNumber } from '../../core';
import { draftOf, isSide, typedDraft, withUsableGenerator, type DraftErrors, type MazeSettings, type SettingsDraft } from '../../game/settings';
import { browserStorage, type StorageLike } from '../../game/pageStorage';
import { evenSide } from '../../game/url';
import { isShortText } from '../../store/saved/fields';
import { isRecord, readKept, writeKept } from '../../store/saved/kept';
import { wordedDraft } from '../../store/wordedSettings';
import type { Language } from '../../i18n/language';
import { PRINT_TEXT } from '../../i18n/print';
import { bookProblem, linkProblem, MAX_BOOK_TITLE_CHARS, MAX_LINK_BYTES, readLinkBase, MAX_BOOK_MAZES, MAX_BOOK_SEED_LENGTH, MAX_PRINT_RINGS, MAX_PRINT_SIDE, PAPERS, PER_PAGE, type BookOptions, type Paper, type PerPage } from '../bookOptions';

/**
 * The Print studio's form as typed: the game's maze fields (read by the game's own readDraft,
 * so they say the same things), then the book's. Kept across visits under its own key.
 */
export interface StudioDraft {
  readonly shape: string;
  readonly width: string;
  readonly height: string;
  readonly rings: string;
  readonly algorithm: string;
  readonly braid: string;
  /** '' (blocks) or 'lines'; squares only, other shapes are always lines. */
  readonly style: string;
  /** Unicursal labyrinths (squares only): one path through every cell, drawn in lines. */
  readonly unicursal: boolean;
  /** '' for none, or a weave's density (square and hex), as the page's slider gives it. */
  readonly weave: string;
  /** '' for one level, or how many levels (squares), as the page's Levels menu gives it. */
  readonly levels: string;
  readonly seed: string;
  readonly count: string;
  readonly perPage: PerPage;
  readonly paper: Paper;
  readonly landscape: boolean;
  readonly answers: boolean;
  /** Where the QR codes point, as typed; '' for the address that served this page. */
  readonly link: string;
  /** The title on every page, as typed; '' for none. */
  readonly title: string;
  /** A Name and Date line on every maze page. */
  readonly nameLine: boolean;
}

export type StudioErrors = DraftErrors & { count?: string; link?: string; title?: string };

export const DEFAULT_STUDIO_DRAFT: StudioDraft = {
  shape: 'square',
  width: '20',
  height: '20',
  rings: '10',
  algorithm: 'backtracker',
  braid: '0',
  style: 'lines',
  unicursal: false,
  weave: '',
  levels: '',
  seed: 'book',
  count: '12',
  perPage: 4,
  paper: 'a4',
  landscape: false,
  answers: true,
  link: '',
  title: '',
  nameLine: false,
};

/** The draft after one field changed: a row-by-row generator gives way on a shape it cannot make, as on the game's form. */
export function editStudioDraft<K extends keyof StudioDraft>(draft: StudioDraft, key: K, value: StudioDraft[K]): StudioDraft {
  const next = { ...draft, [key]: value };
  // A labyrinth's sides are even and it has no braid, as the game's checkbox makes them.
  if (key === 'unicursal' && value === true) {
    const even = (side: string) => (isSide(side) ? evenSide(Number(side)) : side);
    return { ...next, width: even(draft.width), height: even(draft.height), braid: '0', weave: '', levels: '' };
  }
  // A weave and levels go one without the other, and levels with no labyrinth, as on the game's form.
  if (key === 'weave' && value !== '') return { ...next, levels: '' };
  if (key === 'levels' && value !== '') return { ...next, weave: '', unicursal: false, algorithm: withUsableGenerator(mazeDraft(next)).draft.algorithm };
  if (key !== 'shape') return next;
  return { ...next, algorithm: withUsableGenerator(mazeDraft(next)).draft.algorithm };
}

/**
 * The form with the game's maze's shape, size, algorithm, braid, style and seed (as the base
 * seed). An outline is the game's alone: a book's mazes are whole shapes.
 */
export function withGameMaze(draft: StudioDraft, game: MazeSettings): StudioDraft {
  const typed = draftOf(game);
  return { ...draft, shape: typed.shape ?? 'square', width: typed.width, height: typed.height, rings: typed.rings ?? draft.rings, algorithm: typed.algorithm, braid: typed.braid, style: typed.style ?? '', unicursal: game.unicursal === true, weave: typed.weave ?? '', levels: typed.levels ?? '', seed: typed.seed };
}

/** The game's draft of one of the book's mazes: the studio's maze fields, each only where its shape takes it. */
export function mazeDraft(draft: StudioDraft): SettingsDraft {
  const square = draft.shape === 'square';
  return {
    shape: draft.shape,
    width: draft.width,
    height: draft.height,
    rings: draft.rings,
    algorithm: draft.algorithm,
    braid: draft.braid,
    seed: draft.seed,
    style: square ? draft.style : '',
    unicursal: square && draft.unicursal ? '1' : '',
    weave: isWeaveShape(draft.shape) ? draft.weave : '',
    levels: square ? draft.levels : '',
    mask: '',
    start: '',
    goal: '',
  };
}

/**
 * The book the form describes, or a message per bad field, in `language`. The maze fields are
 * checked by the game's rules, the seed against the book's shorter limit (maze 100's seed must
 * fit a link), then the book's own rules (bookOptions.bookProblem).
 */
export function readStudioDraft(draft: StudioDraft, pageAddress: string, language: Language): { options: BookOptions } | { errors: StudioErrors } {
  const said = PRINT_TEXT[language];
  const read = wordedDraft(typedDraft(mazeDraft(draft)), language, MAX_BOOK_SEED_LENGTH);
  const errors: StudioErrors = 'errors' in read ? { ...read.errors } : {};
  const count = readWholeNumber(draft.count.trim());
  if (count === null || count < 1 || count > MAX_BOOK_MAZES) errors.count = said.countProblem(MAX_BOOK_MAZES);
  const urlBase = linkBaseOf(draft, pageAddress);
  if (urlBase === null) errors.link = said.linkProblem;
  const title = draft.title.trim();
  if ([...title].length > MAX_BOOK_TITLE_CHARS) errors.title = said.titleProblem(MAX_BOOK_TITLE_CHARS);
  if ('errors' in read || count === null || errors.count || urlBase === null || errors.title) return { errors };
  const { seed, ...maze } = read.settings;
  const options: BookOptions = { maze, seed, count, perPage: draft.perPage, paper: draft.paper, landscape: draft.landscape, answers: draft.answers, urlBase, language, ...(title !== '' && { title }), ...(draft.nameLine && { nameLine: true }) };
  if (linkProblem(options) !== null) return { errors: { link: said.linkTooLong(MAX_LINK_BYTES) } };
  // What is left for the book's own rules is the printed size: said in the page's language.
  if (bookProblem(options) !== null) {
    if (maze.shape === 'polar') return { errors: { rings: said.ringsProblem(MAX_PRINT_RINGS) } };
    return { errors: { [maze.width > MAX_PRINT_SIDE ? 'width' : 'height']: said.sizeProblem(MAX_PRINT_SIDE) } };
  }
  return { options };
}

/** The address the QR codes point at: the field's, normalised (readLinkBase), or this page's when it is empty; null when the field is not an address. */
export function linkBaseOf(draft: Pick<StudioDraft, 'link'>, pageAddress: string): string | null {
  const typed = draft.link.trim();
  return typed === '' ? pageAddress : readLinkBase(typed);
}

/** Where the studio keeps its form; a part of its own, so the game's saved parts never change for it. */
export const STUDIO_KEY = 'maze.printStudio';
const STUDIO_VERSION = 1;

/**
 * A kept field's text, at most a few times the longest any field accepts (a seed's 64 characters
 * of up to 4 UTF-16 units each, with room to show a mistake). Longer is not kept: a tampered
 * 2 MB seed would otherwise be read, checked and drawn into the form each time the studio opens.
 */
const isKeptField = isShortText(Math.max(4 * MAX_SEED_LENGTH, MAX_LINK_BYTES));

/** The kept form, its good fields over the defaults; never throws (a bad value is set aside by readKept). */
export function readKeptStudioDraft(storage: StorageLike | null = browserStorage()): StudioDraft {
  if (!storage) return DEFAULT_STUDIO_DRAFT;
  const read = readKept(storage, STUDIO_KEY);
  if (read.kind !== 'read' || read.version !== STUDIO_VERSION || !isRecord(read.data)) return DEFAULT_STUDIO_DRAFT;
  const data = read.data;
  const kept: Record<string, unknown> = { ...DEFAULT_STUDIO_DRAFT };
  for (const key of ['shape', 'width', 'height', 'rings', 'algorithm', 'braid', 'style', 'weave', 'levels', 'seed', 'count', 'link', 'title'] as const) if (isKeptField(data[key])) kept[key] = data[key];
  for (const key of ['landscape', 'answers', 'nameLine', 'unicursal'] as const) if (typeof data[key] === 'boolean') kept[key] = data[key];
  if ((PER_PAGE as readonly unknown[]).includes(data.perPage)) kept.perPage = data.perPage;
  if ((PAPERS as readonly unknown[]).includes(data.paper)) kept.paper = data.paper;
  return kept as unknown as StudioDraft;
}

export function keepStudioDraft(draft: StudioDraft, storage: StorageLike | null = browserStorage()): void {
  if (storage) writeKept(storage, STUDIO_KEY, STUDIO_VERSION, draft);
}

/** The PDF's file name: what the book is, so a folder of them sorts and reads well. */
export function bookFileName(options: BookOptions): string {
  const seed = options.seed.replace(/[^\p{L}\p{N}_-]+/gu, '_').slice(0, 40);
  return `maze-book-${seed}-${options.count}.pdf`;
}
