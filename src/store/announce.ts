import type { CellMaze, Maze } from '../core';
import { formatCount, formatDecimal } from '../format/numbers';
import { arrivalAt, arrivalKind } from '../game/announce';
import type { Heading } from '../game/cellRules';
import type { Language } from '../i18n/language';
import { arrivalWords, SPEECH } from '../i18n/speech';

/**
 * What the polite live region says while playing, in the page's language: the game's findings
 * (game/announce.ts) worded by the speech book. English is the default, as the tests speak it.
 */

/** "Dead end." with one way (the way back), "Open: left, down." in a corridor, "Junction: 3 ways. Open: …" with three or more. */
export function arrivalText(headings: readonly Heading[], count: number, atStart: boolean, language: Language = 'en'): string {
  return arrivalWords(SPEECH[language], arrivalKind(headings, count, atStart));
}

/** The arrival's words on either kind of maze; nothing while there is no maze. */
export function arrivalOf(board: { maze: Maze | null; shaped: CellMaze | null; language?: Language }, at: number): string {
  const arrival = arrivalAt(board, at);
  return arrival ? arrivalWords(SPEECH[board.language ?? 'en'], arrival) : '';
}

/** A bumped wall: where it is, from the player. */
export function bumpText(heading: Heading, onCells: boolean, language: Language = 'en'): string {
  return onCells ? SPEECH[language].noOpenWay(heading) : SPEECH[language].wall(heading);
}

/** The win. */
export function solvedText(moves: number, ms: number, assisted: boolean, language: Language = 'en'): string {
  return SPEECH[language].solved(formatCount(moves), formatDecimal(ms / 1000, 1, true), assisted);
}
