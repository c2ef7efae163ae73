import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carveBacktracker, createRandom, hexTopology, isPassage, passageCount, polarTopology, solveCells, squareTopology, triangleTopology, type CellMaze, type Topology } from '../../src/core';

/** Cells reached from `from` through open passages. */
function reachedThroughPassages(maze: CellMaze, from: number): number {
  const { topology, open } = maze;
  const seen = new Uint8Array(topology.cellCount);
  const queue = [from];
  seen[from] = 1;
  for (let head = 0; head < queue.length; head++) {
    const cell = queue[head]!;
    for (let i = topology.offsets[cell]!; i < topology.offsets[cell + 1]!; i++) {
      const next = topology.neighbours[i]!;
      if (open[i] && !seen[next]) {
        seen[next] = 1;
        queue.push(next);
      }
    }
  }
  return queue.length;
}

const shapes = fc.oneof(
  fc.tuple(fc.integer({ min: 1, max: 25 }), fc.integer({ min: 1, max: 25 })).map(([w, h]) => squareTopology(w, h)),
  fc.tuple(fc.integer({ min: 1, max: 25 }), fc.integer({ min: 1, max: 25 })).map(([w, h]) => hexTopology(w, h)),
  fc.tuple(fc.integer({ min: 2, max: 25 }), fc.integer({ min: 1, max: 25 })).map(([w, h]) => triangleTopology(w, h)),
  fc.integer({ min: 1, max: 12 }).map((rings) => polarTopology(rings)),
);

describe('mazes on any topology', () => {
  it('the backtracker carves a spanning tree: every cell reached, passages = cells − 1, each between neighbours', () => {
    fc.assert(
      fc.property(shapes, fc.string(), (topology: Topology, seed) => {
        const open = carveBacktracker(topology, createRandom(seed));
        const maze: CellMaze = { topology, open, start: 0, goal: topology.cellCount - 1 };
        expect(passageCount(maze)).toBe(topology.cellCount - 1);
        expect(reachedThroughPassages(maze, 0)).toBe(topology.cellCount);
        // Open from both sides, and the same seed gives the same maze.
        for (let cell = 0; cell < topology.cellCount; cell++) {
          for (let i = topology.offsets[cell]!; i < topology.offsets[cell + 1]!; i++) expect(isPassage(maze, topology.neighbours[i]!, cell)).toBe(open[i] === 1);
        }
        expect(carveBacktracker(topology, createRandom(seed))).toEqual(open);
      }),
      { numRuns: 150 },
    );
  });

  it('solves through open passages only, start to goal, each step to a neighbour', () => {
    fc.assert(
      fc.property(shapes, fc.string(), (topology: Topology, seed) => {
        const maze: CellMaze = { topology, open: carveBacktracker(topology, createRandom(seed)), start: 0, goal: topology.cellCount - 1 };
        const path = solveCells(maze)!;
        expect(path[0]).toBe(maze.start);
        expect(path[path.length - 1]).toBe(maze.goal);
        for (let i = 1; i < path.length; i++) expect(isPassage(maze, path[i - 1]!, path[i]!)).toBe(true);
        expect(new Set(path).size).toBe(path.length);
      }),
      { numRuns: 150 },
    );
  });
});
