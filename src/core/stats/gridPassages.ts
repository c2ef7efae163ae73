import { OPEN, type Grid } from '../grid';
import { cellMazeOfGrid } from '../shape/gridMaze';
import { passagesOfBlocks, passagesOfCells, type PassageGraph } from './passageGraph';

/**
 * The cell a block stands for when `grid` is a carved maze: the block grid `generate` prints,
 * (2h + 1) × (2w + 1) with cell (r, c) at block (2r + 1, 2c + 1), every cell block open and
 * every corner block a wall. A cell's block is that cell; an opening in the border is the cell
 * inside it. -1 when the grid is not such a maze or the block stands for no one cell.
 */
function cellOfBlock(grid: Grid, block: number): number {
  const { rows, cols } = grid;
  const width = (cols - 1) / 2;
  const row = Math.floor(block / cols);
  const col = block - row * cols;
  const cellRow = row === 0 ? 0 : row === rows - 1 ? (rows - 3) / 2 : row % 2 === 1 ? (row - 1) / 2 : -1;
  const cellCol = col === 0 ? 0 : col === cols - 1 ? width - 1 : col % 2 === 1 ? (col - 1) / 2 : -1;
  if (cellRow < 0 || cellCol < 0) return -1;
  // A border opening stands for the cell inside it only on a side, not at a corner.
  const onRowEdge = row === 0 || row === rows - 1;
  const onColEdge = col === 0 || col === cols - 1;
  if (onRowEdge && onColEdge) return -1;
  if ((onRowEdge && col % 2 === 0) || (onColEdge && row % 2 === 0)) return -1;
  return cellRow * width + cellCol;
}

/** Whether the grid is a carved maze of cells (see cellOfBlock). */
function isCarvedMaze(grid: Grid): boolean {
  const { rows, cols, blocks: cells } = grid;
  if (rows < 3 || cols < 3 || rows % 2 === 0 || cols % 2 === 0) return false;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const block = row * cols + col;
      if (row % 2 === 1 && col % 2 === 1 && cells[block] !== OPEN) return false;
      if (row % 2 === 0 && col % 2 === 0 && cells[block] === OPEN) return false;
    }
  }
  return true;
}

/**
 * A 0/1 grid's passages, start and goal given as blocks. A carved maze (as `generate` prints
 * it) is read as its cells, so its stats are those of the same maze as JSON; any other grid, or
 * ends that stand for no one cell, as its open blocks.
 */
export function passagesOfGrid(grid: Grid, start: number, goal: number): PassageGraph {
  if (isCarvedMaze(grid)) {
    const from = cellOfBlock(grid, start);
    const to = cellOfBlock(grid, goal);
    if (from >= 0 && to >= 0) {
      const maze = cellMazeOfGrid({ width: (grid.cols - 1) / 2, height: (grid.rows - 1) / 2, cols: grid.cols, blocks: grid.blocks });
      return passagesOfCells({ ...maze, start: from, goal: to });
    }
  }
  return passagesOfBlocks(grid, start, goal);
}
