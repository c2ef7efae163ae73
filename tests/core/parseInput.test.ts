import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatGrid,
  generateMaze,
  GridParseError,
  MAX_GRID_BLOCKS,
  MAX_GRID_SIDE,
  MAX_MAZE_CELLS,
  MAX_MAZE_SIDE,
  mazeGridSize,
  parseGrid,
  printable,
  quote,
  readDecimal,
  readWholeNumber,
  solve,
  writeDecimal,
} from '../../src/core';
import { describeChar } from '../../src/core/quote';

describe('the grid limits follow from the maze limits', () => {
  it('take in the grid of every maze the generator may make', () => {
    expect(MAX_GRID_SIDE).toBe(2 * MAX_MAZE_SIDE + 1);
    let most = 0;
    for (let width = 1; width <= MAX_MAZE_SIDE; width++) {
      const height = Math.min(MAX_MAZE_SIDE, Math.floor(MAX_MAZE_CELLS / width));
      const { rows, cols } = mazeGridSize(width, height);
      expect(Math.max(rows, cols)).toBeLessThanOrEqual(MAX_GRID_SIDE);
      most = Math.max(most, rows * cols);
    }
    expect(MAX_GRID_BLOCKS).toBe(most);
    // 4000×1000 cells, not 2000×2000, has the most blocks: 2001 × 8001.
    expect(MAX_GRID_BLOCKS).toBe(16_010_001);
  });

  it('the formatted text of a 4000×1000 maze parses; one block more does not', { timeout: 60_000 }, () => {
    const maze = generateMaze({ algorithm: 'binary-tree', width: 4000, height: 1000, seed: 'limit' });
    const text = formatGrid(maze);
    const grid = parseGrid(text);
    expect([grid.rows, grid.cols]).toEqual([2001, 8001]);
    // Compared as bytes: a deep equality over 16 million elements would take minutes.
    expect(Buffer.compare(grid.blocks, maze.blocks)).toBe(0);
    const tall = `${'0'.repeat(MAX_GRID_SIDE)}\n`.repeat(Math.floor(MAX_GRID_BLOCKS / MAX_GRID_SIDE) + 1);
    expect(() => parseGrid(tall)).toThrow(/grid too large/);
  });
});

describe('quoting input in messages', () => {
  it.each([
    ['\u009b', 'U+009B'],
    ['\u0085', 'U+0085'],
    ['\u0080', 'U+0080'],
    ['\u009f', 'U+009F'],
    ['\u007f', 'U+007F'],
    ['\u0000', 'U+0000'],
    ['\u001b', 'U+001B'],
    ['\u061c', 'U+061C'],
    ['\u200b', 'U+200B'],
    ['\u200f', 'U+200F'],
    ['\u2028', 'U+2028'],
    ['\u2029', 'U+2029'],
    ['\u202a', 'U+202A'],
    ['\u202e', 'U+202E'],
    ['\u2060', 'U+2060'],
    ['\u2066', 'U+2066'],
    ['\u2069', 'U+2069'],
    ['\ufeff', 'U+FEFF'],
    ['\ud800', 'U+D800'],
    ['\udfff', 'U+DFFF'],
    ['\u00a0', 'U+00A0'],
    ['\u{e0041}', 'U+E0041'],
    ['\ufe0f', 'U+FE0F'],
  ])('%j is written as <%s>', (char, name) => {
    expect(printable(`a${char}b`)).toBe(`a<${name}>b`);
    expect(quote(char)).toBe(`'<${name}>'`);
    expect(describeChar(char.codePointAt(0)!)).toBe(`character ${name}`);
  });

  it('leaves what shows as itself alone', () => {
    for (const text of ['abc', 'é', 'naïve', '迷路', '🙂', '(0,0)', 'a b']) expect(printable(text)).toBe(text);
    expect(describeChar('x'.codePointAt(0)!)).toBe("'x'");
    expect(describeChar('🙂'.codePointAt(0)!)).toBe("'🙂'");
  });

  it('never lets a control, bidi or invisible character through (fast-check)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => {
        expect(printable(text)).not.toMatch(/[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u);
        expect(quote(text)).not.toMatch(/[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u);
      }),
    );
  });

  it('cuts long input at 40 characters and says how long it was', () => {
    expect(quote('x'.repeat(40))).toBe(`'${'x'.repeat(40)}'`);
    expect(quote('x'.repeat(5000))).toBe(`'${'x'.repeat(40)}…' (5000 characters)`);
    // Cut between characters, never inside one.
    expect(quote('🙂'.repeat(41))).toBe(`'${'🙂'.repeat(40)}…' (41 characters)`);
  });

  it('the parser names a hidden character by its code point, an astral one whole', () => {
    const error = (text: string) => {
      try {
        parseGrid(text);
      } catch (thrown) {
        return (thrown as GridParseError).message;
      }
      throw new Error('expected a GridParseError');
    };
    expect(error('0 0\n0 \u009b\n')).toBe('line 2, column 3: unexpected character U+009B: only 0, 1 and spaces may appear');
    expect(error('0\u202e1')).toMatch(/unexpected character U\+202E/);
    expect(error('0\u2028')).toMatch(/unexpected character U\+2028/);
    expect(error('0\ud800')).toMatch(/unexpected character U\+D800/);
    expect(error('0🙂')).toMatch(/unexpected '🙂'/);
  });
});

describe('the strict number reader', () => {
  it.each(['0', '7', '007', '4000', '9007199254740991'])('reads the whole number %j', (text) => {
    expect(readWholeNumber(text)).toBe(Number(text));
  });

  it.each(['', ' ', ' 5', '5 ', '+5', '-5', '5.0', '5.', '.5', '0x10', '0b1', '0o7', '1e3', '1_000', '1,000', 'Infinity', 'NaN', '٥', '５', '9007199254740992'])(
    'refuses %j as a whole number',
    (text) => {
      expect(readWholeNumber(text)).toBeNull();
    },
  );

  it.each(['0', '1', '0.5', '.5', '0.05', '0.250', '10.125'])('reads the decimal %j', (text) => {
    expect(readDecimal(text)).toBe(Number(text));
  });

  it.each(['', ' ', ' .5', '.5 ', '0x1', '1e-1', '5.', '.', '+0.5', '-0', '0,5', '0..5', '1.2.3', 'Infinity', 'NaN', '½'])('refuses %j as a decimal', (text) => {
    expect(readDecimal(text)).toBeNull();
  });

  it('writes any finite number in digits that read back the same (fast-check)', () => {
    expect(writeDecimal(1e-7)).toBe('0.0000001');
    expect(writeDecimal(0.05)).toBe('0.05');
    expect(writeDecimal(1e21)).toBe('1000000000000000000000');
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e25, noNaN: true }), (value) => {
        expect(readDecimal(writeDecimal(value))).toBe(value === 0 ? 0 : value);
      }),
    );
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (value) => {
        expect(readDecimal(writeDecimal(value))).toBe(value === 0 ? 0 : value);
      }),
    );
  });
});

describe('parseGrid against a plain reference reading (fast-check)', () => {
  /** The README's rules, written the slow obvious way: null where the text is not a grid. */
  function reference(text: string): { rows: number; cols: number; cells: number[] } | null {
    const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
    // A CR may end a line (before LF or the end of the text), nowhere else.
    const lines = body.split('\n').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
    const rows: number[][] = [];
    let ended = false;
    for (const line of lines) {
      if (!/^[01 \t]*$/.test(line)) return null;
      const values = [...line].filter((c) => c === '0' || c === '1').map(Number);
      if (values.length === 0) {
        if (rows.length > 0) ended = true;
        continue;
      }
      if (ended) return null;
      rows.push(values);
    }
    if (rows.length === 0 || rows.some((row) => row.length !== rows[0]!.length)) return null;
    return { rows: rows.length, cols: rows[0]!.length, cells: rows.flat() };
  }

  it('accepts exactly the texts the rules allow, with the same blocks', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('0', '1', '0', '1', ' ', '\t', '\n', '\r\n', '\r', '\uFEFF', 'x', '\u009b'), { maxLength: 40 }), (parts) => {
        const text = parts.join('');
        const expected = reference(text);
        let actual: { rows: number; cols: number; cells: number[] } | null = null;
        try {
          const grid = parseGrid(text);
          actual = { rows: grid.rows, cols: grid.cols, cells: [...grid.blocks] };
        } catch (error) {
          expect(error).toBeInstanceOf(GridParseError);
          expect((error as Error).message).not.toMatch(/[\p{Cc}\p{Cf}]/u);
        }
        expect(actual).toEqual(expected);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('a ragged row after a long run of spaces', () => {
  // The column used to be found with /\s+$/, quadratic in the spaces: a 1 MB line of them
  // held the page for minutes. Now it is a backward scan; this test would not finish before.
  it('is named with its column, the row read once', () => {
    const text = `00\n${' '.repeat(1_000_000)}0   \n`;
    expect(() => parseGrid(text)).toThrow('line 2, column 1000002: ragged row: it has 1 value but the first row (line 1) has 2; every row must be as long');
  });
});

describe("the core's own checks quote what they were given printably", () => {
  it('an unknown generator or solver, a side or braid that is not a number', () => {
    const base = { algorithm: 'prim' as const, width: 3, height: 3, seed: 's' };
    expect(() => generateMaze({ ...base, algorithm: '\u009b\u202e' as 'prim' })).toThrow("unknown algorithm '<U+009B><U+202E>'");
    expect(() => generateMaze({ ...base, width: '\u202e3' as unknown as number })).toThrow("(got '<U+202E>3')");
    expect(() => generateMaze({ ...base, braid: '\u2066' as unknown as number })).toThrow("(got '<U+2066>')");
    expect(() => solve(parseGrid('00'), 0, 1, '\u009b' as 'bfs')).toThrow("unknown solver '<U+009B>'");
  });
});
