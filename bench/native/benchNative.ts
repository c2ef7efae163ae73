/**
 * `npm run bench -- native` (issue 22): our count against FGPC (FastGridPathCounter, C) side by
 * side on this machine, one run after the other, on the open n×n grids corner to corner. FGPC
 * is built from the checkout in FGPC_SRC (fgpcBuild.ts) and runs on one thread once a residue,
 * as many residues as the exact count needs; their CRT, our count and A007764 must agree. Ours
 * runs with one worker a core and with one worker (countAlone). Without FGPC_SRC the group
 * says it skipped the comparison and measures nothing. `MAZE_BENCH_FULL=1` adds a(17).
 */
import os from 'node:os';
import { existsSync } from 'node:fs';
import { countAlone } from '../countRecord';
import { BenchGroupError } from '../groupError';
import type { BenchRow } from '../measure';
import { A007764 } from '../recordGrids';
import { combineResidues, moduliFor } from './crt';
import { buildFgpc } from './fgpcBuild';
import { FGPC_MODULI_64 } from './fgpcOutput';
import { runFgpc } from './fgpcRun';

export const SKIP_MESSAGE =
  'bench native: skipped the comparison with FGPC because FGPC_SRC is not set; set it to a FastGridPathCounter checkout: FGPC_SRC=/path/to/FastGridPathCounter npm run bench -- native';

/** Issue 22's goal: ours, default workers, within twice FGPC on one thread with all its residues. */
const GOAL_RATIO = 2;

interface FgpcCount {
  ms: number;
  residues: number;
  maxRssMb: number | undefined;
  /** The machine's load average as FGPC finished: on a shared machine the two sides may not see the same load. */
  load: number;
}

function fgpcCount(source: string, n: number, expected: bigint): FgpcCount {
  const binary = buildFgpc(source, n);
  const runs = moduliFor(expected, FGPC_MODULI_64).map((modulus) => runFgpc(binary, modulus));
  const count = combineResidues(runs.map((run) => run.residue));
  if (count !== expected) throw new BenchGroupError(`FGPC's a(${n}) by CRT is ${count}, A007764 says ${expected}`);
  const peaks = runs.map((run) => run.maxRssMb);
  return {
    ms: runs.reduce((sum, run) => sum + run.ms, 0),
    residues: runs.length,
    maxRssMb: peaks.some((peak) => peak === undefined) ? undefined : Math.max(...(peaks as number[])),
    load: os.loadavg()[0]!,
  };
}

export function benchNative(env: NodeJS.ProcessEnv = process.env): BenchRow[] {
  const source = env.FGPC_SRC;
  if (!source) {
    console.error(SKIP_MESSAGE);
    return [];
  }
  if (!existsSync(source)) throw new BenchGroupError(`FGPC_SRC=${source} does not exist; set it to a FastGridPathCounter checkout`);
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const cores = os.availableParallelism();
  console.error(`bench native: FGPC from ${source} against ours on ${cpu}, ${cores} cores`);
  const sizes = env.MAZE_BENCH_FULL === '1' ? [14, 15, 16, 17] : [14, 15, 16];
  const rows: BenchRow[] = [];
  for (const n of sizes) {
    const expected = BigInt(A007764[n]!);
    const fgpc = fgpcCount(source, n, expected);
    // The default (one worker a core) first: the issue's goal is set on it.
    for (const workers of cores > 1 ? [cores, 1] : [1]) {
      const ours = countAlone('open', n, workers);
      if (ours.count !== expected.toString()) throw new BenchGroupError(`our a(${n}) is ${ours.count}, A007764 says ${expected}`);
      const ratio = ours.ms / fgpc.ms;
      const load = os.loadavg()[0]!;
      rows.push({
        name: `native a(${n}): ours ${workers} worker${workers > 1 ? 's' : ''} vs FGPC 1 thread`,
        medianMs: Math.round(ours.ms),
        runs: 1,
        check: { target: `≤ ${GOAL_RATIO}× FGPC`, ok: ratio <= GOAL_RATIO },
        note:
          `FGPC ${(fgpc.ms / 1000).toFixed(2)} s: ${fgpc.residues} residues mod 64-bit primes, one run each, summed; ours/FGPC ${ratio.toFixed(1)}×; ` +
          `peak memory ours ${ours.maxRssMb} MB, FGPC ${fgpc.maxRssMb === undefined ? 'unknown' : `${fgpc.maxRssMb} MB`} a residue; ` +
          `both exact and equal to A007764 (FGPC's by CRT); CPU ${cpu}; load average ${fgpc.load.toFixed(1)} after FGPC and ${load.toFixed(1)} after ours on ${cores} cores`,
      });
    }
  }
  return rows;
}
