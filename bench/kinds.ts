import { execFileSync } from 'node:child_process';
import { generateShaped, solveShaped, type ShapeOptions } from '../src/core';
import { measure, type BenchRow } from './measure';

/**
 * The new kinds of maze on about a million cells (issue 21): a weave on squares and on hexagons
 * (density 0.3, crossings placed first, then the backtracker round them) and a unicursal
 * labyrinth (1000×1000, split from the 500×500 backtracker maze) and four levels of 500×500
 * (the backtracker up and down the stairs). Generation ≤ 300 ms, a BFS
 * from start to goal ≤ 100 ms, and under 200 MB added, each measured in a process of its own
 * (bench/shapeMemory.ts). Upsilon's rows are with the other shapes (bench/shapes.ts).
 */
export const KINDS: Readonly<Record<string, ShapeOptions>> = {
  'weave square 1000x1000 (0.3)': { shape: 'square', width: 1000, height: 1000, rings: 0, mask: null, algorithm: 'backtracker', seed: 'bench', braid: 0, weave: 0.3 },
  'weave hex 1000x1000 (0.3)': { shape: 'hex', width: 1000, height: 1000, rings: 0, mask: null, algorithm: 'backtracker', seed: 'bench', braid: 0, weave: 0.3 },
  'unicursal 1000x1000': { shape: 'square', width: 1000, height: 1000, rings: 0, mask: null, algorithm: 'backtracker', seed: 'bench', braid: 0, unicursal: true },
  'levels 500x500x4': { shape: 'square', width: 500, height: 500, rings: 0, mask: null, algorithm: 'backtracker', seed: 'bench', braid: 0, levels: 4 },
};

export function benchKinds(): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const [name, options] of Object.entries(KINDS)) {
    const generated = measure(() => generateShaped(options), 3);
    const maze = generated.result;
    const solved = measure(() => solveShaped(maze, 'bfs', { recordExplored: false }), 5);
    const crossings = maze.crossings ? `, ${(maze.crossings.length / 5).toLocaleString('en-US')} crossings` : '';
    rows.push(
      { name: `generateShaped ${name}`, medianMs: generated.medianMs, runs: 3, targetMs: 300, note: `${maze.topology.cellCount.toLocaleString('en-US')} cells${crossings}` },
      { name: `solveShaped bfs ${name}`, medianMs: solved.medianMs, runs: 5, targetMs: 100, note: `path ${solved.result.path?.length ?? 0} cells` },
    );
    const line = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/shapeMemory.ts', 'kind', name], { encoding: 'utf8' });
    const memory = JSON.parse(line) as { cells: number; heapAndArraysMb: number; peakGrowthMb: number; gc: boolean };
    rows.push({
      name: `memory: generateShaped ${name} + solveShaped bfs`,
      medianMs: NaN,
      runs: 1,
      check: { target: '< 200 MB', ok: memory.peakGrowthMb < 200 },
      note: `heap + typed arrays held ${memory.heapAndArraysMb} MB${memory.gc ? ' after gc' : ''}, peak memory added ${memory.peakGrowthMb} MB`,
    });
  }
  return rows;
}
