import type { Arrival } from '../ids/arrival';
import type { Board } from './board';
import { openWays, type Heading } from './moves';

/**
 * What a move's arrival finds, as pure functions of a board and a place, the same on every
 * shape: what a sighted player reads off the canvas, as data. The sentences, in each language,
 * are the speech book's (src/i18n/speech.ts); the store words them (src/store/announce.ts).
 */

/**
 * What a move's arrival finds: a dead end with one way (the way back), the open ways in a
 * corridor, a junction with three or more. The start is never a dead end: its one way is the way in.
 */
export function arrivalKind(headings: readonly Heading[], count: number, atStart: boolean): Arrival {
  if (count === 0) return { kind: 'noWayOut' };
  if (count === 1 && !atStart) return { kind: 'deadEnd' };
  if (count >= 3) return { kind: 'junction', headings, count };
  return { kind: 'open', headings };
}

/** The arrival at place `at` of a board. */
export function arrivalAt(board: Board, at: number): Arrival {
  const { headings, count } = openWays(board, at);
  return arrivalKind(headings, count, at === board.start);
}
