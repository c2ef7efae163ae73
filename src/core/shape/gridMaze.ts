import type { GeneratedMaze } from '../generate/generateMazeWith';
import type { CellMaze } from './cellMaze';
import { SquareLattice } from './squareLattice';
import { wayCount } from './ways';

/**
 * A square maze's block grid as a cell graph: the same maze, exactly. Cells are row-major
 * (cell (i, j) is block (2i+1, 2j+1)); a passage is open where the block between two cells is
 * open; the start is the top-left cell (inside the entrance) and the goal the bottom-right
 * (inside the exit). O(cells).
 */
export function cellMazeOfGrid(maze: Pick<GeneratedMaze, 'width' | 'height' | 'cols' | 'blocks'>): CellMaze {
  const { width, height, cols, blocks } = maze;
  const topology = new SquareLattice(width, height);
  const open = new Uint8Array(wayCount(topology));
  // Ways in lattice order (left, right, up, down where they exist), cell after cell: the
  // wall between two cells is the block halfway between their blocks.
  let way = 0;
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) {
      const block = (2 * row + 1) * cols + 2 * col + 1;
      if (col > 0) open[way++] = blocks[block - 1] === 0 ? 1 : 0;
      if (col < width - 1) open[way++] = blocks[block + 1] === 0 ? 1 : 0;
      if (row > 0) open[way++] = blocks[block - cols] === 0 ? 1 : 0;
      if (row < height - 1) open[way++] = blocks[block + cols] === 0 ? 1 : 0;
    }
  }
  return { topology, open, start: 0, goal: width * height - 1 };
}
