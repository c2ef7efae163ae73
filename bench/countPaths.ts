/**
 * Exact path counting speed (countPaths): open n×n grids corner to corner (OEIS A007764), where
 * everything is frontier sweep, and generated 1000×1000-cell mazes (2001×2001 blocks), where
 * cutting into pieces does the work. Targets: open 12×12 ≤ 1 s, open 14×14 ≤ 30 s.
 * Every result is checked, so a fast wrong answer fails loudly.
 */
import { createGrid } from '../src/core/grid';
import { generateMaze } from '../src/core/generate/generateMaze';
import { countPaths } from '../src/core/paths/countPaths';
import { measure, type BenchRow } from './measure';

const A007764: Record<number, bigint> = {
  12: 182413291514248049241470885236n,
  13: 64528039343270018963357185158482118n,
  14: 69450664761521361664274701548907358996488n,
};

function check(name: string, got: bigint, expected: bigint): void {
  if (got !== expected) throw new Error(`bench ${name}: counted ${got}, expected ${expected}`);
}

function countOpen(n: number): bigint {
  return countPaths(createGrid(n, n, 0), 0, n * n - 1);
}

function benchOpen(n: number, runs: number, targetMs?: number): BenchRow {
  const name = `countPaths open ${n}x${n}`;
  let medianMs: number;
  let result: bigint;
  if (runs === 1) {
    // Once only: `measure` would run it twice (warm-up included).
    const t0 = performance.now();
    result = countOpen(n);
    medianMs = performance.now() - t0;
  } else {
    ({ medianMs, result } = measure(() => countOpen(n), runs));
  }
  check(name, result, A007764[n]!);
  const row: BenchRow = { name, medianMs: Math.round(medianMs), runs, note: `${result.toString().length}-digit count` };
  if (targetMs !== undefined) row.targetMs = targetMs;
  return row;
}

function benchMaze(braid: number, expected?: bigint): BenchRow {
  const maze = generateMaze({ algorithm: 'backtracker', width: 1000, height: 1000, seed: 'count', braid });
  const name = `countPaths ${braid === 0 ? 'perfect' : `braid ${braid} (a few loops)`} maze 2001x2001 blocks`;
  const { medianMs, result } = measure(() => countPaths(maze, maze.start, maze.goal), 3);
  if (expected !== undefined) check(name, result, expected);
  return { name, medianMs: Math.round(medianMs), runs: 3, note: `${result} path${result === 1n ? '' : 's'}` };
}

export function benchCountPaths(): BenchRow[] {
  return [
    benchOpen(12, 5, 1000),
    benchOpen(13, 3),
    benchOpen(14, 1, 30_000),
    benchMaze(0, 1n),
    benchMaze(0.0002),
  ];
}
