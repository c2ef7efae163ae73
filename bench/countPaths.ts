/**
 * Exact path counting speed (countPaths): open n×n grids corner to corner (OEIS A007764), where
 * everything is frontier sweep, and generated 1000×1000-cell mazes (2001×2001 blocks), where
 * cutting into pieces does the work. Targets: open 12×12 ≤ 1 s, open 14×14 ≤ 30 s.
 * Then the two other counts: Hamiltonian paths on open n×n grids from the NW to the SW corner
 * (OEIS A000532; target 12×12 ≤ 10 s), and shortest paths on an open 2001×2001 grid (C(4000,
 * 2000) ≈ 10^1203) and on a braided 2000×2000-cell maze (4001×4001 blocks, 16 million).
 * Every result that has a known value is checked, so a fast wrong answer fails loudly.
 * Last, how well the How many? panel's time estimate (countCost, calibrated on this machine as a
 * page calibrates on its device) foresees the real count: target within 8× either way.
 */
import { createGrid } from '../src/core/grid';
import { generateMaze } from '../src/core/generate/generateMaze';
import { countHamiltonianPaths } from '../src/core/paths/countHamiltonian';
import { countAlone } from './countRecord';
import { countPaths } from '../src/core/paths/countPaths';
import { countShortestPaths } from '../src/core/paths/countShortest';
import { measure, type BenchRow } from './measure';
import { countCost, secondsOf } from '../src/core/paths/countCost';
import { measureCountSpeed } from '../src/core/paths/countSpeed';
import { speckledGrid } from '../tests/support/grids';

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
    benchHamiltonian(10, 5, 10_000),
    benchHamiltonian(12, 3, 10_000),
    benchShortestOpen(2001),
    benchShortestMaze(0.5),
    benchEstimate(),
  ];
}


/**
 * The calibrated estimate against the count's real time (median of 3), on open and walled grids
 * swept both ways: each ratio real/estimate must lie within 1/8 to 8 (measured when this was a
 * unit test: 0.6 to 1.3). Moved here from the unit tests, whose machine may be busy.
 */
export function benchEstimate(): BenchRow {
  const speed = measureCountSpeed(() => performance.now());
  const grids = { 'open 12x12': createGrid(12, 12, 0), 'open 10x30': createGrid(10, 30, 0), '14x14 with 10% walls': speckledGrid(14, 10, 7919) };
  const ratios: string[] = [];
  let ok = true;
  let totalMs = 0;
  for (const [name, grid] of Object.entries(grids)) {
    const goal = grid.rows * grid.cols - 1;
    const estimate = secondsOf(countCost(grid, 0, goal), speed);
    const { medianMs } = measure(() => countPaths(grid, 0, goal), 3);
    totalMs += medianMs;
    const ratio = medianMs / 1000 / estimate;
    ok &&= ratio > 1 / 8 && ratio < 8;
    ratios.push(`${name} ${ratio.toFixed(2)}`);
  }
  return { name: 'countCost estimate against the count’s time, calibrated', medianMs: Math.round(totalMs), runs: 3, check: { target: 'real / estimate within 1/8 to 8', ok }, note: `real / estimate: ${ratios.join(', ')}` };
}

const A000532: Record<number, bigint> = {
  10: 1013346943033n,
  12: 2568944901392936854n,
};

function benchHamiltonian(n: number, runs: number, targetMs: number): BenchRow {
  const name = `countHamiltonianPaths open ${n}x${n}, NW to SW corner`;
  const grid = createGrid(n, n, 0);
  const { medianMs, result } = measure(() => countHamiltonianPaths(grid, 0, (n - 1) * n), runs);
  check(name, result, A000532[n]!);
  const alone = countAlone('hamiltonian', n);
  return { name, medianMs: Math.round(medianMs), runs, targetMs, note: `${result.toString().length}-digit count; peak memory ${alone.maxRssMb} MB (in a process of its own, Node included)` };
}

function choose(n: bigint, k: bigint): bigint {
  let value = 1n;
  for (let i = 1n; i <= k; i++) value = (value * (n - k + i)) / i;
  return value;
}

function benchShortestOpen(n: number): BenchRow {
  const name = `countShortestPaths open ${n}x${n}, corner to corner`;
  const grid = createGrid(n, n, 0);
  const { medianMs, result } = measure(() => countShortestPaths(grid, 0, n * n - 1), 3);
  check(name, result, choose(BigInt(2 * n - 2), BigInt(n - 1)));
  return { name, medianMs: Math.round(medianMs), runs: 3, note: `${result.toString().length}-digit count, C(${2 * n - 2}, ${n - 1})` };
}

function benchShortestMaze(braid: number): BenchRow {
  const maze = generateMaze({ algorithm: 'backtracker', width: 2000, height: 2000, seed: 'count', braid });
  const name = `countShortestPaths braid ${braid} maze 4001x4001 blocks (2000x2000 cells)`;
  const { medianMs, result } = measure(() => countShortestPaths(maze, maze.start, maze.goal), 3);
  return { name, medianMs: Math.round(medianMs), runs: 3, note: `${result} shortest paths` };
}
