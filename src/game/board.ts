import type { CellMaze, Maze } from '../core';
import { adjacencyIndex } from '../core/shape/cellMaze';
import { centreX, centreY, mostWays, openNeighboursInto } from '../core/shape/ways';
import { CROSSING_CELLS } from '../core/shape/crossings';
import { levelCount, levelOf, openStairs } from '../core/shape/levels';

/**
 * What the player walks on, whatever the maze's shape: places to stand, and the open ways
 * between them. Every rule of play (moves, runs, clicks, announcements, a resumed run) is
 * written once against this, so a square maze plays exactly as a hex, triangle or circular one.
 *
 * Two kinds of maze back it:
 * - a square maze on its block grid, where the player stands on blocks: the entrance, a cell,
 *   or the exit; a move from cell to cell crosses the opened wall between (two blocks at once),
 *   and the trail marks that passage too. Neighbours are arithmetic, so a 2000×2000 maze costs
 *   no more than its grid;
 * - a maze of cells (hex, triangle, polar, an outline, squares in lines), where the player
 *   stands on cells and a move crosses a passage that has no place of its own.
 *
 * Places are numbered as their maze numbers them (blocks, or cells), so a walk's marks, a
 * solution and a saved run mean the same on the board and in the picture.
 */
export interface Board {
  /** Ids of places are below this (some ids may be no place: a wall block). */
  readonly size: number;
  readonly start: number;
  readonly goal: number;
  /** Whether `at` is a place the player can stand on. */
  isPlace(at: number): boolean;
  /**
   * Calls `visit(to, passage)` for each open way out of place `at`: the place it leads to, and
   * the passage it crosses when the passage is a place of its own in the picture (a block), else -1.
   */
  forEachWay(at: number, visit: (to: number, passage: number) => void): void;
  /**
   * Whether `b` is next to place `a` in the maze's grid, open or not: a tap there is a near
   * miss, never a request for the solution.
   */
  nextTo(a: number, b: number): boolean;
  /** Whether the way from place `from` to place `to` runs under a bridge (a weave's tunnel). */
  underBridge(from: number, to: number): boolean;
  /** Levels stacked (1 but on a maze of several levels), and the level place `at` is on (0 at the bottom). */
  readonly levels: number;
  level(at: number): number;
  /** The place an open staircase up (+1) or down (−1) from `at` leads to, or -1 where there is none. */
  stairs(at: number, step: 1 | -1): number;
  /** Whether the places border only left, right, up and down (squares): the diagonal keys then mean nothing. */
  readonly fourWays: boolean;
  /** The cell a place is (as the maze's settings number cells: row by row on squares), or -1 for a doorway. */
  cellOf(place: number): number;
  /** A place's centre on screen, x then y (y grows downwards), in units where neighbouring centres are about one to two apart. */
  centreX(at: number): number;
  centreY(at: number): number;
}

/** An open way out of a place: where it leads, and the passage block it crosses (-1 for none). */
export interface Way {
  readonly to: number;
  readonly passage: number;
}

/**
 * A square maze's block grid as a board (see Board). Cells sit at odd (row, col); the blocks
 * between them that are open are passages; any other open block (the entrance and exit in the
 * border) is a place reached in one step.
 */
export function blockBoard(maze: Maze): Board {
  const { rows, cols, blocks: cells } = maze;
  const openAt = (row: number, col: number) => row >= 0 && col >= 0 && row < rows && col < cols && cells[row * cols + col] === 0;
  // A passage: the opened wall between two cells (one odd and one even coordinate, inside the border).
  const isPassage = (row: number, col: number) => row > 0 && col > 0 && row < rows - 1 && col < cols - 1 && row % 2 !== col % 2;
  return {
    size: rows * cols,
    start: maze.start,
    goal: maze.goal,
    fourWays: true,
    underBridge: () => false,
    levels: 1,
    level: () => 0,
    stairs: () => -1,
    isPlace: (at) => {
      if (!Number.isInteger(at) || at < 0 || at >= rows * cols || cells[at] !== 0) return false;
      return !isPassage(Math.floor(at / cols), at % cols);
    },
    forEachWay: (at, visit) => {
      const row = Math.floor(at / cols);
      const col = at % cols;
      // Left, right, up, down: the number maze's order (core/fourNeighbours.ts).
      for (const [dr, dc] of STEPS) {
        const r1 = row + dr;
        const c1 = col + dc;
        if (!openAt(r1, c1)) continue;
        if (!isPassage(r1, c1)) visit(r1 * cols + c1, -1);
        else if (openAt(r1 + dr, c1 + dc)) visit((r1 + dr) * cols + c1 + dc, r1 * cols + c1);
      }
    },
    cellOf: (place) => {
      const row = Math.floor(place / cols);
      const col = place % cols;
      return row % 2 === 1 && col % 2 === 1 && col < cols - 1 && row < rows - 1 ? ((row - 1) / 2) * ((cols - 1) / 2) + (col - 1) / 2 : -1;
    },
    nextTo: (a, b) => {
      // The blocks round `a`, and the cells two blocks away in a straight line (walled or not).
      const dr = Math.abs(Math.floor(b / cols) - Math.floor(a / cols));
      const dc = Math.abs((b % cols) - (a % cols));
      return (dr <= 1 && dc <= 1) || (dr === 0 && dc === 2) || (dr === 2 && dc === 0);
    },
    centreX: (at) => (at % cols) + 0.5,
    centreY: (at) => Math.floor(at / cols) + 0.5,
  };
}

const STEPS: readonly (readonly [number, number])[] = [
  [0, -1],
  [0, 1],
  [-1, 0],
  [1, 0],
];

/** A maze of cells as a board (see Board): its cells are the places, its passages the ways. */
export function cellBoard(maze: CellMaze): Board {
  const { topology, open } = maze;
  const { cellCount } = topology;
  const around = new Int32Array(mostWays(topology));
  // A weave's tunnels, each end to the other, looked up by the pair.
  const tunnels = new Set<number>();
  const { crossings } = maze;
  if (crossings) {
    for (let k = 0; k < crossings.length; k += CROSSING_CELLS) {
      tunnels.add(crossings[k + 1]! * cellCount + crossings[k + 2]!);
      tunnels.add(crossings[k + 2]! * cellCount + crossings[k + 1]!);
    }
  }
  return {
    size: cellCount,
    underBridge: (from, to) => tunnels.has(from * cellCount + to),
    levels: levelCount(topology),
    level: (at) => levelOf(topology, at),
    stairs: (at, step) => openStairs(maze, at, step),
    start: maze.start,
    goal: maze.goal,
    fourWays: topology.shape === 'square',
    isPlace: (at) => Number.isInteger(at) && at >= 0 && at < cellCount,
    forEachWay: (at, visit) => {
      // Read out before visiting: a visit may ask for another cell's ways.
      const ways = around.slice(0, openNeighboursInto(topology, open, at, around));
      for (const to of ways) visit(to, -1);
    },
    cellOf: (place) => place,
    nextTo: (a, b) => adjacencyIndex(topology, a, b) >= 0,
    centreX: (at) => centreX(topology, at),
    centreY: (at) => centreY(topology, at),
  };
}

const boards = new WeakMap<object, Board>();

/** The board of the maze on screen (one per maze, kept): its cells when it has them, else its blocks. */
export function boardOf(shown: { readonly maze: Maze | null; readonly shaped: CellMaze | null }): Board | null {
  const maze = shown.shaped ?? shown.maze;
  if (!maze) return null;
  let board = boards.get(maze);
  if (!board) boards.set(maze, (board = shown.shaped ? cellBoard(shown.shaped) : blockBoard(shown.maze!)));
  return board;
}

/** The open way from `from` to place `to`, or null when no open way joins them. */
export function wayTo(board: Board, from: number, to: number): Way | null {
  let found: Way | null = null;
  board.forEachWay(from, (next, passage) => {
    if (next === to && !found) found = { to, passage };
  });
  return found;
}

/**
 * The open way a tap on `target` asks for: to that place, or through that passage (on blocks,
 * the open block between two cells looks like a cell: a tap there means the cell beyond).
 * Null when it asks for none.
 */
export function wayTapped(board: Board, from: number, target: number): Way | null {
  let found: Way | null = null;
  board.forEachWay(from, (next, passage) => {
    if (found) return;
    if (next === target || (passage >= 0 && passage === target)) found = { to: next, passage };
    // A tap on a bridge takes the tunnel under it: the bridge is the one place next to both its ends.
    else if (board.underBridge(from, next) && board.nextTo(from, target) && board.nextTo(next, target)) found = { to: next, passage };
  });
  return found;
}

/** The fewest moves along a shortest path (places and passages, start first): the places on it after the first. */
export function movesAlong(board: Board, path: ArrayLike<number>): number {
  let moves = 0;
  for (let i = 1; i < path.length; i++) if (board.isPlace(path[i]!)) moves++;
  return moves;
}
