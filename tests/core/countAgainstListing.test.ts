import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countHamiltonianPaths, countPaths, countShortestPaths } from '../../src/core';
import { arbitraryCountCase, listByHand } from './support/listByHand';

describe('the three path counts against one brute-force listing', () => {
  it('simple, shortest and Hamiltonian counts equal what listing every path finds, on thousands of small grids', () => {
    fc.assert(
      fc.property(arbitraryCountCase(5), ({ grid, start, goal }) => {
        const snapshot = grid.blocks.slice();
        const listed = listByHand(grid, start, goal, 200_000);
        fc.pre(listed !== null);
        expect(countPaths(grid, start, goal)).toBe(listed.simple);
        expect(countShortestPaths(grid, start, goal)).toBe(listed.shortest);
        expect(countHamiltonianPaths(grid, start, goal)).toBe(listed.hamiltonian);
        expect(grid.blocks).toEqual(snapshot); // no count mutates its input
      }),
      { numRuns: 3000 },
    );
  });
});
