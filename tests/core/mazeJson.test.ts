import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateShaped, MazeJsonError, mazeFromJson, mazeToJson, squareTopology, type CellMaze } from '../../src/core';
import { shapeOptions } from './support/shapes';

function expectJsonError(text: string, pattern: RegExp): void {
  let caught: unknown;
  try {
    mazeFromJson(text);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(MazeJsonError);
  expect((caught as Error).message).toMatch(pattern);
  expect((caught as Error).message).not.toMatch(/\n/);
}

/** Two square cells side by side, joined: the smallest maze. */
const PAIR: CellMaze = { topology: squareTopology(2, 1), open: Uint8Array.from([1, 1]), start: 0, goal: 1 };

describe('mazeToJson', () => {
  it('writes the contract: shape, cells with centre, neighbours and passages, start, goal', () => {
    expect(mazeToJson(PAIR)).toBe('{"shape":"square","cells":[{"x":0.5,"y":0.5,"neighbours":[1],"passages":[1]},{"x":1.5,"y":0.5,"neighbours":[0],"passages":[0]}],"start":0,"goal":1}');
  });

  it('rounds centres to 3 decimals and lists passages in neighbour order', () => {
    const maze = generateShaped({ shape: 'hex', width: 3, height: 2, rings: 0, mask: null, algorithm: 'backtracker', seed: 'j', braid: 1 });
    const data = JSON.parse(mazeToJson(maze)) as { shape: string; cells: { x: number; y: number; neighbours: number[]; passages: number[] }[]; start: number; goal: number };
    expect(data.shape).toBe('hex');
    expect(data.cells).toHaveLength(6);
    expect(data.cells[1]!.x).toBe(Math.round(maze.topology.centres[2]! * 1000) / 1000);
    expect(String(data.cells[1]!.x)).toMatch(/^\d+\.\d{1,3}$/);
    for (const cell of data.cells) expect(cell.passages).toEqual(cell.neighbours.filter((n) => cell.passages.includes(n)));
    expect([data.start, data.goal]).toEqual([0, 5]);
  });
});

describe('mazeFromJson', () => {
  it('reads back every maze it writes, every shape and mask', () => {
    fc.assert(
      fc.property(shapeOptions, (options) => {
        const maze = generateShaped(options);
        const read = mazeFromJson(mazeToJson(maze));
        expect(read.topology.shape).toBe(maze.topology.shape);
        expect(read.topology.offsets).toEqual(maze.topology.offsets);
        expect(read.topology.neighbours).toEqual(maze.topology.neighbours);
        expect(read.open).toEqual(maze.open);
        expect([read.start, read.goal]).toEqual([maze.start, maze.goal]);
        for (let i = 0; i < maze.topology.centres.length; i++) expect(Math.abs(read.topology.centres[i]! - maze.topology.centres[i]!)).toBeLessThanOrEqual(0.0005 + 1e-12);
        expect(mazeToJson(read)).toBe(mazeToJson(maze));
      }),
      { numRuns: 100 },
    );
  });

  it('says what is wrong with a bad file, on one line', () => {
    const good = JSON.parse(mazeToJson(PAIR)) as Record<string, unknown> & { cells: Record<string, unknown>[] };
    const edited = (change: (data: typeof good) => void): string => {
      const copy = structuredClone(good);
      change(copy);
      return JSON.stringify(copy);
    };
    expectJsonError('{"shape": "square",', /^not JSON: /);
    expectJsonError('[1, 2]', /must be a JSON object/);
    expectJsonError(edited((d) => delete d['shape']), /"shape" must be one of square, hex, triangle, upsilon, polar \(got nothing\)/);
    expectJsonError(edited((d) => (d['shape'] = 'blob')), /"shape" must be one of .* \(got '"blob"'\)/);
    expectJsonError(edited((d) => (d['cells'] = [])), /"cells" must be a non-empty list/);
    expectJsonError(edited((d) => (d.cells[1] = 7 as unknown as Record<string, unknown>)), /cells\[1\] must be an object/);
    expectJsonError(edited((d) => delete d.cells[0]!['x']), /cells\[0\] needs "x", a number/);
    expectJsonError(edited((d) => (d.cells[0]!['neighbours'] = 'no')), /cells\[0\] needs "neighbours", a list of cell ids/);
    expectJsonError(edited((d) => (d.cells[0]!['neighbours'] = [1, 5])), /cells\[0\]\.neighbours\[1\] must be a cell id from 0 to 1 \(got 5\)/);
    expectJsonError(edited((d) => (d.cells[0]!['neighbours'] = [1.5])), /cells\[0\]\.neighbours\[0\] must be a cell id/);
    expectJsonError(edited((d) => (d.cells[0]!['neighbours'] = [1, 1])), /lists a cell twice/);
    expectJsonError(edited((d) => (d.cells[0]!['neighbours'] = [0, 1])), /lists the cell itself/);
    expectJsonError(edited((d) => (d.cells[1]!['neighbours'] = [])), /cells\[1\]\.passages has 0, which is not among its neighbours/);
    expectJsonError(edited((d) => ((d.cells[1]!['neighbours'] = []), (d.cells[1]!['passages'] = []))), /cells\[0\] lists 1 as a neighbour, but cells\[1\] does not list 0/);
    expectJsonError(edited((d) => (d.cells[0]!['passages'] = [])), /the passage between cells 0 and 1 is open from one side only/);
    expectJsonError(edited((d) => ((d.cells[0]!['neighbours'] = []), (d.cells[1]!['neighbours'] = []))), /passages has 1, which is not among its neighbours/);
    expectJsonError(edited((d) => (d['start'] = 2)), /"start" must be a cell id from 0 to 1 \(got 2\)/);
    expectJsonError(edited((d) => delete d['goal']), /"goal" must be a cell id from 0 to 1 \(got nothing\)/);
  });
});
