import { describe, expect, it } from 'vitest';
import { countPaths, createGrid, createRandom, generateMaze, type Grid } from '../../src/core';
import { countCost, REFERENCE_SPEED, secondsOf } from '../../src/core/paths/countCost';
import { measureCountSpeed } from '../../src/core/paths/countSpeed';
import { speckledGrid } from '../support/grids';

const open = (rows: number, cols: number): Grid => createGrid(rows, cols, 0);
const corner = (grid: Grid): [number, number] => [0, grid.rows * grid.cols - 1];


describe('countCost', () => {
  it('follows countPaths: the dense sweep for open squares, hashing for narrow strips, no sweep for a perfect maze', () => {
    const square = countCost(open(12, 12), ...corner(open(12, 12)));
    expect([square.pieces, square.densePieces, square.sure, square.fits]).toEqual([1, 1, true, true]);
    expect(square.hashingRows).toBe(0);
    expect(square.bits).toBeCloseTo(0.7 * 144);
    // As countDenseExact's plan will run them: on one thread, the plain lane and the primes
    // the guessed size asks for in one pass; on two, the lanes shared by two passes side by side.
    expect(square.densePasses).toBe(1);
    expect(countCost(open(16, 16), 0, 255).densePasses).toBe(1);
    const sideBySide = countCost(open(16, 16), 0, 255, { runners: 2 });
    expect(sideBySide.densePasses).toBe(2);
    expect(sideBySide.denseRows).toBeLessThan(countCost(open(16, 16), 0, 255).denseRows);

    const strip = countCost(open(40, 8), ...corner(open(40, 8)));
    expect([strip.pieces, strip.densePieces, strip.denseRows, strip.sure]).toEqual([1, 0, 0, true]);
    expect(strip.hashingRows).toBeGreaterThan(0);

    const maze = generateMaze({ algorithm: 'backtracker', width: 30, height: 30, seed: 'cost', braid: 0 });
    const perfect = countCost(maze, maze.start, maze.goal);
    expect([perfect.pieces, perfect.denseRows, perfect.hashingRows, perfect.fits]).toEqual([0, 0, 0, true]);
    expect(perfect.searched).toBe(maze.rows * maze.cols);
  });

  it('says which way the largest piece is swept: along its longer side', () => {
    expect(countCost(open(10, 30), ...corner(open(10, 30))).across).toBe('columns');
    expect(countCost(open(30, 10), ...corner(open(30, 10))).across).toBe('rows');
  });

  it('knows up front what cannot fit: an open 22×22 or 40×40 grid, and an open 2001-wide one at once', () => {
    for (const n of [22, 40]) {
      const cost = countCost(open(n, n), ...corner(open(n, n)));
      expect([cost.fits, cost.sure]).toEqual([false, true]);
      expect(cost.bytes).toBeGreaterThan(2 ** 30);
    }
    const wide = open(3, 2001);
    const huge = countCost(open(2001, 2001), 0, 2001 * 2001 - 1);
    expect([huge.fits, huge.sure]).toEqual([false, true]);
    expect(countCost(wide, 0, wide.blocks.length - 1).fits).toBe(true);
  });

  it('never refuses a walled grid for memory up front: its bound is loose, and a 16×16 grid with 15 % walls counts in seconds', () => {
    // The benchmark's grid (bench/countRecordRun.ts): its bound says about 1.5 GB, the sweep holds far less.
    const random = createRandom('obstacles-16');
    const cells = Uint8Array.from({ length: 256 }, () => (random.int(100) < 15 ? 1 : 0));
    cells[0] = 0;
    cells[255] = 0;
    const grid: Grid = { rows: 16, cols: 16, blocks: cells };
    const cost = countCost(grid, 0, 255);
    expect(cost.bytes).toBeGreaterThan(2 ** 30);
    expect(cost.fits).toBe(null);
    expect(countPaths(grid, 0, 255)).toBeGreaterThan(0n);
  });

  it('calls a braided maze’s bound loose: walls shrink its true work far below it, so the time is not sure', () => {
    const maze = generateMaze({ algorithm: 'backtracker', width: 40, height: 40, seed: 'x', braid: 0.2 });
    const cost = countCost(maze, maze.start, maze.goal);
    expect(cost.sure).toBe(false);
    expect(cost.fits).toBe(null);
  });

  it('gives nothing to sweep when there is no path or an end is a wall', () => {
    const grid = open(5, 5);
    grid.blocks[0] = 1;
    expect(countCost(grid, 0, 24).pieces).toBe(0);
    const cut = open(5, 5);
    for (let c = 0; c < 5; c++) cut.blocks[10 + c] = 1;
    expect(countCost(cut, 0, 24).pieces).toBe(0);
    expect(() => countCost(grid, 0, 25)).toThrow(RangeError);
  });

  it('prices the work in proportion: a larger open grid costs more, by about what its rows say', () => {
    const at = (n: number) => secondsOf(countCost(open(n, n), ...corner(open(n, n))), REFERENCE_SPEED);
    expect(at(13) / at(12)).toBeGreaterThan(3);
    expect(at(13) / at(12)).toBeLessThan(6);
  });

  // How close the calibrated estimate comes to real counting time is a speed question: the
  // benchmarks measure it (bench/countPaths.ts, "countCost estimate against the count's time").
  // Here, with an injected clock, the calibration itself: it prices the work by what the
  // device's clock saw, and a device twice as slow is told each count takes twice as long.
  it('calibrates its prices from the device’s clock: what the clock saw, and twice as long on a device twice as slow', () => {
    /** A clock that says every timed count took `ms`: each reading is `ms` after the one before. */
    const stepping = (ms: number) => {
      let t = 0;
      return () => (t += ms);
    };
    const speed = measureCountSpeed(stepping(40));
    // The grids it is timed on (open 11×11 swept densely, open 40×8 by hashing) are priced at what the clock saw.
    expect(secondsOf(countCost(open(11, 11), 0, 120), speed)).toBeCloseTo(0.04, 3);
    expect(secondsOf(countCost(open(40, 8), 0, 319), speed)).toBeCloseTo(0.04, 2);
    const slower = measureCountSpeed(stepping(80));
    for (const grid of [open(12, 12), open(10, 30), speckledGrid(14, 10, 7919)]) {
      const [start, goal] = corner(grid);
      const cost = countCost(grid, start, goal);
      const estimate = secondsOf(cost, speed);
      expect(estimate).toBeGreaterThan(0);
      expect(secondsOf(cost, slower) / estimate).toBeCloseTo(2, 1);
    }
    // A clock too coarse to see a count keeps the reference prices of the sweeps.
    const still = measureCountSpeed(() => 0);
    expect([still.perDenseRow, still.perHashingRow]).toEqual([REFERENCE_SPEED.perDenseRow, REFERENCE_SPEED.perHashingRow]);
  });
});
