import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateMaze, GENERATOR_IDS, solve, SOLVER_IDS, type Grid, type SolverId } from '../../src/core';
import { DISCOVER, eventBlock, eventKind, EXPAND, RETREAT, SearchTrace } from '../../src/core/solve/searchTrace';
import { arbitraryGridWithEnds, art } from '../support/grids';

interface Traced {
  path: Int32Array | null;
  explored: Int32Array;
  events: { block: number; kind: number }[];
}

function traced(grid: Grid, start: number, goal: number, algorithm: SolverId): Traced {
  const trace = new SearchTrace();
  const result = solve(grid, start, goal, algorithm, { trace });
  const events = Array.from(trace.events(), (e) => ({ block: eventBlock(e), kind: eventKind(e) }));
  return { path: result.path, explored: result.explored!, events };
}

const blocksOf = (events: Traced['events'], kind: number) => events.filter((e) => e.kind === kind).map((e) => e.block);

/** Steps from the start to every reachable block (a plain reference BFS). */
function distances(grid: Grid, start: number): Map<number, number> {
  const dist = new Map([[start, 0]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const p = queue[i]!;
    for (const q of neighbours(grid, p)) {
      if (grid.blocks[q] === 0 && !dist.has(q)) {
        dist.set(q, dist.get(p)! + 1);
        queue.push(q);
      }
    }
  }
  return dist;
}

function neighbours(grid: Grid, p: number): number[] {
  const r = Math.floor(p / grid.cols);
  const c = p % grid.cols;
  const around: number[] = [];
  if (c > 0) around.push(p - 1);
  if (c < grid.cols - 1) around.push(p + 1);
  if (r > 0) around.push(p - grid.cols);
  if (r < grid.rows - 1) around.push(p + grid.cols);
  return around;
}

const openGrids = arbitraryGridWithEnds(8).filter(({ grid, start, goal }) => grid.blocks[start] === 0 && grid.blocks[goal] === 0);

describe('search traces', () => {
  it('expand exactly the blocks each solver reports explored, in its order, and every path block', () => {
    fc.assert(
      fc.property(openGrids, ({ grid, start, goal }) => {
        for (const algorithm of SOLVER_IDS) {
          const { path, explored, events } = traced(grid, start, goal, algorithm);
          expect(blocksOf(events, EXPAND)).toEqual(Array.from(explored));
          for (const e of events) expect(grid.blocks[e.block]).toBe(0);
          if (path) {
            const expanded = new Set(blocksOf(events, EXPAND));
            for (const p of path) expect(expanded.has(p)).toBe(true);
          }
        }
      }),
      { numRuns: 1500 },
    );
  });

  it('change nothing about the result: the same path and exploration with or without a trace', () => {
    fc.assert(
      fc.property(openGrids, ({ grid, start, goal }) => {
        for (const algorithm of SOLVER_IDS) {
          const plain = solve(grid, start, goal, algorithm);
          const withTrace = solve(grid, start, goal, algorithm, { trace: new SearchTrace() });
          expect(withTrace).toEqual(plain);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('BFS discovers each block before expanding it, and expands in order of distance', () => {
    fc.assert(
      fc.property(openGrids, ({ grid, start, goal }) => {
        const { events } = traced(grid, start, goal, 'bfs');
        const dist = distances(grid, start);
        const discovered = new Set<number>();
        let last = 0;
        for (const { block, kind } of events) {
          if (kind === DISCOVER) {
            expect(discovered.has(block)).toBe(false);
            discovered.add(block);
          } else {
            expect(kind).toBe(EXPAND);
            expect(discovered.has(block)).toBe(true);
            expect(dist.get(block)!).toBeGreaterThanOrEqual(last);
            last = dist.get(block)!;
          }
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('A* expands in order of f = g + h, each block once, after discovering it', () => {
    fc.assert(
      fc.property(openGrids, ({ grid, start, goal }) => {
        const { events } = traced(grid, start, goal, 'astar');
        const dist = distances(grid, start);
        const manhattan = (p: number) => Math.abs(Math.floor(p / grid.cols) - Math.floor(goal / grid.cols)) + Math.abs((p % grid.cols) - (goal % grid.cols));
        const discovered = new Set<number>();
        const expanded = new Set<number>();
        let lastF = 0;
        for (const { block, kind } of events) {
          if (kind === DISCOVER) discovered.add(block);
          else {
            expect(discovered.has(block)).toBe(true);
            expect(expanded.has(block)).toBe(false);
            expanded.add(block);
            const f = dist.get(block)! + manhattan(block);
            expect(f).toBeGreaterThanOrEqual(lastF);
            lastF = f;
          }
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('DFS retreats from exactly the blocks it entered that are not on its path, each after entering it', () => {
    fc.assert(
      fc.property(openGrids, ({ grid, start, goal }) => {
        const { path, events } = traced(grid, start, goal, 'dfs');
        const entered = new Set<number>();
        for (const { block, kind } of events) {
          if (kind === EXPAND) entered.add(block);
          else expect(entered.has(block)).toBe(true);
        }
        const onPath = new Set(path ?? []);
        const notOnPath = [...entered].filter((b) => !onPath.has(b)).sort((a, b) => a - b);
        expect(blocksOf(events, RETREAT).sort((a, b) => a - b)).toEqual(notOnPath);
      }),
      { numRuns: 1000 },
    );
  });

  it('the Trémaux walker walks block by block, marks dead ends dead, and its path is the thread left', () => {
    fc.assert(
      fc.property(openGrids, ({ grid, start, goal }) => {
        const { path, events } = traced(grid, start, goal, 'tremaux');
        const walked = new Set<number>();
        const dead = new Set<number>();
        const thread: number[] = [];
        for (const { block, kind } of events) {
          if (kind === EXPAND) {
            // A step onto a new block next to where the walker stands.
            expect(walked.has(block)).toBe(false);
            if (thread.length > 0) expect(neighbours(grid, thread.at(-1)!)).toContain(block);
            walked.add(block);
            thread.push(block);
          } else {
            // It walks back only out of the block it stands on, once nothing around is new.
            expect(kind).toBe(RETREAT);
            expect(thread.at(-1)).toBe(block);
            for (const q of neighbours(grid, block)) if (grid.blocks[q] === 0) expect(walked.has(q)).toBe(true);
            dead.add(block);
            thread.pop();
          }
        }
        if (path) expect(Array.from(path)).toEqual(thread);
        else expect(thread).toEqual([]);
        for (const block of walked) expect(dead.has(block) !== thread.includes(block)).toBe(true);
      }),
      { numRuns: 1500 },
    );
  });

  it('the Trémaux walker keeps its right hand on the wall and walks back out of dead ends', () => {
    const grid = art(
      '....', //
      '.##.',
      '.#..',
    );
    const { path, events } = traced(grid, 0, 11, 'tremaux');
    // Facing right at (0,0), its right hand finds (1,0) open: down into the dead end first.
    expect(events.map((e) => `${e.kind === EXPAND ? '+' : '-'}${e.block}`)).toEqual(['+0', '+4', '+8', '-8', '-4', '+1', '+2', '+3', '+7', '+11']);
    expect(Array.from(path!)).toEqual([0, 1, 2, 3, 7, 11]);
  });

  it('the Trémaux walker marks every dead end it meets in a perfect maze as dead', () => {
    for (const algorithm of GENERATOR_IDS) {
      const maze = generateMaze({ algorithm, width: 12, height: 9, seed: 'dead ends' });
      const { events, path } = traced(maze, maze.start, maze.goal, 'tremaux');
      const dead = new Set(blocksOf(events, RETREAT));
      const openAround = (p: number) => neighbours(maze, p).filter((q) => maze.blocks[q] === 0).length;
      for (const block of blocksOf(events, EXPAND)) {
        if (openAround(block) === 1 && block !== maze.start && block !== maze.goal) expect(dead.has(block)).toBe(true);
      }
      expect(path!.length).toBe(solve(maze, maze.start, maze.goal, 'bfs').path!.length); // one path in a perfect maze
    }
  });

  it('records nothing when an end is on a wall', () => {
    const grid = art('.#.');
    for (const algorithm of SOLVER_IDS) {
      const trace = new SearchTrace();
      expect(solve(grid, 1, 2, algorithm, { trace }).path).toBeNull();
      expect(trace.length).toBe(0);
    }
  });
});
