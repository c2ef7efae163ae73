import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  formatGrid,
  generateMaze,
  generateShaped,
  GENERATOR_IDS,
  mazeFromJson,
  mazeToJson,
  parseGrid,
  parseMask,
  solveShaped,
  SOLVER_IDS,
  type ShapeOptions,
} from '../../src/core';
import { runMaze, expectRefused, expectSpanningTreeJson } from '../support/cli';

const root = join(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'maze-shapes-'));

/** The CLI as a user runs it (a child process through tsx), with optional stdin. */
function mazeAsUser(args: string[], input?: string) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: root, input, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The CLI in this process (runMaze): what mazeAsUser gives, without starting Node again. */
function maze(args: string[], input?: string) {
  return runMaze(args, input);
}

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}



/** A heart without its tip: on triangles the tip would touch nothing across a side. */
const HEART_TEXT = '.##.##.\n#######\n#######\n.#####.\n..###..\n';
const HEART = file('heart.txt', HEART_TEXT);
const common = { algorithm: 'wilson', seed: 'cli', braid: 0.25 } as const;
const options = (more: Partial<ShapeOptions>): ShapeOptions => ({ shape: 'square', width: 0, height: 0, rings: 0, mask: null, ...common, ...more });

describe('maze generate --shape … --format json (child process)', () => {
  it('prints a hex maze as one line of the contract JSON, the same as the library', async () => {
    const result = await maze(['generate', '--shape', 'hex', '--width', '6', '--height', '4', '--algorithm', 'wilson', '--seed', 'cli', '--braid', '0.25', '--format', 'json']);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout.split('\n')).toEqual([expect.any(String), '']);
    expect(result.stdout).toBe(mazeToJson(generateShaped(options({ shape: 'hex', width: 6, height: 4 }))) + '\n');
    const data = JSON.parse(result.stdout) as { shape: string; cells: { x: number; y: number; neighbours: number[]; passages: number[] }[]; start: number; goal: number };
    expect(data.shape).toBe('hex');
    expect(data.cells).toHaveLength(24);
    expect(Object.keys(data.cells[0]!)).toEqual(['x', 'y', 'neighbours', 'passages']);
    expect([data.start, data.goal]).toEqual([0, 23]);
  });

  it('prints a polar maze from --rings, and a masked triangle maze from --mask (only its cells)', async () => {
    const polar = await maze(['generate', '--shape', 'polar', '--rings', '5', '--algorithm', 'wilson', '--seed', 'cli', '--braid', '0.25', '--format', 'json']);
    expect(polar.status).toBe(0);
    expect(polar.stdout).toBe(mazeToJson(generateShaped(options({ shape: 'polar', rings: 5 }))) + '\n');
    const masked = await maze(['generate', '--shape', 'triangle', '--mask', HEART, '--algorithm', 'wilson', '--seed', 'cli', '--braid', '0.25', '--format', 'json']);
    expect(masked.status).toBe(0);
    const mask = parseMask(HEART_TEXT);
    expect(masked.stdout).toBe(mazeToJson(generateShaped(options({ shape: 'triangle', mask }))) + '\n');
    expect((JSON.parse(masked.stdout) as { cells: unknown[] }).cells).toHaveLength(26);
  });

  it('solves a JSON maze from a file or stdin: cell ids on one line, then length N', async () => {
    const text = (await maze(['generate', '--shape', 'hex', '--mask', '-', '--algorithm', 'backtracker', '--seed', 'x', '--braid', '0.5'], '.##.##.\n#######\n#######\n.#####.\n..###..\n...#...\n')).stdout;
    const path = file('hex.json', text);
    const expected = solveShaped(mazeFromJson(text), 'bfs').path!;
    const result = await maze(['solve', path, '--algorithm', 'bfs']);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(`${[...expected].join(' ')}\nlength ${expected.length}\n`);
    // Standard input through the real binary, as a user pipes it.
    expect(mazeAsUser(['solve', '-', '--algorithm', 'astar'], `  \n${text}`).stdout.split('\n')[1]).toBe(`length ${expected.length}`);
  });

  it('bad shapes, sizes, masks and files: one line on stderr, exit 2', async () => {
    expectRefused(await maze(['generate', '--shape', 'octagon']), /--shape must be one of square, hex, triangle, upsilon, polar, got 'octagon'/);
    expectRefused(await maze(['generate', '--shape', 'triangle', '--mask', file('bad.txt', '##\n#o\n')]), /bad\.txt: mask row 2, column 2: 'o' is neither # \(a cell\) nor \. \(no cell\)/);
    expectRefused(await maze(['solve', file('broken.json', '{"shape": "hex", "cells": [')]), /broken\.json: not JSON/);
  });
});

describe('maze generate and solve with shapes (in process)', () => {
  it('a square as JSON is the block grid of today, for all 12 algorithms', async () => {
    for (const algorithm of GENERATOR_IDS) {
      const args = ['--algorithm', algorithm, '--width', '7', '--height', '5', '--seed', 'same', '--braid', '0.3'];
      const json = await runMaze(['generate', ...args, '--format', 'json']);
      const text = await runMaze(['generate', ...args]);
      expect(json.status).toBe(0);
      expect(text.stdout).toBe(formatGrid(generateMaze({ algorithm, width: 7, height: 5, seed: 'same', braid: 0.3 })));
      const grid = parseGrid(text.stdout);
      const cells = mazeFromJson(json.stdout);
      expect(cells.topology.shape).toBe('square');
      expect([cells.start, cells.goal]).toEqual([0, 34]);
      const { topology, open } = cells;
      for (let cell = 0; cell < 35; cell++) {
        for (let i = topology.offsets[cell]!; i < topology.offsets[cell + 1]!; i++) {
          const other = topology.neighbours[i]!;
          const row = Math.floor(cell / 7) + Math.floor(other / 7) + 1;
          const col = (cell % 7) + (other % 7) + 1;
          expect(open[i]).toBe(grid.blocks[row * grid.cols + col] === 0 ? 1 : 0);
        }
      }
    }
  });

  it('--format json alone means square; --shape hex defaults to JSON; --shape square to the text grid', async () => {
    const args = ['--width', '4', '--height', '3', '--seed', 'd'];
    expect((await runMaze(['generate', ...args, '--format', 'json'])).stdout).toBe(mazeToJson(generateShaped({ ...options({ width: 4, height: 3 }), algorithm: 'backtracker', seed: 'd', braid: 0 })) + '\n');
    expect((await runMaze(['generate', ...args, '--shape', 'hex'])).stdout).toMatch(/^\{"shape":"hex",/);
    expect((await runMaze(['generate', ...args, '--shape', 'square'])).stdout).toBe((await runMaze(['generate', ...args])).stdout);
    expect((await runMaze(['generate', ...args, '--format', 'text'])).stdout).toBe((await runMaze(['generate', ...args])).stdout);
    const masked = (await runMaze(['generate', '--mask', '-', '--seed', 'd'], '##\n##\n')).stdout;
    expect(masked).toMatch(/^\{"shape":"square",/);
    // --width and --height may repeat the mask's size.
    expect((await runMaze(['generate', '--mask', '-', '--seed', 'd', '--width', '2', '--height', '2'], '##\n##\n')).stdout).toBe(masked);
  });

  it('prints an upsilon maze (octagons and squares) for every graph generator: a spanning tree over mutual neighbours that solve reads', async () => {
    for (const algorithm of GENERATOR_IDS.filter((id) => !['eller', 'sidewinder', 'binary-tree', 'recursive-division'].includes(id))) {
      const args = ['generate', '--shape', 'upsilon', '--width', '7', '--height', '5', '--algorithm', algorithm, '--seed', 'cli', '--format', 'json'];
      const result = await maze(args);
      expect(result.status, algorithm).toBe(0);
      expect(result.stdout).toBe(mazeToJson(generateShaped(options({ shape: 'upsilon', width: 7, height: 5, algorithm, braid: 0 }))) + '\n');
      const data = JSON.parse(result.stdout) as { shape: string; cells: { x: number; y: number; neighbours: number[]; passages: number[] }[]; start: number; goal: number };
      expect(data.shape).toBe('upsilon');
      expect(data.cells).toHaveLength(35);
      data.cells.forEach((cell, id) => {
        // Octagons (row + column even) have up to 8 neighbours, squares 4.
        const [row, col] = [Math.floor(id / 7), id % 7];
        expect(cell.neighbours.length).toBeLessThanOrEqual((row + col) % 2 === 0 ? 8 : 4);
        for (const other of cell.neighbours) expect(data.cells[other]!.neighbours).toContain(id);
        for (const other of cell.passages) expect(data.cells[other]!.passages).toContain(id);
      });
      // n − 1 passages joining every cell: a spanning tree.
      expectSpanningTreeJson(data.cells);
      const solved = await maze(['solve', '-', '--algorithm', 'bfs'], result.stdout);
      expect(solved.stdout).toMatch(new RegExp(`^${data.start}( \\d+)* ${data.goal}\nlength \\d+\n$`));
      expect((await maze(args)).stdout).toBe(result.stdout);
    }
    expectRefused(await maze(['generate', '--shape', 'upsilon', '--width', '7', '--height', '5', '--algorithm', 'eller']), /Eller/);
  });

  it('every solver reads a JSON maze; a cut-off goal has no way out; --from/--to take cell ids', async () => {
    const text = mazeToJson(generateShaped(options({ shape: 'polar', rings: 4 })));
    for (const algorithm of SOLVER_IDS) {
      const result = await runMaze(['solve', '-', '--algorithm', algorithm], text);
      expect(result.status).toBe(0);
      expect(result.stdout).toMatch(/^\d+( \d+)*\nlength \d+\n$/);
    }
    expect((await runMaze(['solve', '-', '--from', '3', '--to', '3'], text)).stdout).toBe('3\nlength 1\n');
    const apart = '{"shape":"square","cells":[{"x":0.5,"y":0.5,"neighbours":[1],"passages":[]},{"x":1.5,"y":0.5,"neighbours":[0],"passages":[]}],"start":0,"goal":1}';
    expect(await runMaze(['solve', '-'], apart)).toEqual({ status: 0, stdout: 'this maze has no way out\n', stderr: '' });
  });

  it.each([
    [['generate', '--shape', 'polar', '--width', '5'], /^maze: generate: a polar maze takes --rings, not --width or --height$/],
    [['generate', '--shape', 'polar', '--rings', '0'], /--rings must be a whole number from 1 to 1000, got '0'/],
    [['generate', '--shape', 'polar', '--rings', '1001'], /--rings must be a whole number from 1 to 1000/],
    [['generate', '--rings', '5'], /--rings is for polar mazes only/],
    [['generate', '--shape', 'hex', '--rings', '5'], /--rings is for polar mazes only/],
    [['generate', '--shape', 'polar', '--mask', '-'], /--mask works on square, hex and triangle mazes, not polar/],
    [['generate', '--shape', 'hex', '--format', 'text'], /--format text prints unmasked square mazes only/],
    [['generate', '--mask', '-', '--format', 'text'], /--format text prints unmasked square mazes only.*masked square/],
    [['generate', '--format', 'pdf'], /--format must be one of text, json, svg, got 'pdf'/],
    [['generate', '--shape', 'hex', '--width', '0'], /--width must be a whole number from 1 to 4000, got '0'/],
    [['generate', '--shape', 'hex', '--width', '3000', '--height', '3000'], /generate: a maze may have at most 4,000,000 cells/],
    [['generate', '--shape', 'triangle', '--width', '1', '--height', '4'], /generate: a triangle maze taller than one row needs at least 2 columns/],
    [['generate', '--shape', 'hex', '--width', '1', '--height', '1'], /generate: a maze needs at least 2 cells/],
    [['generate', '--shape', 'hex', '--algorithm', 'sidewinder'], /generate: Sidewinder builds its maze row by row, so it makes only square mazes without an outline; choose one of backtracker/],
    [['generate', '--mask', '-', '--width', '3'], /--width 3 does not match the mask's 2 columns/],
    [['generate', '--shape', 'hex', '--mask', '-', '--height', '9'], /--height 9 does not match the mask's 2 rows/],
    [['solve', '-', '--from', '2'], /--from must be a cell id from 0 to 1 in a cell maze, got '2'/],
    [['solve', '-', '--to', '(0,1)'], /--to must be a cell id/],
  ])('%j', async (args, pattern) => {
    const input = args.includes('solve') ? '{"shape":"square","cells":[{"x":0,"y":0,"neighbours":[1],"passages":[1]},{"x":1,"y":0,"neighbours":[0],"passages":[0]}],"start":0,"goal":1}' : '##\n##\n';
    const result = await runMaze(args, input);
    expectRefused(result, pattern);
  });

  it('masks in pieces, bad masks and bad JSON files say so', async () => {
    expectRefused(await runMaze(['generate', '--mask', '-'], '#.#\n'), /^maze: generate: The mask's cells fall into 2 separate pieces \(cells must touch across a side\); join them or remove the strays\.$/);
    expectRefused(await runMaze(['generate', '--mask', '-'], '...\n'), /standard input: the mask has no cell/);
    expectRefused(await runMaze(['generate', '--mask', '-'], ''), /standard input: the mask is empty/);
    expectRefused(await runMaze(['generate', '--mask', join(dir, 'missing.txt')]), /cannot read .*missing\.txt: no such file/);
    expectRefused(await runMaze(['solve', '-'], '{"shape":"hex"}'), /standard input: "cells" must be a non-empty list/);
    expectRefused(await runMaze(['solve', '-'], '{"shape":"hex","cells":[{"x":0,"y":0,"neighbours":[1],"passages":[]},{"x":1,"y":0,"neighbours":[],"passages":[]}],"start":0,"goal":1}'), /cells\[0\] lists 1 as a neighbour, but cells\[1\] does not list 0/);
  });
});
