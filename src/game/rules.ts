import type { Maze } from '../core';
import { colStep, DIRECTION_NAMES, directionNumber, opposite, rowStep, type Direction } from '../core/fourNeighbours';

/**
 * The rules of play, as pure functions of a maze and a walk (no store, no DOM).
 *
 * The player stands on blocks: the entrance, a cell, or the exit. One move goes to the next
 * cell: from the entrance into the first cell, through an opened wall from cell to cell (two
 * blocks at once), and from the last cell out onto the exit. Play is on generated mazes, where
 * cells sit at odd (row, col) and passages have one odd and one even coordinate.
 */
export type { Direction };

function openAt(maze: Maze, row: number, col: number): boolean {
  return row >= 0 && col >= 0 && row < maze.rows && col < maze.cols && maze.cells[row * maze.cols + col] === 0;
}

/** A passage block: the opened wall between two cells (one odd and one even coordinate, inside the border). */
function isPassage(maze: Maze, row: number, col: number): boolean {
  const inside = row > 0 && col > 0 && row < maze.rows - 1 && col < maze.cols - 1;
  return inside && row % 2 !== col % 2;
}

/**
 * Where a move from `at` in `direction` lands, with the passage it crosses (-1 for none), or
 * null when a wall is in the way.
 */
export function step(maze: Maze, at: number, direction: Direction): { to: number; passage: number } | null {
  const d = directionNumber(direction);
  const dr = rowStep(d);
  const dc = colStep(d);
  const row = Math.floor(at / maze.cols);
  const col = at % maze.cols;
  const r1 = row + dr;
  const c1 = col + dc;
  if (!openAt(maze, r1, c1)) return null;
  const first = r1 * maze.cols + c1;
  if (!isPassage(maze, r1, c1) || isPassage(maze, row, col)) return { to: first, passage: -1 };
  const r2 = r1 + dr;
  const c2 = c1 + dc;
  if (!openAt(maze, r2, c2)) return { to: first, passage: -1 };
  return { to: r2 * maze.cols + c2, passage: first };
}

/**
 * The fewest moves from the entrance to the exit, given the shortest path in blocks: the cells
 * on it plus one (passages are crossed within a move).
 */
export function shortestMoves(maze: Maze, path: ArrayLike<number>): number {
  let moves = 0;
  for (let i = 1; i < path.length; i++) {
    const p = path[i]!;
    if (!isPassage(maze, Math.floor(p / maze.cols), p % maze.cols)) moves++;
  }
  return moves;
}

/** Efficiency of a finished game: shortest moves over moves made, as a whole percentage. */
export function efficiency(moves: number, shortest: number): number {
  return moves === 0 ? 100 : Math.round((100 * shortest) / moves);
}

/**
 * Where a run goes on from `at`, having arrived heading `heading`: the one way on along the
 * corridor (round a corner too), or null at a junction, a dead end, the entrance or the exit,
 * where a run stops.
 */
export function corridorTurn(maze: Maze, at: number, heading: Direction): Direction | null {
  if (at === maze.goal || at === maze.start) return null;
  const back = DIRECTION_NAMES[opposite(directionNumber(heading))];
  let onward: Direction | null = null;
  // Every direction is tried; the answer does not depend on their order.
  for (const direction of DIRECTION_NAMES) {
    if (direction === back || step(maze, at, direction) === null) continue;
    if (onward !== null) return null; // a junction
    onward = direction;
  }
  return onward;
}

/**
 * The moves of a run: one step in `direction`, then on along the corridor until corridorTurn
 * stops it. This is what a swipe does: a 15×15 maze takes a handful of swipes instead of a
 * hundred. Empty when a wall is in the way. A corridor cannot loop back on itself without a
 * junction, but the run is capped at the maze's size all the same.
 */
export function corridorRun(maze: Maze, at: number, direction: Direction): Direction[] {
  const moves: Direction[] = [];
  let here = at;
  let heading: Direction | null = direction;
  for (let limit = maze.rows * maze.cols; heading !== null && limit > 0; limit--) {
    const next = step(maze, here, heading);
    if (!next) break;
    moves.push(heading);
    here = next.to;
    heading = corridorTurn(maze, here, heading);
  }
  return moves;
}
