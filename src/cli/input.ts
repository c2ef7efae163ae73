import { readFile } from 'node:fs/promises';
import { GridParseError, parseGrid, printable, type Grid } from '../core';
import { UsageError } from './errors';

/** Where `-` reads from: the process's standard input, or a test's text. */
export type Stdin = AsyncIterable<Buffer | string>;

async function readAll(stdin: Stdin): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** The grid in FILE ('-' for standard input); read and parse errors become one-line UsageErrors. */
export async function loadGrid(file: string | undefined, stdin: Stdin): Promise<Grid> {
  if (file === undefined) throw new UsageError('missing FILE (a 0/1 grid, or - for standard input)');
  const name = file === '-' ? 'standard input' : printable(file);
  let text: string;
  try {
    text = file === '-' ? await readAll(stdin) : await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT' || code === 'ENOTDIR' || code === 'ENAMETOOLONG' || code === 'ERR_INVALID_ARG_VALUE'
        ? 'no such file'
        : code === 'EISDIR'
          ? 'it is a directory'
          : code === 'EACCES'
            ? 'permission denied'
            : code === 'ERR_STRING_TOO_LONG' || code === 'ERR_FS_FILE_TOO_LARGE'
              ? 'the file is too large to be a grid'
              : String(code ?? 'unknown error');
    throw new UsageError(`cannot read ${name}: ${why}`);
  }
  try {
    return parseGrid(text);
  } catch (error) {
    if (error instanceof GridParseError) throw new UsageError(`${name}: ${error.message}`);
    throw error;
  }
}
