/**
 * One count in a process of its own (run by bench/countRecord.ts, countPaths.ts and trees.ts),
 * so that its peak memory is its own: `open N WORKERS` counts the open N×N grid's simple paths
 * corner to corner, `obstacles N WORKERS` a seeded N×N grid with 15 % walls, `hamiltonian N`
 * the open N×N grid's Hamiltonian paths from the NW to the SW corner, `trees square|hex|polar`
 * the spanning trees of a 40×40 square or hex or of 20 polar rings. Prints one JSON line.
 */
import { countSpanningTrees } from '../src/core';
import { countHamiltonianPaths } from '../src/core/paths/countHamiltonian';
import { countPathsWith } from '../src/core/paths/countPaths';
import { nodePassPool } from '../src/cli/nodePassPool';
import { peakRss } from './measure';
import { obstacleGrid, openGrid, TREE_SHAPES, type TreeShape } from './recordGrids';

const [kind, sizeText, workersText] = process.argv.slice(2);

async function count(): Promise<bigint> {
  if (kind === 'hamiltonian') {
    const n = Number(sizeText);
    return countHamiltonianPaths(openGrid(n), 0, (n - 1) * n);
  }
  if (kind === 'trees') {
    return countSpanningTrees(TREE_SHAPES[sizeText as TreeShape]());
  }
  const n = Number(sizeText);
  const grid = kind === 'open' ? openGrid(n) : obstacleGrid(n);
  const pool = nodePassPool(Number(workersText));
  try {
    return await countPathsWith(grid, 0, n * n - 1, {}, pool.runPass, pool.size);
  } finally {
    pool.close();
  }
}

const t0 = performance.now();
const result = await count();
const ms = performance.now() - t0;
console.log(JSON.stringify({ ms, count: result.toString(), maxRssMb: Math.round(peakRss() / 2 ** 20) }));
