import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkerboardBar, CountCancelledError, countHamiltonianPaths, countPaths, createGrid, generateMaze, type Grid } from '../../src/core';
import { countFrontier } from '../../src/core/paths/countFrontier';
import { art } from '../support/grids';
import { drawnGrid, listByHand } from './support/listByHand';

/** OEIS A000532: Hamiltonian paths from the NW to the SW corner of an open n×n grid, n = 1, 2, … */
const A000532 = [1n, 1n, 2n, 8n, 86n, 1770n, 88418n, 8934966n, 2087813834n, 1013346943033n, 1111598871478668n, 2568944901392936854n];
/** OEIS A001184: the same from the NW to the SE corner (none for even n: the corners share a colour). */
const A001184 = [1n, 0n, 2n, 0n, 104n, 0n, 111712n, 0n, 2688307514n, 0n, 1445778936756068n];

const openGrid = (rows: number, cols: number): Grid => createGrid(rows, cols, 0);

describe('countHamiltonianPaths', () => {
  it('agrees with brute force on dense grids, where Hamiltonian paths are common', () => {
    const dense = fc
      .record({ rows: fc.noBias(fc.integer({ min: 2, max: 5 })), cols: fc.noBias(fc.integer({ min: 2, max: 5 })), walls: fc.nat(3), s: fc.nat(), g: fc.nat(), w: fc.array(fc.nat(), { maxLength: 3 }) })
      .map(({ rows, cols, walls, s, g, w }) => {
        const cells = new Uint8Array(rows * cols);
        w.slice(0, walls).forEach((x) => (cells[x % cells.length] = 1));
        return { grid: { rows, cols, blocks: cells }, start: s % cells.length, goal: g % cells.length };
      });
    fc.assert(
      fc.property(dense, ({ grid, start, goal }) => {
        const listed = listByHand(grid, start, goal, 300_000);
        fc.pre(listed !== null);
        expect(countHamiltonianPaths(grid, start, goal)).toBe(listed.hamiltonian);
        // The sweep alone, without cutting into pieces, says the same.
        expect(grid.blocks[start] === 0 && grid.blocks[goal] === 0 ? countFrontier(grid, start, goal, { visitAll: true }) : 0n).toBe(listed.hamiltonian);
      }),
      { numRuns: 800 },
    );
  });

  it('the checkerboard colouring alone settles many grids at once, and never bars one that has a path', () => {
    const open = openGrid(30, 30);
    // Corner to corner of an even square: both corners light, so no path (the sweep took 35 s to say 0).
    expect(checkerboardBar(open, 0, 30 * 30 - 1)).toEqual({ light: 450, dark: 450, startLight: true, goalLight: true });
    expect(countHamiltonianPaths(open, 0, 30 * 30 - 1)).toBe(0n);
    // Odd n: the ends must both be on the colour with one block more.
    expect(checkerboardBar(openGrid(3, 3), 0, 8)).toBeNull();
    expect(checkerboardBar(openGrid(3, 3), 0, 1)).toEqual({ light: 5, dark: 4, startLight: true, goalLight: false });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 2, max: 5 }), fc.nat(), fc.nat(), (rows, cols, s, g) => {
        const grid = openGrid(rows, cols);
        const [start, goal] = [s % (rows * cols), g % (rows * cols)];
        fc.pre(start !== goal);
        if (checkerboardBar(grid, start, goal)) expect(listByHand(grid, start, goal, 1_000_000)?.hamiltonian ?? 0n).toBe(0n);
      }),
      { numRuns: 200 },
    );
  });

  it('matches A000532 and A001184, which brute-force listing confirms for n ≤ 5', () => {
    A000532.forEach((expected, i) => {
      const n = i + 1;
      expect(countHamiltonianPaths(openGrid(n, n), 0, (n - 1) * n)).toBe(expected);
      if (n <= 5) expect(listByHand(openGrid(n, n), 0, (n - 1) * n)?.hamiltonian).toBe(expected);
    });
    A001184.forEach((expected, i) => {
      const n = i + 1;
      expect(countHamiltonianPaths(openGrid(n, n), 0, n * n - 1)).toBe(expected);
      if (n <= 5) expect(listByHand(openGrid(n, n), 0, n * n - 1)?.hamiltonian).toBe(expected);
    });
  });

  it('counts 0 from or to a wall, and for start === goal 1 only when it is the one open block', () => {
    expect(countHamiltonianPaths(art('..#', '...'), 2, 0)).toBe(0n);
    expect(countHamiltonianPaths(art('..#', '...'), 0, 2)).toBe(0n);
    expect(countHamiltonianPaths(art('..#', '...'), 4, 4)).toBe(0n);
    expect(countHamiltonianPaths(art('#.#', '###'), 1, 1)).toBe(1n);
    expect(countHamiltonianPaths(openGrid(1, 1), 0, 0)).toBe(1n);
    for (const bad of [-1, 6, 1.5, Number.NaN]) {
      expect(() => countHamiltonianPaths(art('..#', '...'), bad, 0)).toThrow(RangeError);
      expect(() => countHamiltonianPaths(art('..#', '...'), 0, bad)).toThrow(RangeError);
    }
  });

  it('counts 0 when an open block is cut off, or on a dead end or a side loop, though simple paths exist', () => {
    // Cut off: the block at the far right cannot be reached.
    expect(countPaths(art('...#.'), 0, 2)).toBe(1n);
    expect(countHamiltonianPaths(art('...#.'), 0, 2)).toBe(0n);
    // A dead end off the middle of a corridor.
    expect(countHamiltonianPaths(art('...', '#.#'), 0, 2)).toBe(0n);
    // A side loop hanging off the corridor by a stem.
    const sideLoop = art('##..#', '##..#', '##.##', '.....');
    expect(countPaths(sideLoop, 15, 19)).toBe(1n);
    expect(countHamiltonianPaths(sideLoop, 15, 19)).toBe(0n);
    // A ring with the ends side by side: the long way round visits every block.
    expect(countHamiltonianPaths(art('...', '.#.', '...'), 0, 1)).toBe(1n);
  });

  it('multiplies across pieces: a chain of k rings of 8 blocks, corner to corner, has none; rooms in a row multiply', () => {
    // Ring i has its corners at (2i, 2i) and (2i+2, 2i+2); each ring shares a corner with the next.
    const chain = (k: number): Grid =>
      drawnGrid(2 * k + 1, 2 * k + 1, (r, c) =>
        [Math.floor(r / 2) - 1, Math.floor(r / 2)].some((i) => i >= 0 && i < k && r >= 2 * i && r <= 2 * i + 2 && c >= 2 * i && c <= 2 * i + 2 && !(r === 2 * i + 1 && c === 2 * i + 1)),
      );
    // Entering a ring at one corner and leaving at the opposite one leaves one side unvisited.
    expect(countHamiltonianPaths(chain(3), 0, 7 * 7 - 1)).toBe(0n);
    expect(listByHand(chain(3), 0, 7 * 7 - 1)?.hamiltonian).toBe(0n);
    // Two open 3×3 rooms joined corner to corner by a corridor: each is crossed corner to corner, 2 ways each.
    const rooms = art('...####', '...####', '.......', '####...', '####...');
    expect(countHamiltonianPaths(rooms, 0, 34)).toBe(4n);
    expect(listByHand(rooms, 0, 34)?.hamiltonian).toBe(4n);
  });

  it('counts a perfect maze as 0 (dead ends) and a serpentine corridor as 1', () => {
    const maze = generateMaze({ algorithm: 'backtracker', width: 60, height: 60, seed: 'dead ends' });
    expect(countHamiltonianPaths(maze, maze.start, maze.goal)).toBe(0n);
    const serpentine = drawnGrid(41, 41, (r, c) => r % 2 === 0 || (r % 4 === 1 ? c === 40 : c === 0));
    const goal = serpentine.blocks.lastIndexOf(0);
    expect(countHamiltonianPaths(serpentine, 0, goal)).toBe(1n);
  });

  it('reports progress in order up to a fixed total, and stops with CountCancelledError when asked', () => {
    const grid = openGrid(12, 12);
    const seen: [number, number][] = [];
    expect(countHamiltonianPaths(grid, 0, 11 * 12, { onProgress: (done, total) => seen.push([done, total]) })).toBe(A000532[11]);
    const total = seen[0]![1];
    expect(seen.length).toBeGreaterThan(2);
    expect(seen.at(-1)).toEqual([total, total]);
    seen.forEach(([done, all], i) => {
      expect(all).toBe(total);
      if (i > 0) expect(done).toBeGreaterThanOrEqual(seen[i - 1]![0]);
    });
    expect(() => countHamiltonianPaths(grid, 0, 11 * 12, { cancelled: () => true })).toThrow(CountCancelledError);
    let asked = 0;
    expect(() => countHamiltonianPaths(grid, 0, 11 * 12, { cancelled: () => ++asked > 2 })).toThrow(CountCancelledError);
    expect(asked).toBe(3);
  });
});
