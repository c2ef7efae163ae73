import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectRefused, runMaze } from '../support/cli';
import { describe, expect, it } from 'vitest';
import { generateMaze, formatGrid, parseGrid } from '../../src/core';

const root = join(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'maze-cli-'));

/**
 * Runs the CLI as a user would (through tsx, like `npm run maze`), with optional stdin: a
 * process of its own (about a second each), for what only a real process shows (exit status,
 * the streams, a closed pipe). The rest of the CLI's answers run in this process (runMaze):
 * the same `run`, in milliseconds.
 */
function maze(args: string[], input?: string) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], {
    cwd: root,
    input,
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const SOURCE = file('source.txt', '0 0 0 1\n0 0 0 0\n0 0 1 0\n');


describe('maze CLI', () => {
  it('runs through npm exactly as the README says', () => {
    const result = spawnSync('npm', ['run', '--silent', 'maze', '--', 'count', SOURCE], { cwd: root, encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('6\n');
  });

  it('generates the same grid as the library, one row a line, values separated by one space', async () => {
    const result = await runMaze(['generate', '--algorithm', 'prim', '--width', '7', '--height', '4', '--seed', 'cli', '--braid', '0.3']);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
    const expected = formatGrid(generateMaze({ algorithm: 'prim', width: 7, height: 4, seed: 'cli', braid: 0.3 }));
    expect(result.stdout).toBe(expected);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(9);
    for (const line of lines) expect(line).toMatch(/^[01]( [01]){14}$/);
  });

  it('solves a file: the path as ->(r,c)... then its length', async () => {
    const result = await runMaze(['solve', SOURCE, '--algorithm', 'bfs']);
    expect(result.status).toBe(0);
    // BFS tries left, right, up, down: the first shortest path it finds goes right first.
    expect(result.stdout).toBe('->(0,0)->(0,1)->(0,2)->(1,2)->(1,3)->(2,3)\nlength 6\n');
    const dfs = await runMaze(['solve', SOURCE, '--algorithm', 'dfs', '--from', '0,2', '--to', '2,0']);
    expect(dfs.stdout.split('\n')[0]).toMatch(/^->\(0,2\)(->\(\d,\d\))+->\(2,0\)$/);
    // The two newer solvers by their ids: bidirectional BFS finds a shortest path too.
    expect((await runMaze(['solve', SOURCE, '--algorithm', 'bidirectional'])).stdout).toMatch(/\nlength 6\n$/);
    expect((await runMaze(['solve', SOURCE, '--algorithm', 'greedy'])).stdout).toMatch(/^->\(0,0\)(->\(\d,\d\))+->\(2,3\)\nlength \d+\n$/);
  });

  it('solves a generated maze from standard input between entrance and exit', () => {
    const grid = formatGrid(generateMaze({ algorithm: 'backtracker', width: 10, height: 6, seed: 'pipe' }));
    const result = maze(['solve', '-', '--algorithm', 'astar', '--from', '1,0', '--to', '11,20'], grid);
    expect(result.status).toBe(0);
    const [walk, length] = result.stdout.trimEnd().split('\n');
    expect(walk).toMatch(/^->\(1,0\)->\(1,1\)/);
    expect(walk).toMatch(/->\(11,20\)$/);
    expect(length).toBe(`length ${walk!.split('->').length - 1}`);
  });

  it("lists every path in the source's exact format, in DFS and BFS order", async () => {
    const dfs = await runMaze(['paths', SOURCE]);
    expect(dfs.status).toBe(0);
    const lines = dfs.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(6);
    expect(lines[0]).toBe('Path 1   :->(0,0)->(0,1)->(0,2)->(1,2)->(1,3)->(2,3)');
    lines.forEach((line, i) => expect(line.startsWith(`Path ${String(i + 1).padEnd(4)}:->(0,0)`)).toBe(true));
    const bfs = (await runMaze(['paths', SOURCE, '--order', 'bfs'])).stdout.trimEnd().split('\n');
    expect(bfs).toHaveLength(6);
    const body = (line: string) => line.slice(10);
    expect(new Set(bfs.map(body))).toEqual(new Set(lines.map(body)));
    const lengths = bfs.map((line) => line.split('->').length);
    expect([...lengths].sort((a, b) => a - b)).toEqual(lengths);
    expect((await runMaze(['paths', SOURCE, '--limit', '2'])).stdout.trimEnd().split('\n')).toEqual(lines.slice(0, 2));
  });

  it('says when the maze has no way out', async () => {
    const blocked = file('blocked.txt', '0 1\n1 0\n');
    expect(await runMaze(['paths', blocked])).toMatchObject({ status: 0, stdout: 'this maze has no way out\n' });
    expect(await runMaze(['solve', blocked, '--algorithm', 'bfs'])).toMatchObject({ status: 0, stdout: 'this maze has no way out\n' });
    expect(await runMaze(['count', blocked])).toMatchObject({ status: 0, stdout: '0\n' });
  });

  it('counts exactly, beyond what listing could reach', async () => {
    const open = file('open8.txt', '00000000\n'.repeat(8));
    expect((await runMaze(['count', open])).stdout).toBe('789360053252\n');
    expect((await runMaze(['count', '-', '--from', '0,0', '--to', '0,3'], '0000\n')).stdout).toBe('1\n');
  });

  it('stops quietly when the reader goes away', () => {
    const open = file('open6.txt', '000000\n'.repeat(6));
    const result = spawnSync('sh', ['-c', `node --import tsx src/cli/main.ts paths ${open} | head -n 3`], { cwd: root, encoding: 'utf8' });
    expect(result.stdout.trimEnd().split('\n')).toHaveLength(3);
    expect(result.stderr).toBe('');
  });

  describe('bad input: one line on stderr, exit 2', () => {
    it.each([
      [['frobnicate'], /unknown command 'frobnicate'/],
      [['count', SOURCE, '--bogus'], /count: unknown flag '--bogus'/],
      [['count'], /missing FILE/],
      [['count', join(dir, 'nope.txt')], /cannot read .*nope\.txt: no such file/],
      [['count', dir], /it is a directory/],
      [['solve', SOURCE, '--algorithm', 'dijkstra'], /--algorithm must be one of dfs, bfs, astar, tremaux, greedy, bidirectional, got 'dijkstra'/],
      [['paths', SOURCE, '--order', 'random'], /--order must be one of dfs, bfs/],
      [['paths', SOURCE, '--limit', '-3'], /--limit must be a whole number/],
      [['solve', SOURCE, '--from', '0,3'], /--from: start \(0,3\) is on a wall/],
      [['solve', SOURCE, '--to', '9,9'], /--to: goal \(9,9\) is outside the 3x4 grid/],
      [['solve', SOURCE, '--from', 'top-left'], /--from must be row,col/],
      [['generate', '--width', '0'], /--width must be a whole number from 1 to 4000, got '0'/],
      [['generate', '--width', '1000000000'], /--width must be a whole number from 1 to 4000/],
      [['generate', '--width', '4000', '--height', '4000'], /at most 4,000,000 cells/],
      [['generate', '--braid', '2'], /--braid must be a number from 0 to 1/],
      [['generate', '--algorithm', 'zigzag'], /--algorithm must be one of backtracker, prim, prim-simplified, kruskal, wilson/],
      [['count', file('ragged.txt', '000\n00\n')], /ragged\.txt: line 2, column 3: ragged row/],
      [['paths', file('letters.txt', '0 0\n0 a\n')], /letters\.txt: line 2, column 3: unexpected 'a'/],
      [['count', file('empty.txt', '')], /empty input/],
    ])('%j', async (args, pattern) => {
      expectRefused(await runMaze(args as string[]), pattern);
    });

    it('through the real binary: exit status 2 and the one line on stderr', () => {
      expectRefused(maze(['solve', SOURCE, '--algorithm', 'dijkstra']), /--algorithm must be one of/);
    });

    it('prototype names, unbalanced points, loose numbers, raw controls, long seeds', async () => {
      for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) expectRefused(await runMaze([name]), new RegExp(`unknown command '${name}'`));
      expectRefused(await runMaze(['solve', SOURCE, '--from', '(0,0']), /--from must be row,col or \(row,col\)/);
      expectRefused(await runMaze(['solve', SOURCE, '--to', '(2,3']), /--to must be row,col or \(row,col\)/);
      expectRefused(await runMaze(['generate', '--braid', '0x1']), /--braid must be a number from 0 to 1/);
      expectRefused(await runMaze(['generate', '--braid', ' .5']), /--braid must be a number from 0 to 1/);
      const control = await runMaze(['generate', '--algorithm', '\u009b31m\u202e']);
      expectRefused(control, /got '<U\+009B>31m<U\+202E>'$/m);
      expect(control.stderr).not.toMatch(/[\u0080-\u009f\u202e]/);
      expectRefused(await runMaze(['generate', '--seed', 'x'.repeat(65)]), /--seed must be at most 64 characters, got 65/);
      expectRefused(await runMaze([]), /^maze: missing command: generate, solve, paths, count/);
    });

    it('reads standard input for -, with errors naming it', () => {
      expectRefused(maze(['count', '-'], '01\n1\n'), /standard input: line 2/);
    });
  });

  it('prints usage for help', () => {
    const result = maze(['--help']);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/usage: npm run --silent maze/);
    expect(maze([]).status).toBe(2);
  });

  it('round-trips a generated maze through a file', async () => {
    const text = (await runMaze(['generate', '--width', '3', '--height', '2', '--seed', 'x'])).stdout;
    const { rows, cols, blocks } = generateMaze({ algorithm: 'backtracker', width: 3, height: 2, seed: 'x' });
    expect(parseGrid(text)).toEqual({ rows, cols, blocks });
  });
});
