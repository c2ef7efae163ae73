import { rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { encodeMask, GENERATOR_IDS, messageOf, MIN_POLAR_RINGS, quote, randomSeed, seedLength } from '../core';
import { readDraft, type MazeSettings } from '../game/settings';
import { PROBLEMS, problemText } from '../i18n/problems';
import { bookProblem, linkProblem, readLinkBase, MAX_BOOK_MAZES, MAX_BOOK_SEED_LENGTH, MAX_PRINT_RINGS, MAX_PRINT_SIDE, PAPERS, PER_PAGE, type BookOptions, type PerPage } from '../print/bookOptions';
import type { CommandIo } from './commands';
import { UsageError } from './errors';
import { loadMask } from './input';
import { fraction, oneOf, readFlags, wholeNumber } from './options';
import { checkShapeFlags, levelsFlag, side, type ShapeFlags } from './shaped';
import { chooseStyle } from './svg';

/** Where a book's QR codes point when not told: the dev server's address. */
export const DEFAULT_URL_BASE = 'http://localhost:5173/';

/** A link's base: an http(s) address with no query or fragment of its own (the maze's query follows it), normalised (readLinkBase). */
function urlBaseFlag(text: string): string {
  const base = readLinkBase(text);
  if (base === null) throw new UsageError(`--url-base must be an http or https address without ? or #, as ${DEFAULT_URL_BASE}; got ${quote(text)}`);
  return base;
}

/** A base seed as typed: room is left for `-100`, so every maze's seed fits a link. */
function baseSeedFlag(text: string): string {
  if (text === '') throw new UsageError('--seed must not be empty (any text works)');
  const length = seedLength(text);
  if (length > MAX_BOOK_SEED_LENGTH) throw new UsageError(`--seed of a book must be at most ${MAX_BOOK_SEED_LENGTH} characters (maze i's seed is <seed>-i), got ${length}`);
  return text;
}

/** The book the flags ask for, checked as the game checks a maze's settings, then as a book. */
async function bookOfFlags(values: ReadonlyMap<string, string>, io: CommandIo): Promise<BookOptions & { out: string }> {
  const out = values.get('out');
  if (out === undefined || out === '') throw new UsageError('print: --out FILE.pdf is required (where the PDF goes)');
  const flags: ShapeFlags = { shape: values.get('shape'), format: undefined, mask: values.get('mask'), rings: values.get('rings'), width: values.get('width'), height: values.get('height'), weave: values.get('weave'), levels: values.get('levels'), unicursal: values.has('unicursal') };
  const shape = checkShapeFlags(flags, 'print');
  const algorithm = oneOf('algorithm', values.get('algorithm') ?? 'backtracker', GENERATOR_IDS);
  const style = chooseStyle(flags, values.get('style'), 'print');
  const unicursal = flags.unicursal === true;
  const weaveText = values.get('weave');
  if (weaveText !== undefined) fraction('weave', weaveText); // the CLI's strict check and message; readDraft reads it below
  const levelsText = values.get('levels');
  levelsFlag(levelsText); // likewise
  const braidText = values.get('braid') ?? '0';
  fraction('braid', braidText); // the CLI's strict check and message; readDraft reads it below
  const seedText = values.get('seed');
  const seed = seedText === undefined ? randomSeed() : baseSeedFlag(seedText);
  const count = wholeNumber('count', values.get('count') ?? '1', 1, MAX_BOOK_MAZES);
  const perPage = Number(oneOf('per-page', values.get('per-page') ?? '1', PER_PAGE.map(String))) as PerPage;
  const paper = oneOf('paper', values.get('paper') ?? 'a4', PAPERS);
  const urlBase = urlBaseFlag(values.get('url-base') ?? DEFAULT_URL_BASE);
  const rings = shape === 'polar' ? wholeNumber('rings', flags.rings ?? '10', MIN_POLAR_RINGS, MAX_PRINT_RINGS) : null;
  const mask = flags.mask === undefined ? null : await loadMask(flags.mask, io.stdin);
  const width = side('width', flags.width, mask?.width, 'print', MAX_PRINT_SIDE);
  const height = side('height', flags.height, mask?.height, 'print', MAX_PRINT_SIDE);
  // The game's own check of a maze's settings (a row-by-row generator on a shape, an outline in
  // pieces), so every link opens a maze the game makes. The seed here stands for maze 1's.
  const read = readDraft({
    width: String(width),
    height: String(height),
    algorithm,
    seed: `${seed}-1`,
    braid: braidText,
    shape,
    rings: String(rings ?? MIN_POLAR_RINGS),
    mask: mask === null ? '' : encodeMask(mask),
    // A labyrinth is lines already: its links say so only when --style lines was given, as before.
    style: shape === 'square' && style === 'lines' && (!unicursal || values.get('style') === 'lines') ? 'lines' : '',
    unicursal: unicursal ? '1' : '',
    weave: weaveText ?? '',
    levels: levelsText ?? '',
    start: '',
    goal: '',
  });
  if ('errors' in read) throw new UsageError(`print: ${problemText(PROBLEMS.en, Object.values(read.errors)[0]!)}`);
  const maze: Omit<MazeSettings, 'seed'> & { seed?: string } = { ...read.settings };
  delete maze.seed;
  const title = (values.get('title') ?? '').trim();
  const options: BookOptions = {
    maze,
    seed,
    count,
    perPage,
    paper,
    landscape: values.has('landscape'),
    answers: values.has('answers'),
    urlBase,
    language: 'en',
    ...(title !== '' && { title }),
    ...(values.has('name-line') && { nameLine: true }),
  };
  const problem = bookProblem(options) ?? linkProblem(options);
  if (problem) throw new UsageError(`print: ${problem}`);
  return { ...options, out };
}

/**
 * `print --out FILE.pdf ...`: a book of mazes as a PDF, maze i made with the seed `<seed>-i`,
 * ceil(count / per-page) pages of mazes, then as many of answers with --answers. Prints nothing.
 */
export async function print(args: string[], io: CommandIo): Promise<void> {
  const { values } = readFlags(
    'print',
    args,
    ['out', 'shape', 'width', 'height', 'rings', 'mask', 'algorithm', 'braid', 'seed', 'count', 'per-page', 'paper', 'style', 'url-base', 'title', 'weave', 'levels'],
    0,
    ['landscape', 'answers', 'name-line', 'unicursal'],
  );
  const { out, ...options } = await bookOfFlags(values, io);
  // pdf-lib and the generators load only when a book is asked for: other commands start as fast as before.
  const { buildBook } = await import('../print/buildBook');
  const pdf = await buildBook(options);
  try {
    await writeWhole(out, pdf);
  } catch (error) {
    throw new UsageError(`print: cannot write ${quote(out)}: ${messageOf(error)}`);
  }
}

/**
 * Writes a file whole or not at all: into a temporary file beside it, then renamed over it (a
 * rename within one folder is atomic). A write that fails half-way (a full disk, a file-size
 * limit) leaves no truncated PDF, and any good file of that name as it was.
 */
async function writeWhole(path: string, bytes: Uint8Array): Promise<void> {
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.part`);
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true }).catch(() => undefined);
    throw error;
  }
}
