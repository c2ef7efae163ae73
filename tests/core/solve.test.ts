import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateMaze, GENERATOR_IDS, solve, SOLVER_IDS, SOLVERS } from '../../src/core';
import { arbitraryGridWithEnds, art, isSimpleWalk, referenceShortest } from '../support/grids';

describe('solve', () => {
  it('finds a shortest path with BFS and A*, and a valid one with DFS, on random grids', () => {
    fc.assert(
      fc.property(arbitraryGridWithEnds(7), ({ grid, start, goal }) => {
        const snapshot = grid.blocks.slice();
        const shortest = referenceShortest(grid, start, goal);
        for (const algorithm of SOLVER_IDS) {
          const result = solve(grid, start, goal, algorithm);
          expect(grid.blocks).toEqual(snapshot); // never mutates the input
          if (shortest === null) {
            expect(result.path).toBeNull();
            continue;
          }
          expect(result.path).not.toBeNull();
          expect(isSimpleWalk(grid, result.path!, start, goal)).toBe(true);
          if (SOLVERS[algorithm].optimal) expect(result.path!.length).toBe(shortest);
          expect(result.exploredCount).toBe(result.explored!.length);
          expect(new Set(result.explored).size).toBe(result.exploredCount);
          for (const p of result.explored!) expect(grid.blocks[p]).toBe(0);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('agrees on braided mazes of every algorithm', () => {
    fc.assert(
      fc.property(fc.constantFrom(...GENERATOR_IDS), fc.integer({ min: 1, max: 25 }), fc.integer({ min: 1, max: 25 }), fc.string(), fc.double({ min: 0, max: 1, noNaN: true }), (algorithm, width, height, seed, braid) => {
        fc.pre(width * height >= 2); // the smallest maze (mazeOptions.ts)
        const maze = generateMaze({ algorithm, width, height, seed, braid });
        const shortest = referenceShortest(maze, maze.start, maze.goal);
        expect(solve(maze, maze.start, maze.goal, 'bfs').path!.length).toBe(shortest);
        expect(solve(maze, maze.start, maze.goal, 'astar').path!.length).toBe(shortest);
        const dfs = solve(maze, maze.start, maze.goal, 'dfs').path!;
        expect(isSimpleWalk(maze, dfs, maze.start, maze.goal)).toBe(true);
        if (braid === 0) expect(dfs.length).toBe(shortest); // one path in a perfect maze
        expect(solve(maze, maze.start, maze.goal, 'bidirectional').path!.length).toBe(shortest);
        const greedy = solve(maze, maze.start, maze.goal, 'greedy').path!;
        expect(isSimpleWalk(maze, greedy, maze.start, maze.goal)).toBe(true);
        expect(greedy.length).toBeGreaterThanOrEqual(shortest!);
      }),
      { numRuns: 300 },
    );
  });

  it('tries neighbours left, right, up, down in DFS', () => {
    const grid = art(
      '...', //
      '...',
      '...',
    );
    // From the centre DFS goes left first, then down the left column... to (2,2).
    const result = solve(grid, 4, 8, 'dfs');
    expect(Array.from(result.path!)).toEqual([4, 3, 0, 1, 2, 5, 8]);
    expect(Array.from(result.explored!)).toEqual([4, 3, 0, 1, 2, 5, 8]);
  });

  it('reports no path, and handles start = goal and ends on walls', () => {
    const grid = art(
      '.#.', //
      '.#.',
      '.#.',
    );
    for (const algorithm of SOLVER_IDS) {
      expect(solve(grid, 0, 2, algorithm).path).toBeNull();
      expect(Array.from(solve(grid, 0, 0, algorithm).path!)).toEqual([0]);
      expect(solve(grid, 1, 0, algorithm).path).toBeNull();
    }
    expect(() => solve(grid, -1, 0, 'bfs')).toThrow(RangeError);
    expect(() => solve(grid, 0, 9, 'bfs')).toThrow(/goal 9 is not a block of the 3x3 grid/);
  });

  it('can skip recording the exploration order', () => {
    const maze = generateMaze({ algorithm: 'backtracker', width: 10, height: 10, seed: 'lean' });
    for (const algorithm of SOLVER_IDS) {
      const result = solve(maze, maze.start, maze.goal, algorithm, { recordExplored: false });
      expect(result.explored).toBeNull();
      expect(result.exploredCount).toBeGreaterThan(0);
    }
  });

  it('explores fewer blocks with A* than BFS on an open field', () => {
    const open = { rows: 60, cols: 60, blocks: new Uint8Array(3600) };
    const bfs = solve(open, 0, 3599, 'bfs');
    const astar = solve(open, 0, 3599, 'astar');
    expect(astar.path!.length).toBe(119);
    expect(astar.exploredCount).toBeLessThan(bfs.exploredCount / 10);
  });

  it('solves a 1000×1000 maze without recursion', () => {
    const maze = generateMaze({ algorithm: 'backtracker', width: 1000, height: 1000, seed: 'deep' });
    const path = solve(maze, maze.start, maze.goal, 'dfs', { recordExplored: false }).path!;
    expect(path.length).toBe(solve(maze, maze.start, maze.goal, 'astar', { recordExplored: false }).path!.length);
    for (const algorithm of ['greedy', 'bidirectional'] as const) {
      expect(solve(maze, maze.start, maze.goal, algorithm, { recordExplored: false }).path!.length).toBe(path.length); // one path in a perfect maze
    }
  });

  it('finds a valid but longer path with greedy best-first when the way that looks nearer is not', () => {
    const grid = art(
      '......', //
      '#.#.#.',
      '....#.',
      '..##..',
      '.##.#.',
    );
    const greedy = solve(grid, 0, 29, 'greedy').path!;
    // Drawn down towards the exit, it meets the wall in row 3 and climbs back to the top row.
    expect(Array.from(greedy)).toEqual([0, 1, 7, 13, 14, 15, 9, 3, 4, 5, 11, 17, 23, 29]);
    expect(solve(grid, 0, 29, 'bidirectional').path!.length).toBe(10);
    expect(solve(grid, 0, 29, 'bfs').path!.length).toBe(10);
  });

  it('explores less than BFS on an open field with greedy best-first and bidirectional BFS', () => {
    const open = { rows: 61, cols: 61, blocks: new Uint8Array(61 * 61) };
    const [start, goal] = [30 * 61, 30 * 61 + 60]; // the middles of the left and right sides
    const bfs = solve(open, start, goal, 'bfs');
    const greedy = solve(open, start, goal, 'greedy');
    const both = solve(open, start, goal, 'bidirectional');
    expect(greedy.path!.length).toBe(61); // straight across
    expect(greedy.exploredCount).toBe(61);
    expect(both.path!.length).toBe(61);
    expect(both.exploredCount).toBeLessThan(bfs.exploredCount * 0.75);
  });
});
