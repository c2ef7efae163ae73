import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGrid, exactEffort, generateMaze, generateShaped, GENERATOR_IDS, LEAN, mazeStats, SIGHT, passagesOfBlocks, passagesOfCells, simulatedMoves, type PassageGraph } from '../../../src/core';

/** The walker's moves, walked `runs` times: their mean and the standard error of that mean. */
function monteCarlo(graph: PassageGraph, runs: number): { mean: number; error: number } {
  const samples: number[] = [];
  // One walk a seed, so the samples are independent; simulatedMoves is the walker itself.
  for (let run = 0; run < runs; run++) samples.push(simulatedMoves(graph, 1, `mc-${run}`)!);
  const mean = samples.reduce((a, b) => a + b, 0) / runs;
  const variance = samples.reduce((a, b) => a + (b - mean) ** 2, 0) / (runs - 1);
  return { mean, error: Math.sqrt(variance / runs) };
}

describe('the model walker: exact on perfect mazes, the same as walking it', () => {
  const mazes: [string, PassageGraph][] = [
    ['square 8x8 backtracker', (() => {
      const m = generateMaze({ algorithm: 'backtracker', width: 8, height: 8, seed: 'walker' });
      return passagesOfBlocks(m, m.start, m.goal);
    })()],
    ['square 10x10 prim (cells)', passagesOfCells(generateShaped({ shape: 'square', width: 10, height: 10, rings: 0, mask: null, algorithm: 'prim', seed: 'walker', braid: 0 }))],
    ['hex 7x7 kruskal', passagesOfCells(generateShaped({ shape: 'hex', width: 7, height: 7, rings: 0, mask: null, algorithm: 'kruskal', seed: 'walker', braid: 0 }))],
    ['triangle 9x6 wilson', passagesOfCells(generateShaped({ shape: 'triangle', width: 9, height: 6, rings: 0, mask: null, algorithm: 'wilson', seed: 'walker', braid: 0 }))],
    ['polar 4 rings', passagesOfCells(generateShaped({ shape: 'polar', width: 0, height: 0, rings: 4, mask: null, algorithm: 'backtracker', seed: 'walker', braid: 0 }))],
  ];

  it.each(mazes)('%s: the exact expected moves lie within 4 standard errors of 3000 walks', (_name, graph) => {
    const exact = exactEffort(graph)!;
    const walked = monteCarlo(graph, 3000);
    expect(exact.expectedMoves).toBeGreaterThanOrEqual(exact.fewestMoves);
    expect(Math.abs(exact.expectedMoves - walked.mean)).toBeLessThanOrEqual(4 * walked.error + 1e-9);
  });

  it('a one-cell-wide strip has no wrong way: effort exactly 1', () => {
    const strip = createGrid(1, 9, 0);
    const stats = mazeStats(passagesOfBlocks(strip, 0, 8));
    expect(stats).toMatchObject({ cells: 9, solutionLength: 9, effort: 1, perfect: true, decisions: 0, temptingBranches: 0, deadEnds: 2, junctions: 0 });
  });

  it('effort is at least 1 and difficulty 1 to 10 on every generator, size and braid; the same maze gives the same stats', () => {
    fc.assert(
      fc.property(fc.constantFrom(...GENERATOR_IDS), fc.integer({ min: 1, max: 14 }), fc.integer({ min: 2, max: 14 }), fc.constantFrom(0, 0.3, 1), fc.string({ maxLength: 6 }), (algorithm, width, height, braid, seed) => {
        const maze = generateMaze({ algorithm, width, height, seed, braid });
        const stats = mazeStats(passagesOfBlocks(maze, maze.start, maze.goal));
        expect(stats.effort).toBeGreaterThanOrEqual(1);
        expect(stats.difficulty).toBeGreaterThanOrEqual(1);
        expect(stats.difficulty).toBeLessThanOrEqual(10);
        if (braid === 0) expect(stats.perfect).toBe(true);
        expect(mazeStats(passagesOfBlocks(maze, maze.start, maze.goal))).toEqual(stats);
      }),
      { numRuns: 60 },
    );
  });

  it('a maze with a goal out of reach has no route, no effort and no difficulty', () => {
    const grid = createGrid(1, 5, 0);
    const walled = { ...grid, blocks: Uint8Array.from([0, 0, 1, 0, 0]) };
    expect(mazeStats(passagesOfBlocks(walled, 0, 4))).toMatchObject({ solutionLength: 0, effort: null, difficulty: null });
  });

  it('wrong ways seen to end from the route are never walked', () => {
    // The route runs down the middle column; the two side ways at row 1 are 2 blocks long.
    const rows = ['1 1 0 1 1', '0 0 0 0 0', '1 1 0 1 1', '1 1 0 1 1', '1 1 0 1 1', '1 1 0 1 1', '1 1 0 1 1'];
    const grid = { rows: 7, cols: 5, blocks: Uint8Array.from(rows.join(' ').split(' ').map(Number)) };
    const effort = exactEffort(passagesOfBlocks(grid, 2, 32))!;
    expect(effort).toEqual({ fewestMoves: 6, expectedMoves: 6, decisions: 0, temptingBranches: 0 });
  });

  it('a wrong way beyond sight is walked, in and out, until its end is in sight, with the Plackett–Luce chance w / (w + w_right)', () => {
    // Start (0,2), goal (8,2) down the middle; at (1,2) a way right runs down col 4 to a dead end at (7,4): 8 blocks.
    const rows = ['1 1 0 1 1', '1 1 0 0 0', '1 1 0 1 0', '1 1 0 1 0', '1 1 0 1 0', '1 1 0 1 0', '1 1 0 1 0', '1 1 0 1 0', '1 1 0 1 1'];
    const grid = { rows: 9, cols: 5, blocks: Uint8Array.from(rows.join(' ').split(' ').map(Number)) };
    const effort = exactEffort(passagesOfBlocks(grid, 2, 42))!;
    // From (1,2), 7 from the goal: the right way sees (4,2), 4 away; the wrong way's nearest in sight is (2,4), √40 away.
    const right = Math.exp(LEAN * (7 - 4));
    const wrong = Math.exp(LEAN * (7 - Math.sqrt(40)));
    expect(SIGHT).toBe(3);
    expect(effort.fewestMoves).toBe(8);
    // Walked from (1,3) to (4,4), where the dead end at (7,4) comes in sight: 5 blocks, in and out.
    expect(effort.expectedMoves).toBeCloseTo(8 + (wrong / (wrong + right)) * 10, 12);
    expect(effort).toMatchObject({ decisions: 1, temptingBranches: 0 });
  });
});
