import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectShortestSolvers } from './support/shapes';
import { generateShaped, GRAPH_GENERATOR_IDS, MazeOptionsError, type CellMaze, type ShapeOptions } from '../../src/core';
import { CROSSING_CELLS } from '../../src/core/shape/weave';

/** Weave options: square or hex, every graph generator, small sizes, any density, braided or not. */
const weaveOptions = fc.record({
  shape: fc.constantFrom('square' as const, 'hex' as const),
  width: fc.integer({ min: 2, max: 12 }),
  height: fc.integer({ min: 2, max: 10 }),
  algorithm: fc.constantFrom(...GRAPH_GENERATOR_IDS),
  seed: fc.string({ maxLength: 6 }),
  weave: fc.double({ min: 0.01, max: 1, noNaN: true }),
  braid: fc.oneof(fc.constant(0), fc.constant(0), fc.double({ min: 0, max: 1, noNaN: true })),
});

function woven(options: { shape: 'square' | 'hex'; width: number; height: number; algorithm: ShapeOptions['algorithm']; seed: string; weave: number; braid: number }): CellMaze {
  return generateShaped({ ...options, rings: 0, mask: null });
}

function passagesOf(maze: CellMaze, cell: number): number[] {
  const { topology, open } = maze;
  const found: number[] = [];
  for (let i = topology.offsets[cell]!; i < topology.offsets[cell + 1]!; i++) if (open[i]) found.push(topology.neighbours[i]!);
  return found;
}

function neighboursOf(maze: CellMaze, cell: number): number[] {
  const { topology } = maze;
  return Array.from(topology.neighbours.subarray(topology.offsets[cell]!, topology.offsets[cell + 1]!));
}

/** Whether `a` and `c` sit straight across `b`: b's centre is the middle of theirs. */
function across(maze: CellMaze, a: number, b: number, c: number): boolean {
  const { centres } = maze.topology;
  return Math.abs(centres[2 * a]! + centres[2 * c]! - 2 * centres[2 * b]!) < 1e-9 && Math.abs(centres[2 * a + 1]! + centres[2 * c + 1]! - 2 * centres[2 * b + 1]!) < 1e-9;
}

/** Cells reached from cell 0 through passages, and the passages counted once each. */
function treeFacts(maze: CellMaze): { reached: number; passages: number } {
  const seen = new Set([0]);
  for (const cell of seen) for (const next of passagesOf(maze, cell)) seen.add(next);
  let passages = 0;
  for (let cell = 0; cell < maze.topology.cellCount; cell++) passages += passagesOf(maze, cell).length;
  return { reached: seen.size, passages: passages / 2 };
}

describe('weave mazes', () => {
  it('every crossing is legal: a and c straight across b, joined under it, b open only across them, a–b and b–c walls', () => {
    fc.assert(
      fc.property(weaveOptions, (options) => {
        const maze = woven(options);
        const crossings = maze.crossings!;
        expect(crossings).toBeDefined();
        expect(crossings.length % CROSSING_CELLS).toBe(0);
        const overs = new Set<number>();
        for (let k = 0; k < crossings.length; k += CROSSING_CELLS) {
          const [b, a, c, n, s] = Array.from(crossings.subarray(k, k + CROSSING_CELLS)) as [number, number, number, number, number];
          expect(overs.has(b)).toBe(false);
          overs.add(b);
          expect(across(maze, a, b, c)).toBe(true);
          expect(neighboursOf(maze, b)).toEqual(expect.arrayContaining([a, c, n, s]));
          expect(neighboursOf(maze, a)).toContain(c);
          expect(neighboursOf(maze, c)).toContain(a);
          expect(passagesOf(maze, a)).toContain(c);
          expect(passagesOf(maze, c)).toContain(a);
          expect(passagesOf(maze, a)).not.toContain(b);
          expect(passagesOf(maze, c)).not.toContain(b);
          // The over cell's own passages: exactly the two across it on another axis.
          expect(passagesOf(maze, b).sort((x, y) => x - y)).toEqual([n, s].sort((x, y) => x - y));
          expect(across(maze, n, b, s)).toBe(true);
          expect([n, s]).not.toContain(a);
          expect([n, s]).not.toContain(c);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('without a braid, its passages (tunnels included) are a spanning tree; neighbours and passages are mutual; the same options give the same maze', () => {
    fc.assert(
      fc.property(weaveOptions, (options) => {
        const maze = woven({ ...options, braid: 0 });
        expect(treeFacts(maze)).toEqual({ reached: maze.topology.cellCount, passages: maze.topology.cellCount - 1 });
        for (let cell = 0; cell < maze.topology.cellCount; cell++) {
          for (const next of neighboursOf(maze, cell)) expect(neighboursOf(maze, next)).toContain(cell);
          for (const next of passagesOf(maze, cell)) expect(passagesOf(maze, next)).toContain(cell);
        }
        const again = woven({ ...options, braid: 0 });
        expect(again.open).toEqual(maze.open);
        expect(again.crossings).toEqual(maze.crossings);
      }),
      { numRuns: 300 },
    );
  });

  it('weaves: a dense weave on a roomy grid has crossings, as many as its density asks for or so', () => {
    for (const shape of ['square', 'hex'] as const) {
      const sparse = woven({ shape, width: 40, height: 30, algorithm: 'kruskal', seed: 'd', weave: 0.1, braid: 0 }).crossings!.length / CROSSING_CELLS;
      const dense = woven({ shape, width: 40, height: 30, algorithm: 'kruskal', seed: 'd', weave: 1, braid: 0 }).crossings!.length / CROSSING_CELLS;
      expect(sparse).toBeGreaterThan(20);
      expect(dense).toBeGreaterThan(2 * sparse);
    }
  });

  it('a weave as dense as it goes on a big grid is still carved by every generator: crossings chain into small knots, never one giant piece', () => {
    for (const algorithm of ['backtracker', 'wilson'] as const) {
      const maze = woven({ shape: 'square', width: 300, height: 300, algorithm, seed: 'dense', weave: 1, braid: 0 });
      expect(maze.crossings!.length / CROSSING_CELLS).toBeGreaterThan(15_000);
      expect(treeFacts(maze)).toEqual({ reached: 90_000, passages: 89_999 });
    }
  });

  it('BFS, A* and bidirectional BFS go through the tunnels: their lengths are Floyd–Warshall’s', () => {
    fc.assert(
      fc.property(weaveOptions, fc.nat(), fc.nat(), (options, x, y) => {
        const maze = woven({ ...options, width: Math.min(options.width, 7), height: Math.min(options.height, 6) });
        const count = maze.topology.cellCount;
        const [start, goal] = [x % count, y % count];
        expectShortestSolvers(maze, start, goal);
      }),
      { numRuns: 150 },
    );
  });

  it('says what is wrong: another shape, a density out of range, a labyrinth, a row-by-row generator', () => {
    const base: ShapeOptions = { shape: 'square', width: 8, height: 8, rings: 0, mask: null, algorithm: 'backtracker', seed: 's', braid: 0 };
    const refused = (options: Partial<ShapeOptions>, pattern: RegExp) => {
      expect(() => generateShaped({ ...base, ...options })).toThrow(MazeOptionsError);
      expect(() => generateShaped({ ...base, ...options })).toThrow(pattern);
    };
    refused({ shape: 'triangle', weave: 0.3 }, /weave is made on square and hex mazes only, not triangle/);
    refused({ shape: 'polar', rings: 5, weave: 0.3 }, /not polar/);
    refused({ weave: 1.5 }, /weave must be a number from 0 to 1/);
    refused({ weave: 0.5, unicursal: true }, /no crossings/);
    refused({ weave: 0.5, algorithm: 'eller' }, /cannot carve round the crossings of a weave/);
    // An outline's necks could leave a tunnel's ends with no other way out.
    refused({ weave: 0.5, mask: { width: 3, height: 3, cells: Uint8Array.from([0, 1, 0, 1, 1, 1, 0, 1, 0]) } }, /whole grid, without an outline/);
    // No weave asked: the maze of today.
    expect(generateShaped({ ...base, weave: 0 }).crossings).toBeUndefined();
  });
});
