import { describe, expect, it } from 'vitest';
import { defaultEnd, formatGrid, generateMaze, generateShaped, indexOf, mazeStats, parseGrid, passagesOfCells, passagesOfGrid } from '../../../src/core';

describe('a maze as generate prints it is read as its cells', () => {
  it.each([
    [20, 20, 'a', 0],
    [7, 3, 'b', 0],
    [12, 9, 'c', 0.5],
  ])('%ix%i seed %s braid %s: the same stats as the same maze as JSON', (width, height, seed, braid) => {
    const grid = parseGrid(formatGrid(generateMaze({ algorithm: 'backtracker', width, height, seed, braid })));
    const start = indexOf(grid, defaultEnd(grid, 'start').row, defaultEnd(grid, 'start').col);
    const goal = indexOf(grid, defaultEnd(grid, 'goal').row, defaultEnd(grid, 'goal').col);
    const asCells = generateShaped({ shape: 'square', width, height, rings: 0, mask: null, algorithm: 'backtracker', seed, braid });
    expect(mazeStats(passagesOfGrid(grid, start, goal))).toEqual(mazeStats(passagesOfCells(asCells)));
    expect(mazeStats(passagesOfGrid(grid, start, goal)).cells).toBe(width * height);
  });

  it('any other 0/1 grid is read as its open blocks', () => {
    const grid = parseGrid('0 0 0 1\n0 0 0 0\n0 0 1 0\n');
    const stats = mazeStats(passagesOfGrid(grid, 0, 11));
    expect(stats).toMatchObject({ cells: 10, solutionLength: 6, perfect: false });
  });
});

describe('default ends of a grid', () => {
  it('the corners when they are open', () => {
    const grid = parseGrid('0 1\n0 0\n');
    expect(defaultEnd(grid, 'start')).toEqual({ row: 0, col: 0 });
    expect(defaultEnd(grid, 'goal')).toEqual({ row: 1, col: 1 });
  });

  it("a generated maze's entrance and exit when the corners are walls", () => {
    const grid = parseGrid(formatGrid(generateMaze({ algorithm: 'prim', width: 4, height: 3, seed: 'ends' })));
    expect(defaultEnd(grid, 'start')).toEqual({ row: 1, col: 0 });
    expect(defaultEnd(grid, 'goal')).toEqual({ row: 5, col: 8 });
  });

  it('the corner, wall or not, with fewer than two openings in the border', () => {
    const grid = parseGrid('1 1 1\n1 0 1\n1 1 1\n');
    expect(defaultEnd(grid, 'start')).toEqual({ row: 0, col: 0 });
    expect(defaultEnd(grid, 'goal')).toEqual({ row: 2, col: 2 });
  });
});
