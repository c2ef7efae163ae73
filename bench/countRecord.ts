/**
 * Record-class path counts (issue 11): open n×n grids corner to corner (OEIS A007764, every
 * value checked against the published one) and a 16×16 grid with 15 % walls (checked against
 * the hashing sweep's count, a second algorithm), each in a process of its own
 * (bench/countRecordRun.ts) for its peak memory, with 1 and 2 worker threads. The native
 * counters measured on this machine (the table) stand beside them as the anchor.
 * `MAZE_BENCH_FULL=1` adds a(17) on one thread and a(18) (about seven minutes for both).
 */
import { execFileSync } from 'node:child_process';
import type { BenchRow } from './measure';
import { A007764, OBSTACLES_16 } from './recordGrids';

/** The native record holders on this machine, one thread (from the issue). */
const NATIVE: Record<number, string> = {
  14: 'TdZdd 19 s',
  15: 'GGCount 2.4 s',
  16: 'FGPC 3.3 s; TdZdd 307 s, 7.8 GB',
  17: 'FGPC 13 s; GGCount 27 s',
  18: 'FGPC 40 s, 134 MB a pass; GGCount 87 s, 877 MB',
};

const TARGET_MS: Record<number, number> = { 16: 15_000, 17: 60_000 };

/** One count in a process of its own (bench/countRecordRun.ts, which says what `args` may be): its time, value and peak memory. */
export function countAlone(...args: (string | number)[]): { ms: number; count: string; maxRssMb: number } {
  const line = execFileSync(process.execPath, ['--import', 'tsx', 'bench/countRecordRun.ts', ...args.map(String)], { encoding: 'utf8', maxBuffer: 1 << 20 });
  return JSON.parse(line) as { ms: number; count: string; maxRssMb: number };
}

function row(kind: 'open' | 'obstacles', n: number, workers: number): BenchRow {
  const expected = kind === 'open' ? A007764[n]! : OBSTACLES_16;
  const result = countAlone(kind, n, workers);
  if (result.count !== expected) throw new Error(`bench record ${kind} ${n}: counted ${result.count}, expected ${expected}`);
  const name = kind === 'open' ? `countPaths a(${n}), open ${n}x${n}, ${workers} worker${workers > 1 ? 's' : ''}` : `countPaths ${n}x${n} with 15% walls, ${workers} workers`;
  // The targets are for the default: one worker per core (two here); one worker is given beside it.
  const target = workers < 2 ? undefined : kind === 'open' ? TARGET_MS[n] : 30_000;
  const native = kind === 'open' ? `; native: ${NATIVE[n]}` : '';
  // Past a(17) one lane is all that fits in the count's 1 GB: the passes run one at a time.
  const alone = kind === 'open' && n >= 18 ? '; its passes one at a time (one lane fits in 1 GB)' : '';
  return { name, medianMs: Math.round(result.ms), runs: 1, ...(target ? { targetMs: target } : {}), note: `exact, ${result.count.length} digits, checked; peak memory ${result.maxRssMb} MB${alone}${native}` };
}

export function benchCountRecord(): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const n of [14, 15, 16]) for (const workers of [1, 2]) rows.push(row('open', n, workers));
  rows.push(row('open', 17, 2));
  // a(18) fits in 1 GB with one lane at a time (620 MB), so its passes run one after another: about five minutes.
  if (process.env.MAZE_BENCH_FULL === '1') rows.push(row('open', 17, 1), row('open', 18, 2));
  rows.push(row('obstacles', 16, 2));
  return rows;
}
