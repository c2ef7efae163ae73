import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { gridTopology, maskText, parseMask, type GridShapeId, type Topology } from '../../src/core';
import { closedByStroke, enclosedGaps, filledRegion, gapRegion } from '../../src/game/outline/fillInside';
import { beginStroke, continueStroke } from '../../src/game/outline/paintStroke';

const SHAPES: readonly GridShapeId[] = ['square', 'hex', 'triangle', 'upsilon'];
const INNER: Record<Exclude<GridShapeId, 'upsilon'>, number> = { square: 4, hex: 6, triangle: 3 };

/** How many neighbours a slot has inside the grid (upsilon: 8 on an octagon, 4 on a square): fewer, and it sits on the border. */
function innerDegree(topology: Topology, slot: number): number {
  if (topology.shape !== 'upsilon') return INNER[topology.shape as Exclude<GridShapeId, 'upsilon'>];
  const row = Math.floor(slot / topology.columns);
  return (row + slot - row * topology.columns) % 2 === 0 ? 8 : 4;
}

const gridArb = fc.record({ shape: fc.constantFrom(...SHAPES), width: fc.integer({ min: 1, max: 14 }), height: fc.integer({ min: 1, max: 12 }) });

/** A grid with random painted cells. */
const paintedArb = gridArb.chain(({ shape, width, height }) =>
  fc.uint8Array({ minLength: width * height, maxLength: width * height, min: 0, max: 1 }).map((cells) => ({ topology: gridTopology(shape, width, height), cells })),
);

function neighboursOf(topology: Topology, slot: number): number[] {
  const found: number[] = [];
  for (let i = topology.offsets[slot]!; i < topology.offsets[slot + 1]!; i++) found.push(topology.neighbours[i]!);
  return found;
}

/**
 * The oracle, by another road: the outside grows from the border's gaps, one round at a time
 * over every slot, until a round adds nothing. What it never reaches is enclosed.
 */
function enclosedByRounds(topology: Topology, cells: Uint8Array): Uint8Array {
  const outside = new Uint8Array(topology.cellCount);
  for (let slot = 0; slot < topology.cellCount; slot++) if (!cells[slot] && neighboursOf(topology, slot).length < innerDegree(topology, slot)) outside[slot] = 1;
  for (let grew = true; grew; ) {
    grew = false;
    for (let slot = 0; slot < topology.cellCount; slot++) {
      if (cells[slot] || outside[slot]) continue;
      if (neighboursOf(topology, slot).some((next) => outside[next])) [outside[slot], grew] = [1, true];
    }
  }
  return Uint8Array.from(cells, (cell, slot) => (!cell && !outside[slot] ? 1 : 0));
}

/** A connected blob of slots away from the border, grown at random from an inner slot, and the painted ring of its neighbours round it. */
const ringArb = fc
  .record({ shape: fc.constantFrom(...SHAPES), width: fc.integer({ min: 5, max: 16 }), height: fc.integer({ min: 5, max: 14 }), picks: fc.array(fc.nat(), { minLength: 1, maxLength: 30 }) })
  .map(({ shape, width, height, picks }) => {
    const topology = gridTopology(shape, width, height);
    const inner = (slot: number) => neighboursOf(topology, slot).length === innerDegree(topology, slot) && neighboursOf(topology, slot).every((next) => neighboursOf(topology, next).length === innerDegree(topology, next));
    const candidates = Array.from({ length: topology.cellCount }, (_, slot) => slot).filter(inner);
    const blob = new Uint8Array(topology.cellCount);
    const members = [candidates[picks[0]! % candidates.length]!];
    blob[members[0]!] = 1;
    for (const pick of picks.slice(1)) {
      const edge = members.flatMap((slot) => neighboursOf(topology, slot)).filter((slot) => !blob[slot] && inner(slot));
      if (edge.length === 0) break;
      const next = edge[pick % edge.length]!;
      blob[next] = 1;
      members.push(next);
    }
    const ring = new Uint8Array(topology.cellCount);
    for (const slot of members) for (const next of neighboursOf(topology, slot)) if (!blob[next]) ring[next] = 1;
    return { topology, blob, ring, members };
  });

function slotsOf(marks: Uint8Array): number[] {
  return [...marks.keys()].filter((slot) => marks[slot]);
}

describe('filling the inside of a drawn outline', () => {
  it('fills a square ring, and only its inside', () => {
    const ring = parseMask('......\n.####.\n.#..#.\n.#..#.\n.####.\n......\n');
    const topology = gridTopology('square', 6, 6);
    const filled = filledRegion(topology, ring.cells, 14)!;
    expect(maskText({ width: 6, height: 6, cells: filled })).toBe('......\n.####.\n.####.\n.####.\n.####.\n......\n');
    expect(maskText({ width: 6, height: 6, cells: enclosedGaps(topology, ring.cells) })).toBe('......\n......\n..##..\n..##..\n......\n......\n');
  });

  it('holds its inside on squares even where the line turns at a corner: gaps spread across sides only', () => {
    const diamond = parseMask('...#...\n..#.#..\n.#...#.\n..#.#..\n...#...\n');
    const topology = gridTopology('square', 7, 5);
    expect(maskText({ width: 7, height: 5, cells: enclosedGaps(topology, diamond.cells) })).toBe('.......\n...#...\n..###..\n...#...\n.......\n');
  });

  it('fills nothing from a painted cell or off the grid', () => {
    const topology = gridTopology('hex', 4, 4);
    const cells = new Uint8Array(16).fill(1);
    expect(filledRegion(topology, cells, 3)).toBeNull();
    expect(filledRegion(topology, cells, -1)).toBeNull();
  });

  it('finds exactly the enclosed gaps, on every shape (checked against a round-by-round oracle)', () => {
    fc.assert(
      fc.property(paintedArb, ({ topology, cells }) => {
        expect(enclosedGaps(topology, cells)).toEqual(enclosedByRounds(topology, cells));
      }),
      { numRuns: 300 },
    );
  });

  it('never crosses a painted cell: a fill paints one gap region whole, bounded by painted cells, and changes nothing else', () => {
    fc.assert(
      fc.property(paintedArb, fc.nat(), ({ topology, cells }, pick) => {
        const slot = pick % topology.cellCount;
        const before = cells.slice();
        const filled = filledRegion(topology, cells, slot);
        expect(cells).toEqual(before);
        if (cells[slot]) {
          expect(filled).toBeNull();
          return;
        }
        const region = gapRegion(topology, cells, slot);
        for (let at = 0; at < topology.cellCount; at++) {
          // Painted cells stay; gaps outside the region stay gaps; the region is painted.
          expect(filled![at]).toBe(cells[at] || region[at] ? 1 : 0);
          // Bounded: every neighbour of the region is in it or painted.
          if (region[at]) for (const next of neighboursOf(topology, at)) expect(region[next] || cells[next]).toBe(1);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a ring drawn round a blob offers the blob (and any pocket it curls round), and filling from any of its slots gives exactly ring and blob', () => {
    fc.assert(
      fc.property(ringArb, fc.nat(), ({ topology, blob, ring, members }, pick) => {
        // The blob, and any pocket the ring closes off besides it (a blob that curls round a hole).
        const offered = closedByStroke(topology, new Uint8Array(topology.cellCount), ring)!;
        expect(offered).toEqual(enclosedByRounds(topology, ring));
        for (const slot of members) expect(offered[slot]).toBe(1);
        const filled = filledRegion(topology, ring, members[pick % members.length]!)!;
        expect(slotsOf(filled)).toEqual(slotsOf(Uint8Array.from(ring, (cell, slot) => cell | blob[slot]!)));
      }),
      { numRuns: 100 },
    );
  });

  it('a stroke that does not close a loop offers nothing: a straight stroke on an empty grid, or any stroke that clears', () => {
    fc.assert(
      fc.property(gridArb, fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 4, maxLength: 4 }), ({ shape, width, height }, [x0, y0, x1, y1]) => {
        const topology = gridTopology(shape, width, height);
        const cells = new Uint8Array(topology.cellCount);
        const at = (u: number, v: number): [number, number] => [u * width * (shape === 'triangle' ? 0.5 : 1), v * height * (shape === 'square' ? 1 : 0.85)];
        const stroke = beginStroke(topology, cells, ...at(x0!, y0!), () => {});
        if (stroke) continueStroke(stroke, topology, cells, ...at(x1!, y1!), () => {});
        expect(closedByStroke(topology, new Uint8Array(topology.cellCount), cells)).toBeNull();
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(paintedArb, fc.uint8Array({ minLength: 1, maxLength: 200, min: 0, max: 1 }), ({ topology, cells }, cleared) => {
        const after = Uint8Array.from(cells, (cell, slot) => (cleared[slot % cleared.length] ? 0 : cell));
        expect(closedByStroke(topology, cells, after)).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it('offers only gaps the stroke closed: enclosed after it, open to the outside before it', () => {
    fc.assert(
      fc.property(paintedArb, fc.uint8Array({ minLength: 1, maxLength: 200, min: 0, max: 1 }), ({ topology, cells }, added) => {
        const after = Uint8Array.from(cells, (cell, slot) => cell | added[slot % added.length]!);
        const offered = closedByStroke(topology, cells, after);
        const [then, now] = [enclosedByRounds(topology, cells), enclosedByRounds(topology, after)];
        const expected = Uint8Array.from(now, (enclosed, slot) => (enclosed && !then[slot] ? 1 : 0));
        expect(offered ?? new Uint8Array(topology.cellCount)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});
