import { execFileSync } from 'node:child_process';
import type { SolverId } from '../src/core';
import type { BenchRow } from './measure';
import { oneSolverPairs } from './oneSolverPairs';

const SOLVERS: readonly SolverId[] = ['bfs', 'astar', 'dfs'];

/**
 * `npm run bench -- one-solvers`: issue 18's old-against-new times (bench/oneSolverPairs.ts),
 * twice. First each solver in a process of its own, then all three in this one, one after the
 * other: how fast a search runs depends on what V8 compiled before it (measured: the same pair
 * differs by up to 1.5× between the two), so both are shown.
 */
export function benchOneSolvers(): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const solver of SOLVERS) {
    const out = execFileSync(process.execPath, ['--import', 'tsx', 'bench/oneSolverPairs.ts', solver], { encoding: 'utf8' });
    rows.push(...(JSON.parse(out) as BenchRow[]));
  }
  rows.push(...oneSolverPairs(SOLVERS, 'shared process'));
  return rows;
}
