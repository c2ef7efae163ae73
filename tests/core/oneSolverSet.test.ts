import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createRandom,
  GENERATOR_IDS,
  generateMaze,
  generateShaped,
  SearchTrace,
  solve,
  solveShaped,
  SOLVER_IDS,
  type CellMaze,
  type Grid,
  type SolveResult,
  type SolverId,
} from '../../src/core';
import { legacySolve, legacySolveShaped } from '../support/legacySolvers';
import { shapeOptions } from './support/shapes';

/**
 * Issue 18: each solver exists once, on a SearchGraph, and gives byte for byte what the two
 * copies gave before (tests/support/legacySolvers, the code of d9ca0f0): the same path, the same
 * exploration order and count, and the same trace, on the block grid (in grid indices) and on
 * cell graphs (in cell ids).
 */
interface Outcome {
  readonly result: SolveResult;
  readonly quiet: SolveResult;
  readonly events: Int32Array;
}

function run(solver: (recordExplored: boolean, trace?: SearchTrace) => SolveResult): Outcome {
  const trace = new SearchTrace();
  const result = solver(true, trace);
  return { result, quiet: solver(false), events: trace.events() };
}

function expectSame(now: Outcome, before: Outcome, label: string): void {
  expect(now.result, label).toEqual(before.result);
  expect(now.quiet, label).toEqual(before.quiet);
  expect(now.events, label).toEqual(before.events);
}

function expectSameOnGrid(grid: Grid, start: number, goal: number, label: string): void {
  for (const id of SOLVER_IDS) {
    const now = run((recordExplored, trace) => solve(grid, start, goal, id, trace ? { recordExplored, trace } : { recordExplored }));
    const before = run((recordExplored, trace) => legacySolve(grid, start, goal, id, trace ? { recordExplored, trace } : { recordExplored }));
    expectSame(now, before, `${label} ${id}`);
  }
}

function expectSameOnCells(maze: CellMaze, label: string): void {
  for (const id of SOLVER_IDS) {
    const now = run((recordExplored, trace) => solveShaped(maze, id, trace ? { recordExplored, trace } : { recordExplored }));
    const before = run((recordExplored, trace) => legacySolveShaped(maze, id, trace ? { recordExplored, trace } : { recordExplored }));
    expectSame(now, before, `${label} ${id}`);
  }
}

/** A random 0/1 grid with open rectangular rooms cut into it, and ends on any open block. */
function roomyGrid(seed: string, rows: number, cols: number, wallWeight: number, rooms: number): { grid: Grid; start: number; goal: number } {
  const random = createRandom(seed);
  const cells = Uint8Array.from({ length: rows * cols }, () => (random.int(1000) < wallWeight * 1000 ? 1 : 0));
  for (let n = 0; n < rooms; n++) {
    const r0 = random.int(rows);
    const c0 = random.int(cols);
    const r1 = Math.min(rows, r0 + 1 + random.int(Math.max(1, rows >> 1)));
    const c1 = Math.min(cols, c0 + 1 + random.int(Math.max(1, cols >> 1)));
    for (let r = r0; r < r1; r++) cells.fill(0, r * cols + c0, r * cols + c1);
  }
  const openBlocks = [...cells.keys()].filter((i) => cells[i] === 0);
  const pick = () => (openBlocks.length > 0 ? openBlocks[random.int(openBlocks.length)]! : 0);
  return { grid: { rows, cols, blocks: cells }, start: pick(), goal: pick() };
}

describe('one solver set: the block grid', () => {
  it('every generator, sizes and braids: the same results as the two copies before', () => {
    const braids = [0, 0.1, 0.5, 1];
    let n = 0;
    for (const algorithm of GENERATOR_IDS) {
      for (const [width, height] of [
        [1, 2],
        [2, 7],
        [9, 4],
        [23, 17],
      ] as const) {
        const braid = braids[n++ % braids.length]!;
        const maze = generateMaze({ algorithm, width, height, seed: `one-${algorithm}-${n}`, braid });
        expectSameOnGrid(maze, maze.start, maze.goal, `${algorithm} ${width}x${height} braid ${braid}`);
        // Ends swapped, and a goal inside the maze: other corners of every search.
        expectSameOnGrid(maze, maze.goal, maze.start, `${algorithm} ${width}x${height} swapped`);
        const inner = (maze.rows >> 1) * maze.cols + (maze.cols >> 1);
        expectSameOnGrid(maze, maze.start, inner, `${algorithm} ${width}x${height} inner goal`);
      }
    }
  });

  it('random 0/1 grids with rooms, ends anywhere (walls and start = goal included)', () => {
    fc.assert(
      fc.property(
        fc.record({
          seed: fc.string({ maxLength: 8 }),
          rows: fc.integer({ min: 1, max: 30 }),
          cols: fc.integer({ min: 1, max: 30 }),
          wallWeight: fc.double({ min: 0, max: 0.6, noNaN: true }),
          rooms: fc.integer({ min: 0, max: 4 }),
          wallEnd: fc.boolean(),
        }),
        ({ seed, rows, cols, wallWeight, rooms, wallEnd }) => {
          const { grid, start, goal } = roomyGrid(seed, rows, cols, wallWeight, rooms);
          expectSameOnGrid(grid, start, wallEnd ? (goal * 7) % (rows * cols) : goal, `${seed} ${rows}x${cols}`);
          expectSameOnGrid(grid, start, start, `${seed} ${rows}x${cols} start = goal`);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('open rooms: a grid with no walls, and a big braided maze', () => {
    const open: Grid = { rows: 41, cols: 57, blocks: new Uint8Array(41 * 57) };
    expectSameOnGrid(open, 0, 41 * 57 - 1, 'open room corner to corner');
    expectSameOnGrid(open, 20 * 57 + 3, 5 * 57 + 50, 'open room inside');
    const braided = generateMaze({ algorithm: 'backtracker', width: 60, height: 45, seed: 'one-braid', braid: 0.3 });
    expectSameOnGrid(braided, braided.start, braided.goal, 'braided 60x45');
  });
});

describe('one solver set: cell graphs', () => {
  it('hex, triangle, polar, square and masked mazes of every graph generator, any braid', () => {
    fc.assert(
      fc.property(shapeOptions, fc.nat(), fc.nat(), (options, a, b) => {
        const maze = generateShaped(options);
        expectSameOnCells(maze, `${options.shape} ${options.algorithm} ${options.seed}`);
        const count = maze.topology.cellCount;
        expectSameOnCells({ ...maze, start: a % count, goal: b % count }, `${options.shape} other ends`);
      }),
      { numRuns: 150 },
    );
  });

  it('mazes where not every cell is reachable, and where every passage is open', () => {
    for (const shape of ['square', 'hex', 'triangle', 'upsilon'] as const) {
      const maze = generateShaped({ shape, width: 14, height: 11, rings: 0, mask: null, algorithm: 'backtracker', seed: `one-${shape}`, braid: 0.2 });
      const random = createRandom(`cut-${shape}`);
      const cut = Uint8Array.from(maze.open, (bit) => (bit === 1 && random.int(10) < 7 ? 1 : 0));
      expectSameOnCells({ ...maze, open: cut }, `${shape} cut`);
      expectSameOnCells({ ...maze, open: new Uint8Array(maze.open.length).fill(1) }, `${shape} all open`);
    }
    const polar = generateShaped({ shape: 'polar', width: 0, height: 0, rings: 12, mask: null, algorithm: 'kruskal', seed: 'one-polar', braid: 0.5 });
    expectSameOnCells(polar, 'polar 12 rings');
    expectSameOnCells({ ...polar, open: new Uint8Array(polar.open.length).fill(1) }, 'polar all open');
  });

  it('a larger hex maze, braided', () => {
    const maze = generateShaped({ shape: 'hex', width: 70, height: 50, rings: 0, mask: null, algorithm: 'backtracker', seed: 'one-hex', braid: 0.1 });
    expectSameOnCells(maze, 'hex 70x50');
  });
});

// Keeps the id list honest: a new solver must be added to the legacy copies' registry too.
it('the cross-check covers every solver', () => {
  const ids: readonly SolverId[] = SOLVER_IDS;
  expect(ids).toHaveLength(6);
});
