import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { indexOf, parseGrid, resizedGrid, sameGrid, type Grid } from '../../src/core';

const grid = (text: string): Grid => parseGrid(text);

describe('sameGrid', () => {
  it('is true for equal blocks only, and a size differs even when the blocks line up', () => {
    expect(sameGrid(grid('0 1\n1 0\n'), grid('0 1\n1 0\n'))).toBe(true);
    expect(sameGrid(grid('0 1\n1 0\n'), grid('0 1\n1 1\n'))).toBe(false);
    expect(sameGrid(grid('0 1 1 0\n'), grid('0 1\n1 0\n'))).toBe(false);
  });
});

describe('resizedGrid', () => {
  it('keeps the blocks that still fit in place, and opens the new ones', () => {
    expect(resizedGrid(grid('1 0 1\n0 1 0\n'), 3, 2)).toEqual(grid('1 0\n0 1\n0 0\n'));
  });

  it('keeps every block of the overlap, for any sizes', () => {
    const side = fc.integer({ min: 1, max: 9 });
    fc.assert(
      fc.property(side, side, side, side, fc.integer({ min: 0, max: 2 ** 31 }), (rows, cols, toRows, toCols, bits) => {
        const cells = Uint8Array.from({ length: rows * cols }, (_, i) => (bits >> i % 31) & 1);
        const from = { rows, cols, blocks: cells };
        const to = resizedGrid(from, toRows, toCols);
        expect([to.rows, to.cols, to.blocks.length]).toEqual([toRows, toCols, toRows * toCols]);
        for (let r = 0; r < toRows; r++) {
          for (let c = 0; c < toCols; c++) {
            const kept = r < rows && c < cols ? cells[indexOf(from, r, c)] : 0;
            expect(to.blocks[indexOf(to, r, c)]).toBe(kept);
          }
        }
        expect(sameGrid(resizedGrid(from, rows, cols), from)).toBe(true);
      }),
    );
  });
});
