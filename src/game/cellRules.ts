import type { CellMaze } from '../core';
import type { Heading } from '../ids/heading';

/**
 * The rules of play on a cell graph (hex, triangle, polar, outlines, squares in lines), as pure
 * functions of a maze: no store, no DOM.
 *
 * The player stands on a cell and moves to a neighbouring cell through an open passage. A key
 * names a direction on screen; the move goes to the open neighbour whose centre lies nearest
 * that direction, less than a right angle off (so on squares the four arrows mean what they
 * say, and on hexagons "left" finds the upper or lower left cell, whichever is open).
 */

export type { Heading };

/** Each heading as a unit vector on screen (y grows downwards, as the topology's centres do). */
const DIAGONAL = Math.SQRT1_2;
export const HEADING_VECTORS: Readonly<Record<Heading, { readonly dx: number; readonly dy: number }>> = {
  up: { dx: 0, dy: -1 },
  down: { dx: 0, dy: 1 },
  left: { dx: -1, dy: 0 },
  right: { dx: 1, dy: 0 },
  'up-left': { dx: -DIAGONAL, dy: -DIAGONAL },
  'up-right': { dx: DIAGONAL, dy: -DIAGONAL },
  'down-left': { dx: -DIAGONAL, dy: DIAGONAL },
  'down-right': { dx: DIAGONAL, dy: DIAGONAL },
};

/** Two neighbours this close in angle (cosine) to a key are a tie: the key's direction splits them. */
const TIE = 1e-6;

/** The unit vector from cell a's centre to cell b's. */
function towards(maze: CellMaze, a: number, b: number): { dx: number; dy: number } {
  const { centres } = maze.topology;
  const dx = centres[2 * b]! - centres[2 * a]!;
  const dy = centres[2 * b + 1]! - centres[2 * a + 1]!;
  const length = Math.hypot(dx, dy) || 1;
  return { dx: dx / length, dy: dy / length };
}

/**
 * Where a key moves the player standing on `at`: the open neighbour nearest the key's direction,
 * less than 90° off it, or -1 when none is (a wall that way).
 *
 * A tie (flat-topped hexagons split "left" evenly between up-left and down-left; a triangle
 * splits "up" between its two slanted sides) goes to the neighbour on the other side of the
 * key from the last move (`cameFrom`, the cell the player came from, or -1): holding "right"
 * on hexagons zig-zags up-right, down-right, up-right, a straight line across the screen.
 */
export function stepCell(maze: CellMaze, at: number, heading: Heading, cameFrom = -1): number {
  const { topology, open } = maze;
  const key = HEADING_VECTORS[heading];
  let best = -1;
  let bestCos = 1e-9; // strictly less than a right angle off
  let tied = -1;
  for (let i = topology.offsets[at]!; i < topology.offsets[at + 1]!; i++) {
    if (open[i] !== 1) continue;
    const next = topology.neighbours[i]!;
    const way = towards(maze, at, next);
    const cos = way.dx * key.dx + way.dy * key.dy;
    if (cos > bestCos + TIE) {
      best = next;
      bestCos = cos;
      tied = -1;
    } else if (best >= 0 && Math.abs(cos - bestCos) <= TIE) tied = next;
  }
  if (tied < 0 || cameFrom < 0) return best;
  // The side of the key each candidate lies on (the sign of the cross product), against the last move's.
  const last = towards(maze, cameFrom, at);
  const side = (cell: number) => {
    const way = towards(maze, at, cell);
    return Math.sign(key.dx * way.dy - key.dy * way.dx);
  };
  const lastSide = Math.sign(key.dx * last.dy - key.dy * last.dx);
  return lastSide !== 0 && side(best) === lastSide ? tied : best;
}

/**
 * Where a run goes on from `at`, having come from `cameFrom`: the one other open way of a
 * corridor cell, or -1 at a junction, a dead end, the start or the goal, where a run stops.
 */
export function corridorNext(maze: CellMaze, at: number, cameFrom: number): number {
  if (at === maze.goal || at === maze.start) return -1;
  const { topology, open } = maze;
  let onward = -1;
  for (let i = topology.offsets[at]!; i < topology.offsets[at + 1]!; i++) {
    const next = topology.neighbours[i]!;
    if (open[i] !== 1 || next === cameFrom) continue;
    if (onward >= 0) return -1; // a junction
    onward = next;
  }
  return onward;
}
