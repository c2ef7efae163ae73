import { carveBacktracker, createRandom, hexTopology, polarTopology, solveCells, squareTopology, triangleTopology, type Topology } from '../src/core';
import { measure, type BenchRow } from './measure';

/**
 * The cell-graph core on about a million cells of each shape: building the topology, carving a
 * backtracker maze on it, and a BFS solve corner to corner. Targets from the shapes issue:
 * generation ≤ 250 ms and BFS ≤ 100 ms at a million cells (this is the core alone: the game
 * does not play these shapes yet).
 */
export function benchShapes(): BenchRow[] {
  const rows: BenchRow[] = [];
  const shapes: [string, () => Topology][] = [
    ['square 1000x1000', () => squareTopology(1000, 1000)],
    ['hex 1000x1000', () => hexTopology(1000, 1000)],
    ['triangle 1000x1000', () => triangleTopology(1000, 1000)],
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
  return rows;
}
