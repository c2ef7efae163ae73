import { describe, expect, it } from 'vitest';
import { expectRefused, runMaze } from '../support/cli';
import { generateUnicursal } from '../../src/core';
import { cellMazeSvg } from '../../src/cli/svg';

interface MazeJson {
  readonly shape: string;
  readonly cells: readonly { readonly x: number; readonly y: number; readonly neighbours: readonly number[]; readonly passages: readonly number[] }[];
  readonly start: number;
  readonly goal: number;
}

describe('maze generate --unicursal', () => {
  it('prints one path through every cell from start to goal, as the JSON contract says, and solve walks it', async () => {
    for (const algorithm of ['backtracker', 'kruskal', 'eller', 'recursive-division']) {
      const result = await runMaze(['generate', '--shape', 'square', '--width', '12', '--height', '8', '--unicursal', '--algorithm', algorithm, '--seed', 'cli', '--format', 'json']);
      expect(result.status, result.stderr).toBe(0);
      const maze = JSON.parse(result.stdout) as MazeJson;
      expect(maze.shape).toBe('square');
      expect(maze.cells).toHaveLength(96);
      maze.cells.forEach((cell, id) => {
        expect(cell.passages.length).toBeLessThanOrEqual(2);
        for (const other of cell.passages) {
          expect(cell.neighbours).toContain(other);
          expect(maze.cells[other]!.passages).toContain(id);
        }
      });
      // Connected: the walk from the start meets every cell, ending at the goal.
      const seen = new Set([maze.start]);
      let [previous, at] = [-1, maze.start];
      for (;;) {
        const next = maze.cells[at]!.passages.find((other) => other !== previous);
        if (next === undefined) break;
        [previous, at] = [at, next];
        seen.add(at);
      }
      expect(seen.size).toBe(96);
      expect(at).toBe(maze.goal);
      const solved = await runMaze(['solve', '-'], result.stdout);
      expect(solved.stdout.split('\n')[1]).toBe('length 96');
    }
  });

  it('gives the same labyrinth for the same seed, and the default format is JSON', async () => {
    const a = await runMaze(['generate', '--unicursal', '--width', '10', '--height', '6', '--seed', 'same']);
    const b = await runMaze(['generate', '--unicursal', '--width', '10', '--height', '6', '--seed', 'same', '--format', 'json']);
    expect(a.stdout).toBe(b.stdout);
    expect(JSON.parse(a.stdout)).toHaveProperty('cells');
  });

  it('refuses what a unicursal labyrinth cannot be: one line on stderr, exit 2', async () => {
    const refused = async (args: string[], pattern: RegExp) => expectRefused(await runMaze(['generate', '--unicursal', ...args]), pattern);
    await refused(['--width', '7', '--height', '4'], /width must be an even number of cells from 2 to 4000 \(got 7\)/);
    await refused(['--width', '2', '--height', '2'], /split from a maze of one cell/);
    await refused(['--width', '4000', '--height', '4000'], /at most 4000000 fit/);
    await refused(['--shape', 'hex'], /square labyrinths only, not hex/);
    await refused(['--mask', 'heart'], /leave out --mask/);
    await refused(['--braid', '0.3'], /one path: --braid would open loops/);
    await refused(['--format', 'text'], /prints as --format json or svg/);
    await refused(['--solution'], /--solution is for pictures/);
    await refused(['--format', 'svg', '--style', 'blocks'], /drawn in lines: leave out --style blocks/);
  });

  it('draws as SVG in lines, with its solution as its own path: the one path through every cell', async () => {
    const args = ['generate', '--unicursal', '--width', '10', '--height', '6', '--seed', 'svg', '--format', 'svg'];
    const plain = await runMaze(args);
    expect(plain.status).toBe(0);
    expect(plain.stdout).toMatch(/^<\?xml|^<svg/);
    const solved = await runMaze([...args, '--solution']);
    expect(solved.stdout.length).toBeGreaterThan(plain.stdout.length);
    expect(solved.stdout).toBe(cellMazeSvg(generateUnicursal({ width: 10, height: 6, algorithm: 'backtracker', seed: 'svg' }), true));
  });
});
