import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { centreBounds, encodeMask, gridTopology, maskTopology, parseMask, presetMask, topologyPieces, type GridShapeId, type Mask } from '../../src/core';
import { joinedPieces } from '../../src/game/outline/joinPieces';
import { checkOutline, type OutlineCheck } from '../../src/game/outline/outlineCheck';
import { formatCount } from '../../src/format/numbers';
import { OUTLINE } from '../../src/i18n/outline';
import { clearedMask, editorSide, editorSize, filledMask, invertedMask, OUTLINE_MAX_SIDE, resampledMask, startingOutline } from '../../src/game/outline/outlineEdits';
import { fitText, pictureSize } from '../../src/game/outline/outlinePicture';
import { isCursorKey, movedCursor } from '../../src/game/outline/gridCursor';
import { beginStroke, continueStroke } from '../../src/game/outline/paintStroke';

const SHAPES: readonly GridShapeId[] = ['square', 'hex', 'triangle'];

/** The check's line as the editor shows it in English. */
const said = (check: OutlineCheck) => OUTLINE.en.check(check, formatCount(check.cells), formatCount(check.pieces));

const shapeArb = fc.constantFrom(...SHAPES);

/** A random mask of a small grid (triangles at least 2 wide: a single column of them falls apart). */
const maskArb = fc
  .record({ shape: shapeArb, width: fc.integer({ min: 2, max: 12 }), height: fc.integer({ min: 1, max: 10 }) })
  .chain(({ shape, width, height }) =>
    fc.uint8Array({ minLength: width * height, maxLength: width * height, min: 0, max: 1 }).map((cells) => ({ shape, mask: { width, height, cells } as Mask })),
  );

function pieces(shape: GridShapeId, mask: Mask): number {
  return topologyPieces(maskTopology(gridTopology(shape, mask.width, mask.height), mask));
}

function count(mask: Mask): number {
  return mask.cells.reduce((sum, cell) => sum + cell, 0);
}

describe('whole-grid edits', () => {
  it('fills, clears and inverts; inverting twice gives the mask back and leaves the input alone', () => {
    expect(count(filledMask(4, 3))).toBe(12);
    expect(count(clearedMask(4, 3))).toBe(0);
    fc.assert(
      fc.property(maskArb, ({ mask }) => {
        const before = mask.cells.slice();
        const inverted = invertedMask(mask);
        expect(count(inverted)).toBe(mask.cells.length - count(mask));
        expect(invertedMask(inverted).cells).toEqual(mask.cells);
        expect(mask.cells).toEqual(before);
      }),
    );
  });

  it('resamples to the same size as the same mask, on every shape', () => {
    fc.assert(
      fc.property(maskArb, ({ shape, mask }) => {
        expect(resampledMask(mask, shape, mask.width, mask.height).cells).toEqual(mask.cells);
      }),
    );
  });

  it('doubles a square outline into 2×2 blocks of cells', () => {
    const mask = parseMask('#.\n.#\n');
    expect(resampledMask(mask, 'square', 4, 4)).toEqual(parseMask('##..\n##..\n..##\n..##\n'));
  });

  it('reads a typed side from 1 to the editor limit, and nothing else', () => {
    expect(editorSide('12')).toBe(12);
    expect(editorSide(' 200 ')).toBe(200);
    for (const bad of ['0', '201', '-3', '1.5', 'abc', '', '1e2']) expect(editorSide(bad)).toBeNull();
    expect(editorSize(400, 100)).toEqual({ width: OUTLINE_MAX_SIDE, height: 50 });
    expect(editorSize(Number.NaN, 7)).toEqual({ width: 30, height: 7 });
  });
});

describe('startingOutline', () => {
  it('opens the whole grid without an outline, and a preset fitted to the size', () => {
    expect(startingOutline('hex', '', 20, 10)).toEqual(filledMask(20, 10));
    expect(startingOutline('triangle', 'heart', 30, 20)).toEqual(presetMask('heart', 'triangle', 30, 20));
  });

  it("opens a code's own cells, a big maze's outline shrunk to the editor's limit, and the whole grid for a bad code", () => {
    const star = presetMask('star', 'square', 25, 18);
    expect(startingOutline('square', encodeMask(star), 9, 9)).toEqual(star);
    const big = startingOutline('square', encodeMask(presetMask('circle', 'square', 800, 400)), 800, 400);
    expect([big.width, big.height]).toEqual([200, 100]);
    expect(pieces('square', big)).toBe(1);
    expect(startingOutline('square', 'not*a*code', 12, 8)).toEqual(filledMask(12, 8));
    expect(startingOutline('square', '', 3000, 3000)).toEqual(filledMask(200, 200));
  });
});

describe('painting', () => {
  it('lets the first cell touched decide: a gap paints cells on, a cell paints them off', () => {
    const topology = gridTopology('square', 5, 1);
    const mask = parseMask('..#..\n');
    const changed: number[] = [];
    const stroke = beginStroke(topology, mask.cells, 0.5, 0.5, (slot) => changed.push(slot))!;
    continueStroke(stroke, topology, mask.cells, 4.5, 0.5, (slot) => changed.push(slot));
    expect(mask.cells).toEqual(new Uint8Array([1, 1, 1, 1, 1]));
    expect(changed).toEqual([0, 1, 3, 4]);
    const off = beginStroke(topology, mask.cells, 2.5, 0.5, () => {})!;
    expect(off.value).toBe(0);
    continueStroke(off, topology, mask.cells, 0.5, 0.5, () => {});
    expect(mask.cells).toEqual(new Uint8Array([0, 0, 0, 1, 1]));
  });

  it('starts no stroke off the grid', () => {
    expect(beginStroke(gridTopology('square', 3, 3), new Uint8Array(9), -1, 1, () => {})).toBeNull();
  });

  it('paints one piece along any drag between cells, corners and notches of the border crossed included, on every shape', () => {
    // A point well inside a cell: its centre, moved less than the half unit every cell holds.
    const pointArb = fc.tuple(fc.nat(), fc.double({ min: 0, max: 0.4, noNaN: true }), fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }));
    fc.assert(
      fc.property(shapeArb, fc.integer({ min: 2, max: 30 }), fc.integer({ min: 2, max: 30 }), fc.array(pointArb, { minLength: 1, maxLength: 8 }), (shape, width, height, points) => {
        const topology = gridTopology(shape, width, height);
        const at = ([cell, radius, angle]: [number, number, number]) => {
          const slot = cell % topology.cellCount;
          return [topology.centres[2 * slot]! + radius * Math.cos(angle), topology.centres[2 * slot + 1]! + radius * Math.sin(angle)] as const;
        };
        const mask = clearedMask(width, height);
        const stroke = beginStroke(topology, mask.cells, ...at(points[0]!), () => {})!;
        expect(stroke).not.toBeNull();
        for (const point of points.slice(1)) continueStroke(stroke, topology, mask.cells, ...at(point), () => {});
        expect(pieces(shape, mask)).toBe(1);
      }),
      { numRuns: 300 },
    );
  });

  it('joins a diagonal drag on squares across sides, not at corners', () => {
    const topology = gridTopology('square', 4, 4);
    const mask = clearedMask(4, 4);
    const stroke = beginStroke(topology, mask.cells, 0.5, 0.5, () => {})!;
    continueStroke(stroke, topology, mask.cells, 3.5, 3.5, () => {});
    expect(pieces('square', mask)).toBe(1);
    expect(count(mask)).toBe(7);
  });
});

describe('checkOutline', () => {
  it('counts the cells of one piece and lets it be used', () => {
    const check = checkOutline('square', parseMask('##.\n.##\n'));
    expect(check).toMatchObject({ cells: 4, pieces: 1, usable: true });
    expect(said(check)).toBe('4 cells in one piece');
    expect(check.strays.every((slot) => slot === 0)).toBe(true);
  });

  it('says how many pieces there are, marks the strays, and refuses them', () => {
    const check = checkOutline('square', parseMask('##.#\n##..\n...#\n'));
    expect(check.usable).toBe(false);
    expect(check.pieces).toBe(3);
    expect(said(check)).toBe('3 separate pieces: cells must touch across a side. Join them or remove the strays.');
    expect(Array.from(check.strays)).toEqual([0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1]);
  });

  it('refuses no cell and a single cell, saying why', () => {
    const none = checkOutline('hex', clearedMask(3, 3));
    const one = checkOutline('triangle', parseMask('.#.\n'));
    expect([none.usable, one.usable]).toEqual([false, false]);
    expect(said(none)).toBe('No cells yet: paint some, or start from a preset.');
    expect(said(one)).toBe('Only 1 cell: a maze needs at least 2.');
  });

  it('agrees with the pieces of every shape: usable exactly for one piece of two cells or more', () => {
    fc.assert(
      fc.property(maskArb, ({ shape, mask }) => {
        const check = checkOutline(shape, mask);
        expect(check.pieces).toBe(pieces(shape, mask));
        expect(check.usable).toBe(check.pieces === 1 && check.cells >= 2);
      }),
    );
  });
});

describe('joinedPieces', () => {
  it('bridges every piece into one, only adding cells, on every shape', () => {
    fc.assert(
      fc.property(maskArb, ({ shape, mask }) => {
        const joined = joinedPieces(shape, mask);
        for (let slot = 0; slot < mask.cells.length; slot++) if (mask.cells[slot]) expect(joined.cells[slot]).toBe(1);
        expect(pieces(shape, joined)).toBe(Math.min(1, count(mask)));
      }),
    );
  });

  it('bridges by the shortest way', () => {
    expect(joinedPieces('square', parseMask('#...#\n'))).toEqual(parseMask('#####\n'));
    expect(joinedPieces('square', parseMask('#..\n...\n..#\n')).cells.reduce((a, b) => a + b, 0)).toBe(5);
  });
});

describe('pictures', () => {
  it("sizes a picture to the grid's proportions as maskFromPixels stretches it", () => {
    expect(pictureSize('square', 40, 20)).toEqual({ width: 1024, height: 512 });
    const hex = pictureSize('hex', 10, 10, 1000);
    const box = centreBounds(gridTopology('hex', 10, 10));
    expect(hex.width / hex.height).toBeCloseTo((box.maxX - box.minX + 1) / (box.maxY - box.minY + 1), 2);
  });

  it('fits a text as large as it goes, centred, its proportions kept', () => {
    // Ink 200 wide, 100 high measured at 100 px, in a 400×400 picture: the width decides.
    const place = fitText({ left: 0, right: 200, ascent: 80, descent: 20 }, 100, 400, 400)!;
    expect(place.fontSize).toBeCloseTo(184);
    expect(place.x).toBeCloseTo(16);
    expect(place.y).toBeCloseTo(200 - 92 + 147.2);
    expect(fitText({ left: 0, right: 0, ascent: 0, descent: 0 }, 100, 400, 400)).toBeNull();
  });
});

describe('the keyboard cursor', () => {
  it('moves a row or a column at a time and stops at the edges', () => {
    // A 4×3 grid: slot 5 is row 1, column 1.
    expect(movedCursor(5, 'ArrowUp', 4, 3)).toBe(1);
    expect(movedCursor(5, 'ArrowDown', 4, 3)).toBe(9);
    expect(movedCursor(5, 'ArrowLeft', 4, 3)).toBe(4);
    expect(movedCursor(5, 'ArrowRight', 4, 3)).toBe(6);
    expect(movedCursor(0, 'ArrowUp', 4, 3)).toBe(0);
    expect(movedCursor(0, 'ArrowLeft', 4, 3)).toBe(0);
    expect(movedCursor(11, 'ArrowDown', 4, 3)).toBe(11);
    expect(movedCursor(11, 'ArrowRight', 4, 3)).toBe(11);
    expect(isCursorKey('ArrowUp')).toBe(true);
    expect(isCursorKey('w')).toBe(false);
  });
});
