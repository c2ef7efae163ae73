/**
 * One run of FGPC's binary: the count modulo one prime, in a process of its own, timed as a
 * whole process (its tables are built in every run, so they are part of its time). Its peak
 * memory comes from GNU time's `-v` report where /usr/bin/time exists.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { BenchGroupError } from '../groupError';
import type { Residue } from './crt';
import { parseFgpcOutput } from './fgpcOutput';

const GNU_TIME = '/usr/bin/time';

export interface FgpcRun {
  ms: number;
  residue: Residue;
  /** Undefined where GNU time is not there to say it. */
  maxRssMb: number | undefined;
}

export function runFgpc(binary: string, modulus: bigint): FgpcRun {
  const timed = existsSync(GNU_TIME);
  const [command, args] = timed ? [GNU_TIME, ['-v', binary, String(modulus)]] : [binary, [String(modulus)]];
  const t0 = performance.now();
  const run = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 1 << 24 });
  const ms = performance.now() - t0;
  if (run.status !== 0) {
    throw new BenchGroupError(`FGPC (${binary} ${modulus}) failed: ${run.error?.message ?? (run.stderr.trim().split('\n')[0] || `exit ${run.status}`)}`);
  }
  const residue = parseFgpcOutput(run.stdout);
  if (residue.modulus !== modulus) throw new BenchGroupError(`FGPC counted modulo ${residue.modulus}, asked for ${modulus}`);
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(run.stderr);
  return { ms, residue, maxRssMb: rss ? Math.round(Number(rss[1]) / 1024) : undefined };
}
