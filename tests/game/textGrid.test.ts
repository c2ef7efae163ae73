import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { centreBounds, gridTopology, type GridShapeId } from '../../src/core';
import { OUTLINE_MAX_SIDE } from '../../src/ids/outline';
import { fitText, pictureSize, type Ink } from '../../src/game/outline/outlinePicture';
import { LETTER_ROWS, textColumns, textGridSize } from '../../src/game/outline/textGrid';

const SHAPES: readonly GridShapeId[] = ['square', 'hex', 'triangle'];

/** How many rows of the grid the text's ink spans once drawn as textMask draws it (as large as fits, centred). */
function inkRows(ink: Ink, shape: GridShapeId, width: number, height: number): number {
  const picture = pictureSize(shape, width, height);
  const place = fitText(ink, 100, picture.width, picture.height)!;
  const inkHeight = ((ink.ascent + ink.descent) * place.fontSize) / 100;
  const spanY = (rows: number) => {
    const { minY, maxY } = centreBounds(gridTopology(shape, width, rows));
    return maxY - minY + 1;
  };
  // A row's pitch: what one more row adds to the grid's span.
  return ((inkHeight / picture.height) * spanY(height)) / (spanY(height + 1) - spanY(height));
}

/** "MAZE" in a heavy sans-serif at 100 px: about 3.6 times as wide as tall. */
const MAZE: Ink = { left: -4, right: 262, ascent: 72, descent: 0 };

describe("a typed text's grid", () => {
  it('sizes itself to "MAZE": its letters span at least LETTER_ROWS rows on every shape, wider than tall', () => {
    for (const shape of SHAPES) {
      const size = textGridSize(MAZE, shape)!;
      expect(inkRows(MAZE, shape, size.width, size.height)).toBeGreaterThanOrEqual(LETTER_ROWS - 0.01);
      expect(size.width).toBeGreaterThan(size.height);
    }
    expect(textGridSize(MAZE, 'square')).toEqual({ width: 40, height: 11 });
  });

  it('stays within the editor\'s limits, the letters as tall as those allow; no ink gives no grid', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SHAPES), fc.double({ min: 0.05, max: 80, noNaN: true }), (shape, aspect) => {
        const ink: Ink = { left: 0, right: aspect * 50, ascent: 40, descent: 10 };
        const size = textGridSize(ink, shape)!;
        expect(size.width).toBeLessThanOrEqual(OUTLINE_MAX_SIDE);
        expect(size.height).toBeLessThanOrEqual(OUTLINE_MAX_SIDE);
        expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(1);
        // Short texts get the full letter height; a long one as tall as the columns allow (one more row would need too many).
        if (inkRows(ink, shape, size.width, size.height) < LETTER_ROWS - 0.01) expect(textColumns(ink, shape, size.height + 1)).toBeGreaterThan(OUTLINE_MAX_SIDE);
      }),
      { numRuns: 200 },
    );
    expect(textGridSize({ left: 0, right: 0, ascent: 10, descent: 0 }, 'square')).toBeNull();
  });
});
