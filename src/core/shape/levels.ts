import type { Topology } from './topology';

/**
 * Multi-level (3D) square mazes: L levels of W×H square cells stacked, as in Mazes for
 * Programmers' 3D grid and Daedalus' 3D mazes. A passage between levels is a staircase.
 *
 * Cells are numbered level after level (level 0 first), each level row-major as a square grid:
 * cell = level·W·H + row·W + col. A cell's neighbours, in this order where they exist: left,
 * right, up, down (the square rule's order, core/fourNeighbours.ts), then the cell directly
 * below it (the level under) and the one directly above it (the level over).
 *
 * Centres are the cell's place in its level, (col + ½, row + ½), the same on every level: the
 * straight-line distance between two cells then never exceeds the steps between them (a
 * staircase is one step and no distance), so A*'s heuristic stays admissible, and a staircase
 * has no direction on screen for the arrow keys to take. Where each level is drawn is the
 * picture's business (geometry/levels.ts lays them side by side).
 */

/** The fewest and most levels a multi-level maze has (one level is a plain square maze). */
export const MIN_LEVELS = 2;
export const MAX_LEVELS = 10;

/** How many levels a topology stacks: 1 for every maze but a multi-level one. */
export function levelCount(topology: Topology): number {
  return topology.levels ?? 1;
}

/** Cells on one level of a topology (all of them on a one-level maze). */
export function cellsPerLevel(topology: Topology): number {
  return topology.levels === undefined ? topology.cellCount : topology.columns * topology.rows;
}

/** The level a cell is on, 0 at the bottom. */
export function levelOf(topology: Topology, cell: number): number {
  return topology.levels === undefined ? 0 : Math.floor(cell / (topology.columns * topology.rows));
}

/**
 * The cell straight up (+1) or down (−1) a level from `cell`, or -1 off the stack: the other end
 * of a staircase there, when the maze opened one.
 */
export function cellAcrossLevels(topology: Topology, cell: number, step: 1 | -1): number {
  if (topology.levels === undefined) return -1;
  const other = cell + step * topology.columns * topology.rows;
  return other >= 0 && other < topology.cellCount ? other : -1;
}
