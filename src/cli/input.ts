import { createReadStream } from 'node:fs';
import { GridParseError, MaskError, MazeJsonError, mazeFromJson, parseGrid, parseMask, printable, type CellMaze, type Grid, type Mask } from '../core';
import { UsageError } from './errors';

/** Where `-` reads from: the process's standard input, or a test's text. */
export type Stdin = AsyncIterable<Buffer | string>;

/**
 * A grid's text is at most some 32 MB (MAX_GRID_BLOCKS values and their spaces); past this much
 * input, with room for generous spacing, it cannot be a grid. Reading stops there, so
 * `maze count /dev/zero` says so at once instead of filling memory.
 */
export const MAX_INPUT_BYTES = 256 * 2 ** 20;

class TooLarge extends Error {}

/** What a file holds, for messages: "a grid", "a mask". */
type Kind = 'a grid' | 'a mask';

async function readAll(chunks: Stdin): Promise<string> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    const part = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += part.length;
    if (size > MAX_INPUT_BYTES) throw new TooLarge();
    parts.push(part);
  }
  return Buffer.concat(parts).toString('utf8');
}

/** Why a file could not be read, in words. */
function whyUnreadable(error: unknown, kind: Kind): string {
  if (error instanceof TooLarge) return `over ${MAX_INPUT_BYTES / 2 ** 20} MB, too large to be ${kind}`;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'ENAMETOOLONG' || code === 'ERR_INVALID_ARG_VALUE' || code === 'ERR_INVALID_ARG_TYPE') return 'no such file';
  if (code === 'EISDIR') return 'it is a directory';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return code === undefined ? 'it could not be read' : `it could not be read (${code})`;
}

/** The text of FILE ('-' for standard input) and its name for messages; a read error becomes a one-line UsageError. */
async function readInput(file: string | undefined, stdin: Stdin, kind: Kind): Promise<{ name: string; text: string }> {
  if (file === undefined) throw new UsageError('missing FILE (a 0/1 grid, or - for standard input)');
  const name = file === '-' ? 'standard input' : printable(file);
  try {
    return { name, text: await readAll(file === '-' ? stdin : createReadStream(file)) };
  } catch (error) {
    throw new UsageError(`cannot read ${name}: ${whyUnreadable(error, kind)}`);
  }
}

/** Parses with `parse`; its own error class becomes a UsageError naming the file. */
function parsed<T>(name: string, text: string, parse: (text: string) => T, ErrorClass: new (...args: never[]) => Error): T {
  try {
    return parse(text);
  } catch (error) {
    if (error instanceof ErrorClass) throw new UsageError(`${name}: ${error.message}`);
    throw error;
  }
}

/** Whether a file's text is a maze of cells (generate --format json), not a 0/1 grid. */
function isCellMazeText(text: string): boolean {
  return /^\s*\{/.test(text);
}

/**
 * The grid in FILE ('-' for standard input); read and parse errors become one-line UsageErrors.
 * `command` names who asks, for the message a maze of cells gets: listing and counting paths
 * work on 0/1 grids only.
 */
export async function loadGrid(file: string | undefined, stdin: Stdin, command: string): Promise<Grid> {
  const { name, text } = await readInput(file, stdin, 'a grid');
  if (isCellMazeText(text)) throw new UsageError(`${name}: a maze of cells (JSON) can be solved, not given to ${command}: ${command} takes a 0/1 grid`);
  return parsed(name, text, parseGrid, GridParseError);
}

/**
 * A maze to solve from FILE: a cell-graph maze when its text starts with '{' (after
 * whitespace), as `generate --format json` writes it; otherwise a 0/1 block grid, as today.
 */
export async function loadMaze(file: string | undefined, stdin: Stdin): Promise<{ cells: CellMaze } | { grid: Grid }> {
  const { name, text } = await readInput(file, stdin, 'a grid');
  if (isCellMazeText(text)) return { cells: parsed(name, text, mazeFromJson, MazeJsonError) };
  return { grid: parsed(name, text, parseGrid, GridParseError) };
}

/** The mask in FILE ('-' for standard input): rows of # and . (see parseMask). */
export async function loadMask(file: string, stdin: Stdin): Promise<Mask> {
  const { name, text } = await readInput(file, stdin, 'a mask');
  return parsed(name, text, parseMask, MaskError);
}
