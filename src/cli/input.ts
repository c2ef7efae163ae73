import { createReadStream } from 'node:fs';
import { GridParseError, parseGrid, printable, type Grid } from '../core';
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
function whyUnreadable(error: unknown): string {
  if (error instanceof TooLarge) return `over ${MAX_INPUT_BYTES / 2 ** 20} MB, too large to be a grid`;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'ENAMETOOLONG' || code === 'ERR_INVALID_ARG_VALUE' || code === 'ERR_INVALID_ARG_TYPE') return 'no such file';
  if (code === 'EISDIR') return 'it is a directory';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return code === undefined ? 'it could not be read' : `it could not be read (${code})`;
}

/** The grid in FILE ('-' for standard input); read and parse errors become one-line UsageErrors. */
export async function loadGrid(file: string | undefined, stdin: Stdin): Promise<Grid> {
  if (file === undefined) throw new UsageError('missing FILE (a 0/1 grid, or - for standard input)');
  const name = file === '-' ? 'standard input' : printable(file);
  let text: string;
  try {
    text = await readAll(file === '-' ? stdin : createReadStream(file));
  } catch (error) {
    throw new UsageError(`cannot read ${name}: ${whyUnreadable(error)}`);
  }
  try {
    return parseGrid(text);
  } catch (error) {
    if (error instanceof GridParseError) throw new UsageError(`${name}: ${error.message}`);
    throw error;
  }
}
