/**
 * Memory of a 2000×2000-cell maze, generated and solved, measured in a process of its own
 * (run by bench/run.ts) so nothing else is on the heap. Prints one JSON line.
 */
import { generateMaze, solve, type SolverId } from '../src/core';
import { peakRss } from './measure';

const algorithm = (process.argv[2] ?? 'bfs') as SolverId;
const base = process.memoryUsage();
const baseRss = process.memoryUsage().rss;
const maze = generateMaze({ algorithm: 'backtracker', width: 2000, height: 2000, seed: 'memory' });
const result = solve(maze, maze.start, maze.goal, algorithm, { recordExplored: false });
const after = process.memoryUsage();
const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
console.log(
  JSON.stringify({
    solver: algorithm,
    path: result.path?.length ?? 0,
    // The most the process ever held, Node and the TypeScript loader included, and how much of
    // that peak the maze work added on top of the process as it stood before it.
    maxRssMb: Math.round(peakRss() / 2 ** 20),
    peakGrowthMb: Math.round((peakRss() - baseRss) / 2 ** 20),
    heapAndArraysMb: mb(after.heapUsed - base.heapUsed + after.arrayBuffers - base.arrayBuffers),
  }),
);
