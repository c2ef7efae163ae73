import { formatCount, formatDecimal } from '../format/numbers';
import { arrivalAt, arrivalKind } from '../game/announce';
import type { Board } from '../game/board';
import type { Heading } from '../ids/heading';
import type { Language } from '../i18n/language';
import { arrivalWords, SPEECH } from '../i18n/speech';

/**
 * What the polite live region says while playing, in the page's language, the same on every
 * shape: the game's findings (game/announce.ts) worded by the speech book. English is the
 * default, as the tests speak it.
 */

/** "Dead end." with one way (the way back), "Open: left, down." in a corridor, "Junction: 3 ways. Open: …" with three or more. */
export function arrivalText(headings: readonly Heading[], count: number, atStart: boolean, language: Language = 'en'): string {
  return arrivalWords(SPEECH[language], arrivalKind(headings, count, atStart));
}

/** The words of arriving on place `at` of a board. */
export function arrivalOf(board: Board, at: number, language: Language = 'en'): string {
  return arrivalWords(SPEECH[language], arrivalAt(board, at));
}

/**
 * The words of a move from `from` onto `to`: what the way went through first (under a bridge,
 * up or down the stairs), then the arrival, then the stairs where the player now stands.
 */
export function moveText(board: Board, from: number, to: number, language: Language = 'en'): string {
  const text = SPEECH[language];
  const parts: string[] = [];
  if (board.underBridge(from, to)) parts.push(text.underBridge);
  const level = board.level(to);
  if (level !== board.level(from)) parts.push(text.stairsTaken(level > board.level(from), level + 1, board.levels));
  const arrival = arrivalOf(board, to, language);
  if (arrival !== '') parts.push(arrival);
  // The levels the stairs here lead to, lower first, counted from 1.
  const reached = [board.stairs(to, -1), board.stairs(to, 1)].filter((cell) => cell >= 0).map((cell) => board.level(cell) + 1);
  if (reached.length > 0) parts.push(text.stairsHere(reached));
  return parts.join(' ');
}

/** A bumped wall: where it is, from the player, in one wording on every shape. */
export function bumpText(heading: Heading, language: Language = 'en'): string {
  return SPEECH[language].wall(heading);
}

/** The win. */
export function solvedText(moves: number, ms: number, assisted: boolean, language: Language = 'en'): string {
  return SPEECH[language].solved(formatCount(moves), formatDecimal(ms / 1000, 1, true), assisted);
}
