import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { run } from '../../src/cli/run';
import { MAX_LINK_BYTES } from '../../src/print/bookOptions';
import { expectRefused, runMaze } from '../support/cli';

/**
 * Inputs a fuzzer found on paths nobody had probed (issue 19): each gets one clear line on
 * stderr and a non-zero status, never a stack trace, an "internal error" or a damaged file.
 */

const root = new URL('../..', import.meta.url).pathname;

/** `sh -c` a maze call as a user types it, with its redirections. */
function shell(command: string) {
  return spawnSync('sh', ['-c', command], { cwd: root, encoding: 'utf8' });
}

/** A maze call whose standard output fails every write with `code`, run here. */
async function runFailingOutput(args: string[], code: string) {
  let stderr = '';
  const status = await run(args, {
    stdin: Readable.from([]),
    stdout: new Writable({
      write(_chunk, _encoding, done) {
        done(Object.assign(new Error(`${code}: write failed`), { code }));
      },
    }),
    stderr: { write: (text: string) => (stderr += text) },
  });
  return { status, stderr };
}

describe('a JSON maze nested thousands deep', () => {
  it('is refused in words, naming what it found, without overflowing the stack', async () => {
    const deep = `{"shape":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const result = await runMaze(['solve', '-', '--algorithm', 'bfs'], deep);
    expectRefused(result, /shape.*an array/);
    const deepCells = `{"shape":"hex","cells":${'['.repeat(5000)}${']'.repeat(5000)},"start":0,"goal":1}`;
    expectRefused(await runMaze(['solve', '-', '--algorithm', 'bfs'], deepCells));
  });
});

describe('standard output that cannot be written', () => {
  it.each([
    ['a big maze', ['generate', '--width', '300', '--height', '300']],
    ['a small maze', ['generate', '--width', '3', '--height', '3']],
    ['the help', ['--help']],
  ])('%s: one line on stderr saying why, exit status 1', async (_, args) => {
    const result = await runFailingOutput(args, 'ENOSPC');
    expect(result).toEqual({ status: 1, stderr: 'maze: cannot write to standard output: no space left on the device (ENOSPC)\n' });
  });

  it('a reader that goes away is not an error: the command stops quietly', async () => {
    expect(await runFailingOutput(['generate', '--width', '300', '--height', '300'], 'EPIPE')).toEqual({ status: 0, stderr: '' });
  });

  it.runIf(existsSync('/dev/full'))('as a user sees it: `> /dev/full`', () => {
    for (const size of ['300', '3']) {
      const result = shell(`node --import tsx src/cli/main.ts generate --width ${size} --height ${size} > /dev/full`);
      expect(result.status).toBe(1);
      expect(result.stderr).toBe('maze: cannot write to standard output: no space left on the device (ENOSPC)\n');
    }
  });
});

describe('print', () => {
  const dir = mkdtempSync(join(tmpdir(), 'maze-hostile-'));

  it('refuses a link address too long for a QR code, up front, and writes nothing', async () => {
    const out = join(dir, 'long.pdf');
    const result = await runMaze(['print', '--out', out, '--seed', 's', '--url-base', `https://example.com/${'a'.repeat(2800)}`]);
    expectRefused(result, new RegExp(`link would be \\d+ bytes long, and a QR code holds at most ${MAX_LINK_BYTES}: use a shorter link address`));
    expect(existsSync(out)).toBe(false);
  });

  it('takes a title of up to 80 characters, and says so past that', async () => {
    expectRefused(await runMaze(['print', '--out', join(dir, 'titled.pdf'), '--title', 'x'.repeat(81)]), /print: a book's title has at most 80 characters$/);
    const titled = await runMaze(['print', '--out', join(dir, 'titled.pdf'), '--seed', 't', '--title', 'Class 4B', '--name-line']);
    expect(titled).toEqual({ status: 0, stdout: '', stderr: '' });
  });

  it('never leaves a truncated PDF: a failed write keeps the good file of that name as it was', () => {
    const out = join(dir, 'book.pdf');
    const good = shell(`node --import tsx src/cli/main.ts print --out ${out} --seed good`);
    expect(good.status, good.stderr).toBe(0);
    const before = readFileSync(out);
    // A file-size limit far below the book: the write fails half-way.
    const failed = shell(`ulimit -f 8; node --import tsx src/cli/main.ts print --out ${out} --seed other --count 30 --answers`);
    expect(failed.status).toBe(2);
    expect(failed.stderr).toMatch(/^maze: print: cannot write '[^\n]*book\.pdf': [^\n]+\n$/);
    expect(readFileSync(out).equals(before)).toBe(true);
    expect(readdirSync(dir).filter((name) => name.endsWith('.part'))).toEqual([]);
  });
});

describe('count on a grid too wide and open to count', () => {
  it('is refused at once from its price, in words a user can act on', async () => {
    const open = Array.from({ length: 300 }, () => '0'.repeat(300)).join('\n');
    const result = await runMaze(['count', '-'], open);
    expectRefused(result, /count: this grid is too wide and open to count its simple paths exactly: the count would hold far more in memory at once, and it may use 1 GB\. Count a narrower grid or one with more walls, or count its shortest paths \(--shortest\)$/);
  });
});

describe('the smallest maze of every shape has two cells', () => {
  it.each([
    [['generate', '--width', '1', '--height', '1']],
    [['generate', '--width', '1', '--height', '1', '--format', 'json']],
    [['generate', '--shape', 'hex', '--width', '1', '--height', '1', '--format', 'json']],
    [['count-mazes', '--shape', 'square', '--width', '1', '--height', '1']],
    [['print', '--out', join(tmpdir(), 'one-cell.pdf'), '--width', '1', '--height', '1']],
  ])('%j is refused alike', async (args) => {
    // print checks a maze as the page's form does, so it says it in the page's words ("exit").
    expectRefused(await runMaze(args), /[Aa] maze needs at least 2 cells, so that its start and (goal|exit) differ/);
  });

  it('a 1×2 square and a circle of one ring are mazes', async () => {
    expect((await runMaze(['generate', '--width', '1', '--height', '2', '--seed', 's'])).status).toBe(0);
    const circle = await runMaze(['generate', '--shape', 'polar', '--rings', '1', '--format', 'json', '--seed', 's']);
    expect(circle.status, circle.stderr).toBe(0);
    expect((JSON.parse(circle.stdout) as { cells: unknown[] }).cells).toHaveLength(7);
  });
});
