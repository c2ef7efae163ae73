/**
 * Issue 20: the difficulty score of a 1000×1000 maze in ≤ 100 ms (exact, on a perfect maze),
 * on squares and hexes, from the maze's passages; making the passages, and a braid maze's
 * simulated walks, are timed apart. Each result is checked: effort ≥ 1, difficulty 1–10.
 */
import { generateShaped, mazeStats, passagesOfCells, type ShapeId } from '../src/core';
import { measure, type BenchRow } from './measure';

function maze(shape: ShapeId, braid: number) {
  return generateShaped({ shape, width: 1000, height: 1000, rings: 0, mask: null, algorithm: 'backtracker', seed: 'bench', braid });
}

export function benchStats(): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const shape of ['square', 'hex'] as const) {
    const cells = maze(shape, 0);
    const passages = measure(() => passagesOfCells(cells), 5);
    const score = measure(() => mazeStats(passages.result), 5);
    const { effort, difficulty } = score.result;
    if (!(effort! >= 1 && difficulty! >= 1 && difficulty! <= 10)) throw new Error(`bench stats ${shape}: effort ${effort}, difficulty ${difficulty}`);
    rows.push({ name: `difficulty score ${shape} 1000x1000 (exact)`, medianMs: score.medianMs, runs: 5, targetMs: 100, note: `effort ${effort!.toFixed(3)}, difficulty ${difficulty}; passages made in ${passages.medianMs.toFixed(0)} ms` });
  }
  const braided = passagesOfCells(maze('square', 0.2));
  const walked = measure(() => mazeStats(braided), 3);
  rows.push({ name: 'difficulty score square 1000x1000 braid 0.2 (8 simulated walks)', medianMs: walked.medianMs, runs: 3, note: `effort ${walked.result.effort!.toFixed(3)}, difficulty ${walked.result.difficulty}` });
  return rows;
}
