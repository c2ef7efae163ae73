import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  circleLevels,
  countSpanningTrees,
  createRandom,
  exactCountWork,
  generateShaped,
  GRAPH_GENERATORS,
  gridTopology,
  hexTopology,
  log10SpanningTrees,
  maskTopology,
  polarTopology,
  presetMask,
  shapeTopology,
  squareTopology,
  triangleTopology,
  CountCancelledError,
  type GridShapeId,
  type Mask,
  type Topology,
} from '../../src/core';
import { chineseRemainder } from '../../src/core/modular/chineseRemainder';
import { cellOrder } from '../../src/core/trees/cellOrder';
import { laplacianEnvelope } from '../../src/core/trees/envelope';
import { frontalLogDeterminant } from '../../src/core/trees/frontalLogDeterminant';
import { determinantModulo } from '../../src/core/trees/modularDeterminant';
import { squareGridLogTrees } from '../../src/core/trees/squareClosedForm';
import { blobMask } from './support/shapes';

// ---------------------------------------------------------------------------------------------
// Independent references: brute force and exact rational elimination.

/** Each wall between two cells once, as [lower id, higher id]. */
function edgesOf(topology: Topology): [number, number][] {
  const edges: [number, number][] = [];
  for (let cell = 0; cell < topology.cellCount; cell++) {
    for (let i = topology.offsets[cell]!; i < topology.offsets[cell + 1]!; i++) {
      const other = topology.neighbours[i]!;
      if (cell < other) edges.push([cell, other]);
    }
  }
  return edges;
}

/** Every set of cells − 1 walls opened without a loop: the spanning trees, counted one by one. */
function bruteForceTrees(topology: Topology): number {
  const n = topology.cellCount;
  const edges = edgesOf(topology);
  if (edges.length > 22) throw new Error(`too many walls (${edges.length}) to try every subset`);
  let trees = 0;
  const parent = new Int32Array(n);
  const find = (x: number): number => {
    while (parent[x] !== x) x = parent[x]!;
    return x;
  };
  for (let subset = 0; subset < 1 << edges.length; subset++) {
    let bits = 0;
    for (let s = subset; s; s &= s - 1) bits++;
    if (bits !== n - 1) continue;
    for (let i = 0; i < n; i++) parent[i] = i;
    let acyclic = true;
    for (let e = 0; e < edges.length && acyclic; e++) {
      if (!(subset & (1 << e))) continue;
      const [a, b] = [find(edges[e]![0]), find(edges[e]![1])];
      if (a === b) acyclic = false;
      else parent[a] = b;
    }
    if (acyclic) trees++;
  }
  return trees;
}

/**
 * The determinant of the Laplacian without its last row and column, in bigint by Bareiss's
 * fraction-free elimination (every division exact), with row swaps for zero pivots: the
 * matrix-tree theorem done the slow, obviously right way.
 */
function bareissMinor(topology: Topology): bigint {
  const n = topology.cellCount - 1;
  if (n <= 0) return topology.cellCount === 1 ? 1n : 0n;
  const a = Array.from({ length: n }, () => new Array<bigint>(n).fill(0n));
  for (let cell = 0; cell < n; cell++) {
    a[cell]![cell] = BigInt(topology.offsets[cell + 1]! - topology.offsets[cell]!);
    for (let i = topology.offsets[cell]!; i < topology.offsets[cell + 1]!; i++) {
      const other = topology.neighbours[i]!;
      if (other < n) a[cell]![other]! -= 1n;
    }
  }
  let sign = 1n;
  let previous = 1n;
  for (let k = 0; k < n - 1; k++) {
    if (a[k]![k] === 0n) {
      const swap = a.findIndex((row, r) => r > k && row[k] !== 0n);
      if (swap < 0) return 0n;
      [a[k], a[swap]] = [a[swap]!, a[k]!];
      sign = -sign;
    }
    for (let i = k + 1; i < n; i++) {
      for (let j = k + 1; j < n; j++) a[i]![j] = (a[i]![j]! * a[k]![k]! - a[i]![k]! * a[k]![j]!) / previous;
    }
    previous = a[k]![k]!;
  }
  return sign * a[n - 1]![n - 1]!;
}

/** log10 of a positive bigint, from its digit count and leading digits. */
function log10Of(x: bigint): number {
  const digits = x.toString();
  const lead = digits.slice(0, 17);
  return digits.length - lead.length + Math.log10(Number(lead));
}

/** OEIS A007341: spanning trees of the n×n grid graph, n = 1 … 10. */
const A007341 = [
  1n,
  4n,
  192n,
  100352n,
  557568000n,
  32565539635200n,
  19872369301840986112n,
  126231322912498539682594816n,
  8326627661691818545121844900397056n,
  5694319004079097795957215725765328371712000n,
];

const masked = (shape: GridShapeId, rows: string[]): Topology => {
  const mask: Mask = { width: rows[0]!.length, height: rows.length, cells: Uint8Array.from(rows.join('').split(''), (c) => (c === '#' ? 1 : 0)) };
  return shapeTopology(shape, mask.width, mask.height, mask);
};

// ---------------------------------------------------------------------------------------------

describe('countSpanningTrees: the exact number of perfect mazes', () => {
  it.each([
    ['square 3×3', squareTopology(3, 3)],
    ['square 2×5', squareTopology(2, 5)],
    ['square 4×1 (a path)', squareTopology(4, 1)],
    ['hex 2×3', hexTopology(2, 3)],
    ['hex 3×3', hexTopology(3, 3)],
    ['hex 1×4 (a column)', hexTopology(1, 4)],
    ['triangle 3×2', triangleTopology(3, 2)],
    ['triangle 4×3', triangleTopology(4, 3)],
    ['polar, a centre and one ring (a wheel)', polarTopology(2)],
    ['a plus-shaped square mask', masked('square', ['.#.', '###', '.#.'])],
    ['a hex mask with a hole', masked('hex', ['###', '#.#', '###'])],
    ['a triangle mask', masked('triangle', ['####', '.##.'])],
  ])('equals brute-force enumeration on %s', (_, topology) => {
    expect(countSpanningTrees(topology)).toBe(BigInt(bruteForceTrees(topology)));
  });

  it('the wheel of six spokes has 320 (L₁₂ − 2, Lucas numbers) and the 3×3 grid 192', () => {
    expect(countSpanningTrees(polarTopology(2))).toBe(320n);
    expect(countSpanningTrees(squareTopology(3, 3))).toBe(192n);
  });

  it('equals OEIS A007341 for the n×n grid, n = 1 … 10, and its closed form agrees', () => {
    for (let n = 1; n <= 10; n++) {
      expect(countSpanningTrees(squareTopology(n, n))).toBe(A007341[n - 1]);
      if (n > 1) expect(squareGridLogTrees(n, n) / Math.LN10).toBeCloseTo(log10Of(A007341[n - 1]!), 10);
    }
  });

  it('agrees with the Laplacian minor in bigint (Bareiss) on random masks of every grid shape, in pieces or not', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<GridShapeId>('square', 'hex', 'triangle', 'upsilon'),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.boolean(), { minLength: 36, maxLength: 36 }),
        (shape, width, height, bits) => {
          const cells = Uint8Array.from(bits.slice(0, width * height), Number);
          fc.pre(cells.some((c) => c === 1));
          const topology = maskTopology(gridTopology(shape, width, height), { width, height, cells });
          expect(countSpanningTrees(topology)).toBe(bareissMinor(topology));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('agrees with Bareiss on connected blobs and presets up to ~60 cells (counts of dozens of digits)', () => {
    fc.assert(
      fc.property(fc.constantFrom<GridShapeId>('square', 'hex', 'triangle', 'upsilon'), fc.integer({ min: 2, max: 60 }), fc.string({ maxLength: 4 }), (shape, size, seed) => {
        const mask = blobMask(shape, 10, 9, size, seed);
        const topology = shapeTopology(shape, 10, 9, mask);
        expect(countSpanningTrees(topology)).toBe(bareissMinor(topology));
      }),
      { numRuns: 60 },
    );
    for (const shape of ['square', 'hex', 'triangle', 'upsilon'] as const) {
      const topology = shapeTopology(shape, 9, 8, presetMask('heart', shape, 9, 8));
      expect(countSpanningTrees(topology)).toBe(bareissMinor(topology));
    }
    expect(countSpanningTrees(polarTopology(circleLevels(2)))).toBe(bareissMinor(polarTopology(circleLevels(2))));
  });

  it('is 0 for cells in several pieces or none, 1 for a single cell or a path', () => {
    expect(countSpanningTrees(masked('square', ['#.#']))).toBe(0n);
    expect(countSpanningTrees(triangleTopology(1, 3))).toBe(0n);
    expect(countSpanningTrees(maskTopology(squareTopology(2, 1), { width: 2, height: 1, cells: new Uint8Array(2) }))).toBe(0n);
    expect(countSpanningTrees(squareTopology(1, 1))).toBe(1n);
    expect(countSpanningTrees(squareTopology(1, 50))).toBe(1n);
    expect(countSpanningTrees(masked('hex', ['..#', '...']))).toBe(1n);
  });

  it('counts a long strip (hundreds of primes, each a thin elimination)', () => {
    // The 2×n ladder: τ = ((2+√3)^n − (2−√3)^n) / (2√3), i.e. τ(n) = 4τ(n−1) − τ(n−2), τ(1) = 1, τ(2) = 4.
    let [previous, current] = [1n, 4n];
    for (let n = 3; n <= 1200; n++) [previous, current] = [current, 4n * current - previous];
    expect(countSpanningTrees(squareTopology(1200, 2))).toBe(current);
    expect(countSpanningTrees(squareTopology(2, 1200))).toBe(current);
  });
});

describe('the modular pieces', () => {
  it('the Chinese remainder theorem gives back a number from its residues', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 200n }), (x) => {
        const primes = [4194301, 4194287, 4194277, 4194271, 4194247, 4194217, 4194199, 4194191, 4194187, 4194181];
        expect(chineseRemainder(primes.map((p) => Number(x % BigInt(p))), primes)).toBe(x);
      }),
    );
  });

  it('a determinant mod p is the count mod p, or −1 when a pivot vanished (then the prime is dropped)', () => {
    const topology = hexTopology(4, 3);
    const exact = countSpanningTrees(topology);
    const envelope = laplacianEnvelope(topology, cellOrder(topology));
    const rows = new Float64Array(envelope.start[envelope.size]!);
    const inverses = new Float64Array(envelope.size);
    let dropped = 0;
    for (const p of [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 4194301]) {
      const residue = determinantModulo(topology, envelope, p, rows, inverses);
      if (residue < 0) dropped++;
      else expect(residue).toBe(Number(exact % BigInt(p)));
    }
    expect(dropped).toBeGreaterThan(0);
  });

  it('the reverse Cuthill–McKee order lists every cell once and keeps a grid’s envelope within its narrow side', () => {
    const topology = squareTopology(30, 7);
    const order = cellOrder(topology);
    expect([...order].sort((a, b) => a - b)).toEqual([...Array(210).keys()]);
    const envelope = laplacianEnvelope(topology, order);
    for (let i = 0; i < envelope.size; i++) expect(i - envelope.first[i]!).toBeLessThanOrEqual(8);
  });
});

describe('log10SpanningTrees: the size of the count, at any size', () => {
  it('agrees with log10 of the exact count on every shape and masks', () => {
    const topologies = [
      squareTopology(12, 17),
      hexTopology(23, 19),
      hexTopology(1, 9),
      triangleTopology(30, 20),
      polarTopology(circleLevels(15)),
      shapeTopology('hex', 25, 20, presetMask('star', 'hex', 25, 20)),
      shapeTopology('triangle', 30, 24, presetMask('circle', 'triangle', 30, 24)),
      shapeTopology('square', 18, 18, presetMask('heart', 'square', 18, 18)),
    ];
    for (const topology of topologies) {
      const exact = log10Of(countSpanningTrees(topology));
      expect(Math.abs(log10SpanningTrees(topology) - exact)).toBeLessThan(1e-9 * Math.max(1, exact));
    }
  });

  it('the nested-dissection determinant agrees with the closed form on squares, masked (a full mask) or not', () => {
    for (const [width, height] of [
      [2, 2],
      [40, 40],
      [1, 30],
      [150, 90],
    ] as const) {
      const closed = squareGridLogTrees(width, height);
      expect(Math.abs(frontalLogDeterminant(squareTopology(width, height)) - closed)).toBeLessThan(1e-10 * Math.max(1, closed));
      const full = shapeTopology('square', width, height, { width, height, cells: new Uint8Array(width * height).fill(1) });
      expect(Math.abs(log10SpanningTrees(full) * Math.LN10 - closed)).toBeLessThan(1e-10 * Math.max(1, closed));
    }
  });

  it('a whole 2000×2000 square is its closed form (milliseconds: bench/trees.ts times it)', () => {
    const value = log10SpanningTrees(squareTopology(2000, 2000));
    // The bulk term 4G/π per cell (Catalan's constant G) in log10, less a boundary term.
    expect(value / 4e6).toBeCloseTo((4 * 0.915965594177219) / Math.PI / Math.LN10, 2);
    expect(value.toPrecision(6)).toBe('2.02444e+6');
  });

  it('is −Infinity for cells in several pieces, 0 for one cell or a path', () => {
    expect(log10SpanningTrees(masked('square', ['#.#']))).toBe(-Infinity);
    expect(log10SpanningTrees(squareTopology(1, 1))).toBe(0);
    expect(log10SpanningTrees(hexTopology(1, 40))).toBe(0);
    expect(log10SpanningTrees(squareTopology(1, 30))).toBe(0);
    expect(log10SpanningTrees(squareTopology(2, 1))).toBe(0);
    expect(log10SpanningTrees(squareTopology(2, 2))).toBeCloseTo(Math.log10(4), 12);
  });
});

describe('progress and stopping', () => {
  it('reports work done up to the total, and stops when asked', () => {
    for (const count of [(t: Topology, o: object) => countSpanningTrees(t, o), (t: Topology, o: object) => log10SpanningTrees(t, o)]) {
      const seen: [number, number][] = [];
      count(hexTopology(30, 30), { onProgress: (done: number, total: number) => seen.push([done, total]) });
      expect(seen.length).toBeGreaterThan(1);
      for (let i = 1; i < seen.length; i++) expect(seen[i]![0]).toBeGreaterThanOrEqual(seen[i - 1]![0]);
      const [done, total] = seen.at(-1)!;
      expect(done).toBe(total);
      let asked = 0;
      expect(() => count(hexTopology(30, 30), { cancelled: () => ++asked > 3 })).toThrow(CountCancelledError);
    }
  });

  it('exactCountWork foresees the cost, and refuses a huge maze at once', () => {
    expect(exactCountWork(squareTopology(1, 1))).toBe(0);
    expect(exactCountWork(masked('square', ['#.#']))).toBe(0);
    expect(exactCountWork(squareTopology(20, 20))).toBeLessThan(exactCountWork(squareTopology(40, 40)));
    expect(exactCountWork(squareTopology(40, 40))).toBeLessThan(exactCountWork(hexTopology(40, 40)));
    // Four million cells need far more primes times rows than the limit: refused before any ordering.
    expect(exactCountWork(hexTopology(2000, 2000), 1e10)).toBe(Infinity);
    expect(exactCountWork(hexTopology(80, 80), 1e10)).toBe(Infinity);
    expect(exactCountWork(hexTopology(60, 60), 1e10)).toBeLessThan(1e10);
  });
});

describe("Wilson's algorithm draws every perfect maze equally often", () => {
  /** The upper 0.1% point of χ² with k degrees of freedom, by the Wilson–Hilferty approximation (within 0.2% here). */
  const chiSquareP001 = (k: number) => k * (1 - 2 / (9 * k) + 3.0902 * Math.sqrt(2 / (9 * k))) ** 3;

  it.each([
    ['hex 2×3', { shape: 'hex', width: 2, height: 3 }],
    ['triangle 5×3', { shape: 'triangle', width: 5, height: 3 }],
    ['polar rings 1 (a wheel)', null],
  ] as const)('on %s: every spanning tree appears, as often as the matrix-tree count says', (_, size) => {
    const topology = size === null ? polarTopology(2) : gridTopology(size.shape, size.width, size.height);
    const count = Number(countSpanningTrees(topology));
    const perTree = 60;
    const seen = new Map<string, number>();
    for (let k = 0; k < count * perTree; k++) {
      const open =
        size === null
          ? wilsonOnTopology(topology, `w${k}`)
          : generateShaped({ shape: size.shape, width: size.width, height: size.height, rings: 0, mask: null, algorithm: 'wilson', seed: `w${k}`, braid: 0 }).open;
      const key = open.join('');
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect(seen.size).toBe(count);
    let chiSquare = 0;
    for (const observed of seen.values()) chiSquare += (observed - perTree) ** 2 / perTree;
    expect(chiSquare).toBeLessThan(chiSquareP001(count - 1));
  });
});

/**
 * Wilson's algorithm as generateShaped runs it on every shape but the unmasked square (the
 * library's graph generator, seeded the same way), here on a topology generateShaped does not
 * make: a polar maze needs two rings round its centre, 107,794,125 trees, too many to see all.
 */
function wilsonOnTopology(topology: Topology, seed: string): Uint8Array {
  return GRAPH_GENERATORS.wilson(topology, createRandom(seed));
}
