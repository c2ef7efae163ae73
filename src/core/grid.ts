/**
 * The one data model of the project: a block grid, as in all four source programs.
 *
 * `rows × cols` blocks, row-major in a Uint8Array, 1 = wall, 0 = open. A block is named
 * by its flat index `row * cols + col` inside hot loops and by `(row, col)` at the edges.
 */
export const WALL = 1;
export const OPEN = 0;

export interface Grid {
  readonly rows: number;
  readonly cols: number;
  /** Row-major blocks: 1 = wall, 0 = open. */
  readonly blocks: Uint8Array;
}

/** A grid with a start and a goal block, both flat indices. */
export interface Maze extends Grid {
  readonly start: number;
  readonly goal: number;
}

/** A block by row and column, as people and text formats name it. */
export interface Point {
  readonly row: number;
  readonly col: number;
}

/** A grid of the given size, every block set to `fill` (walls by default). */
export function createGrid(rows: number, cols: number, fill: 0 | 1 = WALL): Grid {
  const cells = new Uint8Array(rows * cols);
  if (fill === WALL) cells.fill(WALL);
  return { rows, cols, blocks: cells };
}

export function cloneGrid(grid: Grid): Grid {
  return { rows: grid.rows, cols: grid.cols, blocks: grid.blocks.slice() };
}

/** Whether two grids are the same size with the same blocks. */
export function sameGrid(a: Grid, b: Grid): boolean {
  if (a.rows !== b.rows || a.cols !== b.cols) return false;
  for (let i = 0; i < a.blocks.length; i++) if (a.blocks[i] !== b.blocks[i]) return false;
  return true;
}

/** The grid at a new size: the blocks that still fit keep their place, new blocks are open. */
export function resizedGrid(grid: Grid, rows: number, cols: number): Grid {
  const cells = new Uint8Array(rows * cols);
  const kept = Math.min(cols, grid.cols);
  // Row by row in one copy each: a 4001×4001 resize stays a few milliseconds.
  for (let r = 0; r < Math.min(rows, grid.rows); r++) cells.set(grid.blocks.subarray(r * grid.cols, r * grid.cols + kept), r * cols);
  return { rows, cols, blocks: cells };
}

export function indexOf(grid: Pick<Grid, 'cols'>, row: number, col: number): number {
  return row * grid.cols + col;
}

export function pointOf(grid: Pick<Grid, 'cols'>, index: number): Point {
  return { row: Math.floor(index / grid.cols), col: index % grid.cols };
}

export function inside(grid: Pick<Grid, 'rows' | 'cols'>, row: number, col: number): boolean {
  return row >= 0 && row < grid.rows && col >= 0 && col < grid.cols && Number.isInteger(row) && Number.isInteger(col);
}

export function isOpen(grid: Grid, index: number): boolean {
  return grid.blocks[index] === OPEN;
}

/**
 * Why a block cannot serve as a start or goal, or null when it can.
 * Used by the CLI and the UI so that both say the same thing.
 */
export function endpointProblem(grid: Grid, point: Point, role: 'start' | 'goal'): string | null {
  const where = `(${point.row},${point.col})`;
  if (!inside(grid, point.row, point.col)) {
    return `${role} ${where} is outside the ${grid.rows}x${grid.cols} grid`;
  }
  if (grid.blocks[indexOf(grid, point.row, point.col)] !== OPEN) return `${role} ${where} is on a wall`;
  return null;
}

/** Throws a RangeError unless `index` names a block of the grid; every API that takes flat indices calls it. */
export function checkBlockIndex(grid: Pick<Grid, 'rows' | 'cols'>, index: number, role: string): void {
  if (!Number.isInteger(index) || index < 0 || index >= grid.rows * grid.cols) {
    throw new RangeError(`${role} ${String(index)} is not a block of the ${grid.rows}x${grid.cols} grid (0 to ${grid.rows * grid.cols - 1})`);
  }
}

/**
 * Where a search starts or ends when no one says: the top-left block (start) or the
 * bottom-right (goal), as the source programs had it. When that corner is a wall and the border
 * has two openings or more, the first opening in reading order (start) or the last (goal)
 * instead: the entrance and exit of a maze as `generate` prints it. Otherwise the corner, wall
 * or not (the caller says what is wrong with it).
 */
export function defaultEnd(grid: Grid, role: 'start' | 'goal'): Point {
  const { rows, cols, blocks: cells } = grid;
  const corner = role === 'start' ? { row: 0, col: 0 } : { row: rows - 1, col: cols - 1 };
  if (cells[indexOf(grid, corner.row, corner.col)] === OPEN) return corner;
  const openings: Point[] = [];
  for (let row = 0; row < rows; row++) {
    const edge = row === 0 || row === rows - 1;
    for (let col = 0; col < cols; col += edge || cols === 1 ? 1 : cols - 1) {
      if (cells[indexOf(grid, row, col)] === OPEN) openings.push({ row, col });
    }
  }
  if (openings.length < 2) return corner;
  return role === 'start' ? openings[0]! : openings[openings.length - 1]!;
}
