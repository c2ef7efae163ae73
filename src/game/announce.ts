import { formatCount, formatDecimal } from '../format/numbers';
import type { Board } from './board';
import { openWays, type Heading } from './moves';
import type { Language } from '../i18n/language';
import { SPEECH } from '../i18n/speech';

/**
 * What the polite live region says while playing, as pure functions of a board and a place:
 * the words a sighted player reads off the canvas, the same on every shape. The sentences
 * themselves, in each language, are the speech book's (src/i18n/speech.ts); English is the
 * default, as the tests and the CLI speak it.
 */

/**
 * What a move's arrival says: "Dead end." with one way (the way back), "Open: left, down."
 * in a corridor, "Junction: 3 ways. Open: …" with three or more. The start is never a dead end:
 * its one way is the way in.
 */
export function arrivalText(headings: readonly Heading[], count: number, atStart: boolean, language: Language = 'en'): string {
  const text = SPEECH[language];
  const ways = text.openWays(headings.map((heading) => text.headings[heading]));
  if (count === 0) return text.noWayOut;
  if (count === 1 && !atStart) return text.deadEnd;
  if (count >= 3) return text.junction(formatCount(count), ways);
  return ways;
}

/** The words of arriving on `at`: the open ways from there (the start is never a dead end). */
export function arrivalOf(board: Board, at: number, language: Language = 'en'): string {
  const { headings, count } = openWays(board, at);
  return arrivalText(headings, count, at === board.start, language);
}

/** A bumped wall: where it is, from the player. */
export function bumpText(heading: Heading, language: Language = 'en'): string {
  return SPEECH[language].wall(heading);
}

/** The win. */
export function solvedText(moves: number, ms: number, assisted: boolean, language: Language = 'en'): string {
  return SPEECH[language].solved(formatCount(moves), formatDecimal(ms / 1000, 1, true), assisted);
}
