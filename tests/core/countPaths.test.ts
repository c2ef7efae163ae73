import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGrid, generateMaze, type Grid } from '../../src/core';
import { countPaths, CountTooLargeError } from '../../src/core/paths/countPaths';
import { countFrontier } from '../../src/core/paths/countFrontier';
import { pathPieces } from '../../src/core/paths/countPieces';
import { addLimbs, growLimit, limbsToBigInt, RADIX, widenLimbs } from '../../src/core/paths/countLimbs';
import { arbitraryGridWithEnds, art } from '../support/grids';
import { listByHand } from './support/listByHand';

/** OEIS A007764: simple paths between opposite corners of an open n×n grid, n = 1, 2, … */
const A007764 = [
  1n,
  2n,
  12n,
  184n,
  8512n,
  1262816n,
  575780564n,
  789360053252n,
  3266598486981642n,
  41044208702632496804n,
  1568758030464750013214100n,
  182413291514248049241470885236n,
];

/** The reference: every simple path listed by brute force (null past `budget` steps). */
function bruteCount(grid: Grid, start: number, goal: number, budget = Infinity): bigint | null {
  return listByHand(grid, start, goal, budget)?.simple ?? null;
}

function openGrid(rows: number, cols: number): Grid {
  return createGrid(rows, cols, 0);
}

/** Grids with a start and a goal on open blocks (block 0 when there is none). */
function withOpenEnds(grids: fc.Arbitrary<Grid>): fc.Arbitrary<{ grid: Grid; start: number; goal: number }> {
  return fc.record({ grid: grids, s: fc.nat(), g: fc.nat() }).map(({ grid, s, g }) => {
    const open = grid.blocks.reduce<number[]>((list, cell, i) => (cell === 0 ? [...list, i] : list), []);
    return { grid, start: open[s % open.length] ?? 0, goal: open[g % open.length] ?? 0 };
  });
}

/** A grid where `open(r, c)` says which blocks are open. */
function drawn(rows: number, cols: number, open: (r: number, c: number) => boolean): Grid {
  const grid = createGrid(rows, cols, 1);
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) if (open(r, c)) grid.blocks[r * cols + c] = 0;
  return grid;
}

describe('countPaths', () => {
  it('matches OEIS A007764 on open n×n grids, corner to corner, n = 1..12', () => {
    A007764.forEach((expected, i) => {
      const n = i + 1;
      expect(countPaths(openGrid(n, n), 0, n * n - 1)).toBe(expected);
    });
  });

  it('counts 0 from or to a wall, 1 from a block to itself, and rejects blocks outside the grid', () => {
    const grid = art('..#', '...');
    expect(countPaths(grid, 2, 0)).toBe(0n);
    expect(countPaths(grid, 0, 2)).toBe(0n);
    expect(countPaths(grid, 4, 4)).toBe(1n);
    expect(countPaths(openGrid(1, 1), 0, 0)).toBe(1n);
    for (const bad of [-1, 6, 1.5, Number.NaN]) {
      expect(() => countPaths(grid, bad, 0)).toThrow(RangeError);
      expect(() => countPaths(grid, 0, bad)).toThrow(RangeError);
    }
  });

  it('counts the one path along a single row or column, and none across a wall', () => {
    expect(countPaths(openGrid(1, 40), 3, 37)).toBe(1n);
    expect(countPaths(openGrid(40, 1), 39, 0)).toBe(1n);
    expect(countPaths(art('....#....'), 0, 8)).toBe(0n);
    expect(countPaths(art('.', '.', '#', '.'), 0, 3)).toBe(0n);
  });

  it('counts the source example: 6 paths through the 3×4 matrix', () => {
    expect(countPaths(art('...#', '....', '..#.'), 0, 11)).toBe(6n);
  });

  it('agrees with brute force on random grids up to 5×5, walls and endpoints anywhere', () => {
    fc.assert(
      fc.property(arbitraryGridWithEnds(5, 0.3), ({ grid, start, goal }) => {
        const snapshot = grid.blocks.slice();
        expect(countPaths(grid, start, goal)).toBe(bruteCount(grid, start, goal));
        expect(grid.blocks).toEqual(snapshot); // never mutates the input
      }),
      { numRuns: 1500 },
    );
  });

  it('agrees with brute force on dense open grids', () => {
    fc.assert(
      fc.property(arbitraryGridWithEnds(5, 0.08), ({ grid, start, goal }) => {
        expect(countPaths(grid, start, goal)).toBe(bruteCount(grid, start, goal));
      }),
      { numRuns: 300 },
    );
  });

  it('counts a 201×201 comb with one path quickly: dead ends never reach the sweep', () => {
    // Row 0 is the spine, every even column a tooth hanging down from it.
    const comb = drawn(201, 201, (r, c) => r === 0 || c % 2 === 0);
    const start = 200 * 201;
    const goal = 200 * 201 + 200;
    expect(pathPieces(comb, start, goal)).toEqual([]);
    expect(countPaths(comb, start, goal)).toBe(1n);
    expect(countPaths(comb, start, 100 * 201 + 100)).toBe(1n);
  });

  it('counts 2 paths around a 201×201 ring: a sweep 201 blocks wide', () => {
    const ring = drawn(201, 201, (r, c) => r === 0 || c === 0 || r === 200 || c === 200);
    expect(countPaths(ring, 0, 201 * 201 - 1)).toBe(2n);
    expect(countFrontier(ring, 100, 200 * 201 + 7)).toBe(2n);
  });

  it('multiplies across pieces: k rings of 8 blocks, corner to corner, have 2^k paths', () => {
    // Ring i has its corners at (2i, 2i) and (2i+2, 2i+2); each ring shares a corner with the next.
    const chain = (k: number): Grid =>
      drawn(2 * k + 1, 2 * k + 1, (r, c) =>
        [Math.floor(r / 2) - 1, Math.floor(r / 2)].some((i) => i >= 0 && i < k && r >= 2 * i && r <= 2 * i + 2 && c >= 2 * i && c <= 2 * i + 2 && !(r === 2 * i + 1 && c === 2 * i + 1)),
      );
    const small = chain(6);
    expect(countPaths(small, 0, 13 * 13 - 1)).toBe(bruteCount(small, 0, 13 * 13 - 1));
    expect(countPaths(small, 0, 13 * 13 - 1)).toBe(64n);
    expect(countPaths(chain(300), 0, 601 * 601 - 1)).toBe(2n ** 300n);
  });

  it('agrees with brute force on braided mazes (a few loops)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 10 }), fc.integer({ min: 2, max: 10 }), fc.string(), (width, height, seed) => {
        const maze = generateMaze({ algorithm: 'backtracker', width, height, seed, braid: 0.1 });
        expect(countPaths(maze, maze.start, maze.goal)).toBe(bruteCount(maze, maze.start, maze.goal));
      }),
      { numRuns: 60 },
    );
  });

  it('counts a perfect 200×200-cell maze (401×401 blocks) as exactly one path', () => {
    const maze = generateMaze({ algorithm: 'backtracker', width: 200, height: 200, seed: 'one way' });
    expect(countPaths(maze, maze.start, maze.goal)).toBe(1n);
  });

  it('reports progress in order, up to a fixed total, ending at the total', () => {
    for (const [grid, start, goal] of [
      [openGrid(9, 9), 0, 80],
      [openGrid(10, 10), 0, 99],
      [generateMaze({ algorithm: 'prim', width: 100, height: 100, seed: 'progress' }), 100 * 201 + 1, 2 * 201 + 199],
    ] as const) {
      const seen: [number, number][] = [];
      countPaths(grid, start, goal, { onProgress: (done, total) => seen.push([done, total]) });
      const total = seen[0]![1];
      expect(total).toBeGreaterThanOrEqual(grid.rows * grid.cols);
      expect(seen.at(-1)).toEqual([total, total]);
      seen.forEach(([done, all], i) => {
        expect(all).toBe(total);
        if (i > 0) expect(done).toBeGreaterThanOrEqual(seen[i - 1]![0]);
      });
    }
  });
});

/** Every block that some simple start–goal path visits, and one such path (brute force). */
function blocksOnPaths(grid: Grid, start: number, goal: number): { used: Set<number>; onePath: number[] } {
  const used = new Set<number>();
  let onePath: number[] = [];
  const walk = (path: number[]): void => {
    const v = path.at(-1)!;
    if (v === goal) {
      path.forEach((b) => used.add(b));
      if (onePath.length === 0) onePath = [...path];
      return;
    }
    const r = Math.floor(v / grid.cols);
    const c = v % grid.cols;
    for (const [dr, dc] of [[-1, 0], [0, -1], [0, 1], [1, 0]] as const) {
      const w = (r + dr) * grid.cols + c + dc;
      if (r + dr < 0 || c + dc < 0 || r + dr >= grid.rows || c + dc >= grid.cols || grid.blocks[w] !== 0 || path.includes(w)) continue;
      walk([...path, w]);
    }
  };
  walk([start]);
  return { used, onePath };
}

describe('pathPieces', () => {
  it('keeps exactly the blocks that some simple path visits, and the count is the product over pieces', () => {
    fc.assert(
      fc.property(withOpenEnds(arbitraryGridWithEnds(5, 0.25).map(({ grid }) => grid)), ({ grid, start, goal }) => {
        fc.pre(start !== goal);
        const pieces = pathPieces(grid, start, goal);
        const { used, onePath } = blocksOnPaths(grid, start, goal);
        if (pieces === null) {
          expect(used.size).toBe(0);
          return;
        }
        // Blocks outside the pieces lie on every path (single passages), so one path covers them.
        const kept = new Set(onePath);
        let product = 1n;
        for (const piece of pieces) {
          const { rows, cols, blocks: cells } = piece.grid;
          for (let i = 0; i < rows * cols; i++) {
            if (cells[i] === 0) kept.add((piece.top + Math.floor(i / cols)) * grid.cols + piece.left + (i % cols));
          }
          product *= countFrontier(piece.grid, piece.entry, piece.exit);
        }
        expect([...kept].sort((a, b) => a - b)).toEqual([...used].sort((a, b) => a - b));
        expect(product).toBe(bruteCount(grid, start, goal));
      }),
      { numRuns: 500 },
    );
  });
});

describe('countFrontier (the sweep alone, without cutting into pieces)', () => {
  it('agrees with brute force on random grids, narrow and wide (multi-word states)', () => {
    const noisy = (rows: number, cols: number, walls: number) =>
      fc
        .array(fc.integer({ min: 0, max: 99 }), { minLength: rows * cols, maxLength: rows * cols })
        .map((noise): Grid => ({ rows, cols, blocks: Uint8Array.from(noise, (x) => (x < walls ? 1 : 0)) }));
    const grids = fc.oneof(
      fc.tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 })).chain(([rows, cols]) => noisy(rows, cols, 25)),
      fc.tuple(fc.integer({ min: 2, max: 3 }), fc.integer({ min: 15, max: 40 })).chain(([rows, cols]) => noisy(rows, cols, 12)),
      fc.tuple(fc.integer({ min: 15, max: 40 }), fc.integer({ min: 2, max: 3 })).chain(([rows, cols]) => noisy(rows, cols, 12)),
      // 15 to 17 wide: the frontier's 16 to 18 plugs straddle the first word boundary.
      fc.tuple(fc.integer({ min: 15, max: 20 }), fc.integer({ min: 15, max: 17 })).chain(([rows, cols]) => noisy(rows, cols, 33)),
      fc
        .record({ width: fc.integer({ min: 8, max: 12 }), height: fc.integer({ min: 8, max: 12 }), seed: fc.string(), braid: fc.double({ min: 0.2, max: 1, noNaN: true }) })
        .map((options): Grid => generateMaze({ algorithm: 'prim', ...options })),
    );
    fc.assert(
      fc.property(withOpenEnds(grids), ({ grid, start, goal }) => {
        const expected = bruteCount(grid, start, goal, 300_000);
        fc.pre(expected !== null);
        expect(countFrontier(grid, start, goal)).toBe(expected);
      }),
      { numRuns: 600 },
    );
  });

  it('counts 2^(n-1) paths corner to corner on a 2×n ladder (counts of many limbs)', () => {
    expect(countFrontier(openGrid(2, 180), 0, 2 * 180 - 1)).toBe(2n ** 179n);
    expect(countPaths(openGrid(180, 2), 0, 2 * 180 - 1)).toBe(2n ** 179n);
  });

  it('gives up with CountTooLargeError past its state limit', () => {
    expect(() => countFrontier(openGrid(10, 10), 0, 99, { maxStates: 100 })).toThrow(CountTooLargeError);
    expect(() => countFrontier(openGrid(10, 10), 0, 99, { maxStates: 100 })).toThrow(/frontier states/);
  });
});

describe('count limbs (exact big counts in Float64 limbs)', () => {
  const toLimbs = (value: bigint, limbs: number): Float64Array =>
    Float64Array.from({ length: limbs }, (_, k) => Number(k === limbs - 1 ? value >> BigInt(52 * k) : (value >> BigInt(52 * k)) % BigInt(RADIX)));

  it('adds with carries exactly, and widening keeps the value', () => {
    const big = fc.bigInt({ min: 0n, max: 2n ** 150n });
    fc.assert(
      fc.property(big, big, (a, b) => {
        const sum = toLimbs(a, 4);
        addLimbs(sum, 0, toLimbs(b, 4), 0, 4);
        expect(limbsToBigInt(sum, 0, 4)).toBe(a + b);
        expect(limbsToBigInt(widenLimbs(sum, 1, 4, 1), 0, 5)).toBe(a + b);
      }),
    );
  });

  it('leaves room below 2^53 for a whole block of merges at any width', () => {
    for (const width of [1, 15, 16, 100, 2001, 8001]) {
      expect(growLimit(width) * (6 * width + 12)).toBeLessThanOrEqual(2 ** 52);
      expect(growLimit(width)).toBeGreaterThanOrEqual(2 ** 30);
    }
  });
});
