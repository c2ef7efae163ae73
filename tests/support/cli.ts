import { expect } from 'vitest';
import { Readable, Writable } from 'node:stream';
import { run } from '../../src/cli/run';

/** One CLI call in this process, as `maze ARGS` with standard input `input`: its status and output. */
export async function runMaze(args: string[], input = '') {
  let stdout = '';
  let stderr = '';
  const status = await run(args, {
    stdin: Readable.from([Buffer.from(input)]),
    stdout: new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        stdout += String(chunk);
        done();
      },
    }),
    stderr: { write: (text: string) => (stderr += text) },
  });
  return { status, stdout, stderr };
}

/** What a CLI call gave, run here (runMaze) or through npm in a child process. */
export interface CliResult {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Bad input, as every command must answer it: exit status 2, nothing on stdout, and one line on
 * stderr in the CLI's words ("maze: …"), never an internal error or a stack trace; matching
 * `pattern` when given.
 */
export function expectRefused(result: CliResult, pattern?: RegExp): void {
  expect(result.status).toBe(2);
  expect(result.stdout).toBe('');
  expect(result.stderr.endsWith('\n')).toBe(true);
  const line = result.stderr.slice(0, -1);
  expect(line).not.toContain('\n');
  expect(line).toMatch(/^maze: /);
  expect(line).not.toMatch(/internal error|\n\s+at /);
  if (pattern) expect(line).toMatch(pattern);
}

/**
 * That a maze's JSON cells (the CLI's contract) form a spanning tree: one passage fewer than
 * cells, counted once each, and every cell reached from cell 0 through them.
 */
export function expectSpanningTreeJson(cells: readonly { readonly passages: readonly number[] }[]): void {
  let passages = 0;
  cells.forEach((cell) => (passages += cell.passages.length));
  expect(passages / 2).toBe(cells.length - 1);
  const reached = new Set([0]);
  for (const at of reached) for (const next of cells[at]!.passages) reached.add(next);
  expect(reached.size).toBe(cells.length);
}
