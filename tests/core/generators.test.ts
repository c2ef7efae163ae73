import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countSpanningTrees, generateMaze, GENERATOR_IDS, MIN_MAZE_CELLS, squareTopology, type GeneratedMaze, type GeneratorId } from '../../src/core';
import { CarveRecorder } from '../../src/core/generate/carveRecorder';
import { BUILD, CARVE, carveEventBlock, carveEventKind, ERASE_LOOP, OPEN_ROOM, STEP_TO, WALK_FROM, WALK_TO } from '../../src/core/generate/trace';

/**
 * Algorithm-specific properties of the generators. The properties every generator shares
 * (closed border, perfect maze, determinism, braiding) live in generate.test.ts.
 */

const seeds = fc.string({ maxLength: 12 });
const sides = fc.integer({ min: 1, max: 16 });

const isOpen = (maze: GeneratedMaze, row: number, col: number): boolean => maze.blocks[row * maze.cols + col] === 0;

// ---------------------------------------------------------------------------------------------
// Uniformity on 3×3 cells.
//
// The 3×3 grid graph has 12 inner walls and 9 cells; a maze opens 8 walls forming a spanning
// tree. We enumerate those trees ourselves (as many as the matrix-tree count, 192),
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
  it('the 3×3 grid has 192 spanning trees: the enumeration finds as many as the matrix-tree count', () => {
    expect(BigInt(TREES.length)).toBe(countSpanningTrees(squareTopology(3, 3)));
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
        fc.pre(width * height >= MIN_MAZE_CELLS); // the smallest maze (mazeOptions.ts)
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
        fc.pre(width * height >= MIN_MAZE_CELLS); // the smallest maze (mazeOptions.ts)
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
      for (const length of [2, 3, 7, 30]) {
        for (const [width, height] of [
          [1, length],
          [length, 1],
        ] as const) {
          const maze = generateMaze({ algorithm, width, height, seed: `line${length}` });
          let open = 0;
          maze.blocks.forEach((v) => (open += v === 0 ? 1 : 0));
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
        fc.pre(width * height >= MIN_MAZE_CELLS); // the smallest maze (mazeOptions.ts)
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
  it('packs each step as block * 8 + kind, in order', () => {
    const trace = new CarveRecorder();
    trace.carve(3, 4);
    trace.build(5);
    trace.replay.openRoom();
    trace.replay.walkFrom(7);
    trace.replay.walkTo(9);
    trace.replay.eraseLoop(7);
    trace.replay.stepTo(11);
    const events = trace.events();
    expect(Array.from(events, carveEventKind)).toEqual([CARVE, CARVE, BUILD, OPEN_ROOM, WALK_FROM, WALK_TO, ERASE_LOOP, STEP_TO]);
    expect(Array.from(events, carveEventBlock)).toEqual([3, 4, 5, 0, 7, 9, 7, 11]);
  });

  /** The maze a replay of the events builds: solid walls, entrance and exit open, then each step. */
  function replayed(maze: GeneratedMaze): Uint8Array {
    const cells = new Uint8Array(maze.blocks.length).fill(1);
    for (const event of maze.carveEvents!) {
      const block = carveEventBlock(event);
      const kind = carveEventKind(event);
      if (kind === CARVE) cells[block] = 0;
      else if (kind === BUILD) cells[block] = 1;
      else if (kind === OPEN_ROOM) {
        for (let r = 1; r < maze.rows - 1; r++) for (let c = 1; c < maze.cols - 1; c++) if (r % 2 === 1 || c % 2 === 1) cells[r * maze.cols + c] = 0;
      }
    }
    cells[maze.start] = 0;
    cells[maze.goal] = 0;
    return cells;
  }

  it('replays to the generated maze for every algorithm; carvers open each block once', () => {
    fc.assert(
      fc.property(fc.constantFrom(...GENERATOR_IDS), sides, sides, seeds, (algorithm, width, height, seed) => {
        fc.pre(width * height >= MIN_MAZE_CELLS); // the smallest maze (mazeOptions.ts)
        const maze = generateMaze({ algorithm, width, height, seed }, { trace: true });
        expect(replayed(maze)).toEqual(maze.blocks);
        const carved = maze.carveEvents!.filter((e) => carveEventKind(e) === CARVE).map(carveEventBlock);
        if (algorithm !== 'recursive-division') {
          expect(carved.length).toBe(2 * width * height - 1);
          expect(new Set(carved).size).toBe(carved.length);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('shows recursive division adding walls to an empty room, never opening cell by cell', () => {
    const maze = generateMaze({ algorithm: 'recursive-division', width: 20, height: 15, seed: 'room' }, { trace: true });
    const kinds = Array.from(maze.carveEvents!, carveEventKind);
    expect(kinds[0]).toBe(OPEN_ROOM);
    expect(kinds.slice(1).every((k) => k === BUILD)).toBe(true);
    // One wall block built for every wall between two cells but the 20·15 − 1 a perfect maze leaves open.
    expect(kinds.length - 1).toBe(20 * 14 + 15 * 19 - (20 * 15 - 1));
  });

  it("shows Wilson's walks: each carves exactly its loop-erased walk, in order", () => {
    fc.assert(
      fc.property(sides, sides, seeds, (width, height, seed) => {
        fc.pre(width * height >= MIN_MAZE_CELLS); // the smallest maze (mazeOptions.ts)
        const maze = generateMaze({ algorithm: 'wilson', width, height, seed }, { trace: true });
        let walk: number[] = [];
        let carving: number[] | null = null;
        let loops = 0;
        const finishWalk = () => {
          if (carving) expect(carving).toEqual(walk); // cells carved (each with the wall after it), in walk order
          carving = null;
        };
        for (const event of maze.carveEvents!) {
          const block = carveEventBlock(event);
          const kind = carveEventKind(event);
          if (kind === WALK_FROM) {
            finishWalk();
            walk = [block];
            carving = [];
          } else if (kind === WALK_TO) {
            expect(Math.abs(block - walk.at(-1)!)).toBeOneOf([2, 2 * maze.cols]); // a neighbour of the last cell
            expect(walk).not.toContain(block);
            walk.push(block);
          } else if (kind === ERASE_LOOP) {
            expect(walk).toContain(block);
            walk = walk.slice(0, walk.indexOf(block) + 1);
            loops++;
          } else if (kind === CARVE && carving && Math.floor(block / maze.cols) % 2 === 1 && (block % maze.cols) % 2 === 1) {
            carving.push(block);
          }
        }
        finishWalk();
        if (width * height >= 100) expect(loops).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  });

  it('shows the Aldous–Broder walker at every step, carving each cell it enters first', () => {
    const maze = generateMaze({ algorithm: 'aldous-broder', width: 10, height: 8, seed: 'walker' }, { trace: true });
    const events = Array.from(maze.carveEvents!);
    const steps = events.filter((e) => carveEventKind(e) === STEP_TO);
    expect(steps.length).toBeGreaterThan(2 * 10 * 8); // a random walk revisits cells
    let at = carveEventBlock(steps[0]!);
    for (const event of steps.slice(1)) {
      const next = carveEventBlock(event);
      expect(Math.abs(next - at)).toBeOneOf([2, 2 * maze.cols]);
      at = next;
    }
    // Every carve of a new cell (after the first) comes right after the step on to it.
    events.forEach((event, i) => {
      if (i > 1 && carveEventKind(event) === CARVE && carveEventKind(events[i - 1]!) === CARVE) expect(carveEventBlock(events[i - 2]!)).toBe(carveEventBlock(event));
    });
  });
});
