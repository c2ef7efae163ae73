import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexTopology, polarRingSizes, squareTopology, triangleTopology, upsilonTopology } from '../../src/core/shape/shapes';
import { polarTopology } from '../../src/core/shape/polarTopology';
import { centreDistance, neighboursOf, type Topology } from '../../src/core/shape/topology';

/** Cells reached from cell 0 by neighbour steps. */
function reached(topology: Topology): number {
  const seen = new Uint8Array(topology.cellCount);
  const queue = [0];
  seen[0] = 1;
  for (let head = 0; head < queue.length; head++) {
    for (const next of neighboursOf(topology, queue[head]!)) {
      if (!seen[next]) {
        seen[next] = 1;
        queue.push(next);
      }
    }
  }
  return queue.length;
}

function checkGraph(topology: Topology, maxDegree: number) {
  for (let cell = 0; cell < topology.cellCount; cell++) {
    const around = Array.from(neighboursOf(topology, cell));
    expect(around.length).toBeLessThanOrEqual(maxDegree);
    expect(new Set(around).size).toBe(around.length); // no neighbour twice
    for (const other of around) {
      expect(other).not.toBe(cell);
      expect(Array.from(neighboursOf(topology, other))).toContain(cell); // symmetric
    }
  }
  expect(reached(topology)).toBe(topology.cellCount); // one piece
}

const side = fc.integer({ min: 1, max: 14 });

describe('topologies', () => {
  it('square, hex and triangle grids: symmetric neighbours, one piece, neighbouring centres one unit apart', () => {
    fc.assert(
      fc.property(side, side, (width, height) => {
        // A single column of triangles falls apart into pairs: a triangle grid is one piece from two columns.
        const shapes: [Topology, number][] = [
          [squareTopology(width, height), 4],
          [hexTopology(width, height), 6],
        ];
        if (width >= 2 || height === 1) shapes.push([triangleTopology(width, height), 3]);
        for (const [topology, degree] of shapes) {
          expect(topology.cellCount).toBe(width * height);
          checkGraph(topology, degree);
          for (let cell = 0; cell < topology.cellCount; cell++) {
            for (const other of neighboursOf(topology, cell)) expect(centreDistance(topology, cell, other)).toBeCloseTo(1, 9);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('upsilon grids: octagons border their squares and diagonal octagons, squares their four octagons; symmetric, one piece', () => {
    fc.assert(
      fc.property(side, side, (width, height) => {
        const topology = upsilonTopology(width, height);
        expect(topology.cellCount).toBe(width * height);
        checkGraph(topology, 8);
        for (let cell = 0; cell < topology.cellCount; cell++) {
          const [row, col] = [Math.floor(cell / width), cell % width];
          const octagon = (row + col) % 2 === 0;
          // Brute force: every slot within one step (king moves), kept when it is orthogonal, or diagonal between two octagons.
          const expected: number[] = [];
          for (let r = row - 1; r <= row + 1; r++)
            for (let c = col - 1; c <= col + 1; c++) {
              if ((r === row && c === col) || r < 0 || c < 0 || r >= height || c >= width) continue;
              if (r === row || c === col || octagon) expected.push(r * width + c);
            }
          expect([...neighboursOf(topology, cell)].sort((a, b) => a - b)).toEqual(expected);
          for (const other of neighboursOf(topology, cell)) {
            const diagonal = Math.floor(other / width) !== row && other % width !== col;
            expect(centreDistance(topology, cell, other)).toBeCloseTo(diagonal ? Math.SQRT2 : 1, 9);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('gives inner cells their full set of neighbours', () => {
    expect(neighboursOf(squareTopology(5, 5), 12).length).toBe(4);
    expect(neighboursOf(hexTopology(5, 5), 12).length).toBe(6);
    expect(neighboursOf(triangleTopology(5, 5), 12).length).toBe(3);
    expect(neighboursOf(upsilonTopology(5, 5), 12).length).toBe(8);
    expect(neighboursOf(upsilonTopology(5, 5), 13).length).toBe(4);
  });

  it('polar grids: rings split as they widen, neighbours symmetric, one piece, cells about as wide as deep', () => {
    expect(Array.from(polarRingSizes(6))).toEqual([1, 6, 12, 24, 24, 24]);
    for (const rings of [1, 2, 3, 7, 12]) {
      const topology = polarTopology(rings);
      checkGraph(topology, 8);
      for (let cell = 1; cell < topology.cellCount; cell++) {
        for (const other of neighboursOf(topology, cell)) {
          const d = centreDistance(topology, cell, other);
          expect(d).toBeGreaterThan(0.4);
          expect(d).toBeLessThan(1.6);
        }
      }
    }
  });

  it('holds a million cells in a few arrays', () => {
    const topology = hexTopology(1000, 1000);
    expect(topology.cellCount).toBe(1_000_000);
    expect(topology.neighbours.length).toBeLessThan(6_000_000);
    expect(polarTopology(560).cellCount).toBeGreaterThan(900_000);
  });
});
