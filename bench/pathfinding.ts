import PF from 'pathfinding';
import { generateMaze, solve } from '../src/core';
import { measure, type BenchRow } from './measure';

/**
 * PathFinding.js on the same 1000×1000-cell maze, as a reference row. Its finders write into the
 * grid's node objects, so each search needs a fresh grid (`grid.clone()`, as its README says);
 * the clone is timed apart from the search, and our speed-up is given against the search alone.
 */
export function benchPathfinding(): BenchRow[] {
  const maze = generateMaze({ algorithm: 'backtracker', width: 1000, height: 1000, seed: 'bench' });
  const matrix: number[][] = [];
  for (let r = 0; r < maze.rows; r++) matrix.push(Array.from(maze.blocks.subarray(r * maze.cols, (r + 1) * maze.cols)));
  const grid = new PF.Grid(matrix);
  const [sr, sc] = [Math.floor(maze.start / maze.cols), maze.start % maze.cols];
  const [gr, gc] = [Math.floor(maze.goal / maze.cols), maze.goal % maze.cols];
  const rows: BenchRow[] = [];
  const clone = measure(() => grid.clone(), 3);
  rows.push({ name: 'PathFinding.js grid.clone() 2001x2001 blocks', medianMs: clone.medianMs, runs: 3 });
  const finders = [
    ['astar', () => new PF.AStarFinder({ heuristic: PF.Heuristic.manhattan })],
    ['bfs', () => new PF.BreadthFirstFinder()],
  ] as const;
  for (const [id, make] of finders) {
    const times: number[] = [];
    let length = 0;
    for (let i = 0; i < 3; i++) {
      const copy = grid.clone();
      const t0 = performance.now();
      length = make().findPath(sc, sr, gc, gr, copy).length;
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const theirs = times[1]!;
    const ours = measure(() => solve(maze, maze.start, maze.goal, id, { recordExplored: false }), 9).medianMs;
    rows.push({
      name: `PathFinding.js ${id === 'astar' ? 'AStarFinder' : 'BreadthFirstFinder'} perfect maze 1000x1000`,
      medianMs: theirs,
      runs: 3,
      note: `path ${length} blocks; ours ${ours.toFixed(1)} ms, ${(theirs / ours).toFixed(0)}× faster (without their clone)`,
    });
  }
  return rows;
}
