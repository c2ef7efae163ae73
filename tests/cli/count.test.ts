import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGrid, formatGrid, generateMaze, parseGrid } from '../../src/core';
import { runMaze, expectRefused } from '../support/cli';
import { listByHand } from '../core/support/listByHand';

const root = join(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'maze-count-'));
function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

/** The source's example: 6 simple paths from (0,0) to (2,3), 3 of them shortest, 1 through every open block. */
const SOURCE_TEXT = '0 0 0 1\n0 0 0 0\n0 0 1 0\n';
const SOURCE = file('source.txt', SOURCE_TEXT);
/** A wall cuts (0,0) off from the far corner. */
const BLOCKED = file('blocked.txt', '0 1 0\n1 0 0\n0 0 0\n');

type Result = Awaited<ReturnType<typeof runMaze>>;


/** One line, the number only. */
const printed = (count: bigint): Result => ({ status: 0, stdout: `${count}\n`, stderr: '' });

describe('maze count --shortest and --hamiltonian', () => {
  it('run through npm exactly as the contract says: the number only, on one line', () => {
    // Once through npm (a second each); the tests below call the same command in this process.
    const result = spawnSync('npm', ['run', '--silent', 'maze', '--', 'count', SOURCE, '--hamiltonian', '--from', '0,0', '--to', '2,3'], { cwd: root, encoding: 'utf8' });
    expect(result).toMatchObject({ status: 0, stdout: '1\n', stderr: '' });
  });

  it('print what brute-force listing counts, and plain count still counts every simple path', async () => {
    const listed = listByHand(parseGrid(SOURCE_TEXT), 0, 11)!;
    expect(await runMaze(['count', SOURCE])).toEqual(printed(listed.simple));
    expect(await runMaze(['count', SOURCE, '--shortest'])).toEqual(printed(listed.shortest));
    expect(await runMaze(['count', SOURCE, '--hamiltonian'])).toEqual(printed(listed.hamiltonian));
    // The switch may come first, and standard input works as for every command.
    expect(await runMaze(['count', '--shortest', '-'], SOURCE_TEXT)).toEqual(printed(3n));
    expect(await runMaze(['count', '--hamiltonian', '--', '-'], SOURCE_TEXT)).toEqual(printed(1n));
  });

  it('take --from and --to as today', async () => {
    const ladder = '0 0 0 0\n0 0 0 0\n';
    expect(await runMaze(['count', '-', '--shortest', '--from', '0,0', '--to', '1,3'], ladder)).toEqual(printed(4n));
    expect(await runMaze(['count', '-', '--hamiltonian', '--from=(0,0)', '--to=(1,0)'], ladder)).toEqual(printed(1n));
    expect(await runMaze(['count', '-', '--hamiltonian', '--from', '0,1', '--to', '1,2'], ladder)).toEqual(printed(listByHand(parseGrid(ladder), 1, 6)!.hamiltonian));
    expect(await runMaze(['count', '-', '--shortest', '--from', '1,1', '--to', '1,1'], ladder)).toEqual(printed(1n));
    expect(await runMaze(['count', '-', '--hamiltonian', '--from', '1,1', '--to', '1,1'], ladder)).toEqual(printed(0n));
  });

  it('print 0 when there is no path, or no path through every open block', async () => {
    expect(await runMaze(['count', BLOCKED, '--shortest'])).toEqual(printed(0n));
    expect(await runMaze(['count', BLOCKED, '--hamiltonian'])).toEqual(printed(0n));
    // Reachable, but a dead end hangs off the way.
    const maze = formatGrid(generateMaze({ algorithm: 'backtracker', width: 8, height: 8, seed: 'count' }));
    expect(await runMaze(['count', '-', '--hamiltonian', '--from', '1,1', '--to', '15,15'], maze)).toEqual(printed(0n));
    expect(await runMaze(['count', '-', '--shortest', '--from', '1,1', '--to', '15,15'], maze)).toEqual(printed(1n));
  });

  it('print big counts exactly', async () => {
    const open = formatGrid(createGrid(300, 300, 0));
    let choose = 1n;
    for (let i = 1n; i <= 299n; i++) choose = (choose * (299n + i)) / i;
    expect(await runMaze(['count', '-', '--shortest'], open)).toEqual(printed(choose)); // C(598, 299)
    expect(await runMaze(['count', '-', '--hamiltonian', '--to', '9,0'], formatGrid(createGrid(10, 10, 0)))).toEqual(printed(1013346943033n));
  });

  it('refuse both switches at once, a switch with a value, and bad ends, with status 2 and one line', async () => {
    expectRefused(await runMaze(['count', SOURCE, '--shortest', '--hamiltonian']), /^maze: count: --shortest and --hamiltonian .*give one of them$/);
    expectRefused(await runMaze(['count', '--hamiltonian', SOURCE, '--shortest']), /give one of them/);
    expectRefused(await runMaze(['count', SOURCE, '--shortest=yes']), /^maze: count: --shortest takes no value$/);
    expectRefused(await runMaze(['count', SOURCE, '--hamiltonian=1']), /^maze: count: --hamiltonian takes no value$/);
    expectRefused(await runMaze(['count', SOURCE, '--shortest', '--from', '0,3']), /^maze: --from: start \(0,3\) is on a wall$/);
    expectRefused(await runMaze(['count', SOURCE, '--hamiltonian', '--to', '9,9']), /^maze: --to: goal \(9,9\) is outside the 3x4 grid$/);
    expectRefused(await runMaze(['count', SOURCE, '--longest']), /^maze: count: unknown flag '--longest'; flags: --from, --to, --shortest, --hamiltonian$/);
    expectRefused(await runMaze(['count', '--shortest']), /missing FILE/);
    expectRefused(await runMaze(['count', join(dir, 'nope.txt'), '--hamiltonian']), /no such file/);
  });

  it('say so in the usage', async () => {
    const { stdout } = await runMaze(['--help']);
    expect(stdout).toContain('count FILE [--from r,c] [--to r,c] [--shortest | --hamiltonian]');
  });
});
