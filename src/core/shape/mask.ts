import { MAX_MAZE_CELLS, MAX_MAZE_SIDE } from '../limits';
import { describeChar } from '../quote';

/**
 * A mask: which slots of a W×H grid (square, hex or triangle) are cells of the maze, so a maze
 * can fill any outline. Row-major, one byte a slot, 1 = a cell, 0 = no cell.
 */
export interface Mask {
  readonly width: number;
  readonly height: number;
  readonly cells: Uint8Array;
}

/** A mask that cannot be used (bad text, size, code); the message says what and where, on one line. */
export class MaskError extends RangeError {
  override readonly name = 'MaskError';
}

/** The one home of a mask's size limits: the grid it covers obeys the maze's limits. */
export function checkMaskSize(width: number, height: number): void {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new MaskError(`a mask needs at least one row and one column (got ${width}×${height})`);
  }
  if (width > MAX_MAZE_SIDE || height > MAX_MAZE_SIDE) {
    throw new MaskError(`a mask may be at most ${MAX_MAZE_SIDE} cells a side; this one is ${width}×${height}`);
  }
  if (width * height > MAX_MAZE_CELLS) {
    throw new MaskError(`a mask may cover at most ${MAX_MAZE_CELLS.toLocaleString('en-US')} slots; ${width}×${height} covers ${(width * height).toLocaleString('en-US')}`);
  }
}

const cellCounts = new WeakMap<Uint8Array, number>();

/**
 * How many slots of the mask are cells. Counted once a mask: reading a link checks its outline
 * several times (the draft, the settings, the shape's options), and a 4-million-slot outline
 * costs milliseconds a count. A mask is a value: its cells are never changed once it is made
 * (an edit makes a new one).
 */
export function maskCellCount(mask: Mask): number {
  let count = cellCounts.get(mask.cells);
  if (count === undefined) {
    count = 0;
    for (let i = 0; i < mask.cells.length; i++) count += mask.cells[i]!;
    cellCounts.set(mask.cells, count);
  }
  return count;
}

const CELL = 35; // '#'
const NO_CELL = 46; // '.'

/**
 * Reads a mask typed as rows of '#' (a cell) and '.' (no cell), one character per slot.
 * Lines end in LF or CRLF; one trailing line end is allowed. Throws MaskError on empty text,
 * ragged rows, any other character, a mask without a cell, or one past the size limits.
 */
export function parseMask(text: string): Mask {
  const body = text.endsWith('\r\n') ? text.slice(0, -2) : text.endsWith('\n') ? text.slice(0, -1) : text;
  if (body.length === 0) throw new MaskError('the mask is empty: write rows of # (a cell) and . (no cell)');
  const lines = body.split('\n').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
  const width = lines[0]!.length;
  const height = lines.length;
  if (width > MAX_MAZE_SIDE || height > MAX_MAZE_SIDE || width * height > MAX_MAZE_CELLS) checkMaskSize(width, height);
  const cells = new Uint8Array(width * height);
  let any = false;
  for (let row = 0; row < height; row++) {
    const line = lines[row]!;
    for (let col = 0; col < line.length; col++) {
      const code = line.charCodeAt(col);
      if (code === CELL) {
        if (col < width) cells[row * width + col] = 1;
        any = true;
      } else if (code !== NO_CELL) {
        throw new MaskError(`mask row ${row + 1}, column ${col + 1}: ${describeChar(line.codePointAt(col)!)} is neither # (a cell) nor . (no cell)`);
      }
    }
    if (line.length !== width) {
      throw new MaskError(`mask row ${row + 1} has ${line.length} characters but row 1 has ${width}: every row must be as long`);
    }
  }
  checkMaskSize(width, height);
  if (!any) throw new MaskError('the mask has no cell: mark the cells with #');
  return { width, height, cells };
}

/** The mask as parseMask reads it: rows of '#' and '.', each ending in '\n'. */
export function maskText(mask: Mask): string {
  const lines: string[] = [];
  for (let row = 0; row < mask.height; row++) {
    let line = '';
    for (let col = 0; col < mask.width; col++) line += mask.cells[row * mask.width + col] ? '#' : '.';
    lines.push(line);
  }
  return lines.join('\n') + '\n';
}
