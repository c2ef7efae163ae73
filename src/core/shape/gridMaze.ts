import type { GeneratedMaze } from '../generate/generateMazeWith';
import type { CellMaze } from './cellMaze';
import { squareTopology } from './shapes';

/**
 * A square maze's block grid as a cell graph: the same maze, exactly. Cells are row-major
 * (cell (i, j) is block (2i+1, 2j+1)); a passage is open where the block between two cells is
 * open; the start is the top-left cell (inside the entrance) and the goal the bottom-right
 * (inside the exit). O(cells).
 */
export function cellMazeOfGrid(maze: Pick<GeneratedMaze, 'width' | 'height' | 'cols' | 'blocks'>): CellMaze {
  const { width, height, cols, blocks: cells } = maze;
  const topology = squareTopology(width, height);
  const open = new Uint8Array(topology.neighbours.length);
  const { offsets, neighbours } = topology;
  for (let cell = 0; cell < topology.cellCount; cell++) {
    const row = Math.floor(cell / width);
    const block = (2 * row + 1) * cols + 2 * (cell - row * width) + 1;
    for (let i = offsets[cell]!; i < offsets[cell + 1]!; i++) {
      const other = neighbours[i]!;
      const otherRow = Math.floor(other / width);
      const otherBlock = (2 * otherRow + 1) * cols + 2 * (other - otherRow * width) + 1;
      if (cells[(block + otherBlock) / 2] === 0) open[i] = 1;
    }
  }
  return { topology, open, start: 0, goal: width * height - 1 };
}
