/**
 * One record-class count in a process of its own (run by bench/countRecord.ts), so that its
 * peak memory is its own: `open N WORKERS` counts the open N×N grid corner to corner,
 * `obstacles N WORKERS` a seeded N×N grid with 15 % walls. Prints one JSON line.
 */
import { countPathsWith } from '../src/core/paths/countPaths';
import { nodePassPool } from '../src/cli/nodePassPool';
import { peakRss } from './measure';
import { obstacleGrid, openGrid } from './recordGrids';

const [kind, sideText, workersText] = process.argv.slice(2);
const n = Number(sideText);
const workers = Number(workersText);

const grid = kind === 'open' ? openGrid(n) : obstacleGrid(n);
const pool = nodePassPool(workers);
const t0 = performance.now();
const count = await countPathsWith(grid, 0, n * n - 1, {}, pool.runPass, pool.size);
const ms = performance.now() - t0;
pool.close();
console.log(JSON.stringify({ ms, count: count.toString(), maxRssMb: Math.round(peakRss() / 2 ** 20) }));
