import type { CellMaze, Grid } from '../core';
import { cellMazeOnArrival, isLattice } from '../core/shape/squareLattice';
import type { LabUnit } from '../ids/labWords';

/**
 * The mazes the solver lab works on, in one union that its store, its worker protocol and its
 * jobs share: a block grid with a start and a goal (today's squares, a drawn grid), or a maze on
 * cells (hex, triangle, polar, an outline, squares in lines), whose start and goal are its own.
 * A block maze may leave out its kind, so every block maze written before shapes still is one.
 */
export interface LabMazeData {
  readonly kind?: 'blocks';
  readonly grid: Grid;
  readonly start: number;
  readonly goal: number;
}

export interface CellLabMaze {
  readonly kind: 'cells';
  readonly maze: CellMaze;
  /** No block grid: read `maze`. (Declared so code that asks a lab maze for its grid gets undefined, not a type error.) */
  readonly grid?: never;
}

/** Any maze the solver lab works on. */
export type SolversMaze = LabMazeData | CellLabMaze;

export type { LabUnit };

export function unitOf(maze: SolversMaze): LabUnit {
  return maze.kind === 'cells' ? 'cell' : 'block';
}

/** Where the search starts and ends, as indices into the maze's marks (blocks or cell ids). */
export function endsOf(maze: SolversMaze): { readonly start: number; readonly goal: number } {
  return maze.kind === 'cells' ? maze.maze : maze;
}

/** How many places the maze has: the size of one byte of marks each, and what "too big to trace" counts. */
export function placesOf(maze: SolversMaze): number {
  return maze.kind === 'cells' ? maze.maze.topology.cellCount : maze.grid.rows * maze.grid.cols;
}

/** A maze as it came from another thread: a square lattice made one again (latticeOnArrival). */
export function arrivedMaze(maze: SolversMaze): SolversMaze {
  if (maze.kind !== 'cells') return maze;
  const arrived = cellMazeOnArrival(maze.maze);
  // The same maze object when nothing came by message, so a lab on this thread knows it still holds it.
  return arrived === maze.maze ? maze : { kind: 'cells', maze: arrived };
}

/** The same maze: the same grid object and ends, or the same cell maze object. */
export function sameMazeData(a: SolversMaze | null, b: SolversMaze | null): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  if (a.kind === 'cells' || b.kind === 'cells') return a.kind === 'cells' && b.kind === 'cells' && a.maze === b.maze;
  return a.grid === b.grid && a.start === b.start && a.goal === b.goal;
}

/**
 * A copy of the maze to hand a worker, and the buffers to transfer with it: the page keeps its
 * own arrays (a game maze's are the game's), the worker gets fresh ones without a second copy.
 */
export function copyForWorker(maze: SolversMaze): { maze: SolversMaze; buffers: ArrayBuffer[] } {
  if (maze.kind === 'cells') {
    const { topology, open, start, goal } = maze.maze;
    const opened = open.slice();
    // A square lattice has no arrays: it goes as its fields (see latticeOnArrival).
    if (isLattice(topology)) return { maze: { kind: 'cells', maze: { topology, open: opened, start, goal } }, buffers: [opened.buffer] };
    const copy = {
      ...topology,
      offsets: topology.offsets.slice(),
      neighbours: topology.neighbours.slice(),
      centres: topology.centres.slice(),
      slots: topology.slots ? topology.slots.slice() : null,
    };
    const buffers = [copy.offsets.buffer, copy.neighbours.buffer, copy.centres.buffer, opened.buffer];
    if (copy.slots) buffers.push(copy.slots.buffer);
    return { maze: { kind: 'cells', maze: { topology: copy, open: opened, start, goal } }, buffers };
  }
  const { grid, start, goal } = maze;
  const cells = grid.blocks.slice();
  return { maze: { grid: { rows: grid.rows, cols: grid.cols, blocks: cells }, start, goal }, buffers: [cells.buffer] };
}
