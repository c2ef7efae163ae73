/**
 * The four-neighbour rule of a square grid, in one place: a block (or a square cell) borders
 * the blocks to its left, right, up and down, where they exist. The block grid's searches and
 * generators, the square topology and the game's moves all take their steps from here.
 *
 * Directions are numbered in the number maze's order, which is also the order of every
 * neighbour list that does not say otherwise: 0 left, 1 right, 2 up, 3 down. Searches that
 * try neighbours in this order find the same paths as the source programs, and generators
 * draw their random numbers against it, so the numbering is part of the mazes' identity.
 * Code that wants another order names it (READING_ORDER below); the steps stay these.
 *
 * Three hot loops spell their steps out instead of calling here, each measured (an A/B run in one
 * process) to lose 7–50% otherwise, and each held to this file by a test or a named reason:
 * BlockGraph's ways (the generators' inner loop; a property test pins them to cellSteps),
 * the square grid's edge tests (squareLattice.ts stackedSquareArrays; tests/core/fourNeighbours.test.ts checks squareTopology against the rule),
 * and countFrontier's sweep, which only ever looks right and down (the frontier's order). The
 * square lattice (shape/squareLattice.ts latticeNeighbours) and the block grid's conversion to it
 * (shape/gridMaze.ts) spell the same order, each held to squareTopology by
 * tests/core/squareLattice.test.ts.
 */
export type Direction = 'left' | 'right' | 'up' | 'down';

export const LEFT = 0;
export const RIGHT = 1;
export const UP = 2;
export const DOWN = 3;

/** The directions' names, by number. */
export const DIRECTION_NAMES: readonly [Direction, Direction, Direction, Direction] = ['left', 'right', 'up', 'down'];

/**
 * The rule itself: directions 0 and 1 move along a row, 2 and 3 across rows; the even one of
 * each pair steps back (left, up), the odd one forward (right, down). Arithmetic rather than
 * tables, so that a call with a constant direction can compile to a constant. Hot loops still
 * take their steps once per grid (fourSteps) rather than call these per step.
 */
export function rowStep(direction: number): number {
  return direction < 2 ? 0 : direction & 1 ? 1 : -1;
}

export function colStep(direction: number): number {
  return direction < 2 ? (direction & 1 ? 1 : -1) : 0;
}

/** The flat-index step in `direction` in a row-major grid `width` blocks wide. */
export function flatStep(direction: number, width: number): number {
  return rowStep(direction) * width + colStep(direction);
}

/** The four flat-index steps of one grid, by direction number: left, right, up, down. */
export type FourSteps = readonly [number, number, number, number];

/**
 * The flat-index steps to the four neighbours in a row-major grid `width` blocks wide, by
 * direction number. `spacing` 2 gives the steps from cell to cell in a maze's block grid (cells
 * sit two blocks apart, with the wall between them); a padded grid passes its padded width.
 */
export function fourSteps(width: number, spacing = 1): FourSteps {
  return [spacing * flatStep(LEFT, width), spacing * flatStep(RIGHT, width), spacing * flatStep(UP, width), spacing * flatStep(DOWN, width)];
}

/** The direction the other way. */
export function opposite(direction: number): number {
  return direction ^ 1;
}

/** The direction number of a name. */
export function directionNumber(direction: Direction): number {
  return DIRECTION_NAMES.indexOf(direction);
}

/**
 * Whether block (row, col), inside a `rows` × `cols` grid, has a neighbour in `direction`: the
 * "where they exist". Only the coordinate the direction moves is tested (by the same pairing as
 * rowStep and colStep), so with a constant direction this is one comparison.
 */
export function hasNeighbour(row: number, col: number, direction: number, rows: number, cols: number): boolean {
  if (direction < 2) return direction & 1 ? col < cols - 1 : col > 0;
  return direction & 1 ? row < rows - 1 : row > 0;
}

/**
 * The flat index of block `index`'s neighbour in `direction` in a `rows` × `cols` grid, or -1
 * off the grid. `steps` is fourSteps(cols), computed once by a caller in a loop.
 */
export function neighbourIndex(index: number, direction: number, rows: number, cols: number, steps: FourSteps = fourSteps(cols)): number {
  const next = index + steps[direction]!;
  // A step up or down exists when it stays in the grid's blocks (no division for the row).
  if (direction >= 2) return next >= 0 && next < rows * cols ? next : -1;
  return hasNeighbour(0, index % cols, direction, rows, cols) ? next : -1;
}

/** Reading order, by rising flat index: up, left, right, down. */
export const READING_ORDER: readonly number[] = [UP, LEFT, RIGHT, DOWN];
