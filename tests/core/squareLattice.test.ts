import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateMaze, generateShaped, passagesOfCells, mazeStats, passageDistances } from '../../src/core';
import { adjacencyIndex, solveCells } from '../../src/core/shape/cellMaze';
import { cellMazeOfGrid } from '../../src/core/shape/gridMaze';
import { mazeToJson } from '../../src/core/shape/json';
import { cellSolvedFromStart } from '../../src/core/shape/routes';
import { isLattice, latticeOnArrival, SquareLattice, squareTopology } from '../../src/core/shape/squareLattice';
import { centreX, centreY, firstWay, mostWays, neighboursInto, openNeighboursInto, wayCount } from '../../src/core/shape/ways';
import { cellBoard } from '../../src/game/board';
import { arrivedMaze } from '../../src/workers/solversMaze';
import { mazeSvg } from '../../src/render/vector/mazePicture';
import { THEME } from '../../src/render/theme';

const size = fc.tuple(fc.integer({ min: 1, max: 13 }), fc.integer({ min: 1, max: 13 })).filter(([w, h]) => w * h >= 2);

describe('the square lattice', () => {
  it('is squareTopology way for way: first ways, neighbours, the way between two cells, centres', () => {
    fc.assert(
      fc.property(size, ([width, height]) => {
        const lattice = new SquareLattice(width, height);
        const csr = squareTopology(width, height);
        expect(wayCount(lattice)).toBe(csr.neighbours.length);
        expect(mostWays(lattice)).toBeGreaterThanOrEqual(mostWays(csr));
        const out = new Int32Array(4);
        for (let cell = 0; cell <= csr.cellCount; cell++) expect(firstWay(lattice, cell)).toBe(csr.offsets[cell]);
        for (let cell = 0; cell < csr.cellCount; cell++) {
          const count = neighboursInto(lattice, cell, out);
          expect(Array.from(out.subarray(0, count))).toEqual(Array.from(csr.neighbours.subarray(csr.offsets[cell], csr.offsets[cell + 1])));
          // Bit for bit, so a picture drawn from either is the same pixels.
          expect(Object.is(centreX(lattice, cell), csr.centres[2 * cell])).toBe(true);
          expect(Object.is(centreY(lattice, cell), csr.centres[2 * cell + 1])).toBe(true);
          for (let other = 0; other < csr.cellCount; other++) expect(adjacencyIndex(lattice, cell, other)).toBe(adjacencyIndex(csr, cell, other));
        }
        // The open ones among them, for any passages: read as they go on the lattice, from the arrays on CSR.
        const open = Uint8Array.from({ length: csr.neighbours.length }, (_, i) => (i * 7 + width) % 3 === 0 ? 1 : 0);
        const [fromLattice, fromCsr] = [new Int32Array(4), new Int32Array(4)];
        for (let cell = 0; cell < csr.cellCount; cell++) {
          const count = openNeighboursInto(lattice, open, cell, fromLattice);
          expect(Array.from(fromLattice.subarray(0, count))).toEqual(Array.from(fromCsr.subarray(0, openNeighboursInto(csr, open, cell, fromCsr))));
        }
        expect(lattice.built).toBe(false);
      }),
      { numRuns: 60 },
    );
  });

  it('builds its arrays only when they are read, and then gives squareTopology’s', () => {
    const lattice = new SquareLattice(5, 4);
    expect(lattice.built).toBe(false);
    const csr = squareTopology(5, 4);
    expect(lattice.offsets).toEqual(csr.offsets);
    expect(lattice.neighbours).toEqual(csr.neighbours);
    expect(lattice.centres).toEqual(csr.centres);
    expect(lattice.built).toBe(true);
  });

  it('is made a lattice again after crossing to another thread (a structured clone keeps only its fields)', () => {
    const lattice = new SquareLattice(7, 3);
    expect(lattice.offsets).toHaveLength(22); // built: they must still not travel
    const posted = structuredClone(lattice) as SquareLattice;
    expect(Object.values(posted).some((value) => ArrayBuffer.isView(value))).toBe(false);
    const arrived = latticeOnArrival(posted);
    expect(arrived).toBeInstanceOf(SquareLattice);
    expect([arrived.columns, arrived.rows, arrived.cellCount]).toEqual([7, 3, 21]);
    const csr = squareTopology(2, 2);
    expect(latticeOnArrival(csr)).toBe(csr);
    // A maze that never left this thread is the same maze after arrival (a lab here keeps what it holds).
    const maze = cellMazeOfGrid(generateMaze({ algorithm: 'prim', width: 4, height: 3, seed: 'here' }));
    const lab = { kind: 'cells' as const, maze };
    expect(arrivedMaze(lab)).toBe(lab);
    const crossed = arrivedMaze({ kind: 'cells', maze: { ...maze, topology: structuredClone(maze.topology) } });
    expect(crossed.kind === 'cells' && crossed.maze.topology).toBeInstanceOf(SquareLattice);
  });
});

describe('a square maze on its lattice', () => {
  it('has a passage exactly where its block grid has an open block between two cells', () => {
    fc.assert(
      fc.property(size, fc.integer({ min: 0, max: 1000 }), fc.constantFrom(0, 0.3), ([width, height], seed, braid) => {
        const grid = generateMaze({ algorithm: 'backtracker', width, height, seed: String(seed), braid });
        const maze = cellMazeOfGrid(grid);
        expect(isLattice(maze.topology)).toBe(true);
        const csr = squareTopology(width, height);
        for (let cell = 0; cell < csr.cellCount; cell++) {
          for (let i = csr.offsets[cell]!; i < csr.offsets[cell + 1]!; i++) {
            const other = csr.neighbours[i]!;
            const [a, b] = [cell, other].map((c) => (2 * Math.floor(c / width) + 1) * grid.cols + 2 * (c % width) + 1) as [number, number];
            expect(maze.open[i]).toBe(grid.blocks[(a + b) / 2] === 0 ? 1 : 0);
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('is generated, solved, walked, scored, shaded, drawn and written as JSON without building a single adjacency array', () => {
    const maze = generateShaped({ shape: 'square', width: 40, height: 30, rings: 0, mask: null, algorithm: 'prim', seed: 'lattice', braid: 0.2 });
    const lattice = maze.topology as SquareLattice;
    expect(isLattice(lattice)).toBe(true);
    const { solution } = cellSolvedFromStart(maze);
    expect(solution[0]).toBe(maze.start);
    expect(solution.at(-1)).toBe(maze.goal);
    expect(solveCells(maze)!.length).toBe(solution.length);
    const board = cellBoard(maze);
    let ways = 0;
    for (let cell = 0; cell < board.size; cell++) board.forEachWay(cell, () => ways++);
    expect(ways).toBe(maze.open.reduce((sum, open) => sum + open, 0));
    expect(board.nextTo(0, 1)).toBe(true);
    expect(board.nextTo(0, 41)).toBe(false);
    const graph = passagesOfCells(maze);
    expect(mazeStats(graph).solutionLength).toBeGreaterThan(0);
    expect(passageDistances(graph, [maze.start])[maze.goal]).toBe(solution.length - 1);
    expect(mazeSvg({ kind: 'cells', scene: { maze, solution, marks: null, player: null, exit: null } }, THEME)).toContain('<svg');
    const json = JSON.parse(mazeToJson(maze)) as { cells: { neighbours: number[] }[] };
    expect(json.cells[41]!.neighbours).toEqual([40, 42, 1, 81]);
    expect(lattice.built).toBe(false);
  });
});
