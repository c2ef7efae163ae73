import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centreDistance, EXPAND, eventBlock, eventKind, generateShaped, hexTopology, longestStep, polarTopology, SearchTrace, solveShaped, squareTopology, triangleTopology, type Topology } from '../../src/core';
import { stepsAtLeast, stepsLeftTable } from '../../src/core/shape/solve/heuristic';
import { shapeOptions } from './support/shapes';

/** Steps between every cell and `goal` when every passage is open (the topology itself). */
function openDistances(topology: Topology, goal: number): Int32Array {
  const distance = new Int32Array(topology.cellCount).fill(-1);
  const queue = [goal];
  distance[goal] = 0;
  for (let head = 0; head < queue.length; head++) {
    const cell = queue[head]!;
    for (let i = topology.offsets[cell]!; i < topology.offsets[cell + 1]!; i++) {
      const next = topology.neighbours[i]!;
      if (distance[next] === -1) {
        distance[next] = distance[cell]! + 1;
        queue.push(next);
      }
    }
  }
  return distance;
}

describe("cell A*'s whole-step heuristic", () => {
  it('measures between centres as Math.hypot does, to the bit', () => {
    const point = fc.double({ min: -5000, max: 5000, noNaN: true });
    fc.assert(
      fc.property(point, point, point, point, (ax, ay, bx, by) => {
        const topology = { centres: new Float64Array([ax, ay, bx, by]) } as unknown as Topology;
        expect(centreDistance(topology, 0, 1)).toBe(Math.hypot(ax - bx, ay - by));
      }),
      { numRuns: 5000 },
    );
  });

  it('is admissible and consistent on every shape (never over the open grid’s steps; a step changes it by at most one), and its table is stepsAtLeast', () => {
    const topologies = [squareTopology(13, 9), hexTopology(14, 11), triangleTopology(15, 8), polarTopology(12)];
    for (const topology of topologies) {
      const longest = longestStep(topology);
      for (const goal of [0, topology.cellCount >> 1, topology.cellCount - 1]) {
        const table = stepsLeftTable(topology, goal);
        const steps = openDistances(topology, goal);
        for (let cell = 0; cell < topology.cellCount; cell++) {
          expect(table[cell]).toBe(stepsAtLeast(topology, cell, goal, longest));
          const { centres } = topology;
          const fraction = Math.sqrt((centres[2 * cell]! - centres[2 * goal]!) ** 2 + (centres[2 * cell + 1]! - centres[2 * goal + 1]!) ** 2) / longest;
          expect(table[cell]).toBe(Math.ceil(fraction - fraction * 1e-9));
          expect(table[cell]).toBeLessThanOrEqual(steps[cell]!);
          for (let i = topology.offsets[cell]!; i < topology.offsets[cell + 1]!; i++) expect(Math.abs(table[cell]! - table[topology.neighbours[i]!]!)).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it('A* expands each cell once, in order of f = g + h, never falling, and ends at the goal at its true distance', () => {
    fc.assert(
      fc.property(shapeOptions, (options) => {
        const maze = generateShaped(options);
        const trace = new SearchTrace();
        const result = solveShaped(maze, 'astar', { trace });
        const bfs = solveShaped(maze, 'bfs', { recordExplored: false });
        expect(result.path?.length).toBe(bfs.path?.length);
        const table = stepsLeftTable(maze.topology, maze.goal);
        // g of an expanded cell is its true distance (a consistent heuristic), so check f against BFS distances.
        const distances = new Int32Array(maze.topology.cellCount).fill(-1);
        const order = [maze.start];
        distances[maze.start] = 0;
        for (let head = 0; head < order.length; head++) {
          const cell = order[head]!;
          for (let i = maze.topology.offsets[cell]!; i < maze.topology.offsets[cell + 1]!; i++) {
            const next = maze.topology.neighbours[i]!;
            if (maze.open[i] && distances[next] === -1) {
              distances[next] = distances[cell]! + 1;
              order.push(next);
            }
          }
        }
        let lastF = 0;
        const expanded = new Set<number>();
        for (const event of trace.events()) {
          if (eventKind(event) !== EXPAND) continue;
          const cell = eventBlock(event);
          expect(expanded.has(cell)).toBe(false);
          expanded.add(cell);
          const f = distances[cell]! + table[cell]!;
          expect(f).toBeGreaterThanOrEqual(lastF);
          lastF = f;
        }
        expect(expanded.size).toBe(result.exploredCount);
      }),
      { numRuns: 200 },
    );
  });
});
