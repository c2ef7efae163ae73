import { MAX_GRID_BLOCKS, MAX_GRID_SIDE } from '../core/limits';
import { formatCount } from '../format/numbers';

/**
 * What can be said about a grid text before reading it, from its length and its first lines
 * only, so that an over-limit paste or file is refused at once instead of after seconds of work.
 *
 * Guarantees: a refusal is certain for a first row over MAX_GRID_SIDE values and for a text over
 * MAX_TEXT_CHARS; the row estimate (length ÷ the longest of the first rows) refuses only a
 * text whose rows, laid out like its first ones, would be over the limit by more than
 * ESTIMATE_SLACK. Everything else goes to the parser, which checks exactly.
 */

/** From this many characters a text is read in a Web Worker and not kept in the text box. */
export const LARGE_TEXT_CHARS = 500_000;

/** The longest grid text read: every block as "0 " plus a CRLF a row, with room to spare. */
export const MAX_TEXT_CHARS = 3 * MAX_GRID_BLOCKS;

/** How much of a text the screen reads: its first lines. */
export const HEAD_CHARS = 1 << 16;

const ESTIMATE_SLACK = 1.05;

/** A text refused before reading: line 0 means "the text as a whole". */
export interface ScreenProblem {
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

/**
 * Why `head` (the first characters of a text of `totalChars` characters) cannot be a grid
 * within the limits, or null when it may be.
 */
export function screenGridText(head: string, totalChars: number): ScreenProblem | null {
  if (totalChars > MAX_TEXT_CHARS) {
    return { line: 0, column: 0, message: `The text is ${formatCount(totalChars)} characters long; a grid text may hold at most ${formatCount(MAX_TEXT_CHARS)} (a ${MAX_GRID_SIDE}-a-side grid).` };
  }
  let pos = head.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  let cols = -1;
  let longestRow = 0;
  let rowsSeen = 0;
  while (pos < head.length && rowsSeen < 16) {
    const lineStart = pos;
    let values = 0;
    for (; pos < head.length; pos++) {
      const code = head.charCodeAt(pos);
      if (code === 10) break;
      if (code === 48 || code === 49) {
        values++;
        if (values > MAX_GRID_SIDE) return { line, column: pos - lineStart + 1, message: `a row may hold at most ${formatCount(MAX_GRID_SIDE)} values` };
      }
    }
    const complete = pos < head.length;
    if (values > 0 && complete) {
      if (cols === -1) cols = values;
      longestRow = Math.max(longestRow, pos - lineStart + 1);
      rowsSeen++;
    }
    if (!complete) break;
    line++;
    pos++;
  }
  if (cols <= 0 || longestRow === 0 || head.length >= totalChars) return null;
  const rows = Math.floor(totalChars / longestRow);
  if (rows > MAX_GRID_SIDE * ESTIMATE_SLACK) {
    return { line: 0, column: 0, message: `The text holds about ${formatCount(rows)} rows; a grid may have at most ${formatCount(MAX_GRID_SIDE)}.` };
  }
  if (rows * cols > MAX_GRID_BLOCKS * ESTIMATE_SLACK) {
    return {
      line: 0,
      column: 0,
      message: `The text holds about ${formatCount(rows)} rows of ${formatCount(cols)} values, ${formatCount(rows * cols)} blocks; a grid may have at most ${formatCount(MAX_GRID_BLOCKS)}.`,
    };
  }
  return null;
}
