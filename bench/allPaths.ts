/**
 * Every-path listing speed: paths counted as they are yielded (no printing), in both orders,
 * on open grids corner to corner. Target: at least 3 million paths per second.
 *
 * The full open 7×7 listing (575,780,564 paths) takes minutes per order, so by default only its
 * first 30 million paths are timed; set MAZE_BENCH_FULL=1 (or pass { full: true }) to time
 * the whole listing once per order as well.
 */
import { createGrid } from '../src/core/grid';
import { allPaths, type PathOrder } from '../src/core/paths/allPaths';
import { measure, type BenchRow } from './measure';

const TARGET_PATHS_PER_SECOND = 3_000_000;
const ORDERS: readonly PathOrder[] = ['dfs', 'bfs'];

/** Counts the paths of an open n×n grid from corner to corner, stopping after `limit`. */
function countOpen(n: number, order: PathOrder, limit = Infinity): number {
  const grid = createGrid(n, n, 0);
  const paths = allPaths(grid, 0, n * n - 1, order);
  let count = 0;
  while (count < limit && !paths.next().done) count++;
  return count;
}

function row(name: string, paths: number, medianMs: number, runs: number): BenchRow {
  const rate = (paths / medianMs) * 1000;
  return {
    name,
    medianMs: Math.round(medianMs),
    runs,
    targetMs: Math.round((paths / TARGET_PATHS_PER_SECOND) * 1000),
    note: `${paths.toLocaleString('en-US')} paths, ${(rate / 1e6).toFixed(2)} M paths/s`,
  };
}

export function benchAllPaths(options: { full?: boolean } = {}): BenchRow[] {
  const full = options.full ?? (typeof process !== 'undefined' && process.env.MAZE_BENCH_FULL === '1');
  const rows: BenchRow[] = [];
  for (const order of ORDERS) {
    const { medianMs, result } = measure(() => countOpen(6, order), 5);
    rows.push(row(`allPaths ${order} open 6x6`, result, medianMs, 5));
  }
  for (const order of ORDERS) {
    const { medianMs, result } = measure(() => countOpen(7, order, 30_000_000), 3, 0);
    rows.push(row(`allPaths ${order} open 7x7, first 30M`, result, medianMs, 3));
  }
  if (full) {
    for (const order of ORDERS) {
      // Once only: `measure` would run it twice (warm-up included).
      const t0 = performance.now();
      const result = countOpen(7, order);
      rows.push(row(`allPaths ${order} open 7x7, all`, result, performance.now() - t0, 1));
    }
  }
  return rows;
}
