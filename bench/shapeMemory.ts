/**
 * Memory of a shaped maze of about a million cells, generated and solved, in a process of its
 * own (run by bench/shapes.ts with --expose-gc) so nothing else is on the heap. Prints one JSON
 * line: the heap and typed arrays held after a full gc with the maze and its path alive, and
 * the peak resident memory the work added.
 *
 * `play` instead makes a 2000×2000 square as the game does: generated, then each cell's way to
 * the goal (cellSolvedFromStart), which a square lattice answers without adjacency arrays
 * (solveShaped's graph reads them, so builds them). `kind NAME` makes one of bench/kinds.ts's
 * new kinds (a weave, a unicursal labyrinth) instead.
 */
import { generateShaped, solveShaped, type ShapeOptions } from '../src/core';
import { cellSolvedFromStart } from '../src/core/shape/routes';
import { peakRss } from './measure';
import { KINDS } from './kinds';

const shape = (process.argv[2] ?? 'hex') as ShapeOptions['shape'];
const play = process.argv[3] === 'play';
const side = play ? 2000 : 1000;
const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const base = process.memoryUsage();
const kind = process.argv[2] === 'kind' ? KINDS[process.argv[3] ?? ''] : undefined;
const maze = generateShaped(kind ?? { shape, width: side, height: side, rings: 560, mask: null, algorithm: 'backtracker', seed: 'memory', braid: 0 });
const result = play ? { path: cellSolvedFromStart(maze).solution } : solveShaped(maze, 'bfs', { recordExplored: false });
gc?.();
const after = process.memoryUsage();
const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
console.log(
  JSON.stringify({
    cells: maze.topology.cellCount,
    path: result.path?.length ?? 0,
    gc: gc !== undefined,
    heapAndArraysMb: mb(after.heapUsed - base.heapUsed + after.arrayBuffers - base.arrayBuffers),
    peakGrowthMb: Math.round((peakRss() - base.rss) / 2 ** 20),
  }),
);
