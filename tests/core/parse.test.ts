import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatGrid, GridParseError, MAX_GRID_SIDE, parseGrid } from '../../src/core';

function parseError(text: string): GridParseError {
  try {
    parseGrid(text);
  } catch (error) {
    if (error instanceof GridParseError) return error;
    throw error;
  }
  throw new Error('expected a GridParseError');
}

describe('parseGrid', () => {
  it('reads rows with or without spaces', () => {
    const spaced = parseGrid('0 0 0 1\n0 0 0 0\n0 0 1 0\n');
    const packed = parseGrid('0001\n0000\n0010');
    expect(spaced).toEqual({ rows: 3, cols: 4, blocks: Uint8Array.from([0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0]) });
    expect(packed).toEqual(spaced);
  });

  it('accepts CRLF, a BOM, tabs, trailing spaces and blank lines around the rows', () => {
    const grid = parseGrid('\uFEFF\r\n0\t1  \r\n1 0 \r\n\r\n\n  \n');
    expect(grid).toEqual({ rows: 2, cols: 2, blocks: Uint8Array.from([0, 1, 1, 0]) });
  });

  it('rejects a ragged row, naming the line and column', () => {
    const short = parseError('0 0 0\n0 0\n0 0 0');
    expect([short.line, short.column]).toEqual([2, 4]);
    expect(short.message).toMatch(/^line 2, column 4: ragged row/);
    const long = parseError('00\n000\n');
    expect([long.line, long.column]).toEqual([2, 3]);
  });

  it('rejects any other character, naming where it is', () => {
    const error = parseError('0 0\n0 x\n');
    expect([error.line, error.column]).toEqual([2, 3]);
    expect(error.message).toContain("'x'");
    expect(parseError('0 2').column).toBe(3);
    expect(parseError('0,1').message).toContain("','");
  });

  it('rejects empty input and blank lines between rows', () => {
    expect(parseError('').message).toMatch(/empty/);
    expect(parseError(' \n\r\n').message).toMatch(/empty/);
    expect(parseError('01\n\n01').line).toBe(2);
  });

  it('rejects a grid over the size limit without reading it all', () => {
    const wide = '0'.repeat(MAX_GRID_SIDE + 1);
    expect(parseError(wide).message).toMatch(/at most 8001/);
    const tall = '0\n'.repeat(MAX_GRID_SIDE + 1);
    expect(parseError(tall).message).toMatch(/too large/);
  });

  it('round-trips with formatGrid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }), fc.infiniteStream(fc.boolean()), (rows, cols, bits) => {
        const iterator = bits[Symbol.iterator]();
        const cells = Uint8Array.from({ length: rows * cols }, () => (iterator.next().value ? 1 : 0));
        const grid = { rows, cols, blocks: cells };
        const text = formatGrid(grid);
        expect(text.split('\n')[0]).toMatch(/^[01]( [01])*$/);
        expect(parseGrid(text)).toEqual(grid);
      }),
    );
  });

  it('throws only its own error, whatever the string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[01 \t\r\n\uFEFFx]*$/)), (text) => {
        try {
          const grid = parseGrid(text);
          expect(grid.blocks.length).toBe(grid.rows * grid.cols);
        } catch (error) {
          expect(error).toBeInstanceOf(GridParseError);
          const { line, column } = error as GridParseError;
          expect(line).toBeGreaterThanOrEqual(1);
          expect(column).toBeGreaterThanOrEqual(1);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
