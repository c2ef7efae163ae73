import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { circleLevels, countSpanningTrees, hexTopology, log10SpanningTrees, mazeFromJson, parseMask, polarTopology, shapeTopology } from '../../src/core';
import { sixDigits } from '../../src/cli/countMazes';
import { runMaze, expectRefused } from '../support/cli';

const root = join(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'maze-count-mazes-'));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}



/** A successful call: its one line, with nothing on stderr. */
async function oneLine(args: string[], input?: string): Promise<string> {
  const result = await runMaze(['count-mazes', ...args], input);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  expect(result.stdout).toMatch(/^[^\n]+\n$/);
  return result.stdout.trimEnd();
}

const HEART_TEXT = '.##.##.\n#######\n#######\n.#####.\n..###..\n';
const HEART = file('heart.txt', HEART_TEXT);

describe('maze count-mazes', () => {
  it('runs through npm exactly as the contract says: the number only, one line', () => {
    const result = spawnSync('npm', ['run', '--silent', 'maze', '--', 'count-mazes', '--shape', 'square', '--width', '3', '--height', '3'], { cwd: root, encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('192\n');
  });

  it('prints the exact counts of the n×n grid (OEIS A007341) and of every shape', async () => {
    expect(await oneLine(['--shape', 'square', '--width', '1', '--height', '2'])).toBe('1');
    expect(await oneLine(['--shape', 'polar', '--rings', '1'])).toBe('320'); // the wheel of 6: Lucas(12) − 2
    expect(await oneLine(['--shape', 'square', '--width', '4', '--height', '4'])).toBe('100352');
    expect(await oneLine(['--shape', 'square', '--width', '10', '--height', '10'])).toBe('5694319004079097795957215725765328371712000');
    expect(await oneLine(['--width', '3', '--height', '3'])).toBe('192');
    expect(await oneLine(['--shape', 'hex', '--width', '2', '--height', '3'])).toBe('55');
    expect(await oneLine(['--shape', 'triangle', '--width', '5', '--height', '3'])).toBe('196');
    expect(await oneLine(['--shape', 'polar', '--rings', '2'])).toBe(countSpanningTrees(polarTopology(circleLevels(2))).toString());
    expect(await oneLine(['--shape', 'hex', '--width', '40', '--height', '40'])).toBe(countSpanningTrees(hexTopology(40, 40)).toString());
  });

  it('counts the very cell graph `generate --format json` describes for the same flags', async () => {
    for (const flags of [
      ['--shape', 'hex', '--width', '7', '--height', '5'],
      ['--shape', 'triangle', '--width', '8', '--height', '4'],
      ['--shape', 'polar', '--rings', '4'],
      ['--shape', 'hex', '--mask', HEART],
      ['--shape', 'triangle', '--mask', HEART],
      ['--shape', 'square', '--mask', HEART],
    ]) {
      const json = await runMaze(['generate', ...flags, '--format', 'json', '--seed', 's']);
      expect(json.status).toBe(0);
      const expected = countSpanningTrees(mazeFromJson(json.stdout).topology).toString();
      expect(await oneLine(flags)).toBe(expected);
    }
  });

  it('reads a mask from a file or standard input, and the mask sets the size', async () => {
    const heart = shapeTopology('hex', 7, 5, parseMask(HEART_TEXT));
    expect(await oneLine(['--shape', 'hex', '--mask', HEART])).toBe(countSpanningTrees(heart).toString());
    expect(await oneLine(['--shape', 'hex', '--mask', '-'], HEART_TEXT)).toBe(countSpanningTrees(heart).toString());
    expect(await oneLine(['--shape', 'hex', '--mask', HEART, '--width', '7', '--height', '5'])).toBe(countSpanningTrees(heart).toString());
    expect(await oneLine(['--mask', '-'], '##.\n')).toBe('1');
  });

  it('--log10 prints the decimal logarithm to six significant digits, for any size', async () => {
    expect(await oneLine(['--width', '10', '--height', '10', '--log10'])).toBe('42.7554');
    expect(Math.log10(Number(5694319004079097795957215725765328371712000n))).toBeCloseTo(42.7554, 4);
    expect(await oneLine(['--width', '2', '--height', '2', '--log10'])).toBe('0.602060');
    expect(await oneLine(['--width', '1', '--height', '9', '--log10'])).toBe('0');
    expect(await oneLine(['--shape', 'hex', '--width', '40', '--height', '40', '--log10'])).toBe(sixDigits(log10SpanningTrees(hexTopology(40, 40))));
    // A whole square of the generator's largest size: the closed form, 2,024,440 (six digits).
    expect(await oneLine(['--shape', 'square', '--width', '2000', '--height', '2000', '--log10'])).toBe('2024440');
    expect(Number(await oneLine(['--shape', 'polar', '--rings', '50', '--log10']))).toBeCloseTo(log10SpanningTrees(polarTopology(circleLevels(50))), 1);
  });

  it('six significant digits in plain decimal digits', () => {
    expect(sixDigits(1203.4567)).toBe('1203.46');
    expect(sixDigits(0.60206)).toBe('0.602060');
    expect(sixDigits(0)).toBe('0');
    expect(sixDigits(999999.4)).toBe('999999');
    expect(sixDigits(999999.7)).toBe('1000000');
    expect(sixDigits(2804135.7)).toBe('2804140');
    expect(sixDigits(24_244_444.4)).toBe('24244400');
  });

  it('an exact count too big for reasonable time says so, and suggests --log10', async () => {
    expectRefused(await runMaze(['count-mazes', '--width', '2000', '--height', '2000']), /^maze: count-mazes: an exact count for 4,000,000 cells would take too long; add --log10 for its size as a power of ten$/m);
    expectRefused(await runMaze(['count-mazes', '--shape', 'hex', '--width', '100', '--height', '100']), /would take too long; add --log10/);
    expectRefused(await runMaze(['count-mazes', '--shape', 'polar', '--rings', '1000']), /would take too long; add --log10/);
  });

  it.each([
    [['--shape', 'pentagon'], /--shape must be one of square, hex, triangle, upsilon, polar, got 'pentagon'/],
    [['--width', '0', '--height', '3'], /--width must be a whole number from 1 to 4000, got '0'/],
    [['--width', '1000000000', '--height', '3'], /--width must be a whole number from 1 to 4000/],
    [['--width', '3', '--height', 'ten'], /--height must be a whole number/],
    [['--width', '3000', '--height', '3000', '--log10'], /at most 4,000,000 cells/],
    [['--shape', 'polar', '--rings', '0'], /--rings must be a whole number from 1 to 1000, got '0'/],
    [['--shape', 'polar', '--rings', '1000000000', '--log10'], /--rings must be a whole number from 1 to 1000/],
    [['--shape', 'polar', '--width', '5'], /count-mazes: a polar maze takes --rings, not --width or --height/],
    [['--shape', 'polar', '--mask', HEART], /count-mazes: --mask works on square, hex and triangle mazes, not polar/],
    [['--shape', 'hex', '--rings', '5'], /count-mazes: --rings is for polar mazes only/],
    [['--shape', 'hex', '--width', '1', '--height', '1'], /a maze needs at least 2 cells, so that its start and goal differ; this size gives 1/],
    [['--shape', 'triangle', '--width', '1', '--height', '4'], /triangle maze taller than one row needs at least 2 columns/],
    [['--mask', join(dir, 'missing.txt')], /missing\.txt: no such file/],
    [['--mask', file('broken.txt', '##\n#o\n')], /broken\.txt: mask row 2, column 2: 'o' is neither # \(a cell\) nor \. \(no cell\)/],
    [['--mask', file('ragged.txt', '###\n#\n')], /ragged\.txt: mask row 2 has 1 characters but row 1 has 3/],
    [['--mask', file('empty.txt', '...\n')], /the mask has no cell/],
    [['--mask', file('pieces.txt', '#.#\n...\n#..\n')], /^maze: count-mazes: The mask's cells fall into 3 separate pieces/],
    [['--mask', HEART, '--width', '9'], /count-mazes: --width 9 does not match the mask's 7 columns/],
    [['--width', '3', '--log10=yes'], /count-mazes: --log10 takes no value/],
    [['--width', '3', '--seed', 'x'], /count-mazes: unknown flag '--seed'/],
    [['--width', '3', 'extra'], /count-mazes: unexpected argument 'extra'/],
  ])('bad input %j: one line on stderr, exit status 2', async (args, pattern) => {
    expectRefused(await runMaze(['count-mazes', ...args]), pattern);
  });

  it('is listed in --help', async () => {
    const help = await runMaze(['--help']);
    expect(help.stdout).toMatch(/count-mazes --shape square\|hex\|triangle\|upsilon --width W --height H \[--mask FILE\] \[--log10\]/);
    expect(help.stdout).toMatch(/count-mazes --shape polar --rings R \[--log10\]/);
  });
});
