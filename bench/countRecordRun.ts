/**
 * One record-class count in a process of its own (run by bench/countRecord.ts), so that its
 * peak memory is its own: `open N WORKERS` counts the open N×N grid corner to corner,
 * `obstacles N WORKERS` a seeded N×N grid with 15 % walls. Prints one JSON line.
 */
import { createRandom } from '../src/core/random';
import { countPathsWith } from '../src/core/paths/countPaths';
import type { Grid } from '../src/core/grid';
import { nodePassPool } from '../src/cli/nodePassPool';
import { peakRss } from './measure';

const [kind, sideText, workersText] = process.argv.slice(2);
const n = Number(sideText);
const workers = Number(workersText);

/** The obstacle grid: 15 % walls from a fixed seed, both corners open. */
function obstacleGrid(side: number): Grid {
  const random = createRandom(`obstacles-${side}`);
  const cells = Uint8Array.from({ length: side * side }, () => (random.int(100) < 15 ? 1 : 0));
  cells[0] = 0;
  cells[side * side - 1] = 0;
  return { rows: side, cols: side, cells };
}

const grid: Grid = kind === 'open' ? { rows: n, cols: n, cells: new Uint8Array(n * n) } : obstacleGrid(n);
const pool = nodePassPool(workers);
const t0 = performance.now();
const count = await countPathsWith(grid, 0, n * n - 1, {}, pool.runPass, pool.size);
const ms = performance.now() - t0;
pool.close();
console.log(JSON.stringify({ ms, count: count.toString(), maxRssMb: Math.round(peakRss() / 2 ** 20) }));
