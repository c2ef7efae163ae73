import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateShaped, generateUnicursal, GENERATOR_IDS, MazeOptionsError, solveShaped, type CellMaze } from '../../src/core';
import { adjacencyIndex } from '../../src/core/shape/cellMaze';
import { squareTopology } from '../../src/core/shape/squareLattice';

/** Each cell's passages, read from a brute-force square neighbour rule (not the lattice's own). */
function passagesOf(maze: CellMaze): number[][] {
  const { columns: w, rows: h } = maze.topology;
  const csr = squareTopology(w, h);
  return Array.from({ length: w * h }, (_, cell) => {
    const around: number[] = [];
    for (let i = csr.offsets[cell]!; i < csr.offsets[cell + 1]!; i++) if (maze.open[i] === 1) around.push(csr.neighbours[i]!);
    return around;
  });
}

/** Walks the maze from its start, never back: the cells in order, or null at a fork. */
function walk(maze: CellMaze): number[] | null {
  const passages = passagesOf(maze);
  const path = [maze.start];
  let previous = -1;
  for (let at = maze.start; ; ) {
    const ahead = passages[at]!.filter((next) => next !== previous);
    if (ahead.length > 1) return null;
    if (ahead.length === 0) return path;
    [previous, at] = [at, ahead[0]!];
    path.push(at);
  }
}

const size = fc.tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 })).filter(([a, b]) => a * b >= 2).map(([a, b]) => [2 * a, 2 * b] as const);

describe('a unicursal labyrinth', () => {
  it('is one path through every cell, from start to goal, for every generator, size and seed', () => {
    fc.assert(
      fc.property(fc.constantFrom(...GENERATOR_IDS), size, fc.string({ maxLength: 6 }), (algorithm, [width, height], seed) => {
        const maze = generateUnicursal({ width, height, algorithm, seed });
        expect([maze.topology.columns, maze.topology.rows]).toEqual([width, height]);
        const passages = passagesOf(maze);
        // Mutual, and at most two a cell: a path has no forks.
        passages.forEach((around, cell) => {
          expect(around.length).toBeLessThanOrEqual(2);
          for (const other of around) expect(passages[other]).toContain(cell);
        });
        expect(passages[maze.start]).toHaveLength(1);
        expect(passages[maze.goal]).toHaveLength(1);
        const path = walk(maze)!;
        expect(path).toHaveLength(width * height);
        expect(new Set(path).size).toBe(width * height);
        expect(path.at(-1)).toBe(maze.goal);
      }),
      { numRuns: 120 },
    );
  });

  it('keeps every wall of the maze it is split from, so it has the same texture', () => {
    for (const algorithm of ['backtracker', 'prim', 'binary-tree'] as const) {
      const half = generateShaped({ shape: 'square', width: 9, height: 7, rings: 0, mask: null, algorithm, seed: 'texture', braid: 0 });
      const maze = generateUnicursal({ width: 18, height: 14, algorithm, seed: 'texture' });
      for (let cell = 0; cell < 63; cell++) {
        const [row, col] = [Math.floor(cell / 9), cell % 9];
        // A wall to the right of a maze cell: no lane crosses from its right-hand cells to the next maze cell's.
        if (col < 8 && !half.open[adjacencyIndex(half.topology, cell, cell + 1)]) {
          for (const r of [2 * row, 2 * row + 1]) expect(maze.open[adjacencyIndex(maze.topology, r * 18 + 2 * col + 1, r * 18 + 2 * col + 2)]).toBe(0);
        }
        if (row < 6 && !half.open[adjacencyIndex(half.topology, cell, cell + 9)]) {
          for (const c of [2 * col, 2 * col + 1]) expect(maze.open[adjacencyIndex(maze.topology, (2 * row + 1) * 18 + c, (2 * row + 2) * 18 + c)]).toBe(0);
        }
      }
    }
  });

  it('gives the same labyrinth for the same options, and is solved along its one path', () => {
    const a = generateUnicursal({ width: 40, height: 30, algorithm: 'wilson', seed: 'same' });
    const b = generateUnicursal({ width: 40, height: 30, algorithm: 'wilson', seed: 'same' });
    expect(a.open).toEqual(b.open);
    for (const solver of ['bfs', 'astar', 'bidirectional'] as const) expect(solveShaped(a, solver).path!.length).toBe(1200);
  });

  it('refuses odd, too small or too large sides, saying why', () => {
    const make = (width: number, height: number) => () => generateUnicursal({ width, height, algorithm: 'backtracker', seed: 's' });
    expect(make(7, 4)).toThrow(/width must be an even number of cells from 2 to 4000 \(got 7\)/);
    expect(make(4, 0)).toThrow(/height must be an even number/);
    expect(make(4002, 4)).toThrow(MazeOptionsError);
    expect(make(2, 2)).toThrow(/split from a maze of one cell: make it 4×2, 2×4 or larger/);
  });
});
