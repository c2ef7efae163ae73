// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { parseGrid } from '../../src/core';
import { runMaze } from '../support/cli';

/** The SVG the CLI printed, parsed: it must be one well-formed document. */
function svgOf(text: string): Document {
  const document = new DOMParser().parseFromString(text, 'image/svg+xml');
  expect(document.querySelector('parsererror')).toBeNull();
  expect(document.documentElement.tagName).toBe('svg');
  return document;
}

/** The wall blocks an SVG of the block style fills (rectangles M x y h w v h h -w Z), as a 0/1 grid. */
function wallBlocks(document: Document, rows: number, cols: number): Uint8Array {
  const [, , width] = document.documentElement.getAttribute('viewBox')!.split(' ').map(Number);
  const block = width! / cols;
  const cells = new Uint8Array(rows * cols);
  const walls = [...document.querySelectorAll('path')].filter((path) => path.getAttribute('fill') === '#000000');
  expect(walls).toHaveLength(1);
  for (const [, x, y, w] of walls[0]!.getAttribute('d')!.matchAll(/M([\d.]+) ([\d.]+)h([\d.]+)v[\d.]+h-[\d.]+Z/g)) {
    for (let col = Number(x) / block; col < (Number(x) + Number(w)) / block; col++) cells[(Number(y) / block) * cols + col] = 1;
  }
  return cells;
}

describe('maze generate --format svg', () => {
  it('draws the same maze the text grid prints: a wall rectangle over every 1', async () => {
    for (const args of [
      ['--algorithm', 'kruskal', '--width', '9', '--height', '6', '--seed', 'svg'],
      ['--algorithm', 'eller', '--width', '4', '--height', '11', '--seed', '🙂', '--braid', '0.5'],
      ['--width', '1', '--height', '2', '--seed', 'one'],
    ]) {
      const text = await runMaze(['generate', ...args]);
      const svg = await runMaze(['generate', ...args, '--format', 'svg']);
      expect(svg.status).toBe(0);
      expect(svg.stderr).toBe('');
      const grid = parseGrid(text.stdout);
      const document = svgOf(svg.stdout);
      expect(document.documentElement.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
      expect(wallBlocks(document, grid.rows, grid.cols)).toEqual(grid.blocks);
      expect(document.querySelector('#solution')).toBeNull();
    }
  });

  it('adds the solution as its own path with --solution, on every shape and in both styles', async () => {
    for (const args of [[], ['--style', 'lines'], ['--shape', 'hex'], ['--shape', 'triangle', '--width', '8'], ['--shape', 'polar', '--rings', '6'], ['--mask', '-']]) {
      const plain = await runMaze(['generate', '--seed', 'answers', ...args, '--format', 'svg'], '.##\n###\n##.\n');
      const answered = await runMaze(['generate', '--seed', 'answers', ...args, '--format', 'svg', '--solution'], '.##\n###\n##.\n');
      expect([plain.status, answered.status, plain.stderr, answered.stderr]).toEqual([0, 0, '', '']);
      const solution = svgOf(answered.stdout).querySelectorAll('#solution');
      expect(solution).toHaveLength(1);
      expect(solution[0]!.getAttribute('stroke')).toBe('#be123c');
      expect(svgOf(plain.stdout).querySelector('.solution')).toBeNull();
      // The same maze under it: the answer adds one path and changes nothing else.
      expect(answered.stdout.replace(/<path id="solution"[^>]*\/>\n/, '')).toBe(plain.stdout);
    }
  });

  it('draws lines on cells for every shape but the plain square, and arcs on rings', async () => {
    const hex = svgOf((await runMaze(['generate', '--shape', 'hex', '--seed', 'l', '--format', 'svg'])).stdout);
    expect([...hex.querySelectorAll('path')].map((p) => p.getAttribute('stroke'))).toContain('#000000');
    const polar = (await runMaze(['generate', '--shape', 'polar', '--rings', '4', '--seed', 'l', '--format', 'svg'])).stdout;
    expect(polar).toMatch(/A[\d.]+ [\d.]+ 0 0 [01] /);
    const lines = svgOf((await runMaze(['generate', '--style', 'lines', '--seed', 'l', '--format', 'svg'])).stdout);
    expect([...lines.querySelectorAll('path')].every((p) => p.getAttribute('fill') === 'none')).toBe(true);
  });

  it.each([
    [['--shape', 'hex', '--format', 'svg', '--style', 'blocks'], /^maze: generate: --style blocks draws unmasked square mazes only; a hex maze is drawn in lines\n$/],
    [['--mask', '-', '--format', 'svg', '--style', 'blocks'], /--style blocks draws unmasked square mazes only; a masked square maze/],
    [['--format', 'svg', '--style', 'dots'], /--style must be one of lines, blocks, got 'dots'/],
    [['--style', 'lines'], /--style is for pictures: add --format svg/],
    [['--shape', 'hex', '--format', 'json', '--solution'], /--solution is for pictures: add --format svg/],
    [['--format', 'svg', '--solution=yes'], /--solution takes no value/],
    [['--format', 'svg', '--width', '0'], /--width must be a whole number from 1 to 4000, got '0'/],
  ])('%j', async (args, pattern) => {
    const result = await runMaze(['generate', ...args], '##\n##\n');
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(pattern);
  });
});
