import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeMask,
  encodeMask,
  MASK_PRESET_IDS,
  maskCellCount,
  MaskError,
  maskFromPixels,
  maskText,
  MAX_MAZE_SIDE,
  parseMask,
  presetMask,
  shapeTopology,
  topologyPieces,
  type GridShapeId,
  type Mask,
} from '../../src/core';
import { blobMask } from './support/shapes';

const SHAPES: GridShapeId[] = ['square', 'hex', 'triangle'];

const anyMask = fc
  .record({ width: fc.integer({ min: 1, max: 30 }), height: fc.integer({ min: 1, max: 30 }) })
  .chain(({ width, height }) =>
    fc.uint8Array({ minLength: width * height, maxLength: width * height, min: 0, max: 1 }).map((cells): Mask => ({ width, height, cells })),
  );

function expectMaskError(run: () => unknown, pattern: RegExp): void {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(MaskError);
  expect((caught as Error).message).toMatch(pattern);
  expect((caught as Error).message).not.toMatch(/\n/);
}

describe('parseMask and maskText', () => {
  it('reads rows of # and . into cells, row-major', () => {
    const mask = parseMask('.#.\n###\n');
    expect(mask).toEqual({ width: 3, height: 2, cells: Uint8Array.from([0, 1, 0, 1, 1, 1]) });
    expect(parseMask('.#.\r\n###\r\n')).toEqual(mask);
    expect(parseMask('.#.\n###')).toEqual(mask);
  });

  it('maskText is its inverse', () => {
    fc.assert(
      fc.property(anyMask, (mask) => {
        fc.pre(maskCellCount(mask) > 0);
        expect(parseMask(maskText(mask))).toEqual(mask);
      }),
    );
  });

  it('says what is wrong and where, on one line', () => {
    expectMaskError(() => parseMask(''), /empty/);
    expectMaskError(() => parseMask('\n'), /empty/);
    expectMaskError(() => parseMask('##\n#\n'), /row 2 has 1 characters but row 1 has 2/);
    expectMaskError(() => parseMask('##\n#x\n'), /row 2, column 2: 'x' is neither/);
    expectMaskError(() => parseMask('#\u0007\n'), /row 1, column 2: character U\+0007/);
    expectMaskError(() => parseMask('...\n...\n'), /no cell/);
    expectMaskError(() => parseMask('\n#\n'), /row 2 has 1 characters but row 1 has 0/);
    expectMaskError(() => parseMask('#'.repeat(MAX_MAZE_SIDE + 1)), new RegExp(`at most ${MAX_MAZE_SIDE} cells a side`));
  });
});

describe('encodeMask and decodeMask', () => {
  it('round-trip every mask, in URL-safe characters only', () => {
    fc.assert(
      fc.property(anyMask, (mask) => {
        const code = encodeMask(mask);
        expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(decodeMask(code)).toEqual(mask);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps a 60×40 heart well under 200 characters', () => {
    for (const shape of SHAPES) expect(encodeMask(presetMask('heart', shape, 60, 40)).length).toBeLessThan(150);
  });

  it('refuses codes that are malformed or tampered with', () => {
    const code = encodeMask(presetMask('star', 'hex', 20, 16));
    expectMaskError(() => decodeMask(''), /empty/);
    expectMaskError(() => decodeMask(code + '='), /position \d+/);
    expectMaskError(() => decodeMask(code.slice(0, -4)), /cut short|damaged/);
    expectMaskError(() => decodeMask(code + 'A'), /damaged/);
    // Every single-character change is caught (runs no longer fit, or the checksum fails).
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    let caught = 0;
    let tried = 0;
    for (let at = 0; at < code.length; at++) {
      for (const char of alphabet.slice(0, 8)) {
        if (char === code[at]) continue;
        tried++;
        try {
          decodeMask(code.slice(0, at) + char + code.slice(at + 1));
        } catch (error) {
          expect(error).toBeInstanceOf(MaskError);
          caught++;
        }
      }
    }
    expect(caught).toBe(tried);
  });

  it('refuses sizes past the limits', () => {
    // 4095 × 1 slots: width past MAX_MAZE_SIDE.
    const bits = [...(4095).toString(2).padStart(12, '0'), ...(1).toString(2).padStart(12, '0'), ...(12).toString(2).padStart(5, '0')];
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    let code = '';
    for (let at = 0; at < bits.length; at += 6) code += alphabet[parseInt(bits.slice(at, at + 6).join('').padEnd(6, '0'), 2)];
    expectMaskError(() => decodeMask(code), /at most/);
  });
});

describe('presetMask', () => {
  it('gives one connected piece of at least two cells on every shape, for every size from 5×5, deterministically', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MASK_PRESET_IDS),
        fc.constantFrom(...SHAPES),
        fc.integer({ min: 5, max: 70 }),
        fc.integer({ min: 5, max: 70 }),
        (id, shape, width, height) => {
          const mask = presetMask(id, shape, width, height);
          expect(mask.width).toBe(width);
          expect(mask.height).toBe(height);
          const topology = shapeTopology(shape, width, height, mask);
          expect(topology.cellCount).toBeGreaterThanOrEqual(2);
          expect(topologyPieces(topology)).toBe(1);
          expect(presetMask(id, shape, width, height)).toEqual(mask);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('every small size from 5×5 to 12×12 too, exhaustively', () => {
    for (const id of MASK_PRESET_IDS) {
      for (const shape of SHAPES) {
        for (let width = 5; width <= 12; width++) {
          for (let height = 5; height <= 12; height++) {
            const topology = shapeTopology(shape, width, height, presetMask(id, shape, width, height));
            expect(topologyPieces(topology), `${id} on ${shape} ${width}×${height}`).toBe(1);
            expect(topology.cellCount).toBeGreaterThanOrEqual(2);
          }
        }
      }
    }
  });

  it('draws a circle round on each shape: as wide as tall on screen', () => {
    for (const shape of SHAPES) {
      const topology = shapeTopology(shape, 60, 60, presetMask('circle', shape, 60, 60));
      let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
      for (let cell = 0; cell < topology.cellCount; cell++) {
        const [x, y] = [topology.centres[2 * cell]!, topology.centres[2 * cell + 1]!];
        [minX, maxX, minY, maxY] = [Math.min(minX, x), Math.max(maxX, x), Math.min(minY, y), Math.max(maxY, y)];
      }
      expect((maxX - minX) / (maxY - minY)).toBeCloseTo(1, 1);
    }
  });

  it('looks like its outline on a square grid', () => {
    expect(maskText(presetMask('diamond', 'square', 7, 7))).toBe(['...#...', '..###..', '.#####.', '#######', '.#####.', '..###..', '...#...', ''].join('\n'));
  });
});

describe('maskFromPixels', () => {
  /** An RGBA picture from rows of characters: '#' black, '.' white, ' ' transparent, 'g' mid grey (128). */
  function picture(...rows: string[]): { rgba: Uint8ClampedArray; width: number; height: number } {
    const width = rows[0]!.length;
    const rgba = new Uint8ClampedArray(width * rows.length * 4);
    rows.forEach((row, y) =>
      [...row].forEach((char, x) => {
        const value = char === '#' ? 0 : char === 'g' ? 128 : 255;
        rgba.set([value, value, value, char === ' ' ? 0 : 255], (y * width + x) * 4);
      }),
    );
    return { rgba, width, height: rows.length };
  }

  it('makes dark pixels cells, light and transparent ones not, sampled under each cell centre', () => {
    const { rgba, width, height } = picture('##..', '##..', '. g#', '. g#');
    expect(maskText(maskFromPixels(rgba, width, height, 'square', 4, 4))).toBe('##..\n##..\n...#\n...#\n');
    // Scaled: each cell covers 2×2 pixels of a 4×4 picture.
    expect(maskText(maskFromPixels(rgba, width, height, 'square', 2, 2))).toBe('#.\n.#\n');
  });

  it('reports pieces honestly: it keeps every piece', () => {
    const { rgba, width, height } = picture('#.#', '...', '#.#');
    const mask = maskFromPixels(rgba, width, height, 'square', 3, 3);
    expect(topologyPieces(shapeTopology('square', 3, 3, mask))).toBe(4);
  });

  it('an all-black picture fills the grid on every shape', () => {
    const rgba = new Uint8ClampedArray(10 * 10 * 4);
    for (let i = 3; i < rgba.length; i += 4) rgba[i] = 255;
    for (const shape of SHAPES) expect(maskCellCount(maskFromPixels(rgba, 10, 10, shape, 9, 7))).toBe(63);
  });

  it('refuses pixels that do not fit the picture size', () => {
    expectMaskError(() => maskFromPixels(new Uint8ClampedArray(15), 2, 2, 'square', 2, 2), /do not fit/);
    expectMaskError(() => maskFromPixels(new Uint8ClampedArray(0), 0, 2, 'square', 2, 2), /at least one pixel/);
    expectMaskError(() => maskFromPixels(new Uint8ClampedArray(16), 2, 2, 'square', 0, 2), /at least one row/);
  });
});

describe('masked topologies', () => {
  it('keep only the mask cells, in slot order, with neighbours mutual, in the shape order, among kept cells', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SHAPES), fc.integer({ min: 2, max: 14 }), fc.integer({ min: 1, max: 14 }), fc.string({ maxLength: 5 }), fc.integer({ min: 1, max: 200 }), (shape, width, height, seed, size) => {
        const mask = blobMask(shape, width, height, size, seed);
        const whole = shapeTopology(shape, width, height, null);
        const topology = shapeTopology(shape, 99, 99, mask);
        expect(topology.columns).toBe(width);
        expect(topology.rows).toBe(height);
        expect(topology.cellCount).toBe(maskCellCount(mask));
        expect(topologyPieces(topology)).toBe(1);
        const slots = topology.slots!;
        for (let cell = 0; cell < topology.cellCount; cell++) {
          if (cell > 0) expect(slots[cell]).toBeGreaterThan(slots[cell - 1]!);
          expect(mask.cells[slots[cell]!]).toBe(1);
          expect(topology.centres[2 * cell]).toBe(whole.centres[2 * slots[cell]!]);
          const kept = [...whole.neighbours.subarray(whole.offsets[slots[cell]!]!, whole.offsets[slots[cell]! + 1]!)].filter((slot) => mask.cells[slot]);
          const mine = [...topology.neighbours.subarray(topology.offsets[cell]!, topology.offsets[cell + 1]!)];
          expect(mine.map((n) => slots[n])).toEqual(kept);
          for (const n of mine) expect([...topology.neighbours.subarray(topology.offsets[n]!, topology.offsets[n + 1]!)]).toContain(cell);
        }
      }),
      { numRuns: 200 },
    );
  });
});
