import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  circleLevels,
  circleRings,
  cellDeadEnds,
  cellMazeOfGrid,
  checkShapeOptions,
  generateMaze,
  generateShaped,
  GENERATOR_IDS,
  GRAPH_GENERATOR_IDS,
  MAX_POLAR_RINGS,
  MazeOptionsError,
  passageCount,
  polarRingSizes,
  presetMask,
  rowBasedReason,
  type CellMaze,
  type ShapeOptions,
} from '../../src/core';
import { blobMask, reachedFrom, shapeOptions } from './support/shapes';

const BASE: ShapeOptions = { shape: 'hex', width: 8, height: 6, rings: 0, mask: null, algorithm: 'backtracker', seed: 's', braid: 0 };

/** Steps from `from` to every cell through open passages (-1 unreached). */
function distancesFrom(maze: CellMaze, from: number): Int32Array {
  const { topology, open } = maze;
  const distance = new Int32Array(topology.cellCount).fill(-1);
  const queue = [from];
  distance[from] = 0;
  for (let head = 0; head < queue.length; head++) {
    const cell = queue[head]!;
    for (let i = topology.offsets[cell]!; i < topology.offsets[cell + 1]!; i++) {
      const next = topology.neighbours[i]!;
      if (open[i] && distance[next] === -1) {
        distance[next] = distance[cell]! + 1;
        queue.push(next);
      }
    }
  }
  return distance;
}

function expectOptionsError(options: Partial<ShapeOptions>, pattern: RegExp): void {
  let caught: unknown;
  try {
    checkShapeOptions({ ...BASE, ...options });
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(MazeOptionsError);
  expect((caught as Error).message).toMatch(pattern);
}

describe('generateShaped on every shape, generator and mask', () => {
  it('a perfect maze is a spanning tree of a topology with mutual neighbours, and the same options give the same maze', () => {
    fc.assert(
      fc.property(shapeOptions, (options) => {
        const maze = generateShaped({ ...options, braid: 0 });
        const { topology, open } = maze;
        expect(passageCount(maze)).toBe(topology.cellCount - 1);
        expect(reachedFrom(maze, 0)).toBe(topology.cellCount);
        for (let cell = 0; cell < topology.cellCount; cell++) {
          for (let i = topology.offsets[cell]!; i < topology.offsets[cell + 1]!; i++) {
            const other = topology.neighbours[i]!;
            expect(other).not.toBe(cell);
            const back = topology.neighbours.subarray(topology.offsets[other]!, topology.offsets[other + 1]!).indexOf(cell);
            expect(back).toBeGreaterThanOrEqual(0);
            expect(open[topology.offsets[other]! + back]).toBe(open[i]);
          }
        }
        expect(maze.start).not.toBe(maze.goal);
        const again = generateShaped({ ...options, braid: 0 });
        expect(again.open).toEqual(open);
        expect([again.start, again.goal]).toEqual([maze.start, maze.goal]);
      }),
      { numRuns: 250 },
    );
  });

  it('braid only opens walls, and removes dead ends as promised (all but cells with one neighbour at braid 1)', () => {
    fc.assert(
      fc.property(shapeOptions, (options) => {
        const perfect = generateShaped({ ...options, braid: 0 });
        const braided = generateShaped(options);
        expect([braided.start, braided.goal]).toEqual([perfect.start, perfect.goal]);
        const { topology } = perfect;
        for (let i = 0; i < perfect.open.length; i++) if (perfect.open[i]) expect(braided.open[i]).toBe(1);
        const exits = [perfect.start, perfect.goal];
        const before = cellDeadEnds(topology, perfect.open, exits).length;
        const after = cellDeadEnds(topology, braided.open, exits);
        const stuck = after.filter((cell) => topology.offsets[cell + 1]! - topology.offsets[cell]! === 1).length;
        const target = Math.round(options.braid * before);
        expect(after.length).toBeLessThanOrEqual(Math.max(before - target, stuck));
        if (options.braid === 1) expect(after.length).toBe(stuck);
      }),
      { numRuns: 200 },
    );
  });

  it('default ends: cell 0 to the last unmasked; polar from the top of the outer ring to the centre', () => {
    for (const shape of ['hex', 'triangle', 'upsilon'] as const) {
      const maze = generateShaped({ ...BASE, shape, width: 9, height: 7 });
      expect([maze.start, maze.goal]).toEqual([0, 62]);
    }
    const polar = generateShaped({ ...BASE, shape: 'polar', rings: 6 });
    const sizes = polarRingSizes(6);
    const outer = polar.topology.cellCount - sizes[5]!;
    expect(polar.goal).toBe(0);
    expect(polar.start).toBeGreaterThanOrEqual(outer);
    const { centres } = polar.topology;
    for (let cell = outer; cell < polar.topology.cellCount; cell++) expect(centres[2 * cell + 1]).toBeGreaterThanOrEqual(centres[2 * polar.start + 1]!);
    // Top of the picture, y pointing down: within half a cell's arc of straight above the centre.
    expect(Math.abs(centres[2 * polar.start]!)).toBeLessThanOrEqual((Math.PI * 5.5) / sizes[5]! + 1e-9);
    expect(centres[2 * polar.start + 1]).toBeLessThan(0);
  });

  it('default ends of a masked maze are the two ends of its longest path, lower id first', () => {
    fc.assert(
      fc.property(fc.constantFrom('square', 'hex', 'triangle', 'upsilon' as const), fc.integer({ min: 2, max: 60 }), fc.string({ maxLength: 5 }), fc.constantFrom(...GRAPH_GENERATOR_IDS), (shape, size, seed, algorithm) => {
        const mask = blobMask(shape, 9, 8, size, seed);
        const maze = generateShaped({ ...BASE, shape, mask, algorithm, seed });
        expect(maze.start).toBeLessThan(maze.goal);
        let longest = 0;
        for (let cell = 0; cell < maze.topology.cellCount; cell++) longest = Math.max(longest, ...distancesFrom(maze, cell));
        expect(distancesFrom(maze, maze.start)[maze.goal]).toBe(longest);
      }),
      { numRuns: 100 },
    );
  });

  it('takes a start and goal given as cell ids', () => {
    const maze = generateShaped({ ...BASE, start: 5, goal: 3 });
    expect([maze.start, maze.goal]).toEqual([5, 3]);
    expect(generateShaped({ ...BASE, shape: 'square', start: 7 }).start).toBe(7);
    // One end given on the other's default: the defaults swap, so the two always differ.
    for (const shape of ['square', 'hex'] as const) {
      expect(generateShaped({ ...BASE, shape, start: 47 })).toMatchObject({ start: 47, goal: 0 });
      expect(generateShaped({ ...BASE, shape, goal: 0 })).toMatchObject({ start: 47, goal: 0 });
      expect(generateShaped({ ...BASE, shape, goal: 9 })).toMatchObject({ start: 0, goal: 9 });
    }
  });

  it('reports progress ending at 1', () => {
    for (const shape of ['square', 'hex'] as const) {
      const seen: number[] = [];
      generateShaped({ ...BASE, shape, width: 40, height: 40 }, (fraction) => seen.push(fraction));
      expect(seen.at(-1)).toBe(1);
      for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThanOrEqual(seen[i - 1]!);
    }
  });
});

describe('an unmasked square is today’s block-grid maze', () => {
  it('for every one of the 12 algorithms: passages exactly where the block between two cells is open', () => {
    fc.assert(
      fc.property(fc.constantFrom(...GENERATOR_IDS), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }), fc.string({ maxLength: 8 }), fc.constantFrom(0, 0.5), (algorithm, width, height, seed, braid) => {
        fc.pre(width * height >= 2);
        const grid = generateMaze({ algorithm, width, height, seed, braid });
        const maze = generateShaped({ shape: 'square', width, height, rings: 0, mask: null, algorithm, seed, braid });
        expect(maze).toEqual(cellMazeOfGrid(grid));
        expect([maze.start, maze.goal]).toEqual([0, width * height - 1]);
        const { topology, open } = maze;
        for (let cell = 0; cell < topology.cellCount; cell++) {
          const [row, col] = [Math.floor(cell / width), cell % width];
          for (let i = topology.offsets[cell]!; i < topology.offsets[cell + 1]!; i++) {
            const other = topology.neighbours[i]!;
            const [orow, ocol] = [Math.floor(other / width), other % width];
            expect(open[i]).toBe(grid.blocks[(row + orow + 1) * grid.cols + (col + ocol + 1)] === 0 ? 1 : 0);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('checkShapeOptions', () => {
  it('returns the options complete: the mask sets the size, polar drops the mask, ends default to null', () => {
    const mask = presetMask('circle', 'hex', 12, 9);
    expect(checkShapeOptions({ ...BASE, width: 3, height: 3, mask })).toMatchObject({ width: 12, height: 9, mask, start: null, goal: null });
    expect(checkShapeOptions({ ...BASE, shape: 'polar', rings: 4, mask })).toMatchObject({ mask: null, rings: 4 });
  });

  it('says what is wrong', () => {
    expectOptionsError({ shape: 'pentagon' as 'hex' }, /unknown shape 'pentagon'; choose one of square, hex, triangle, upsilon, polar/);
    expectOptionsError({ width: 0 }, /width must be a whole number of cells from 1 to 4000/);
    expectOptionsError({ height: 4001 }, /height must be/);
    expectOptionsError({ width: 3000, height: 3000 }, /at most 4,000,000 cells/);
    expectOptionsError({ shape: 'polar', rings: 0 }, new RegExp(`rings must be a whole number from 1 to ${MAX_POLAR_RINGS} \\(got 0\\)`));
    expectOptionsError({ shape: 'polar', rings: MAX_POLAR_RINGS + 1 }, /rings must be/);
    expectOptionsError({ shape: 'polar', rings: 2.5 }, /rings must be/);
    expectOptionsError({ width: 1, height: 1 }, /at least 2 cells, so that its start and goal differ; this size gives 1/);
    expectOptionsError({ shape: 'square', width: 1, height: 1 }, /at least 2 cells/);
    expectOptionsError({ mask: { width: 3, height: 1, cells: Uint8Array.from([0, 1, 0]) } }, /at least 2 cells, so that its start and goal differ; this mask gives 1/);
    expectOptionsError({ shape: 'triangle', width: 1, height: 3 }, /triangle maze taller than one row needs at least 2 columns/);
    expectOptionsError({ algorithm: 'nope' as 'prim' }, /unknown algorithm 'nope'/);
    expectOptionsError({ braid: 2 }, /braid must be a number from 0 to 1/);
    expectOptionsError({ start: 48 }, /start must be a cell id from 0 to 47 \(got 48\)/);
    expectOptionsError({ goal: -1 }, /goal must be a cell id/);
    expectOptionsError({ start: 4, goal: 4 }, /start and goal must be different cells/);
    expectOptionsError({ mask: { width: 2, height: 2, cells: new Uint8Array(3) } }, /mask is malformed/);
  });

  it('a mask in several pieces gets the message, never a broken maze', () => {
    const mask = { width: 5, height: 3, cells: Uint8Array.from([1, 1, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1]) };
    expectOptionsError({ shape: 'square', mask }, /^The mask's cells fall into 4 separate pieces \(cells must touch across a side\); join them or remove the strays\.$/);
    expect(() => generateShaped({ ...BASE, shape: 'square', mask })).toThrow(MazeOptionsError);
  });

  it('the row-based generators make only unmasked squares, and say why', () => {
    for (const algorithm of ['eller', 'sidewinder', 'binary-tree', 'recursive-division'] as const) {
      const reason = rowBasedReason(algorithm)!;
      expect(reason).toMatch(/so it makes only square mazes without an outline; choose one of backtracker, prim, prim-simplified, kruskal, wilson, aldous-broder, hunt-and-kill, growing-tree$/);
      expectOptionsError({ algorithm }, new RegExp(reason.replace(/[().*+?[\]\\^$|]/g, '\\$&')));
      expectOptionsError({ algorithm, shape: 'polar', rings: 3 }, /only square mazes without an outline/);
      expectOptionsError({ algorithm, shape: 'square', mask: presetMask('heart', 'square', 9, 9) }, /only square mazes without an outline/);
      expect(() => checkShapeOptions({ ...BASE, algorithm, shape: 'square' })).not.toThrow();
    }
    expect(rowBasedReason('eller')).toMatch(/^Eller's algorithm builds its maze row by row/);
    for (const algorithm of GRAPH_GENERATOR_IDS) expect(rowBasedReason(algorithm)).toBeNull();
  });
});

describe('a circle of R rings', () => {
  it('has R rings round its centre cell, split as they grow', () => {
    for (const rings of [2, 3, 7, 30]) {
      const maze = generateShaped({ shape: 'polar', width: 1, height: 1, rings, mask: null, algorithm: 'backtracker', seed: 'r', braid: 0 });
      expect(circleRings(maze.topology)).toBe(rings);
      const sizes = polarRingSizes(circleLevels(rings));
      expect(sizes[0]).toBe(1);
      expect(maze.topology.cellCount).toBe(sizes.reduce((sum, size) => sum + size, 0));
      // The outermost centres sit R + 0.5 from the middle: R rings of depth one round the centre disc.
      let farthest = 0;
      for (let cell = 0; cell < maze.topology.cellCount; cell++) farthest = Math.max(farthest, Math.hypot(maze.topology.centres[2 * cell]!, maze.topology.centres[2 * cell + 1]!));
      expect(farthest).toBeCloseTo(rings + 0.5, 6);
    }
  });
});
