import type { Direction } from '../core/fourNeighbours';
import type { Heading } from '../ids/heading';
import type { Board, Way } from './board';

/**
 * The rules of play, once for every shape, as pure functions of a board (see board.ts) and a
 * place: no store, no DOM.
 *
 * A key names a direction on screen; the move goes to the open way whose end lies nearest that
 * direction, less than a right angle off. On squares the four arrows mean what they say; on
 * hexagons "left" finds the upper or lower left cell, whichever is open.
 */
export type { Direction, Heading };

/** Each heading as a unit vector on screen (y grows downwards, as the boards' centres do). */
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

/** The four arrows: the headings with one word. */
export function isArrow(heading: Heading): heading is Direction {
  return !heading.includes('-');
}

/** Two ways this close in angle (cosine) to a key are a tie: the key's direction splits them. */
const TIE = 1e-6;

/** The unit vector from place a's centre to place b's. */
function towards(board: Board, a: number, b: number): { dx: number; dy: number } {
  const dx = board.centreX(b) - board.centreX(a);
  const dy = board.centreY(b) - board.centreY(a);
  const length = Math.hypot(dx, dy) || 1;
  return { dx: dx / length, dy: dy / length };
}

/**
 * Where a key moves the player standing on `at`: the open way nearest the key's direction, less
 * than 90° off it, or null when none is (a wall that way).
 *
 * A tie (flat-topped hexagons split "left" evenly between up-left and down-left; a triangle
 * splits "up" between its two slanted sides) goes to the way on the other side of the key from
 * the last move (`cameFrom`, the place the player came from, or -1): holding "right" on
 * hexagons zig-zags up-right, down-right, up-right, a straight line across the screen.
 */
export function stepToward(board: Board, at: number, heading: Heading, cameFrom = -1): Way | null {
  const key = HEADING_VECTORS[heading];
  let best: Way | null = null;
  let bestCos = 1e-9; // strictly less than a right angle off
  let tied: Way | null = null;
  board.forEachWay(at, (to, passage) => {
    const way = towards(board, at, to);
    const cos = way.dx * key.dx + way.dy * key.dy;
    if (cos > bestCos + TIE) {
      best = { to, passage };
      bestCos = cos;
      tied = null;
    } else if (best && Math.abs(cos - bestCos) <= TIE) tied = { to, passage };
  });
  const chosen = best as Way | null;
  const other = tied as Way | null;
  if (!chosen || !other || cameFrom < 0) return chosen;
  // The side of the key each candidate lies on (the sign of the cross product), against the last move's.
  const last = towards(board, cameFrom, at);
  const side = (place: number) => {
    const way = towards(board, at, place);
    return Math.sign(key.dx * way.dy - key.dy * way.dx);
  };
  const lastSide = Math.sign(key.dx * last.dy - key.dy * last.dx);
  return lastSide !== 0 && side(chosen.to) === lastSide ? other : chosen;
}

/**
 * Where a run goes on from `at`, having come from `cameFrom`: the one other open way of a
 * corridor, or null at a junction, a dead end, the start or the goal, where a run stops. A run
 * stops at the foot of a staircase too: the stairs are taken by their own keys, never by a run.
 */
export function corridorNext(board: Board, at: number, cameFrom: number): Way | null {
  if (at === board.goal || at === board.start) return null;
  let onward: Way | null = null;
  let count = 0;
  board.forEachWay(at, (to, passage) => {
    if (to === cameFrom) return;
    count++;
    onward = { to, passage };
  });
  const way = onward as Way | null;
  return count === 1 && way !== null && board.level(way.to) === board.level(at) ? way : null;
}

/**
 * The places of a run: one move in `heading`, then on along the corridor until corridorNext
 * stops it. This is what a swipe does: a 15×15 maze takes a handful of swipes instead of a
 * hundred. Empty when a wall is in the way. A corridor cannot loop back on itself without a
 * junction, but the run is capped at the board's size all the same.
 */
export function corridorRun(board: Board, at: number, heading: Heading, cameFrom = -1): Way[] {
  const run: Way[] = [];
  let here = at;
  for (let way = stepToward(board, at, heading, cameFrom), limit = board.size; way && limit > 0; limit--) {
    run.push(way);
    const from = here;
    here = way.to;
    way = corridorNext(board, here, from);
  }
  return run;
}

/** Efficiency of a finished game: shortest moves over moves made, as a whole percentage. */
export function efficiency(moves: number, shortest: number): number {
  return moves === 0 ? 100 : Math.round((100 * shortest) / moves);
}

/** The order ways are named in, whatever order a maze keeps its neighbours in. */
const SPOKEN_ORDER: readonly Heading[] = ['up', 'up-right', 'right', 'down-right', 'down', 'down-left', 'left', 'up-left'];

/**
 * The open ways from a place: for each, the heading nearest its direction on screen (the key
 * that reaches it). Two ways nearest the same heading (a polar cell's two outward children)
 * are named once; `count` still counts them both. A staircase (no direction on screen: its
 * ends share a centre) is counted and not named: the stairs are said on their own.
 */
export function openWays(board: Board, at: number): { headings: Heading[]; count: number } {
  const named = new Set<Heading>();
  let count = 0;
  board.forEachWay(at, (to) => {
    count++;
    const dx = board.centreX(to) - board.centreX(at);
    const dy = board.centreY(to) - board.centreY(at);
    if (dx === 0 && dy === 0) return;
    let best: Heading = 'up';
    let bestDot = -Infinity;
    for (const heading of SPOKEN_ORDER) {
      const dot = dx * HEADING_VECTORS[heading].dx + dy * HEADING_VECTORS[heading].dy;
      if (dot > bestDot) [best, bestDot] = [heading, dot];
    }
    named.add(best);
  });
  return { headings: SPOKEN_ORDER.filter((heading) => named.has(heading)), count };
}
