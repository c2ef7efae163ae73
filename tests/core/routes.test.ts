import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateMaze, routeFrom, routesToGoal, stepToward } from '../../src/core';
import { arbitraryGridWithEnds, art, isSimpleWalk, referenceShortest } from '../support/grids';

describe('routes to the goal', () => {
  it('gives a shortest route from every block that can reach the goal, and null from the rest', () => {
    fc.assert(
      fc.property(arbitraryGridWithEnds(7), ({ grid, start, goal }) => {
        const snapshot = grid.blocks.slice();
        if (grid.blocks[goal] !== 0) {
          const routes = routesToGoal(grid, goal);
          expect(routeFrom(routes, start)).toBeNull();
          return;
        }
        const routes = routesToGoal(grid, goal);
        expect(grid.blocks).toEqual(snapshot);
        for (let from = 0; from < grid.blocks.length; from++) {
          const shortest = referenceShortest(grid, from, goal);
          const route = routeFrom(routes, from);
          if (shortest === null) expect(route).toBeNull();
          else {
            expect(route!.length).toBe(shortest);
            expect(isSimpleWalk(grid, route!, from, goal)).toBe(true);
          }
        }
      }),
      { numRuns: 1500 },
    );
  });

  it('walks a braided maze to its exit from anywhere the player may stand', () => {
    const maze = generateMaze({ algorithm: 'prim', width: 30, height: 20, seed: 'routes', braid: 0.5 });
    const routes = routesToGoal(maze, maze.goal);
    for (let block = 0; block < maze.blocks.length; block += 7) {
      if (maze.blocks[block] !== 0) continue;
      const route = routeFrom(routes, block)!;
      expect(route.length).toBe(referenceShortest(maze, block, maze.goal));
    }
  });

  it('reads a route off in the order the player walks it', () => {
    const grid = art('...', '.#.', '...');
    const routes = routesToGoal(grid, 8);
    expect([...routeFrom(routes, 2)!]).toEqual([2, 5, 8]);
    expect([...routeFrom(routes, 8)!]).toEqual([8]);
    expect(() => routeFrom(routes, 9)).toThrow(RangeError);
  });
});

describe('a step toward the goal', () => {
  it('is the second block of the route, and -1 at the goal or cut off from it', () => {
    const maze = generateMaze({ algorithm: 'prim', width: 12, height: 9, seed: 'toward', braid: 0.4 });
    const routes = routesToGoal(maze, maze.goal);
    for (let block = 0; block < maze.blocks.length; block++) {
      const route = routeFrom(routes, block);
      expect(stepToward(routes, block)).toBe(route && route.length > 1 ? route[1] : -1);
    }
  });
});
