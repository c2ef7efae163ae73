import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cellRouteFrom,
  cellRoutesToGoal,
  createRandom,
  EXPAND,
  eventBlock,
  eventKind,
  generateShaped,
  longestStep,
  polarTopology,
  RETREAT,
  SearchTrace,
  solveShaped,
  SOLVER_IDS,
  type CellMaze,
  type SolverId,
} from '../../src/core';
import { allDistances, shapeOptions } from './support/shapes';

function joined(maze: CellMaze, a: number, b: number): boolean {
  const { topology, open } = maze;
  for (let i = topology.offsets[a]!; i < topology.offsets[a + 1]!; i++) if (topology.neighbours[i] === b) return open[i] === 1;
  return false;
}

/** A small maze of any shape, braided or not, with a random start and goal and some walls closed again (so the goal may be cut off). */
const smallMazes = fc
  .tuple(shapeOptions, fc.integer({ min: 0, max: 2 ** 30 }), fc.integer({ min: 0, max: 2 ** 30 }), fc.double({ min: 0, max: 0.2, noNaN: true }), fc.string({ maxLength: 4 }))
  .map(([options, a, b, closing, seed]): CellMaze => {
    const maze = generateShaped(options);
    const { topology } = maze;
    const open = maze.open.slice();
    const random = createRandom(seed);
    for (let cell = 0; cell < topology.cellCount; cell++) {
      for (let i = topology.offsets[cell]!; i < topology.offsets[cell + 1]!; i++) {
        const other = topology.neighbours[i]!;
        if (other > cell && open[i] && random.int(1000) < closing * 1000) {
          open[i] = 0;
          const back = topology.neighbours.subarray(topology.offsets[other]!, topology.offsets[other + 1]!).indexOf(cell);
          open[topology.offsets[other]! + back] = 0;
        }
      }
    }
    return { topology, open, start: a % topology.cellCount, goal: b % topology.cellCount };
  });

const OPTIMAL: SolverId[] = ['bfs', 'astar', 'bidirectional'];

describe('solvers on the cell graph', () => {
  it('BFS, A* and bidirectional BFS find a shortest path (Floyd–Warshall); every solver a valid walk, or null exactly when the goal is cut off', () => {
    fc.assert(
      fc.property(smallMazes, (maze) => {
        const distance = allDistances(maze)[maze.start]![maze.goal]!;
        for (const algorithm of SOLVER_IDS) {
          const result = solveShaped(maze, algorithm);
          expect(result.algorithm).toBe(algorithm);
          if (distance === Infinity) {
            expect(result.path).toBeNull();
            continue;
          }
          const path = result.path!;
          expect(path[0]).toBe(maze.start);
          expect(path.at(-1)).toBe(maze.goal);
          expect(new Set(path).size).toBe(path.length);
          for (let i = 1; i < path.length; i++) expect(joined(maze, path[i - 1]!, path[i]!)).toBe(true);
          if (OPTIMAL.includes(algorithm)) expect(path.length - 1).toBe(distance);
          expect(result.explored!.length).toBe(result.exploredCount);
        }
      }),
      { numRuns: 250 },
    );
  });

  it('traces speak in cell ids; DFS and Trémaux: the cells entered and never left are the path', () => {
    fc.assert(
      fc.property(smallMazes, (maze) => {
        for (const algorithm of SOLVER_IDS) {
          const trace = new SearchTrace();
          const result = solveShaped(maze, algorithm, { trace, recordExplored: false });
          expect(result.explored).toBeNull();
          const events = trace.events();
          for (const event of events) expect(eventBlock(event)).toBeLessThan(maze.topology.cellCount);
          const expanded = [...events].filter((e) => eventKind(e) === EXPAND).length;
          expect(expanded).toBe(result.exploredCount);
          if ((algorithm === 'dfs' || algorithm === 'tremaux') && result.path) {
            const onThread: number[] = [];
            for (const event of events) {
              if (eventKind(event) === EXPAND) onThread.push(eventBlock(event));
              if (eventKind(event) === RETREAT) expect(onThread.pop()).toBe(eventBlock(event));
            }
            expect(onThread).toEqual([...result.path]);
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('refuses an unknown solver or ends outside the maze', () => {
    const maze = generateShaped({ shape: 'hex', width: 4, height: 4, rings: 0, mask: null, algorithm: 'prim', seed: 'x', braid: 0 });
    expect(() => solveShaped(maze, 'nope' as SolverId)).toThrow(/unknown solver 'nope'; choose one of dfs, bfs/);
    expect(() => solveShaped({ ...maze, goal: 16 }, 'bfs')).toThrow(/goal must be a cell id from 0 to 15 \(got 16\)/);
  });

  it("A*'s heuristic divides by the longest step between neighbouring centres (longer than 1 round polar rings)", () => {
    const polar = polarTopology(5);
    expect(longestStep(polar)).toBeGreaterThan(1);
    for (let cell = 0; cell < polar.cellCount; cell++) {
      for (let i = polar.offsets[cell]!; i < polar.offsets[cell + 1]!; i++) {
        const n = polar.neighbours[i]!;
        expect(Math.hypot(polar.centres[2 * cell]! - polar.centres[2 * n]!, polar.centres[2 * cell + 1]! - polar.centres[2 * n + 1]!)).toBeLessThanOrEqual(longestStep(polar) + 1e-12);
      }
    }
  });
});

describe('routes to the goal', () => {
  it('give every cell its next step on a shortest way to the goal, -1 when cut off', () => {
    fc.assert(
      fc.property(smallMazes, (maze) => {
        const distances = allDistances(maze);
        const toward = cellRoutesToGoal(maze);
        expect(toward[maze.goal]).toBe(maze.goal);
        for (let cell = 0; cell < maze.topology.cellCount; cell++) {
          const distance = distances[cell]![maze.goal]!;
          const route = cellRouteFrom(toward, cell);
          if (distance === Infinity) {
            expect(toward[cell]).toBe(-1);
            expect(route).toBeNull();
            continue;
          }
          expect(route!.length - 1).toBe(distance);
          expect(route![0]).toBe(cell);
          expect(route!.at(-1)).toBe(maze.goal);
          for (let i = 1; i < route!.length; i++) expect(joined(maze, route![i - 1]!, route![i]!)).toBe(true);
        }
        expect(cellRouteFrom(toward, -1)).toBeNull();
        expect(cellRouteFrom(toward, maze.topology.cellCount)).toBeNull();
      }),
      { numRuns: 150 },
    );
  });
});
