import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stepsInRegion, strokeRuns } from '../../src/render/solutionTiles';

/** A random walk of blocks on a rows × cols grid, one neighbour at a time, as a solution is. */
const walkOn = (rows: number, cols: number) =>
  fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 0, maxLength: 600 }).map((turns) => {
    let row = Math.floor(rows / 2);
    let col = Math.floor(cols / 2);
    const path = [row * cols + col];
    for (const turn of turns) {
      row = Math.min(rows - 1, Math.max(0, row + [0, 1, 0, -1][turn]!));
      col = Math.min(cols - 1, Math.max(0, col + [1, 0, -1, 0][turn]!));
      path.push(row * cols + col);
    }
    return Int32Array.from(path);
  });

describe('the solution by tile', () => {
  it('finds exactly the steps whose block lies in a region, in path order', () => {
    const scenario = fc
      .record({ rows: fc.integer({ min: 1, max: 300 }), cols: fc.integer({ min: 1, max: 300 }) })
      .chain(({ rows, cols }) =>
        fc.record({
          cols: fc.constant(cols),
          path: walkOn(rows, cols),
          region: fc.record({ row: fc.nat(rows), col: fc.nat(cols), rows: fc.integer({ min: 1, max: 200 }), cols: fc.integer({ min: 1, max: 200 }) }),
        }),
      );
    fc.assert(
      fc.property(scenario, ({ cols, path, region }) => {
        const expected: number[] = [];
        path.forEach((block, step) => {
          const row = Math.floor(block / cols);
          const col = block % cols;
          if (row >= region.row && row < region.row + region.rows && col >= region.col && col < region.col + region.cols) expected.push(step);
        });
        // The first draw of a path scans it; later draws look it up in its tiles: both agree.
        expect(Array.from(stepsInRegion(path, cols, region))).toEqual(expected);
        expect(Array.from(stepsInRegion(path, cols, region))).toEqual(expected);
        expect(Array.from(stepsInRegion(path, cols, region))).toEqual(expected);
        // A tail of the path (the solution from where the player stands) uses the whole path's tiles.
        for (const from of [1, Math.floor(path.length / 2), path.length - 1]) {
          if (from < 1 || from >= path.length) continue;
          const tail = path.subarray(from);
          expect(Array.from(stepsInRegion(tail, cols, region))).toEqual(expected.filter((step) => step >= from).map((step) => step - from));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('strokes each run of steps with the segments entering and leaving it', () => {
    expect(strokeRuns(Int32Array.from([]), 10)).toEqual([]);
    expect(strokeRuns(Int32Array.from([0, 1, 2]), 10)).toEqual([0, 3]);
    expect(strokeRuns(Int32Array.from([4, 5, 8, 9]), 10)).toEqual([3, 6, 7, 9]);
    expect(strokeRuns(Int32Array.from([0]), 1)).toEqual([0, 0]);
  });
});
