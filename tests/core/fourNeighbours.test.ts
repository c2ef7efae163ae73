import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  colStep,
  DIRECTION_NAMES,
  directionNumber,
  DOWN,
  flatStep,
  fourSteps,
  hasNeighbour,
  LEFT,
  neighbourIndex,
  opposite,
  READING_ORDER,
  RIGHT,
  rowStep,
  UP,
} from '../../src/core/fourNeighbours';
import { BlockGraph } from '../../src/core/generate/blockGraph';
import { cellBlock, cellSteps, createLayout } from '../../src/core/generate/layout';
import { squareTopology } from '../../src/core/shape/shapes';
import { neighboursOf } from '../../src/core/shape/topology';

const gridAndBlock = fc
  .record({ rows: fc.integer({ min: 1, max: 12 }), cols: fc.integer({ min: 2, max: 12 }) })
  .chain(({ rows, cols }) => fc.record({ rows: fc.constant(rows), cols: fc.constant(cols), index: fc.integer({ min: 0, max: rows * cols - 1 }) }));

describe('the four-neighbour rule', () => {
  it('numbers the directions in the number maze order: left, right, up, down', () => {
    expect([LEFT, RIGHT, UP, DOWN]).toEqual([0, 1, 2, 3]);
    expect(DIRECTION_NAMES).toEqual(['left', 'right', 'up', 'down']);
    expect(READING_ORDER.map((d) => DIRECTION_NAMES[d])).toEqual(['up', 'left', 'right', 'down']);
    for (const name of DIRECTION_NAMES) expect(DIRECTION_NAMES[directionNumber(name)]).toBe(name);
  });

  it('steps one row or one column, and the opposite direction steps back', () => {
    expect([LEFT, RIGHT, UP, DOWN].map((d) => [rowStep(d), colStep(d)])).toEqual([[0, -1], [0, 1], [-1, 0], [1, 0]]);
    for (let d = 0; d < 4; d++) {
      expect(Math.abs(rowStep(d)) + Math.abs(colStep(d))).toBe(1);
      expect(rowStep(opposite(d)) + rowStep(d)).toBe(0);
      expect(colStep(opposite(d)) + colStep(d)).toBe(0);
      expect(opposite(opposite(d))).toBe(d);
    }
  });

  it('gives the flat steps of a grid, plain, padded or two apart; reading order rises', () => {
    expect(fourSteps(7)).toEqual([-1, 1, -7, 7]);
    expect(fourSteps(9, 2)).toEqual([-2, 2, -18, 18]);
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5000 }), (width) => {
        const steps = fourSteps(width);
        for (let d = 0; d < 4; d++) {
          expect(steps[d]).toBe(flatStep(d, width));
        }
        expect(new Set(steps).size).toBe(4);
        // Reading order is the order of rising flat index.
        const reading = READING_ORDER.map((d) => steps[d]!);
        expect(reading).toEqual([...reading].sort((a, b) => a - b));
      }),
    );
  });

  it('finds exactly the blocks one row or column away, and only inside the grid', () => {
    fc.assert(
      fc.property(gridAndBlock, ({ rows, cols, index }) => {
        const row = Math.floor(index / cols);
        const col = index % cols;
        const expected: number[] = [];
        for (let other = 0; other < rows * cols; other++) {
          const distance = Math.abs(Math.floor(other / cols) - row) + Math.abs((other % cols) - col);
          if (distance === 1) expected.push(other);
        }
        const found: number[] = [];
        for (let d = 0; d < 4; d++) {
          const n = neighbourIndex(index, d, rows, cols);
          expect(n >= 0).toBe(hasNeighbour(row, col, d, rows, cols));
          if (n >= 0) {
            expect(n - index).toBe(flatStep(d, cols));
            found.push(n);
          }
        }
        expect(found.sort((a, b) => a - b)).toEqual(expected);
      }),
    );
  });

  it('is the square topology’s rule, in the number maze order', () => {
    const topology = squareTopology(3, 2);
    expect(Array.from(neighboursOf(topology, 4))).toEqual([3, 5, 1]); // left, right, up
    expect(Array.from(neighboursOf(topology, 0))).toEqual([1, 3]); // right, down
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }), (width, height) => {
        const square = squareTopology(width, height);
        for (let cell = 0; cell < square.cellCount; cell++) {
          const expected = [LEFT, RIGHT, UP, DOWN].map((d) => neighbourIndex(cell, d, height, width)).filter((n) => n >= 0);
          expect(Array.from(neighboursOf(square, cell))).toEqual(expected);
        }
      }),
    );
  });

  it('is the block grid generators’ rule: BlockGraph’s fresh and visited ways are the cells cellSteps and hasNeighbour name, in direction order, and every way is all of them', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 1, max: 7 }),
        // Cells are open (0) or unvisited (2) while a generator runs; walls (1) are never asked for.
        fc.array(fc.constantFrom(0, 2), { minLength: 49, maxLength: 49 }),
        fc.constantFrom(0, 2),
        (width, height, states, state) => {
          const layout = createLayout(width, height);
          const { blocks: cells } = layout.grid;
          const graph = new BlockGraph(layout);
          for (let i = 0; i < height; i++) for (let j = 0; j < width; j++) cells[cellBlock(layout, i, j)] = states[i * 7 + j]!;
          const steps = cellSteps(layout);
          const out = new Int32Array(4);
          for (let i = 0; i < height; i++) {
            for (let j = 0; j < width; j++) {
              const block = cellBlock(layout, i, j);
              const around = [0, 1, 2, 3].filter((d) => hasNeighbour(i, j, d, height, width));
              const expected = around.filter((d) => cells[block + steps[d]!] === state);
              const count = state === 2 ? graph.freshWays(block, out) : graph.visitedWays(block, out);
              expect(Array.from(out.subarray(0, count))).toEqual(expected);
              for (const d of expected) expect(graph.neighbour(block, d)).toBe(block + steps[d]!);
              const every = graph.everyWay(block, out);
              expect(Array.from(out.subarray(0, every))).toEqual(around);
            }
          }
        },
      ),
    );
  });
});
