import fc from 'fast-check';
import { generateMaze, type Grid } from '../../../src/core';

/** The three counts of one start–goal pair, as brute force finds them. */
export interface PathTally {
  /** Simple paths (no block twice). */
  readonly simple: bigint;
  /** Of those, the ones with the fewest blocks (every shortest walk is simple). */
  readonly shortest: bigint;
  /** Of those, the ones through every open block of the grid. */
  readonly hamiltonian: bigint;
}

const STEPS: readonly (readonly [number, number])[] = [[0, -1], [0, 1], [-1, 0], [1, 0]];

/**
 * The reference for every path count: lists each simple path from start to goal, one by one, by
 * a depth-first walk over (row, col) pairs with an explicit stack, and tallies them by length.
 * It shares no code with the counts it checks. Gives up with null after `budget` steps, for
 * random grids that happen to have too many paths to walk.
 */
export function listByHand(grid: Grid, start: number, goal: number, budget = Infinity): PathTally | null {
  const { rows, cols, blocks: cells } = grid;
  if (cells[start] !== 0 || cells[goal] !== 0) return { simple: 0n, shortest: 0n, hamiltonian: 0n };
  const openBlocks = cells.reduce((sum, cell) => sum + (cell === 0 ? 1 : 0), 0);
  if (start === goal) return { simple: 1n, shortest: 1n, hamiltonian: openBlocks === 1 ? 1n : 0n };
  const byLength = new Map<number, bigint>();
  const onPath = new Uint8Array(rows * cols);
  const blocks = [start];
  const tried = [0];
  onPath[start] = 1;
  for (let steps = 0; blocks.length > 0; steps++) {
    if (steps > budget) return null;
    const top = blocks.length - 1;
    const v = blocks[top]!;
    const d = tried[top]!;
    if (d === 4) {
      onPath[v] = 0;
      blocks.pop();
      tried.pop();
      continue;
    }
    tried[top] = d + 1;
    const r = Math.floor(v / cols) + STEPS[d]![0];
    const c = (v % cols) + STEPS[d]![1];
    if (r < 0 || c < 0 || r >= rows || c >= cols) continue;
    const w = r * cols + c;
    if (cells[w] !== 0 || onPath[w] === 1) continue;
    if (w === goal) {
      const length = blocks.length + 1;
      byLength.set(length, (byLength.get(length) ?? 0n) + 1n);
      continue;
    }
    onPath[w] = 1;
    blocks.push(w);
    tried.push(0);
  }
  const lengths = [...byLength.keys()];
  const simple = [...byLength.values()].reduce((sum, n) => sum + n, 0n);
  const shortest = lengths.length === 0 ? 0n : byLength.get(Math.min(...lengths))!;
  return { simple, shortest, hamiltonian: byLength.get(openBlocks) ?? 0n };
}

/** A grid where `open(r, c)` says which blocks are open. */
export function drawnGrid(rows: number, cols: number, open: (r: number, c: number) => boolean): Grid {
  const cells = new Uint8Array(rows * cols).fill(1);
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) if (open(r, c)) cells[r * cols + c] = 0;
  return { rows, cols, blocks: cells };
}

export interface GridWithEnds {
  readonly grid: Grid;
  readonly start: number;
  readonly goal: number;
}

/**
 * Small grids with a start and a goal, for checking counts against listByHand: random walls
 * (sparse and dense), endpoints anywhere (on walls too), start === goal, mazes whose cells sit
 * at odd coordinates with endpoints on cells, and grids cut in two by a wall (disconnected parts).
 */
export function arbitraryCountCase(maxSide = 5): fc.Arbitrary<GridWithEnds> {
  // Without bias: fast-check's bias towards small values would make most cases 1×1 with start === goal.
  const side = fc.noBias(fc.integer({ min: 1, max: maxSide }));
  const noisy = (walls: number) =>
    fc
      .record({ rows: side, cols: side })
      .chain(({ rows, cols }) =>
        fc.record({
          grid: fc
            .array(fc.noBias(fc.integer({ min: 0, max: 99 })), { minLength: rows * cols, maxLength: rows * cols })
            .map((noise): Grid => ({ rows, cols, blocks: Uint8Array.from(noise, (x) => (x < walls ? 1 : 0)) })),
          start: fc.noBias(fc.nat(rows * cols - 1)),
          goal: fc.noBias(fc.nat(rows * cols - 1)),
        }),
      );
  const sameEnds = noisy(20).map(({ grid, start }) => ({ grid, start, goal: start }));
  const openEnds = noisy(15).map(({ grid, start, goal }) => {
    const cells = grid.blocks.slice();
    cells[start] = 0;
    cells[goal] = 0;
    return { grid: { ...grid, cells }, start, goal };
  });
  const mazes = fc
    .record({
      width: fc.noBias(fc.integer({ min: 1, max: Math.max(3, (maxSide - 1) >> 1) })),
      height: fc.noBias(fc.integer({ min: 1, max: Math.max(3, (maxSide - 1) >> 1) })),
      seed: fc.string({ minLength: 1, maxLength: 6 }),
      braid: fc.constantFrom(0, 0.5, 1),
      s: fc.noBias(fc.nat()),
      g: fc.noBias(fc.nat()),
    })
    // The smallest maze has two cells (mazeOptions.ts).
    .filter(({ width, height }) => width * height >= 2)
    .map(({ width, height, seed, braid, s, g }) => {
      const maze = generateMaze({ algorithm: 'backtracker', width, height, seed, braid });
      const grid: Grid = { rows: maze.rows, cols: maze.cols, blocks: maze.blocks };
      // Ends on cells, at odd coordinates, as a maze's own start and goal are.
      const cell = (k: number): number => (2 * (Math.floor(k / width) % height) + 1) * grid.cols + 2 * (k % width) + 1;
      return { grid, start: cell(s), goal: cell(g) };
    });
  const cutInTwo = noisy(10).map(({ grid, start, goal }) => {
    const cells = grid.blocks.slice();
    const wallCol = Math.floor(grid.cols / 2);
    for (let r = 0; r < grid.rows; r++) cells[r * grid.cols + wallCol] = 1;
    return { grid: { ...grid, cells }, start, goal };
  });
  return fc.oneof(noisy(30), noisy(8), sameEnds, openEnds, mazes, cutInTwo);
}
