import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateMaze, SOLVER_IDS, SOLVERS, solve, type SolverId } from '../../src/core';
import { EXPAND, eventKind, SearchTrace } from '../../src/core/solve/searchTrace';
import { LAB_EXPLORED, LAB_NONE, LAB_PATH } from '../../src/render/labMarks';
import { SUPERSEDED_GRACE_MS, workerSolversService, type Outcome } from '../../src/workers/solversClient';
import { fakeSolversWorkers as fakeWorkers } from './fakeSolversWorker';
import { MAX_RACE_WATCH_PLACES, MAX_TRACED_BLOCKS, raceBuffers, runBuffers, SolversLab, type LabMazeData, type RunResult } from '../../src/workers/solversJob';
import { TIMING_PLAN } from '../../src/core/solve/race';
import { art } from '../support/grids';

const generated = generateMaze({ algorithm: 'backtracker', width: 12, height: 9, seed: 'jobs', braid: 0.4 });
const MAZE: LabMazeData = { grid: generated, start: generated.start, goal: generated.goal };

/** A clock that moves `step` ms each time it is read: slow solves are never repeated, fast ones are. */
function clock(step: number): () => number {
  let t = 0;
  return () => (t += step);
}

/** Counts the solves of each solver from here on. */
function countSolves(): Record<SolverId, number> {
  const counts: Record<SolverId, number> = { dfs: 0, bfs: 0, astar: 0, tremaux: 0, greedy: 0, bidirectional: 0 };
  for (const id of SOLVER_IDS) {
    const original = SOLVERS[id].solve;
    vi.spyOn(SOLVERS[id], 'solve').mockImplementation((...args) => {
      counts[id]++;
      return original(...args);
    });
  }
  return counts;
}

/** An open grid just over the traced size: its runs replay expansions only. */
function bigOpenMaze(): LabMazeData {
  const side = Math.ceil(Math.sqrt(MAX_TRACED_BLOCKS + 1));
  return { grid: { rows: side, cols: side, blocks: new Uint8Array(side * side) }, start: 0, goal: side * side - 1 };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('SolversLab', () => {
  it('runs a solver with its full trace and stats taken from that run', () => {
    const lab = new SolversLab(clock(10));
    lab.load(MAZE);
    for (const id of SOLVER_IDS) {
      const run = lab.run(id);
      const direct = solve(generated, generated.start, generated.goal, id);
      const trace = new SearchTrace();
      solve(generated, generated.start, generated.goal, id, { trace });
      expect(run.traced).toBe(true);
      expect(run.outcome).toBeNull();
      expect(run.events).toEqual(trace.events());
      expect(run.path).toEqual(direct.path);
      expect(run.stats).toMatchObject({ solver: id, label: SOLVERS[id].label, explored: direct.exploredCount, pathLength: direct.path!.length });
      expect(run.stats.ms).toBe(10);
      const shortest = solve(generated, generated.start, generated.goal, 'bfs').path!.length;
      expect(run.stats.optimal).toBe(direct.path!.length === shortest);
    }
  });

  it('finds the shortest length once per maze, from BFS, and reuses it for every run and the race', () => {
    const lab = new SolversLab(clock(10));
    const solves = countSolves();
    lab.load(MAZE);
    lab.run('astar'); // one timed A*, one traced A*, one BFS for the shortest length
    expect(solves).toEqual({ dfs: 0, bfs: 1, astar: 2, tremaux: 0, greedy: 0, bidirectional: 0 });
    lab.run('dfs');
    lab.run('tremaux');
    expect(solves.bfs).toBe(1);
    const rows = lab.race().runs.map((r) => r.work); // one traced solve each, untimed: no BFS beyond its own
    expect(solves).toEqual({ dfs: 3, bfs: 2, astar: 3, tremaux: 3, greedy: 1, bidirectional: 1 });
    expect(rows.map((r) => r.solver)).toEqual([...SOLVER_IDS]);
    expect(rows.find((r) => r.solver === 'bfs')!.optimal).toBe(true);
    expect(rows.find((r) => r.solver === 'astar')!.optimal).toBe(true);

    const other = generateMaze({ algorithm: 'prim', width: 6, height: 6, seed: 'other' });
    lab.load({ grid: other, start: other.start, goal: other.goal });
    lab.run('dfs');
    expect(solves.bfs).toBe(3); // a new maze, a new shortest length
  });

  it("takes BFS's own run as the shortest, and a race's BFS row, without another BFS", () => {
    const lab = new SolversLab(clock(10));
    const solves = countSolves();
    lab.load(MAZE);
    lab.race();
    expect(solves.bfs).toBe(1);
    lab.run('dfs');
    expect(solves.bfs).toBe(1);
    lab.load(MAZE);
    lab.run('bfs'); // timed + traced, and its path is the shortest
    lab.run('astar');
    expect(solves.bfs).toBe(3);
  });

  it('races with each solver’s full trace and path, to replay side by side, and ranks nothing by time', () => {
    const lab = new SolversLab(clock(10));
    lab.load(MAZE);
    const race = lab.race();
    expect(race.watchable).toBe(true);
    expect(race.runs.map((r) => r.work.solver)).toEqual([...SOLVER_IDS]);
    for (const run of race.runs) {
      const trace = new SearchTrace();
      const direct = solve(generated, generated.start, generated.goal, run.work.solver, { trace });
      expect(run.events).toEqual(trace.events());
      expect(run.path).toEqual(direct.path);
      expect(run.work).toEqual({ solver: run.work.solver, label: SOLVERS[run.work.solver].label, explored: direct.exploredCount, pathLength: direct.path!.length, optimal: direct.path!.length === race.runs[1]!.work.pathLength });
      expect(run.work).not.toHaveProperty('ms');
    }
    // Every buffer goes back transferred.
    expect(raceBuffers(race)).toHaveLength(12);
  });

  it('races a maze too big to watch without traces: its work alone, for the table', () => {
    const side = 501; // 251,001 blocks, just over the watched race's cap
    expect(side * side).toBeGreaterThan(MAX_RACE_WATCH_PLACES);
    const lab = new SolversLab(clock(10));
    lab.load({ grid: { rows: side, cols: side, blocks: new Uint8Array(side * side) }, start: 0, goal: side * side - 1 });
    const race = lab.race();
    expect(race.watchable).toBe(false);
    for (const run of race.runs) {
      expect(run.events.length).toBe(0);
      expect(run.path).toBeNull();
      expect(run.work.explored).toBeGreaterThan(0);
    }
    expect(race.runs.find((r) => r.work.solver === 'bfs')!.work).toMatchObject({ optimal: true, pathLength: 2 * side - 1 });
  });

  it('times each solver in samples of repeated solves and keeps the median; a slow solve gets the fewest samples', () => {
    const solves = countSolves();
    // Each read of this clock moves it 1 ms: a warm-up is 20 solves, a sample 5 solves of 1 ms,
    // and the 2.5 s budget is never reached, so every solver gets the most samples.
    const fast = new SolversLab(clock(1));
    fast.load(MAZE);
    const times = fast.times();
    expect(times.map((t) => t.solver)).toEqual([...SOLVER_IDS]);
    for (const time of times) expect(time).toEqual({ solver: time.solver, ms: 1, runs: TIMING_PLAN.maxSamples * 5 });
    expect(solves.dfs).toBe(20 + TIMING_PLAN.maxSamples * 5);

    // A solve that outlasts the budget: one warm-up solve, one solve a sample, the fewest samples.
    const slow = new SolversLab(clock(1000));
    slow.load(MAZE);
    expect(slow.times().map((t) => [t.ms, t.runs])).toEqual(SOLVER_IDS.map(() => [1000, TIMING_PLAN.minSamples]));
  });

  it('runs a maze too big to trace with one solve: its expansions to replay, and the last picture', () => {
    const maze = bigOpenMaze();
    const solves = countSolves();
    const lab = new SolversLab(clock(10));
    lab.load(maze);
    const run = lab.run('bfs');
    expect(solves).toEqual({ dfs: 0, bfs: 1, astar: 0, tremaux: 0, greedy: 0, bidirectional: 0 });
    expect(run.traced).toBe(false);
    expect(run.events.length).toBe(run.stats.explored);
    expect(Array.from(run.events.subarray(0, 1000), eventKind).every((kind) => kind === EXPAND)).toBe(true);
    expect(run.events[0]! >> 2).toBe(maze.start);
    expect(run.stats).toMatchObject({ optimal: true, pathLength: 2 * maze.grid.rows - 1 });
    const outcome = run.outcome!;
    expect(outcome.length).toBe(maze.grid.rows * maze.grid.cols);
    for (const block of run.path!) expect(outcome[block]).toBe(LAB_PATH);
    const counts = [0, 0, 0, 0, 0];
    for (const mark of outcome) counts[mark]!++;
    expect(counts[LAB_EXPLORED]! + counts[LAB_PATH]!).toBe(run.stats.explored);
    expect(counts[LAB_NONE]).toBe(outcome.length - run.stats.explored);
  });

  it('says when there is no path, and needs a maze first', () => {
    const lab = new SolversLab(clock(10));
    expect(() => lab.run('bfs')).toThrow(/no maze/);
    lab.load({ grid: art('.#.'), start: 0, goal: 2 });
    expect(lab.run('dfs').stats).toMatchObject({ pathLength: null, optimal: null, explored: 1 });
    expect(lab.race().runs.every((r) => r.work.optimal === null && r.work.pathLength === null)).toBe(true);
  });

  it("hands a run's buffers over for transfer, each once", () => {
    const lab = new SolversLab(clock(10));
    lab.load(bigOpenMaze());
    const run = lab.run('dfs');
    const buffers = runBuffers(run);
    expect(buffers).toHaveLength(3);
    expect(new Set(buffers).size).toBe(3);
    const moved = structuredClone(run, { transfer: buffers });
    expect(moved.events.length).toBe(run.stats.explored);
    expect(run.events.byteLength).toBe(0); // moved, not copied
  });
});

/** Lets queued tasks run: a maze is copied to a worker in a task of its own. */
const flush = () => vi.advanceTimersByTimeAsync(5);

describe('workerSolversService', () => {
  it('sends a copy of the maze once per worker, transferred, and answers the run', async () => {
    vi.useFakeTimers();
    const { started, start } = fakeWorkers();
    const service = workerSolversService(start);
    const answers: Outcome<RunResult>[] = [];
    service.run(MAZE, 'bfs', (outcome) => answers.push(outcome));
    await flush();
    expect(started).toHaveLength(1);
    const loaded = started[0]!.loads[0] as LabMazeData;
    expect(loaded.grid.blocks).toEqual(MAZE.grid.blocks);
    expect(loaded.grid.blocks).not.toBe(MAZE.grid.blocks); // a copy: the page keeps its grid
    started[0]!.calls[0]!.finish('first');
    await flush();
    service.run(MAZE, 'dfs', (outcome) => answers.push(outcome));
    await flush();
    started[0]!.calls[1]!.finish('second');
    await flush();
    expect(started[0]!.loads).toHaveLength(1);
    expect(answers).toEqual([
      { ok: true, value: 'first' },
      { ok: true, value: 'second' },
    ]);
  });

  it('lets a newer run supersede one still computing: the older answer is never given', async () => {
    vi.useFakeTimers();
    const { started, start } = fakeWorkers();
    const service = workerSolversService(start);
    const answers: string[] = [];
    service.run(MAZE, 'bfs', () => answers.push('bfs'));
    await flush();
    service.run(MAZE, 'astar', () => answers.push('astar'));
    service.run(MAZE, 'dfs', (outcome) => answers.push(`dfs ${outcome.ok ? String(outcome.value) : 'failed'}`));
    await flush();
    expect(started[0]!.calls.map((c) => c.what)).toEqual(['run bfs']); // one job at a time; astar never starts
    started[0]!.calls[0]!.finish('stale');
    await flush();
    expect(started[0]!.calls.map((c) => c.what)).toEqual(['run bfs', 'run dfs']);
    started[0]!.calls[1]!.finish('fresh');
    await flush();
    expect(answers).toEqual(['dfs fresh']);
    expect(started[0]!.terminated).toBe(false);
  });

  it('terminates a superseded job that runs on, and starts the newer one in a fresh worker', async () => {
    vi.useFakeTimers();
    const { started, start } = fakeWorkers();
    const service = workerSolversService(start);
    const answers: string[] = [];
    service.run(MAZE, 'bfs', () => answers.push('bfs'));
    await flush();
    service.run(MAZE, 'dfs', () => answers.push('dfs'));
    await vi.advanceTimersByTimeAsync(SUPERSEDED_GRACE_MS - 1);
    expect(started).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(started[0]!.terminated).toBe(true);
    expect(started).toHaveLength(2);
    await flush();
    expect(started[1]!.loads).toHaveLength(1); // the new worker gets the maze again
    started[0]!.calls[0]!.finish('late'); // a terminated worker's answer is ignored
    started[1]!.calls[0]!.finish('dfs');
    await flush();
    expect(answers).toEqual(['dfs']);
  });

  it('keeps runs and races apart, and fails a job whose worker dies', async () => {
    vi.useFakeTimers();
    const { started, start } = fakeWorkers();
    const service = workerSolversService(start);
    const answers: string[] = [];
    service.race(MAZE, (outcome) => answers.push(outcome.ok ? 'race' : `race failed: ${outcome.error.message}`));
    service.run(MAZE, 'bfs', () => answers.push('run'));
    await flush();
    expect(started).toHaveLength(2); // the run does not wait for the race
    started[1]!.calls[0]!.finish('run');
    started[0]!.die('out of memory');
    await flush();
    expect([...answers].sort()).toEqual(['race failed: out of memory', 'run']);
    service.race(MAZE, () => answers.push('race again'));
    await flush();
    expect(started).toHaveLength(3);
  });

  it('times in a worker of its own, started on the first timing: it neither waits for nor supersedes a race', async () => {
    vi.useFakeTimers();
    const { started, start } = fakeWorkers();
    const service = workerSolversService(start);
    const answers: string[] = [];
    service.race(MAZE, () => answers.push('race'));
    await flush();
    expect(started).toHaveLength(1);
    service.time(MAZE, () => answers.push('time'));
    await flush();
    expect(started).toHaveLength(2);
    expect(started.map((worker) => worker.calls.map((c) => c.what))).toEqual([['race'], ['time']]);
    started[1]!.calls[0]!.finish([]);
    started[0]!.calls[0]!.finish({ runs: [], watchable: true });
    await flush();
    expect(answers).toEqual(['time', 'race']);
    expect(started.some((worker) => worker.terminated)).toBe(false);
  });
});
