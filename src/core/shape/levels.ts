import { adjacencyIndex } from './cellMaze';
import type { Topology } from './topology';

/**
 * Multi-level (3D) square mazes: L levels of W×H square cells stacked, as in Mazes for
 * Programmers' 3D grid and Daedalus' 3D mazes. A passage between levels is a staircase.
 *
 * Cells are numbered place by place, the levels of one place together: the place (row, col)
 * row-major as on a square grid, and in it level 0 first: cell = (row·W + col)·L + level. A
 * staircase then joins neighbouring ids and a step along a row is L ids, so a walk up and down
 * the stairs stays in the same stretch of memory (level after level, a BFS of a million cells
 * jumped a quarter of the maze at every staircase and took 1.5× as long). A cell's neighbours,
 * in this order where they exist: left, right, up, down (the square rule's order,
 * core/fourNeighbours.ts), then the cell directly below it (the level under) and the one
 * directly above it (the level over).
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

/** The level a cell is on, 0 at the bottom. */
export function levelOf(topology: Topology, cell: number): number {
  return topology.levels === undefined ? 0 : cell % topology.levels;
}

/** Where a cell sits on its level, row·W + col (every cell of a one-level maze is its own place). */
export function placeOf(topology: Topology, cell: number): number {
  return topology.levels === undefined ? cell : Math.floor(cell / topology.levels);
}

/** The cell at place `place` (row·W + col) on level `level`: the one formula of a cell's id. */
export function levelCell(topology: Topology, place: number, level: number): number {
  return topology.levels === undefined ? place : place * topology.levels + level;
}

/**
 * The cell straight up (+1) or down (−1) a level from `cell`, or -1 off the stack: the other end
 * of a staircase there, when the maze opened one.
 */
export function cellAcrossLevels(topology: Topology, cell: number, step: 1 | -1): number {
  if (topology.levels === undefined) return -1;
  const level = levelOf(topology, cell) + step;
  return level >= 0 && level < topology.levels ? cell + step : -1;
}

/** The cell an open staircase up (+1) or down (−1) from `cell` leads to, or -1 where the maze has none. */
export function openStairs(maze: { readonly topology: Topology; readonly open: Uint8Array }, cell: number, step: 1 | -1): number {
  const { topology, open } = maze;
  const other = cellAcrossLevels(topology, cell, step);
  return other >= 0 && open[adjacencyIndex(topology, cell, other)] === 1 ? other : -1;
}
