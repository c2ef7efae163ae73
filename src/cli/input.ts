import { readFile } from 'node:fs/promises';
import { GridParseError, parseGrid, type Grid } from '../core';
import { UsageError } from './errors';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The grid in FILE ('-' for standard input); read and parse errors become one-line UsageErrors. */
export async function loadGrid(file: string | undefined): Promise<Grid> {
  if (file === undefined) throw new UsageError('missing FILE (a 0/1 grid, or - for standard input)');
  let text: string;
  try {
    text = file === '-' ? await readStdin() : await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : code === 'EACCES' ? 'permission denied' : String(code ?? error);
    throw new UsageError(`cannot read ${file}: ${why}`);
  }
  try {
    return parseGrid(text);
  } catch (error) {
    if (error instanceof GridParseError) throw new UsageError(`${file === '-' ? 'standard input' : file}: ${error.message}`);
    throw error;
  }
}
