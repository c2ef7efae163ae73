/**
 * FGPC (FastGridPathCounter) built from the checkout in FGPC_SRC, one binary a grid size since
 * its N is fixed when it is compiled. The sources are copied into a directory of our own under
 * the system's temp dir and built there, so the checkout is never written; the binary is kept,
 * keyed by the sources' digest, and a changed checkout builds afresh.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BenchGroupError } from '../groupError';

/** The files a build reads: its Makefile and every source. */
function sourcesDigest(source: string): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(source, 'Makefile')));
  for (const name of readdirSync(join(source, 'src')).sort()) hash.update(name).update(readFileSync(join(source, 'src', name)));
  return hash.digest('hex').slice(0, 12);
}

/** The path of FGPC's binary for an n×n grid, paths only (no cycles), one thread, 64-bit residues. */
export function buildFgpc(source: string, n: number): string {
  if (!existsSync(join(source, 'Makefile')) || !existsSync(join(source, 'src', 'main.c'))) {
    throw new BenchGroupError(`FGPC_SRC=${source} is not a FastGridPathCounter checkout (no Makefile and src/main.c there)`);
  }
  const dir = join(tmpdir(), 'maze-bench-fgpc', sourcesDigest(source), `N${n}`);
  const binary = join(dir, 'path-counter');
  if (existsSync(binary)) return binary;
  mkdirSync(dir, { recursive: true });
  cpSync(join(source, 'Makefile'), join(dir, 'Makefile'));
  cpSync(join(source, 'src'), join(dir, 'src'), { recursive: true });
  console.error(`bench native: building FGPC for N=${n} in ${dir}`);
  const make = spawnSync('make', [`N=${n}`, 'CYCLES=0', 'HAMILTONIAN=0', 'N_THREADS=1', 'BITS=64'], { cwd: dir, encoding: 'utf8' });
  if (make.status !== 0 || !existsSync(binary)) {
    const why = make.error?.message ?? (make.stderr.trim().split('\n').find((line) => line.includes('error')) || `make exited with ${make.status}`);
    throw new BenchGroupError(`building FGPC for N=${n} from ${source} failed: ${why}`);
  }
  return binary;
}
