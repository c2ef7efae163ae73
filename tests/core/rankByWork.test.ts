import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateMaze, solve, SOLVER_IDS, type SolverId } from '../../src/core';
import { medianTimes, rankByWork, sameWork, workOf, type WorkDone } from '../../src/core/solve/race';

function row(solver: SolverId, explored: number, pathLength: number | null): WorkDone {
  return { solver, label: solver, explored, pathLength, optimal: pathLength === null ? null : false };
}

describe('rankByWork', () => {
  it('puts the least explored first, then the shorter path, no path last, then SOLVER_IDS order', () => {
    const ranked = rankByWork([row('dfs', 50, 30), row('bfs', 40, 20), row('astar', 40, 18), row('greedy', 40, null), row('tremaux', 10, 99), row('bidirectional', 40, 18)]);
    expect(ranked.map((r) => r.solver)).toEqual(['tremaux', 'astar', 'bidirectional', 'bfs', 'greedy', 'dfs']);
    expect(sameWork(ranked[1]!, ranked[2]!)).toBe(true);
    expect(sameWork(ranked[2]!, ranked[3]!)).toBe(false);
  });

  it('orders any field the same whatever order it comes in, and never changes its input', () => {
    const solver = fc.constantFrom(...SOLVER_IDS);
    const work = fc.record({ solver, explored: fc.nat(50), pathLength: fc.option(fc.nat(50), { nil: null }) });
    fc.assert(
      fc.property(fc.uniqueArray(work, { selector: (w) => w.solver }), (works) => {
        const rows = works.map((w) => row(w.solver, w.explored, w.pathLength));
        const copy = [...rows];
        const ranked = rankByWork(rows);
        expect(rows).toEqual(copy);
        expect(rankByWork([...rows].reverse())).toEqual(ranked);
        for (let i = 1; i < ranked.length; i++) expect(ranked[i - 1]!.explored).toBeLessThanOrEqual(ranked[i]!.explored);
      }),
    );
  });

  it('ranks a real race by what each solver expanded: the same on every run, unlike a clock', () => {
    const maze = generateMaze({ algorithm: 'backtracker', width: 20, height: 15, seed: 'lab', braid: 0.2 });
    const shortest = solve(maze, maze.start, maze.goal, 'bfs').path!.length;
    const rows = SOLVER_IDS.map((id) => workOf(solve(maze, maze.start, maze.goal, id), shortest));
    const ranked = rankByWork(rows);
    expect(ranked.map((r) => r.explored)).toEqual(rows.map((r) => r.explored).sort((a, b) => a - b));
    expect(rankByWork(SOLVER_IDS.map((id) => workOf(solve(maze, maze.start, maze.goal, id), shortest)))).toEqual(ranked);
  });
});

describe('medianTimes', () => {
  it('takes the median sample, so one slow sample (a pause of the machine) moves nothing', () => {
    // A clock that reads 1 ms later each time, except once, deep in the samples, 500 ms later.
    let t = 0;
    let reads = 0;
    const now = () => (t += ++reads === 102 ? 500 : 1);
    const plan = { minSamples: 5, maxSamples: 9, budgetMs: 1e9, sampleMs: 3, warmMs: 2 };
    const times = medianTimes(() => ({ algorithm: 'bfs', path: null, exploredCount: 0, explored: null }) as never, now, plan);
    expect(times.map((time) => time.ms)).toEqual(SOLVER_IDS.map(() => 1));
    // Nine samples of three 1 ms solves each, but for the one cut short by the pause.
    expect(times.map((time) => time.runs)).toEqual([27, 27, 26, 27, 27, 27]);
  });
});
