/**
 * `npm run bench`: every speed target of the engine, as medians of several runs, printed as a
 * Markdown table. `npm run bench -- --write` also rewrites BENCHMARKS.md with the results.
 * `npm run bench -- generate solve` runs only the named groups (with --write, their rows are
 * replaced in the table and every other row is kept). A row misses when it is over its time
 * target or fails its other check (memory, size); the run then ends saying how many missed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { benchAllPaths } from './allPaths';
import { benchCellRender } from './cellRender';
import { benchCountPaths } from './countPaths';
import { benchCountRecord } from './countRecord';
import { benchGenerate, benchSolve } from './maze';
import { BenchGroupError } from './groupError';
import type { BenchRow } from './measure';
import { benchNative } from './native/benchNative';
import { benchOneCarvers } from './oneCarvers';
import { benchOneSolvers } from './oneSolvers';
import { benchPathfinding } from './pathfinding';
import { benchPrint } from './print';
import { benchStats } from './stats';
import { benchHeat } from './heat';
import { benchRender } from './render';
import { benchShapes } from './shapes';
import { benchKinds } from './kinds';
import { benchTrees } from './trees';

function benchMemory(): BenchRow[] {
  return (['bfs', 'astar'] as const).map((solver) => {
    const line = execFileSync(process.execPath, ['--import', 'tsx', 'bench/memory.ts', solver], { encoding: 'utf8' });
    const result = JSON.parse(line) as { maxRssMb: number; peakGrowthMb: number; heapAndArraysMb: number; path: number };
    return {
      name: `memory: generate 2000x2000 backtracker + ${solver}`,
      medianMs: Number.NaN,
      runs: 1,
      check: { target: '< 200 MB', ok: result.peakGrowthMb < 200 },
      note: `peak memory added by the work ${result.peakGrowthMb} MB; heap + typed arrays held at the end ${result.heapAndArraysMb} MB; whole process peak RSS ${result.maxRssMb} MB, Node and its TypeScript loader included`,
    };
  });
}

const GROUPS: Record<string, () => BenchRow[]> = {
  generate: benchGenerate,
  solve: benchSolve,
  pathfinding: benchPathfinding,
  count: benchCountPaths,
  record: benchCountRecord,
  native: benchNative,
  paths: benchAllPaths,
  memory: benchMemory,
  render: benchRender,
  shapes: benchShapes,
  kinds: benchKinds,
  cellRender: benchCellRender,
  print: benchPrint,
  trees: benchTrees,
  stats: benchStats,
  heat: benchHeat,
  'one-carvers': benchOneCarvers,
  'one-solvers': benchOneSolvers,
};

const args = process.argv.slice(2);
const write = args.includes('--write');
const chosen = args.filter((a) => !a.startsWith('--'));
const unknown = chosen.filter((name) => !(name in GROUPS));
if (unknown.length > 0) {
  console.error(`bench: unknown group ${unknown.join(', ')}; groups: ${Object.keys(GROUPS).join(', ')}`);
  process.exit(2);
}

const machine = `${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, ${os.platform()} ${os.arch()}`;
const TABLE_HEAD = ['| benchmark | median ms | runs | target | result | notes |', '|---|---:|---:|---:|---|---|'];
const rows: string[] = [];
let failures = 0;
let broken = 0;
for (const [group, run] of Object.entries(GROUPS)) {
  if (chosen.length > 0 && !chosen.includes(group)) continue;
  console.error(`bench: ${group}…`);
  let groupRows: BenchRow[];
  try {
    groupRows = run();
  } catch (error) {
    // A group that cannot run as asked (see groupError.ts): one line, the other groups go on.
    if (!(error instanceof BenchGroupError)) throw error;
    console.error(`bench: ${group}: ${error.message}`);
    broken++;
    process.exitCode = 1;
    continue;
  }
  for (const row of groupRows) {
    // A time target, or another kind (memory, size); a row may have neither.
    const target = row.targetMs !== undefined ? `≤ ${row.targetMs.toFixed(0)}` : (row.check?.target ?? '');
    const ok = row.targetMs !== undefined ? row.medianMs <= row.targetMs : (row.check?.ok ?? true);
    if (!ok) failures++;
    const line = `| ${row.name} | ${Number.isNaN(row.medianMs) ? '' : row.medianMs.toFixed(1)} | ${row.runs} | ${target} | ${target === '' ? '' : ok ? 'ok' : 'MISSED'} | ${row.note ?? ''} |`;
    rows.push(line);
    console.log(line);
  }
}
if (write) {
  const header = [
    '# Benchmarks',
    '',
    "Written by `npm run bench -- --write`; medians of several runs after a warm-up, in Node. Targets come from the engine's issue. Rerun on your machine to compare.",
    '',
    'Notes:',
    '- Mazes are W×H cells; a 1000×1000 maze is a 2001×2001 block grid. Solves run entrance to exit without recording the exploration order.',
    '- PathFinding.js needs a fresh grid per search (`grid.clone()`); our speed-up is against its search alone.',
    '- Listing counts the paths the iterator yields, printing nothing. The full open 7×7 listing (575,780,564 paths) takes minutes, so only its first 30 million are timed here; `MAZE_BENCH_FULL=1 npm run bench -- paths` times it all (measured once on this machine under load: DFS 115.7 s, 4.98 M paths/s; BFS 199.8 s of CPU, 2.88 M paths/s, its last lengths being the slowest).',
    '- `native` times our count against FGPC (FastGridPathCounter, C) side by side on this machine, one after the other, on the open 14×14 to 16×16 grids (`MAZE_BENCH_FULL=1` adds 17×17). Give it a checkout of https://github.com/milostatarevic/FastGridPathCounter: `FGPC_SRC=/path/to/FastGridPathCounter npm run bench -- native --write`. It builds FGPC once a grid size (`make N=… CYCLES=0 HAMILTONIAN=0 N_THREADS=1 BITS=64`) in a temp dir of its own, runs it on one thread once a residue (as many 64-bit residues as the exact count needs, their times summed), checks their CRT against our count and A007764, and writes the ratio ours/FGPC and both peak memories with the CPU model. Without `FGPC_SRC` it says it skipped the comparison and writes nothing.',
    '- Memory runs in a process of its own: the peak resident memory the maze work added, the heap and typed arrays still held at the end, and the whole process peak (Node and the tsx loader included).',
    '',
    '',
  ].join('\n');
  // The sections after the table (Chromium figures, before/after comparisons) are measured by
  // other commands: kept as they are.
  const previous = existsSync('BENCHMARKS.md') ? readFileSync('BENCHMARKS.md', 'utf8') : '';
  const sections = previous.indexOf('\n## ');
  const table = [`Machine: ${machine}. Date: ${new Date().toISOString().slice(0, 10)}.`, '', ...TABLE_HEAD, ...(chosen.length === 0 ? rows : keptRows(previous, rows))];
  writeFileSync('BENCHMARKS.md', header + table.join('\n') + '\n' + (sections >= 0 ? previous.slice(sections) : ''));
}
/**
 * Some groups rerun: the table as it was, each row measured again replaced where it stood, a
 * row new to the table after its group's row before it, every other group's rows kept.
 */
function keptRows(previous: string, fresh: readonly string[]): string[] {
  const nameOf = (line: string) => line.split(' | ')[0]!.slice(2);
  const byName = new Map(fresh.map((line) => [nameOf(line), line]));
  const head = previous.indexOf(TABLE_HEAD[1]!);
  const old = head < 0 ? [] : previous.slice(head + TABLE_HEAD[1]!.length + 1).split('\n');
  const end = old.findIndex((line) => !line.startsWith('| '));
  const table = end < 0 ? old : old.slice(0, end);
  const rows = table.map((line) => byName.get(nameOf(line)) ?? line);
  // A row new to the table goes after the fresh row before it (with its group), or at the end.
  let at = -1;
  for (const line of fresh) {
    const found = rows.findIndex((row) => nameOf(row) === nameOf(line));
    if (found >= 0) at = found;
    else rows.splice((at = at < 0 ? rows.length : at + 1), 0, line);
  }
  return rows;
}

console.error(failures === 0 ? 'bench: every target met' : `bench: ${failures} target(s) missed`);
if (broken > 0) console.error(`bench: ${broken} group(s) could not run`);
