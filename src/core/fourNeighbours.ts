/**
 * The four-neighbour rule of a square grid, in one place: a block (or a square cell) borders
 * the blocks to its left, right, up and down, where they exist. The block grid's searches and
 * generators, the square topology and the game's moves all take their steps from here.
 *
 * Directions are numbered in the number maze's order, which is also the order of every
 * neighbour list that does not say otherwise: 0 left, 1 right, 2 up, 3 down. Searches that
 * try neighbours in this order find the same paths as the source programs, and generators
 * draw their random numbers against it, so the numbering is part of the mazes' identity.
 * Code that wants another order names it (see the orders below); the steps stay these.
 */
export type Direction = 'left' | 'right' | 'up' | 'down';

export const LEFT = 0;
export const RIGHT = 1;
export const UP = 2;
export const DOWN = 3;

/** The directions' names, by number. */
export const DIRECTION_NAMES: readonly [Direction, Direction, Direction, Direction] = ['left', 'right', 'up', 'down'];

/** Each direction's step in rows and in columns, by number: the rule itself. */
export const ROW_STEPS: readonly [number, number, number, number] = [0, 0, -1, 1];
export const COL_STEPS: readonly [number, number, number, number] = [-1, 1, 0, 0];

/** The flat-index step in `direction` in a row-major grid `width` blocks wide. */
export function flatStep(direction: number, width: number): number {
  return ROW_STEPS[direction]! * width + COL_STEPS[direction]!;
}

/** The four flat-index steps of one grid, by direction number: left, right, up, down. */
export type FourSteps = readonly [number, number, number, number];

/**
 * The flat-index steps to the four neighbours in a row-major grid `width` blocks wide, by
 * direction number. `spacing` 2 gives the steps from cell to cell in a maze's block grid (cells
 * sit two blocks apart, with the wall between them); a padded grid passes its padded width.
 * Computed once per grid, so hot loops pay one array load a step.
 */
export function fourSteps(width: number, spacing = 1): FourSteps {
  return [spacing * flatStep(LEFT, width), spacing * flatStep(RIGHT, width), spacing * flatStep(UP, width), spacing * flatStep(DOWN, width)];
}

/** The direction number of a flat-index step `delta` in a grid `width` wide (`width` > 1), or -1 when it is not a step to a neighbour. */
export function directionOfStep(delta: number, width: number): number {
  return delta === -1 ? LEFT : delta === 1 ? RIGHT : delta === -width ? UP : delta === width ? DOWN : -1;
}

/** The direction the other way. */
export function opposite(direction: number): number {
  return direction ^ 1;
}

/** The direction number of a name. */
export function directionNumber(direction: Direction): number {
  return DIRECTION_NAMES.indexOf(direction);
}

/** Whether block (row, col) of a `rows` × `cols` grid has a neighbour in `direction`: the "where they exist". */
export function hasNeighbour(row: number, col: number, direction: number, rows: number, cols: number): boolean {
  const r = row + ROW_STEPS[direction]!;
  const c = col + COL_STEPS[direction]!;
  return r >= 0 && r < rows && c >= 0 && c < cols;
}

/** The flat index of block `index`'s neighbour in `direction` in a `rows` × `cols` grid, or -1 off the grid. */
export function neighbourIndex(index: number, direction: number, rows: number, cols: number): number {
  const row = Math.floor(index / cols);
  const col = index - row * cols;
  return hasNeighbour(row, col, direction, rows, cols) ? index + flatStep(direction, cols) : -1;
}

/** The number maze's order, and every neighbour list's unless it says otherwise: left, right, up, down. */
export const NUMBER_MAZE_ORDER: readonly number[] = [LEFT, RIGHT, UP, DOWN];
/** Reading order, by rising flat index: up, left, right, down. */
export const READING_ORDER: readonly number[] = [UP, LEFT, RIGHT, DOWN];
