import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARVE,
  carveEventBlock,
  carveEventKind,
  deadEnds,
  generateMaze,
  GENERATOR_IDS,
  MazeOptionsError,
  MIN_MAZE_CELLS,
  solve,
  type GeneratedMaze,
  type GeneratorId,
} from '../../src/core';

const algorithms = fc.constantFrom(...GENERATOR_IDS);
const sides = fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 24 }));
const seeds = fc.string({ maxLength: 12 });

/** Open blocks reachable from the entrance, by flood fill (a reference, independent of the solvers). */
function reachable(maze: GeneratedMaze): Set<number> {
  const seen = new Set([maze.start]);
  const todo = [maze.start];
  while (todo.length > 0) {
    const p = todo.pop()!;
    const r = Math.floor(p / maze.cols);
    const c = p % maze.cols;
    const around = [c > 0 ? p - 1 : -1, c < maze.cols - 1 ? p + 1 : -1, r > 0 ? p - maze.cols : -1, r < maze.rows - 1 ? p + maze.cols : -1];
    for (const q of around) {
      if (q >= 0 && maze.blocks[q] === 0 && !seen.has(q)) {
        seen.add(q);
        todo.push(q);
      }
    }
  }
  return seen;
}

function cellsAndPassages(maze: GeneratedMaze): { cells: number; passages: number } {
  let passages = 0;
  for (let r = 1; r < maze.rows - 1; r++) {
    for (let c = 1; c < maze.cols - 1; c++) {
      const oddRow = r % 2 === 1;
      const oddCol = c % 2 === 1;
      if (oddRow !== oddCol && maze.blocks[r * maze.cols + c] === 0) passages++;
    }
  }
  return { cells: maze.width * maze.height, passages };
}

describe('generateMaze', () => {
  it('lays out W×H cells as a (2H+1)×(2W+1) grid with the entrance at (1,0) and the exit at (2H-1,2W)', () => {
    const maze = generateMaze({ algorithm: 'backtracker', width: 5, height: 3, seed: 's' });
    expect([maze.rows, maze.cols]).toEqual([7, 11]);
    expect(maze.start).toBe(1 * 11 + 0);
    expect(maze.goal).toBe(5 * 11 + 10);
  });

  it('closes the border except entrance and exit, opens every cell, never opens a pillar', () => {
    fc.assert(
      fc.property(algorithms, sides, sides, seeds, fc.double({ min: 0, max: 1, noNaN: true }), (algorithm, width, height, seed, braid) => {
        fc.pre(width * height >= MIN_MAZE_CELLS); // the smallest maze (mazeOptions.ts)
        const maze = generateMaze({ algorithm, width, height, seed, braid });
        for (let r = 0; r < maze.rows; r++) {
          for (let c = 0; c < maze.cols; c++) {
            const p = r * maze.cols + c;
            const border = r === 0 || c === 0 || r === maze.rows - 1 || c === maze.cols - 1;
            if (border) expect(maze.blocks[p]).toBe(p === maze.start || p === maze.goal ? 0 : 1);
            else if (r % 2 === 1 && c % 2 === 1) expect(maze.blocks[p]).toBe(0);
            else if (r % 2 === 0 && c % 2 === 0) expect(maze.blocks[p]).toBe(1);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('with braid 0 is perfect: every cell reachable and passages = cells − 1', () => {
    fc.assert(
      fc.property(algorithms, sides, sides, seeds, (algorithm, width, height, seed) => {
        fc.pre(width * height >= MIN_MAZE_CELLS); // the smallest maze (mazeOptions.ts)
        const maze = generateMaze({ algorithm, width, height, seed });
        const { cells, passages } = cellsAndPassages(maze);
        expect(passages).toBe(cells - 1);
        const open = maze.blocks.reduce((sum, v) => sum + (v === 0 ? 1 : 0), 0);
        expect(reachable(maze).size).toBe(open);
      }),
      { numRuns: 500 },
    );
  });

  it('gives the same maze for the same options and different mazes for different seeds', () => {
    fc.assert(
      fc.property(algorithms, fc.integer({ min: 6, max: 20 }), fc.integer({ min: 6, max: 20 }), seeds, seeds, (algorithm, width, height, a, b) => {
        fc.pre(width * height >= MIN_MAZE_CELLS); // the smallest maze (mazeOptions.ts)
        fc.pre(a !== b);
        const first = generateMaze({ algorithm, width, height, seed: a });
        expect(generateMaze({ algorithm, width, height, seed: a }).blocks).toEqual(first.blocks);
        expect(generateMaze({ algorithm, width, height, seed: b }).blocks).not.toEqual(first.blocks);
      }),
      { numRuns: 200 },
    );
  });

  it('removes at least that fraction of dead ends when braided, keeping every cell reachable', () => {
    fc.assert(
      fc.property(algorithms, sides, sides, seeds, fc.double({ min: 0, max: 1, noNaN: true }), (algorithm, width, height, seed, braid) => {
        fc.pre(width * height >= MIN_MAZE_CELLS); // the smallest maze (mazeOptions.ts)
        const perfect = generateMaze({ algorithm, width, height, seed });
        const braided = generateMaze({ algorithm, width, height, seed, braid });
        const layout = (maze: GeneratedMaze) => ({ width, height, grid: maze });
        const before = deadEnds(layout(perfect)).length;
        const after = deadEnds(layout(braided)).length;
        expect(before - after).toBeGreaterThanOrEqual(Math.round(braid * before));
        if (braid === 1) expect(after).toBe(0);
        // Braiding only opens walls: what was open stays open.
        perfect.blocks.forEach((v, i) => {
          if (v === 0) expect(braided.blocks[i]).toBe(0);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('makes loops when braided: more passages than a tree, several shortest-path choices', () => {
    const maze = generateMaze({ algorithm: 'backtracker', width: 30, height: 30, seed: 'loops', braid: 0.5 });
    const { cells, passages } = cellsAndPassages(maze);
    expect(passages).toBeGreaterThan(cells - 1);
    expect(solve(maze, maze.start, maze.goal, 'bfs').path).not.toBeNull();
  });

  it('gives each algorithm its own texture (dead-end share)', () => {
    const share = (algorithm: GeneratorId) => {
      const maze = generateMaze({ algorithm, width: 60, height: 60, seed: 'texture' });
      return deadEnds({ width: 60, height: 60, grid: maze }).length / 3600;
    };
    // The backtracker is known for few dead ends (~10%), Prim for many (~30%).
    expect(share('backtracker')).toBeLessThan(0.15);
    expect(share('prim')).toBeGreaterThan(0.25);
    expect(share('prim-simplified')).toBeGreaterThan(0.2);
    // Hunt-and-kill walks like the backtracker; the uniform mazes have ~29.5% dead ends;
    // growing tree (newest half the time) sits between the backtracker and Prim.
    expect(share('hunt-and-kill')).toBeLessThan(0.15);
    for (const uniform of ['wilson', 'aldous-broder'] as const) {
      expect(share(uniform)).toBeGreaterThan(0.26);
      expect(share(uniform)).toBeLessThan(0.33);
    }
    expect(share('kruskal')).toBeGreaterThan(0.25);
    expect(share('growing-tree')).toBeGreaterThan(0.15);
    expect(share('growing-tree')).toBeLessThan(0.25);
  });

  it('handles 2000×2000 cells', () => {
    const maze = generateMaze({ algorithm: 'backtracker', width: 2000, height: 2000, seed: 'huge' });
    expect([maze.rows, maze.cols]).toEqual([4001, 4001]);
    expect(solve(maze, maze.start, maze.goal, 'bfs', { recordExplored: false }).path).not.toBeNull();
  });

  it('rejects impossible options with a message saying what is allowed', () => {
    const base = { algorithm: 'backtracker' as const, width: 10, height: 10, seed: 'x' };
    expect(() => generateMaze({ ...base, width: 0 })).toThrow(/width must be a whole number of cells from 1 to 4000 \(got 0\)/);
    expect(() => generateMaze({ ...base, height: 1e9 })).toThrow(MazeOptionsError);
    expect(() => generateMaze({ ...base, width: 2.5 })).toThrow(/width/);
    expect(() => generateMaze({ ...base, width: Number.NaN })).toThrow(/width/);
    expect(() => generateMaze({ ...base, width: 4000, height: 4000 })).toThrow(/at most 4,000,000 cells/);
    expect(() => generateMaze({ ...base, braid: 1.5 })).toThrow(/braid must be a number from 0 to 1/);
    expect(() => generateMaze({ ...base, algorithm: 'no-such-maze' as GeneratorId })).toThrow(/unknown algorithm 'no-such-maze'/);
    // The smallest maze has two cells, on every shape: one cell would start on its own goal.
    expect(() => generateMaze({ ...base, width: 1, height: 1 })).toThrow(/a maze needs at least 2 cells, so that its start and goal differ; this size gives 1/);
    expect(generateMaze({ ...base, width: 1, height: MIN_MAZE_CELLS }).blocks.length).toBe(5 * 3);
  });

  it('can record the carving order for replay', () => {
    const maze = generateMaze({ algorithm: 'prim', width: 8, height: 5, seed: 'trace' }, { trace: true });
    const events = maze.carveEvents!;
    // 40 cells + 39 passages, each opened once; replaying them rebuilds the maze inside the border.
    expect(events.length).toBe(79);
    expect(events.every((e) => carveEventKind(e) === CARVE)).toBe(true);
    const blocks = Array.from(events, carveEventBlock);
    expect(new Set(blocks).size).toBe(79);
    for (const block of blocks) expect(maze.blocks[block]).toBe(0);
  });
});

describe('generation progress', () => {
  it('reports rising fractions that end at 1, for every algorithm', () => {
    for (const algorithm of GENERATOR_IDS) {
      const seen: number[] = [];
      generateMaze({ algorithm, width: 120, height: 90, seed: 'progress' }, { onProgress: (f) => seen.push(f) });
      expect(seen.length).toBeGreaterThan(3);
      expect(seen.at(-1)).toBe(1);
      for (let i = 1; i < seen.length; i++) expect(seen[i]!).toBeGreaterThanOrEqual(seen[i - 1]!);
      expect(Math.max(...seen.slice(0, -1))).toBeLessThan(1);
    }
  });
});
