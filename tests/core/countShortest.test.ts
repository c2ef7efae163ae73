import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CountCancelledError, countShortestPaths, createGrid, generateMaze, solve, type Grid } from '../../src/core';
import { art } from '../support/grids';
import { drawnGrid } from './support/listByHand';

/** C(n, k), exactly. */
function choose(n: number, k: number): bigint {
  let value = 1n;
  for (let i = 1; i <= k; i++) value = (value * BigInt(n - k + i)) / BigInt(i);
  return value;
}

/**
 * A second reference for grids too big to list: breadth-first distances over (row, col) pairs,
 * then a BigInt per block, summed over neighbours one step nearer, in order of distance.
 */
function shortestByLayers(grid: Grid, start: number, goal: number): bigint {
  const { rows, cols, blocks: cells } = grid;
  if (cells[start] !== 0 || cells[goal] !== 0) return 0n;
  const distance = new Map<number, number>([[start, 0]]);
  const ways = new Map<number, bigint>([[start, 1n]]);
  const queue = [start];
  for (let head = 0; head < queue.length; head++) {
    const v = queue[head]!;
    const r = Math.floor(v / cols);
    const c = v % cols;
    for (const [dr, dc] of [[0, -1], [0, 1], [-1, 0], [1, 0]] as const) {
      if (r + dr < 0 || c + dc < 0 || r + dr >= rows || c + dc >= cols) continue;
      const w = (r + dr) * cols + c + dc;
      if (cells[w] !== 0) continue;
      if (!distance.has(w)) {
        distance.set(w, distance.get(v)! + 1);
        queue.push(w);
      }
      if (distance.get(w) === distance.get(v)! + 1) ways.set(w, (ways.get(w) ?? 0n) + ways.get(v)!);
    }
  }
  return ways.get(goal) ?? 0n;
}

describe('countShortestPaths', () => {
  it('counts C(dr + dc, dr) across an open rectangle, past the switch from doubles to BigInts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 70 }), fc.integer({ min: 1, max: 70 }), fc.nat(), fc.nat(), (rows, cols, s, g) => {
        const start = s % (rows * cols);
        const goal = g % (rows * cols);
        const dr = Math.abs(Math.floor(start / cols) - Math.floor(goal / cols));
        const dc = Math.abs((start % cols) - (goal % cols));
        expect(countShortestPaths(createGrid(rows, cols, 0), start, goal)).toBe(choose(dr + dc, dr));
      }),
      { numRuns: 200 },
    );
    expect(countShortestPaths(createGrid(120, 120, 0), 0, 120 * 120 - 1)).toBe(choose(238, 119));
  });

  it('agrees with a BigInt-per-block reference on bigger grids with walls and on braided mazes', () => {
    const noisy = fc
      .record({ rows: fc.integer({ min: 10, max: 40 }), cols: fc.integer({ min: 10, max: 40 }), walls: fc.integer({ min: 0, max: 30 }), seed: fc.nat() })
      .map(({ rows, cols, walls, seed }): Grid => {
        let x = seed | 1;
        const cells = new Uint8Array(rows * cols).map(() => ((x = (Math.imul(x, 1103515245) + 12345) >>> 0) % 100 < walls ? 1 : 0));
        return { rows, cols, blocks: cells };
      });
    const braided = fc
      .record({ width: fc.integer({ min: 5, max: 25 }), height: fc.integer({ min: 5, max: 25 }), seed: fc.string(), braid: fc.constantFrom(0.3, 1) })
      .map((options): Grid => generateMaze({ algorithm: 'prim', ...options }));
    fc.assert(
      fc.property(fc.oneof(noisy, braided), fc.nat(), fc.nat(), (grid, s, g) => {
        const start = s % grid.blocks.length;
        const goal = g % grid.blocks.length;
        expect(countShortestPaths(grid, start, goal)).toBe(shortestByLayers(grid, start, goal));
      }),
      { numRuns: 200 },
    );
  });

  it('counts 0 from or to a wall or across one, 1 from a block to itself, and rejects blocks outside the grid', () => {
    const grid = art('..#', '...');
    expect(countShortestPaths(grid, 2, 0)).toBe(0n);
    expect(countShortestPaths(grid, 0, 2)).toBe(0n);
    expect(countShortestPaths(grid, 4, 4)).toBe(1n);
    expect(countShortestPaths(art('..#..'), 0, 4)).toBe(0n);
    expect(countShortestPaths(grid, 0, 5)).toBe(2n);
    for (const bad of [-1, 6, 1.5, Number.NaN]) {
      expect(() => countShortestPaths(grid, bad, 0)).toThrow(RangeError);
      expect(() => countShortestPaths(grid, 0, bad)).toThrow(RangeError);
    }
  });

  it('counts the source example and a ring: both ways round when they are equally short', () => {
    expect(countShortestPaths(art('...#', '....', '..#.'), 0, 11)).toBe(3n);
    const ring = drawnGrid(201, 201, (r, c) => r === 0 || c === 0 || r === 200 || c === 200);
    expect(countShortestPaths(ring, 0, 201 * 201 - 1)).toBe(2n);
    expect(countShortestPaths(ring, 0, 200)).toBe(1n);
  });

  it('counts one shortest path through a perfect maze, as long as the BFS solver says', () => {
    const maze = generateMaze({ algorithm: 'backtracker', width: 150, height: 150, seed: 'one way' });
    expect(countShortestPaths(maze, maze.start, maze.goal)).toBe(1n);
    expect(solve(maze, maze.start, maze.goal, 'bfs').path).not.toBeNull();
  });

  it('reports progress in order up to a fixed total, and stops with CountCancelledError when asked', () => {
    const grid = createGrid(700, 700, 0);
    const seen: [number, number][] = [];
    expect(countShortestPaths(grid, 0, 700 * 700 - 1, { onProgress: (done, total) => seen.push([done, total]) })).toBe(choose(1398, 699));
    const total = seen[0]![1];
    expect(seen.length).toBeGreaterThan(3);
    expect(seen.at(-1)).toEqual([total, total]);
    seen.forEach(([done, all], i) => {
      expect(all).toBe(total);
      if (i > 0) expect(done).toBeGreaterThanOrEqual(seen[i - 1]![0]);
    });

    expect(() => countShortestPaths(grid, 0, 1, { cancelled: () => true })).toThrow(CountCancelledError);
    let asked = 0;
    expect(() => countShortestPaths(grid, 0, 700 * 700 - 1, { cancelled: () => ++asked > 3 })).toThrow(CountCancelledError);
    expect(asked).toBe(4);
  });
});
