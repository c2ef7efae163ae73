/**
 * `npm run bench`: every speed target of the engine, as medians of several runs, printed as a
 * Markdown table. `npm run bench -- --write` also rewrites BENCHMARKS.md with the results.
 * `npm run bench -- generate solve` runs only the named groups.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { benchAllPaths } from './allPaths';
import { benchCountPaths } from './countPaths';
import { benchGenerate, benchSolve } from './maze';
import type { BenchRow } from './measure';
import { benchPathfinding } from './pathfinding';

function benchMemory(): BenchRow[] {
  return (['bfs', 'astar'] as const).map((solver) => {
    const line = execFileSync(process.execPath, ['--import', 'tsx', 'bench/memory.ts', solver], { encoding: 'utf8' });
    const result = JSON.parse(line) as { maxRssMb: number; heapAndArraysMb: number; path: number };
    return {
      name: `memory: generate 2000x2000 backtracker + ${solver}`,
      medianMs: Number.NaN,
      runs: 1,
      note: `heap + typed arrays ${result.heapAndArraysMb} MB (target < 200 MB); whole process peak RSS ${result.maxRssMb} MB`,
    };
  });
}

const GROUPS: Record<string, () => BenchRow[]> = {
  generate: benchGenerate,
  solve: benchSolve,
  pathfinding: benchPathfinding,
  count: benchCountPaths,
  paths: benchAllPaths,
  memory: benchMemory,
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
const lines = [`Machine: ${machine}. Date: ${new Date().toISOString().slice(0, 10)}.`, '', '| benchmark | median ms | runs | target | result | notes |', '|---|---:|---:|---:|---|---|'];
let failures = 0;
for (const [group, run] of Object.entries(GROUPS)) {
  if (chosen.length > 0 && !chosen.includes(group)) continue;
  console.error(`bench: ${group}…`);
  for (const row of run()) {
    const ok = row.targetMs === undefined || row.medianMs <= row.targetMs;
    if (!ok) failures++;
    const line = `| ${row.name} | ${Number.isNaN(row.medianMs) ? '' : row.medianMs.toFixed(1)} | ${row.runs} | ${row.targetMs === undefined ? '' : `≤ ${row.targetMs.toFixed(0)}`} | ${row.targetMs === undefined ? '' : ok ? 'ok' : 'MISSED'} | ${row.note ?? ''} |`;
    lines.push(line);
    console.log(line);
  }
}
if (write) {
  const header = `# Benchmarks\n\nWritten by \`npm run bench -- --write\`; medians of several runs after a warm-up, in Node.\nTargets come from the engine's issue. Rerun on your machine to compare.\n\n`;
  writeFileSync('BENCHMARKS.md', header + lines.join('\n') + '\n');
}
console.error(failures === 0 ? 'bench: every target met' : `bench: ${failures} target(s) missed`);
