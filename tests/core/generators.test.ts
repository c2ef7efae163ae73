import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateMaze, GENERATOR_IDS, type GeneratedMaze, type GeneratorId } from '../../src/core';
import { CarveRecorder } from '../../src/core/generate/trace';

/**
 * Algorithm-specific properties of the generators. The properties every generator shares
 * (closed border, perfect maze, determinism, braiding) live in generate.test.ts.
 */

const seeds = fc.string({ maxLength: 12 });
const sides = fc.integer({ min: 1, max: 16 });

const isOpen = (maze: GeneratedMaze, row: number, col: number): boolean => maze.cells[row * maze.cols + col] === 0;

// ---------------------------------------------------------------------------------------------
// Uniformity on 3×3 cells.
//
// The 3×3 grid graph has 12 inner walls and 9 cells; a maze opens 8 walls forming a spanning
// tree. We enumerate those trees ourselves (192 of them, the known count for the 3×3 grid),
// draw many mazes with fixed seeds, and compare the counts with the uniform expectation by
// Pearson's chi-square over all 192 trees (191 degrees of freedom).

/** The 12 inner walls of a 3×3-cell maze as (row, col) in its 7×7 block grid, with the cells they join. */
const WALLS_3X3: { row: number; col: number; a: number; b: number }[] = [];
for (let i = 0; i < 3; i++) {
  for (let j = 0; j < 3; j++) {
    if (j < 2) WALLS_3X3.push({ row: 2 * i + 1, col: 2 * j + 2, a: 3 * i + j, b: 3 * i + j + 1 });
    if (i < 2) WALLS_3X3.push({ row: 2 * i + 2, col: 2 * j + 1, a: 3 * i + j, b: 3 * i + j + 3 });
  }
}

/** A maze of 3×3 cells as a 12-bit mask of its open inner walls. */
function treeKey(maze: GeneratedMaze): number {
  let key = 0;
  WALLS_3X3.forEach(({ row, col }, bit) => {
    if (isOpen(maze, row, col)) key |= 1 << bit;
  });
  return key;
}

/** Every 12-bit wall mask that opens 8 walls without a loop: the spanning trees of the 3×3 grid. */
function spanningTrees3x3(): number[] {
  const trees: number[] = [];
  for (let mask = 0; mask < 1 << 12; mask++) {
    let bits = 0;
    for (let m = mask; m; m &= m - 1) bits++;
    if (bits !== 8) continue;
    const parent = Array.from({ length: 9 }, (_, k) => k);
    const find = (x: number): number => (parent[x] === x ? x : (parent[x] = find(parent[x]!)));
    let acyclic = true;
    WALLS_3X3.forEach(({ a, b }, bit) => {
      if (!(mask & (1 << bit))) return;
      const [ra, rb] = [find(a), find(b)];
      if (ra === rb) acyclic = false;
      else parent[ra] = rb;
    });
    if (acyclic) trees.push(mask);
  }
  return trees;
}

const TREES = spanningTrees3x3();
const PER_TREE = 100;

/**
 * Upper 0.1% point of chi-square with 191 degrees of freedom: 257.13 (scipy.stats.chi2.ppf(0.999, 191));
 * the Wilson–Hilferty approximation k·(1 − 2/9k + z·√(2/9k))³ with z = 3.0902 gives 257.2.
 */
const CHI_SQUARE_191_P001 = 257.13;

/** Counts of each spanning tree over TREES.length × PER_TREE mazes with seeds u0, u1, …, and the chi-square. */
function sample3x3(algorithm: GeneratorId): { distinct: number; chiSquare: number } {
  const counts = new Map<number, number>(TREES.map((tree) => [tree, 0]));
  const total = TREES.length * PER_TREE;
  for (let k = 0; k < total; k++) {
    const key = treeKey(generateMaze({ algorithm, width: 3, height: 3, seed: `u${k}` }));
    const seen = counts.get(key);
    if (seen === undefined) throw new Error(`${algorithm} made a 3×3 maze that is not a spanning tree: ${key}`);
    counts.set(key, seen + 1);
  }
  let chiSquare = 0;
  let distinct = 0;
  for (const observed of counts.values()) {
    chiSquare += (observed - PER_TREE) ** 2 / PER_TREE;
    if (observed > 0) distinct++;
  }
  return { distinct, chiSquare };
}

describe('uniform spanning trees (3×3 cells, chi-square at p = 0.001)', () => {
  it('the 3×3 grid has 192 spanning trees', () => {
    expect(TREES.length).toBe(192);
  });

  it.each(['wilson', 'aldous-broder'] as const)('%s draws every spanning tree equally often', (algorithm) => {
    const { distinct, chiSquare } = sample3x3(algorithm);
    expect(distinct).toBe(192);
    expect(chiSquare).toBeLessThan(CHI_SQUARE_191_P001);
  });

  it('binary tree, the control, is far from uniform: 2^((3−1)(3−1)) = 16 trees only', () => {
    const { distinct, chiSquare } = sample3x3('binary-tree');
    expect(distinct).toBe(16);
    expect(chiSquare).toBeGreaterThan(10 * CHI_SQUARE_191_P001);
  });

  it("Kruskal's, a subtler control, makes every tree but not equally often (the test can tell)", () => {
    const { distinct, chiSquare } = sample3x3('kruskal');
    expect(distinct).toBe(192);
    expect(chiSquare).toBeGreaterThan(2 * CHI_SQUARE_191_P001);
  });
});

// ---------------------------------------------------------------------------------------------

describe('each algorithm’s signature texture', () => {
  it('binary tree: every cell but the top-right opens exactly one of north and east, so the top row and right column are open', () => {
    fc.assert(
      fc.property(sides, sides, seeds, (width, height, seed) => {
        const maze = generateMaze({ algorithm: 'binary-tree', width, height, seed });
        for (let i = 0; i < height; i++) {
          for (let j = 0; j < width; j++) {
            const [r, c] = [2 * i + 1, 2 * j + 1];
            const north = i > 0 && isOpen(maze, r - 1, c);
            const east = j < width - 1 && isOpen(maze, r, c + 1);
            if (i === 0 && j === width - 1) expect([north, east]).toEqual([false, false]);
            else expect(Number(north) + Number(east)).toBe(1);
            if (i === 0 && j < width - 1) expect(east).toBe(true);
            if (j === width - 1 && i > 0) expect(north).toBe(true);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('sidewinder: the top row is one corridor; every run below it has exactly one passage north', () => {
    fc.assert(
      fc.property(sides, sides, seeds, (width, height, seed) => {
        const maze = generateMaze({ algorithm: 'sidewinder', width, height, seed });
        for (let j = 0; j < width - 1; j++) expect(isOpen(maze, 1, 2 * j + 2)).toBe(true);
        for (let i = 1; i < height; i++) {
          const r = 2 * i + 1;
          let northInRun = 0;
          for (let j = 0; j < width; j++) {
            if (isOpen(maze, r - 1, 2 * j + 1)) northInRun++;
            const runEnds = j === width - 1 || !isOpen(maze, r, 2 * j + 2);
            if (runEnds) {
              expect(northInRun).toBe(1);
              northInRun = 0;
            }
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('a single row or column has one spanning tree, the straight corridor, and every algorithm makes it', () => {
    for (const algorithm of GENERATOR_IDS) {
      for (const length of [1, 2, 3, 7, 30]) {
        for (const [width, height] of [
          [1, length],
          [length, 1],
        ] as const) {
          const maze = generateMaze({ algorithm, width, height, seed: `line${length}` });
          let open = 0;
          maze.cells.forEach((v) => (open += v === 0 ? 1 : 0));
          // 2·length − 1 blocks of corridor, plus the entrance and exit.
          expect(open, `${algorithm} ${width}×${height}`).toBe(2 * length - 1 + 2);
          for (let r = 1; r < maze.rows - 1; r++) for (let c = 1; c < maze.cols - 1; c++) expect(isOpen(maze, r, c)).toBe(true);
        }
      }
    }
  });

  it('recursive division starts with a wall across the whole maze, with a single gap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 30 }), fc.integer({ min: 2, max: 30 }), seeds, (width, height, seed) => {
        const maze = generateMaze({ algorithm: 'recursive-division', width, height, seed });
        const gapsInRow = (r: number) => Array.from({ length: width }, (_, j) => isOpen(maze, r, 2 * j + 1)).filter(Boolean).length;
        const gapsInCol = (c: number) => Array.from({ length: height }, (_, i) => isOpen(maze, 2 * i + 1, c)).filter(Boolean).length;
        const rows = Array.from({ length: height - 1 }, (_, i) => gapsInRow(2 * i + 2));
        const cols = Array.from({ length: width - 1 }, (_, j) => gapsInCol(2 * j + 2));
        expect(Math.min(...rows, ...cols)).toBe(1);
      }),
      { numRuns: 200 },
    );
  });
});

// ---------------------------------------------------------------------------------------------

describe('carve trace', () => {
  it('stores opened blocks as themselves and walled-up blocks as ~block, in order', () => {
    const trace = new CarveRecorder();
    trace.carve(3, 4);
    trace.build(5);
    trace.build(0);
    trace.carve(0);
    expect([...trace.blocks()]).toEqual([3, 4, ~5, ~0, 0]);
  });

  it('replays to the generated maze for every algorithm; carvers open each block once', () => {
    fc.assert(
      fc.property(fc.constantFrom(...GENERATOR_IDS), sides, sides, seeds, (algorithm, width, height, seed) => {
        const maze = generateMaze({ algorithm, width, height, seed }, { trace: true });
        const replay = new Uint8Array(maze.cells.length).fill(1);
        for (const entry of maze.carveOrder!) {
          if (entry >= 0) replay[entry] = 0;
          else replay[~entry] = 1;
        }
        replay[maze.start] = 0;
        replay[maze.goal] = 0;
        expect(replay).toEqual(maze.cells);
        if (algorithm !== 'recursive-division') {
          const order = maze.carveOrder!;
          expect(order.length).toBe(2 * width * height - 1);
          expect(new Set(order).size).toBe(order.length);
        }
      }),
      { numRuns: 400 },
    );
  });
});
