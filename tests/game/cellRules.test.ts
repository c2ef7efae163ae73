import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { carveBacktracker, isPassage, createRandom, hexTopology, polarTopology, squareTopology, triangleTopology, type CellMaze, type Topology } from '../../src/core';
import { HEADING_VECTORS, type Heading } from '../../src/game/moves';
import { corridorNextCell as corridorNext, stepCell } from '../support/moves';

/** Every passage of a topology open: the rules then see every neighbour. */
function allOpen(topology: Topology): CellMaze {
  return { topology, open: new Uint8Array(topology.neighbours.length).fill(1), start: 0, goal: topology.cellCount - 1 };
}

const HEADINGS = Object.keys(HEADING_VECTORS) as Heading[];

describe('stepCell', () => {
  it('moves the four arrows on squares exactly, and no diagonal', () => {
    const maze = allOpen(squareTopology(3, 3));
    expect(stepCell(maze, 4, 'up')).toBe(1);
    expect(stepCell(maze, 4, 'down')).toBe(7);
    expect(stepCell(maze, 4, 'left')).toBe(3);
    expect(stepCell(maze, 4, 'right')).toBe(5);
    // A diagonal is 45° off two neighbours: a tie, settled the first way without a last move.
    expect([1, 5]).toContain(stepCell(maze, 4, 'up-right'));
  });

  it('never turns a square arrow into a sideways move when its way is walled', () => {
    const topology = squareTopology(3, 3);
    const open = new Uint8Array(topology.neighbours.length);
    // Only 4–5 is open: "up" from 4 must bump, not slide right (90° off).
    for (let i = topology.offsets[4]!; i < topology.offsets[5]!; i++) if (topology.neighbours[i] === 5) open[i] = 1;
    for (let i = topology.offsets[5]!; i < topology.offsets[6]!; i++) if (topology.neighbours[i] === 4) open[i] = 1;
    const maze = { topology, open, start: 0, goal: 8 };
    expect(stepCell(maze, 4, 'up')).toBe(-1);
    expect(stepCell(maze, 4, 'right')).toBe(5);
  });

  it('zig-zags a tied key on hexagons: holding right walks a straight line across', () => {
    // Flat-topped hexagons: from a cell, "right" is 30° off both north-east and south-east.
    const maze = allOpen(hexTopology(9, 5));
    const { centres } = maze.topology;
    let at = 2 * 9 + 0;
    let cameFrom = -1;
    const ys: number[] = [centres[2 * at + 1]!];
    for (let i = 0; i < 8; i++) {
      const next = stepCell(maze, at, 'right', cameFrom);
      expect(next).toBeGreaterThanOrEqual(0);
      expect(centres[2 * next]!).toBeGreaterThan(centres[2 * at]!);
      cameFrom = at;
      at = next;
      ys.push(centres[2 * at + 1]!);
    }
    // Up and down by half a row in turn: it never drifts more than half a row off its line.
    expect(Math.max(...ys) - Math.min(...ys)).toBeLessThanOrEqual(0.5 + 1e-9);
  });

  it('goes only to an open neighbour less than a right angle off the key, on every shape', () => {
    const shapes = fc.constantFrom(squareTopology(6, 5), hexTopology(6, 5), triangleTopology(6, 5), polarTopology(5));
    fc.assert(
      fc.property(shapes, fc.string(), fc.nat(), fc.constantFrom(...HEADINGS), (topology, seed, pick, heading) => {
        const maze = { topology, open: carveBacktracker(topology, createRandom(seed)), start: 0, goal: topology.cellCount - 1 };
        const at = pick % topology.cellCount;
        const to = stepCell(maze, at, heading);
        if (to < 0) return;
        expect(isPassage(maze, at, to)).toBe(true);
        const { centres } = topology;
        const key = HEADING_VECTORS[heading];
        const dot = (centres[2 * to]! - centres[2 * at]!) * key.dx + (centres[2 * to + 1]! - centres[2 * at + 1]!) * key.dy;
        expect(dot).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  it('reaches every open neighbour with some key, on every shape', () => {
    for (const topology of [hexTopology(5, 5), triangleTopology(6, 4), polarTopology(4)]) {
      const maze = allOpen(topology);
      for (let at = 0; at < topology.cellCount; at++) {
        const reached = new Set<number>();
        for (const heading of HEADINGS) for (const cameFrom of [-1, ...topology.neighbours.subarray(topology.offsets[at]!, topology.offsets[at + 1]!)]) reached.add(stepCell(maze, at, heading, cameFrom));
        for (let i = topology.offsets[at]!; i < topology.offsets[at + 1]!; i++) {
          // Polar cells may have several outward neighbours in a narrow fan: at least the nearest of each fan is reachable.
          if (topology.shape !== 'polar') expect(reached.has(topology.neighbours[i]!)).toBe(true);
        }
        expect(reached.size).toBeGreaterThan(1);
      }
    }
  });
});

describe('corridorNext', () => {
  it('follows a corridor and stops at junctions, dead ends, the start and the goal', () => {
    const topology = hexTopology(8, 6);
    const maze = { topology, open: carveBacktracker(topology, createRandom('corridor')), start: 0, goal: topology.cellCount - 1 };
    for (let at = 0; at < topology.cellCount; at++) {
      let open = 0;
      for (let i = topology.offsets[at]!; i < topology.offsets[at + 1]!; i++) open += maze.open[i]!;
      for (let i = topology.offsets[at]!; i < topology.offsets[at + 1]!; i++) {
        if (maze.open[i] !== 1) continue;
        const from = topology.neighbours[i]!;
        const next = corridorNext(maze, at, from);
        if (open === 2 && at !== maze.start && at !== maze.goal) {
          expect(next).not.toBe(from);
          expect(isPassage(maze, at, next)).toBe(true);
        } else expect(next).toBe(-1);
      }
    }
  });
});
