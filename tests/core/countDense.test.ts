import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Grid } from '../../src/core';
import { countFrontier } from '../../src/core/paths/countFrontier';
import { countPaths, type CountStage } from '../../src/core/paths/countPaths';
import { CountCancelledError } from '../../src/core/countControls';
import { countDensePass, DenseLayers } from '../../src/core/paths/countDense';
import { denseCount, laneBytes } from '../../src/core/paths/countDenseExact';
import { endsOnRim, type SweepGrid } from '../../src/core/paths/sweepGrid';
import { buildPlugIndex, plugStates, type PlugIndex } from '../../src/core/paths/plugIndex';

/** A prime just below 2^52: sums of two residues stay exact in a double. */
const P = 4503599627370449;
const A007764 = [1n, 2n, 12n, 184n, 8512n, 1262816n, 575780564n, 789360053252n, 3266598486981642n];
/** Motzkin numbers: the rows with no END plug are the balanced words of '(', ')' and NONE. */
const MOTZKIN = [1, 1, 2, 4, 9, 21, 51, 127, 323, 835, 2188, 5798, 15511];

const indexes = new Map<number, PlugIndex>();
const indexFor = (plugs: number): PlugIndex => {
  if (!indexes.has(plugs)) indexes.set(plugs, buildPlugIndex(plugs));
  return indexes.get(plugs)!;
};
const sweepOf = (grid: Grid, start: number, goal: number): SweepGrid => ({ rows: grid.rows, cols: grid.cols, open: grid.blocks.map((cell) => (cell === 0 ? 1 : 0)), start, goal });

describe('plugIndex', () => {
  it('numbers the Motzkin words when no END is in use, and as many rows as plugStates says for each k', () => {
    for (let plugs = 2; plugs <= 12; plugs++) {
      const index = indexFor(plugs);
      expect(index.states[0]).toBe(MOTZKIN[plugs]);
      for (let k = 0; k <= 2; k++) expect(index.states[k]).toBe(plugStates(plugs, k));
    }
  });

  it('gives every row its own id, from 0 to states - 1', () => {
    const index = indexFor(7);
    for (let k = 0; k <= 2; k++) {
      const seen = new Set<number>();
      index.hiList[k]!.forEach((hi, h) => {
        for (const lo of index.loList[index.hiSignature[k]![h]!]!) seen.add(index.hiBase[k]![hi]! + index.loRank[lo]!);
      });
      expect(seen.size).toBe(index.states[k]);
      expect(Math.max(...seen)).toBe(index.states[k]! - 1);
    }
  });
});

describe('countDensePass', () => {
  it('matches OEIS A007764 on open n×n grids, and its plain pass gives the count\'s size', () => {
    A007764.forEach((expected, i) => {
      const n = i + 1;
      if (n === 1) return; // one block: start and goal coincide, which countPaths answers itself
      const sweep: SweepGrid = { rows: n, cols: n, open: new Uint8Array(n * n).fill(1), start: 0, goal: n * n - 1 };
      expect(countDensePass(sweep, indexFor(n + 1), [P])).toEqual([Number(expected % BigInt(P))]);
      expect(countDensePass(sweep, indexFor(n + 1), [Infinity])[0]).toBeCloseTo(Math.log2(Number(expected)), 9);
      // Lanes side by side give what each gives alone.
      const [plain, residue, small] = countDensePass(sweep, indexFor(n + 1), [Infinity, P, 1009]);
      expect(plain).toBeCloseTo(Math.log2(Number(expected)), 9);
      expect([residue, small]).toEqual([Number(expected % BigInt(P)), Number(expected % 1009n)]);
    });
  });

  it('agrees with the hashing sweep modulo a prime on random grids with both ends on the rim', () => {
    const rim = (rows: number, cols: number): number[] => {
      const cells: number[] = [];
      for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) if (r === 0 || c === 0 || r === rows - 1 || c === cols - 1) cells.push(r * cols + c);
      return cells;
    };
    const arbitrary = fc
      .record({ rows: fc.integer({ min: 1, max: 7 }), cols: fc.integer({ min: 1, max: 7 }), walls: fc.double({ min: 0, max: 0.4, noNaN: true }) })
      .chain(({ rows, cols, walls }) =>
        fc.record({
          grid: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: rows * cols, maxLength: rows * cols }).map((noise): Grid => ({ rows, cols, blocks: Uint8Array.from(noise, (x) => (x < walls ? 1 : 0)) })),
          ends: fc.tuple(fc.constantFrom(...rim(rows, cols)), fc.constantFrom(...rim(rows, cols))),
        }),
      );
    fc.assert(
      fc.property(arbitrary, ({ grid, ends: [start, goal] }) => {
        const sweep = sweepOf(grid, start, goal);
        fc.pre(start !== goal && sweep.open[start] === 1 && sweep.open[goal] === 1);
        expect(endsOnRim(sweep)).toBe(true);
        const exact = countFrontier(grid, start, goal);
        // A small modulus wraps often: the reduction itself is checked too.
        expect(countDensePass(sweep, indexFor(grid.cols + 1), [P, 1009])).toEqual([Number(exact % BigInt(P)), Number(exact % 1009n)]);
      }),
      { numRuns: 1500 },
    );
  });

  it('refuses ends off the rim, and reports each row and stops when asked', () => {
    const open = new Uint8Array(25).fill(1);
    expect(() => countDensePass({ rows: 5, cols: 5, open, start: 12, goal: 24 }, indexFor(6), [P])).toThrow(RangeError);
    const rows: number[] = [];
    const sweep: SweepGrid = { rows: 5, cols: 5, open, start: 0, goal: 24 };
    expect(() => countDensePass(sweep, indexFor(6), [P], { onRow: (done) => rows.push(done), cancelled: () => rows.length === 2 })).toThrow(CountCancelledError);
    expect(rows).toEqual([1, 2]);
  });
});

describe('countPaths with the dense sweep', () => {
  it('gives what the hashing sweep gives on wide grids with walls, whichever sweep it chooses', () => {
    const arbitrary = fc.record({
      rows: fc.integer({ min: 10, max: 12 }),
      cols: fc.integer({ min: 10, max: 11 }),
      walls: fc.double({ min: 0, max: 0.3, noNaN: true }),
      seed: fc.integer(),
    });
    fc.assert(
      fc.property(arbitrary, ({ rows, cols, walls, seed }) => {
        const random = mulberry(seed);
        const cells = Uint8Array.from({ length: rows * cols }, () => (random() < walls ? 1 : 0));
        const grid: Grid = { rows, cols, blocks: cells };
        const start = Math.floor(random() * cols); // first row
        const goal = rows * cols - 1 - Math.floor(random() * rows) * cols; // last column
        cells[start] = 0;
        cells[goal] = 0;
        expect(countPaths(grid, start, goal)).toBe(countFrontier(grid, start, goal));
      }),
      { numRuns: 15 },
    );
  });

  it('gives the same counts in layers kept from earlier passes, shorter or longer', () => {
    const layers = new DenseLayers();
    const open = (n: number): SweepGrid => ({ rows: n, cols: n, open: new Uint8Array(n * n).fill(1), start: 0, goal: n * n - 1 });
    const walled: SweepGrid = { ...open(8), open: Uint8Array.from({ length: 64 }, (_, i) => (i % 11 === 5 ? 0 : 1)) };
    const cases: [SweepGrid, number[]][] = [[open(8), [P, Infinity]], [open(7), [P]], [walled, [P, 1_000_003]], [open(8), [P]]];
    for (const [grid, moduli] of cases) {
      const index = indexFor(grid.cols + 1);
      expect(countDensePass(grid, index, moduli, { layers })).toEqual(countDensePass(grid, index, moduli));
    }
  });

  it('never hands out a round of passes holding more lanes than fit, nor more passes than run side by side', () => {
    const grid: SweepGrid = { rows: 16, cols: 16, open: new Uint8Array(256).fill(1), start: 0, goal: 255 };
    for (const [runners, fit] of [[2, 1], [2, 2], [2, 3], [4, 5], [2, 13], [1, 1]] as const) {
      const plan = denseCount(grid, { runners, countBytes: fit * laneBytes(16) });
      let primes = 0;
      let step = plan.next();
      for (let round = 0; !step.done; round++) {
        const { tasks } = step.value;
        expect(tasks.length).toBeLessThanOrEqual(runners);
        expect(tasks.flat().length).toBeLessThanOrEqual(fit);
        primes += tasks.flat().filter((modulus) => modulus !== Infinity).length;
        // The plain lane says a(16)'s size, 181 bits: four primes of 52 bits are needed.
        step = plan.next(tasks.map((lanes, i) => lanes.map((_, lane) => (round === 0 && i === 0 && lane === 0 ? 181 : 0))));
      }
      expect(primes).toBeGreaterThanOrEqual(4);
    }
  });

  it('reports its passes and rows as it goes, and stops when asked', () => {
    const grid: Grid = { rows: 12, cols: 12, blocks: new Uint8Array(144) };
    const stages: CountStage[] = [];
    expect(countPaths(grid, 0, 143, { onProgress: (_done, _total, stage) => stage && stages.push(stage) })).toBe(182413291514248049241470885236n);
    // A 12×12 count has 98 bits, guessed at 101: one pass, the plain lane beside the two primes.
    expect(stages[0]).toEqual({ pass: 0, passes: 1, row: 1, rows: 12 });
    // The pass ends at the goal, in the last row (the sweep stops there, before the row's end).
    expect(stages.at(-1)).toMatchObject({ pass: 0, passes: 1, rows: 12 });
    expect(stages.every((stage, i) => i === 0 || stage.pass * 12 + stage.row >= stages[i - 1]!.pass * 12 + stages[i - 1]!.row)).toBe(true);
    let asked = 0;
    expect(() => countPaths(grid, 0, 143, { cancelled: () => ++asked > 5 })).toThrow(CountCancelledError);
  });
});

/** A small seeded generator, so each case is its own seed. */
function mulberry(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
