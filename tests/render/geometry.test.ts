import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellAt, cellBox, cellsInRect, doorSide, forEachSide, newSide, shapeBounds, type Box, type Side } from '../../src/core/shape/geometry';
import { squareTopology, hexTopology, triangleTopology, upsilonTopology } from '../../src/core/shape/shapes';
import { polarTopology } from '../../src/core/shape/polarTopology';
import { neighboursOf, type Topology } from '../../src/core/shape/topology';
import { maskedTopology, smallTopologies } from './shapesForTests';

const EPS = 1e-9;

function sidesOf(topology: Topology, cell: number): Side[] {
  const sides: Side[] = [];
  forEachSide(topology, cell, (side) => sides.push({ ...side }));
  return sides;
}

const near = (a: number, b: number) => Math.abs(a - b) < EPS;
/** Angles equal up to whole turns. */
const sameAngle = (a: number, b: number) => near(Math.cos(a), Math.cos(b)) && near(Math.sin(a), Math.sin(b));

/** A point of the side: its middle (along the arc for an arc). */
function middleOf(side: Side): [number, number] {
  if (!side.arc) return [(side.x0 + side.x1) / 2, (side.y0 + side.y1) / 2];
  const angle = (side.from + side.to) / 2;
  return [side.radius * Math.cos(angle), side.radius * Math.sin(angle)];
}

describe.each(smallTopologies())('geometry of $name', ({ topology }) => {
  const cells = Array.from({ length: topology.cellCount }, (_, cell) => cell);

  it('walks each outline as a closed loop, one side per neighbour, the rest on the border', () => {
    for (const cell of cells) {
      const sides = sidesOf(topology, cell);
      sides.forEach((side, i) => {
        expect(side.index).toBe(i);
        const next = sides[(i + 1) % sides.length]!;
        expect(near(side.x1, next.x0) && near(side.y1, next.y0)).toBe(true);
        if (side.arc) {
          expect(near(side.x0, side.radius * Math.cos(side.from)) && near(side.y1, side.radius * Math.sin(side.to))).toBe(true);
        }
      });
      const across = sides.map((side) => side.neighbour).filter((n) => n >= 0);
      expect([...across].sort((a, b) => a - b)).toEqual([...neighboursOf(topology, cell)].sort((a, b) => a - b));
    }
  });

  it('gives two neighbours the same side, walked in opposite directions', () => {
    for (const cell of cells)
      for (const side of sidesOf(topology, cell)) {
        if (side.neighbour < 0) continue;
        const twins = sidesOf(topology, side.neighbour).filter((other) => other.neighbour === cell);
        expect(twins).toHaveLength(1);
        const twin = twins[0]!;
        expect(twin.arc).toBe(side.arc);
        expect([twin.x0, twin.y0, twin.x1, twin.y1].every((v, i) => near(v, [side.x1, side.y1, side.x0, side.y0][i]!))).toBe(true);
        if (side.arc) {
          expect(near(twin.radius, side.radius)).toBe(true);
          expect(sameAngle(twin.from, side.to) && sameAngle(twin.to, side.from)).toBe(true);
        }
      }
  });

  it('finds each cell at its centre and just inside each of its sides', () => {
    for (const cell of cells) {
      const cx = topology.centres[2 * cell]!;
      const cy = topology.centres[2 * cell + 1]!;
      expect(cellAt(topology, cx, cy)).toBe(cell);
      for (const side of sidesOf(topology, cell)) {
        const [mx, my] = middleOf(side);
        expect(cellAt(topology, cx + 0.9 * (mx - cx), cy + 0.9 * (my - cy))).toBe(cell);
        // Just outside the side: the neighbour, or nothing on the border.
        expect(cellAt(topology, cx + 1.1 * (mx - cx), cy + 1.1 * (my - cy))).toBe(side.neighbour);
      }
    }
  });

  it('bounds every outline, its cell box and the whole shape, tightly', () => {
    const bounds = shapeBounds(topology);
    const union: Box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
    const box: Box = { minX: 0, minY: 0, maxX: 0, maxY: 0 };
    const inside = (b: Box, x: number, y: number) => x >= b.minX - EPS && x <= b.maxX + EPS && y >= b.minY - EPS && y <= b.maxY + EPS;
    for (const cell of cells) {
      cellBox(topology, cell, box);
      for (const side of sidesOf(topology, cell)) {
        const [mx, my] = middleOf(side);
        for (const [x, y] of [[side.x0, side.y0], [side.x1, side.y1], [mx, my]] as const) {
          expect(inside(box, x, y)).toBe(true);
          expect(inside(bounds, x, y)).toBe(true);
        }
      }
      union.minX = Math.min(union.minX, box.minX);
      union.minY = Math.min(union.minY, box.minY);
      union.maxX = Math.max(union.maxX, box.maxX);
      union.maxY = Math.max(union.maxY, box.maxY);
    }
    for (const key of ['minX', 'minY', 'maxX', 'maxY'] as const) expect(bounds[key]).toBeCloseTo(union[key], 9);
  });

  it('lists, for any rectangle, every cell whose outline reaches into it, each once', () => {
    const bounds = shapeBounds(topology);
    const span = Math.max(bounds.maxX - bounds.minX, bounds.maxY - bounds.minY);
    const coordinate = fc.double({ min: -1.2 * span - 1, max: 1.2 * span + 1, noNaN: true });
    fc.assert(
      fc.property(coordinate, coordinate, fc.double({ min: 0, max: span, noNaN: true }), fc.double({ min: 0, max: span, noNaN: true }), (x, y, w, h) => {
        const rect = { minX: x, minY: y, maxX: x + w, maxY: y + h };
        const listed: number[] = [];
        cellsInRect(topology, rect, (cell) => listed.push(cell));
        expect(new Set(listed).size).toBe(listed.length);
        const seen = new Set(listed);
        const inRect = (px: number, py: number) => px >= rect.minX && px <= rect.maxX && py >= rect.minY && py <= rect.maxY;
        for (const cell of cells) {
          const points: [number, number][] = [[topology.centres[2 * cell]!, topology.centres[2 * cell + 1]!]];
          for (const side of sidesOf(topology, cell)) points.push([side.x0, side.y0], middleOf(side));
          if (points.some(([px, py]) => inRect(px, py))) expect(seen.has(cell)).toBe(true);
        }
      }),
      // A box that only grazes a corner on the spoke at half a turn (fast-check found it on polar 2).
      { numRuns: 150, examples: [[-1, -0, 0.000024097806795631008, 5.718447937397279e-11]] },
    );
  });
});

describe('doors', () => {
  it('open a square maze in its left and right walls, as the block style does', () => {
    const topology = squareTopology(6, 6);
    expect(doorSide(topology, 0)).toBe(3);
    expect(doorSide(topology, 35)).toBe(1);
    expect(doorSide(topology, 14)).toBe(-1);
  });

  it('open a polar maze through the outer arc of its outer ring, and nowhere at its centre', () => {
    const topology = polarTopology(4);
    const outer = topology.cellCount - 1;
    const sides = sidesOf(topology, outer);
    expect(sides[doorSide(topology, outer)]!).toMatchObject({ arc: true, radius: 4, neighbour: -1 });
    expect(doorSide(topology, 0)).toBe(-1);
  });

  it('open a masked cell on the border a mask made', () => {
    const topology = maskedTopology(hexTopology(5, 5), (slot) => slot !== 7);
    // Slot 12 (row 2, col 2) lost its north neighbour (slot 7): that side is now on the border.
    const cell = 11;
    expect(topology.slots![cell]).toBe(12);
    expect(doorSide(topology, cell)).toBe(0);
  });
});

describe('cellAt off the shape', () => {
  it('is -1 outside every shape', () => {
    for (const { topology } of smallTopologies()) {
      const bounds = shapeBounds(topology);
      expect(cellAt(topology, bounds.minX - 0.01, bounds.minY - 0.01)).toBe(-1);
      expect(cellAt(topology, bounds.maxX + 0.01, (bounds.minY + bounds.maxY) / 2)).toBe(-1);
    }
  });

  it('keeps one reused side record for a whole walk', () => {
    const record = newSide();
    const seen = new Set<Side>();
    forEachSide(squareTopology(2, 2), 0, (side) => seen.add(side), record);
    expect([...seen]).toEqual([record]);
  });
});

describe('shapeBounds of an outline', () => {
  it('is the union of its kept cells’ boxes, on every grid shape and any mask', () => {
    const shapes = [squareTopology, hexTopology, triangleTopology, upsilonTopology] as const;
    fc.assert(
      fc.property(fc.constantFrom(...shapes), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }), fc.array(fc.boolean(), { minLength: 81, maxLength: 81 }), (shape, width, height, kept) => {
        const full = shape(width, height);
        if (!kept.slice(0, full.cellCount).some(Boolean)) return;
        const topology = maskedTopology(full, (slot) => kept[slot]!);
        const union: Box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
        const box: Box = { minX: 0, minY: 0, maxX: 0, maxY: 0 };
        for (let cell = 0; cell < topology.cellCount; cell++) {
          cellBox(topology, cell, box);
          union.minX = Math.min(union.minX, box.minX);
          union.minY = Math.min(union.minY, box.minY);
          union.maxX = Math.max(union.maxX, box.maxX);
          union.maxY = Math.max(union.maxY, box.maxY);
        }
        const bounds = shapeBounds(topology);
        for (const key of ['minX', 'minY', 'maxX', 'maxY'] as const) expect(bounds[key]).toBeCloseTo(union[key], 9);
      }),
    );
  });
});
