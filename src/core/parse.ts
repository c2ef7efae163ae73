import type { Grid } from './grid';
import { MAX_GRID_BLOCKS, MAX_GRID_SIDE } from './limits';
import { describeChar } from './quote';

/** What is wrong with a grid text, for a page that words it in its own language (the message stays English). */
export type GridParseKind = 'row-too-wide' | 'ragged-row' | 'unexpected-char' | 'blank-line' | 'too-large' | 'empty';

/** The parser's own error: it names the line and column (both 1-based) where the text goes wrong. */
export class GridParseError extends Error {
  override readonly name = 'GridParseError';
  constructor(
    readonly line: number,
    readonly column: number,
    readonly reason: string,
    readonly kind: GridParseKind,
  ) {
    super(`line ${line}, column ${column}: ${reason}`);
  }
}

const ZERO = 48; // '0'
const ONE = 49; // '1'
const SPACE = 32;
const TAB = 9;
const CR = 13;
const LF = 10;

export interface ParseOptions {
  /** Called at line ends, about every PROGRESS_CHARS characters, with characters read and in all. */
  onProgress?: (done: number, total: number) => void;
}

/** How often a long parse reports progress (a Web Worker shows it as a bar). */
const PROGRESS_CHARS = 1 << 20;

/**
 * Reads a 0/1 matrix, one row a line, values separated by spaces (or tabs) or not at all:
 * "0 1 0" and "010" are the same row. Accepts CRLF, a byte-order mark, trailing spaces and
 * blank lines before and after the rows. Rejects anything else with a GridParseError:
 * an empty input, a blank line between rows, a ragged row, any other character, or a grid
 * over the size limit (MAX_GRID_SIDE a side, MAX_GRID_BLOCKS in all).
 *
 * One pass over the text, no intermediate strings, so a 4001×4001 grid parses in milliseconds.
 */
export function parseGrid(text: string, options: ParseOptions = {}): Grid {
  const length = text.length;
  const { onProgress } = options;
  let nextReport = onProgress ? PROGRESS_CHARS : Infinity;
  let pos = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  let cols = -1;
  let rows = 0;
  let firstRowLine = 0;
  let blankLineAfterRows = 0; // the first blank line after some rows, to reject rows after it
  let values = new Uint8Array(1024);
  let count = 0;

  while (pos <= length) {
    const lineStart = pos;
    let rowValues = 0;
    for (; pos < length; pos++) {
      const code = text.charCodeAt(pos);
      if (code === ZERO || code === ONE) {
        if (count === values.length) {
          const grown = new Uint8Array(values.length * 2);
          grown.set(values);
          values = grown;
        }
        values[count++] = code - ZERO;
        rowValues++;
        if (cols === -1 && rowValues > MAX_GRID_SIDE) {
          throw new GridParseError(line, pos - lineStart + 1, `a row may hold at most ${MAX_GRID_SIDE} values`, 'row-too-wide');
        }
        if (cols !== -1 && rowValues > cols) throw raggedRow(line, pos - lineStart + 1, rowValues, cols, firstRowLine);
      } else if (code === SPACE || code === TAB) {
        continue;
      } else if (code === LF) {
        break;
      } else if (code === CR && (pos + 1 === length || text.charCodeAt(pos + 1) === LF)) {
        continue;
      } else {
        throw new GridParseError(line, pos - lineStart + 1, `unexpected ${describeChar(text.codePointAt(pos)!)}: only 0, 1 and spaces may appear`, 'unexpected-char');
      }
    }

    if (rowValues === 0) {
      if (rows > 0 && blankLineAfterRows === 0) blankLineAfterRows = line;
    } else {
      if (blankLineAfterRows !== 0) {
        throw new GridParseError(blankLineAfterRows, 1, 'blank line between rows; rows must follow one another', 'blank-line');
      }
      if (cols === -1) {
        cols = rowValues;
        firstRowLine = line;
      } else if (rowValues < cols) {
        // Where the row's text ends, before trailing spaces: a backward scan, linear however
        // many spaces there are (a /\s+$/ here took quadratic time on a long run of spaces).
        let end = pos;
        while (end > lineStart && isBlank(text.charCodeAt(end - 1))) end--;
        throw raggedRow(line, end - lineStart + 1, rowValues, cols, firstRowLine);
      }
      rows++;
      if (rows > MAX_GRID_SIDE || rows * cols > MAX_GRID_BLOCKS) {
        throw new GridParseError(
          line,
          1,
          `grid too large: at most ${MAX_GRID_SIDE} rows or columns and ${MAX_GRID_BLOCKS.toLocaleString('en-US')} blocks`,
          'too-large',
        );
      }
    }
    line++;
    pos++; // past the newline (or past the end, which ends the loop)
    if (pos >= nextReport) {
      nextReport = pos + PROGRESS_CHARS;
      onProgress?.(Math.min(pos, length), length);
    }
  }

  if (rows === 0) throw new GridParseError(1, 1, 'empty input: expected rows of 0 (open) and 1 (wall)', 'empty');
  return { rows, cols, blocks: values.slice(0, count) };
}

function isBlank(code: number): boolean {
  return code === SPACE || code === TAB || code === CR;
}

/** A row shorter or longer than the first; the column is where it ends too soon or runs over. */
function raggedRow(line: number, column: number, rowValues: number, cols: number, firstRowLine: number): GridParseError {
  const has = rowValues > cols ? `more than ${cols} values` : `${rowValues} value${rowValues === 1 ? '' : 's'}`;
  return new GridParseError(
    line,
    column,
    `ragged row: it has ${has} but the first row (line ${firstRowLine}) has ${cols}; every row must be as long`,
    'ragged-row',
  );
}
