import { execFileSync } from 'node:child_process';
import {
  carveBacktracker,
  createRandom,
  generateShaped,
  hexTopology,
  polarTopology,
  presetMask,
  solveCells,
  solveShaped,
  squareTopology,
  triangleTopology,
  upsilonTopology,
  type ShapeId,
  type ShapeOptions,
  type Topology,
} from '../src/core';
import { measure, measureInTurns, type BenchRow } from './measure';

/**
 * The cell-graph core on about a million cells of each shape. First the parts (building the
 * topology, carving a backtracker maze on it, a BFS corner to corner), then the whole as the
 * game and CLI run it: generateShaped (checked options, topology, backtracker, default ends;
 * a square through today's block grid, converted) and solveShaped's BFS from start to goal,
 * and the memory of each in a process of its own. Targets from the shapes issue: generation
 * ≤ 250 ms, BFS ≤ 100 ms, under 200 MB in all (issue 21 asks upsilon for ≤ 300 ms, ≤ 100 ms and
 * < 200 MB; the stricter 250 ms stands); from issue 18: A* ≤ 1.5× BFS on hex, triangle, upsilon
 * and polar.
 */
export function benchShapes(): BenchRow[] {
  const rows: BenchRow[] = [];
  const shapes: [string, () => Topology][] = [
    ['square 1000x1000', () => squareTopology(1000, 1000)],
    ['hex 1000x1000', () => hexTopology(1000, 1000)],
    ['triangle 1000x1000', () => triangleTopology(1000, 1000)],
    ['upsilon 1000x1000', () => upsilonTopology(1000, 1000)],
    ['polar 560 rings', () => polarTopology(560)],
  ];
  for (const [name, build] of shapes) {
    const built = measure(build, 3);
    const topology = built.result;
    const carved = measure(() => carveBacktracker(topology, createRandom('bench')), 3);
    const maze = { topology, open: carved.result, start: 0, goal: topology.cellCount - 1 };
    const solved = measure(() => solveCells(maze), 5);
    const cells = topology.cellCount.toLocaleString('en-US');
    rows.push(
      { name: `cell graph ${name}: topology`, medianMs: built.medianMs, runs: 3, note: `${cells} cells` },
      { name: `cell graph ${name}: backtracker`, medianMs: carved.medianMs, runs: 3, targetMs: 250 },
      { name: `cell graph ${name}: BFS solve`, medianMs: solved.medianMs, runs: 5, targetMs: 100, note: `path ${solved.result?.length ?? 0} cells` },
    );
  }
  const whole: [string, ShapeOptions][] = [
    ['square 1000x1000', shaped('square')],
    ['hex 1000x1000', shaped('hex')],
    ['triangle 1000x1000', shaped('triangle')],
    ['upsilon 1000x1000', shaped('upsilon')],
    ['polar 560 rings', shaped('polar')],
    ['hex heart mask 1150x1150', { ...shaped('hex'), mask: presetMask('heart', 'hex', 1150, 1150) }],
  ];
  for (const [name, options] of whole) {
    const generated = measure(() => generateShaped(options), 3);
    const maze = generated.result;
    // BFS and A* in turns, so the A*/BFS ratio the issue sets holds up under a shared machine's load.
    const { a: solved, b: astar } = measureInTurns(
      () => solveShaped(maze, 'bfs', { recordExplored: false }),
      () => solveShaped(maze, 'astar', { recordExplored: false }),
      7,
    );
    // The issue's targets are for the four unmasked shapes; a mask adds its pieces check and the longest-path ends (two BFS passes).
    const masked = options.mask !== null;
    // A* ≤ 1.5× BFS on a perfect maze of about a million cells, on every shape but squares (whose target is against the block engine).
    const astarTarget = !masked && options.shape !== 'square' ? { targetMs: 1.5 * solved.medianMs } : {};
    const cells = `${maze.topology.cellCount.toLocaleString('en-US')} cells`;
    rows.push(
      { name: `generateShaped ${name} backtracker`, medianMs: generated.medianMs, runs: 3, ...(masked ? { note: `${cells}; whole grid, mask, pieces check, carve, longest-path ends` } : { targetMs: 250, note: cells }) },
      { name: `solveShaped bfs ${name}`, medianMs: solved.medianMs, runs: 7, ...(masked ? {} : { targetMs: 100 }), note: `path ${solved.result.path?.length ?? 0} cells, ${solved.result.exploredCount.toLocaleString('en-US')} expanded` },
      {
        name: `solveShaped astar ${name}`,
        medianMs: astar.medianMs,
        runs: 7,
        ...astarTarget,
        note: `path ${astar.result.path?.length ?? 0} cells, ${astar.result.exploredCount.toLocaleString('en-US')} expanded; ${(astar.medianMs / solved.medianMs).toFixed(2)}× BFS${'targetMs' in astarTarget ? ' (target ≤ 1.5×, timed in turns with BFS)' : ''}`,
      },
    );
  }
  for (const shape of ['square', 'hex', 'triangle', 'upsilon', 'polar'] as const) rows.push(memoryRow(shape));
  rows.push(playMemoryRow());
  return rows;
}

function shaped(shape: ShapeId): ShapeOptions {
  return { shape, width: 1000, height: 1000, rings: 560, mask: null, algorithm: 'backtracker', seed: 'bench', braid: 0 };
}

/** Issue 18: a 2000×2000 square in lines as the game holds it (a square lattice: no adjacency arrays), within the block engine's 60 MB. */
function playMemoryRow(): BenchRow {
  const line = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/shapeMemory.ts', 'square', 'play'], { encoding: 'utf8' });
  const result = JSON.parse(line) as { cells: number; heapAndArraysMb: number; peakGrowthMb: number; gc: boolean };
  return {
    name: 'memory: generateShaped square 2000x2000 + the game\'s routes (cellSolvedFromStart)',
    medianMs: NaN,
    runs: 1,
    check: { target: '< 60 MB added', ok: result.peakGrowthMb < 60 },
    note: `heap + typed arrays held ${result.heapAndArraysMb} MB${result.gc ? ' after gc' : ''}, peak memory added ${result.peakGrowthMb} MB; ${result.cells.toLocaleString('en-US')} cells`,
  };
}

function memoryRow(shape: ShapeId): BenchRow {
  const line = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/shapeMemory.ts', shape], { encoding: 'utf8' });
  const result = JSON.parse(line) as { cells: number; heapAndArraysMb: number; peakGrowthMb: number; gc: boolean };
  return {
    name: `memory: generateShaped ${shape === 'polar' ? 'polar 560 rings' : `${shape} 1000x1000`} + solveShaped bfs`,
    medianMs: NaN,
    runs: 1,
    check: { target: '< 200 MB', ok: result.peakGrowthMb < 200 },
    note: `heap + typed arrays held ${result.heapAndArraysMb} MB${result.gc ? ' after gc' : ''}, peak memory added ${result.peakGrowthMb} MB; ${result.cells.toLocaleString('en-US')} cells`,
  };
}
