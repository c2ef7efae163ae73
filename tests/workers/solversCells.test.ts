import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateShaped, isPassage, presetMask, solveShaped, SOLVER_IDS, SOLVERS, type CellMaze, type ShapeId } from '../../src/core';
import { SearchTrace } from '../../src/core/solve/searchTrace';
import { workerSolversService, localSolversService, type Outcome } from '../../src/workers/solversClient';
import { fakeSolversWorkers } from './fakeSolversWorker';
import { SolversLab, type RunResult, type SolversMaze } from '../../src/workers/solversJob';
import { copyForWorker, placesOf, sameMazeData } from '../../src/workers/solversMaze';

function shaped(shape: ShapeId, seed: string, braid = 0.3): CellMaze {
  return generateShaped({ shape, width: 9, height: 7, rings: 6, mask: null, algorithm: 'backtracker', seed, braid });
}

const SHAPES: readonly ShapeId[] = ['hex', 'triangle', 'polar', 'square'];

/** A clock that moves `step` ms each time it is read. */
function clock(step: number): () => number {
  let t = 0;
  return () => (t += step);
}

/** A path of cells from start to goal, each step through an open passage. */
function expectWalkable(maze: CellMaze, path: Int32Array): void {
  expect(path[0]).toBe(maze.start);
  expect(path[path.length - 1]).toBe(maze.goal);
  for (let i = 1; i < path.length; i++) expect(isPassage(maze, path[i - 1]!, path[i]!)).toBe(true);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('SolversLab on cells', () => {
  it('runs every solver on every shape with solveShaped’s trace, path and counts, in cell ids', () => {
    for (const shape of SHAPES) {
      const maze = shaped(shape, `run-${shape}`);
      const lab = new SolversLab(clock(10));
      lab.load({ kind: 'cells', maze });
      const shortest = solveShaped(maze, 'bfs').path!.length;
      for (const id of SOLVER_IDS) {
        const run = lab.run(id);
        const trace = new SearchTrace();
        const direct = solveShaped(maze, id, { trace });
        expect(run.traced).toBe(true);
        expect(run.events).toEqual(trace.events());
        expect(run.path).toEqual(direct.path);
        expectWalkable(maze, run.path!);
        expect(run.stats).toMatchObject({ solver: id, label: SOLVERS[id].label, explored: direct.exploredCount, pathLength: direct.path!.length, ms: 10 });
        expect(run.stats.optimal).toBe(direct.path!.length === shortest);
        if (SOLVERS[id].optimal) expect(run.stats.optimal).toBe(true);
      }
    }
  });

  it('races every solver on a maze on cells, measured against BFS’s shortest path', () => {
    const maze = shaped('hex', 'race');
    const lab = new SolversLab(clock(10));
    lab.load({ kind: 'cells', maze });
    const rows = lab.race().runs.map((run) => run.work);
    expect(rows.map((row) => row.solver)).toEqual([...SOLVER_IDS]);
    const shortest = solveShaped(maze, 'bfs').path!.length;
    for (const row of rows) {
      const direct = solveShaped(maze, row.solver, { recordExplored: false });
      expect(row).toMatchObject({ explored: direct.exploredCount, pathLength: direct.path!.length, optimal: direct.path!.length === shortest });
    }
  });

  it('repeats a fast solve for its time and never a slow one', () => {
    const maze = shaped('triangle', 'timing');
    let reads = 0;
    const fast = new SolversLab(() => (reads++, 0)); // a clock that never moves: every solve is fast
    fast.load({ kind: 'cells', maze });
    fast.run('bfs');
    expect(reads).toBeGreaterThan(100);
    reads = 0;
    const slow = new SolversLab(() => (reads += 10)); // each read 10 ms on: one solve is over budget
    slow.load({ kind: 'cells', maze });
    slow.run('astar');
    expect(reads).toBe(20); // two reads of the timed solve, and one solve for the trace, untimed
  });

  it('says when a masked maze’s goal cannot be reached, as on blocks', () => {
    const mask = presetMask('diamond', 'hex', 9, 9);
    const maze = generateShaped({ shape: 'hex', width: 9, height: 9, rings: 6, mask, algorithm: 'prim', seed: 'closed', braid: 0 });
    const walled: CellMaze = { ...maze, open: new Uint8Array(maze.open.length) };
    const lab = new SolversLab(clock(10));
    lab.load({ kind: 'cells', maze: walled });
    for (const id of SOLVER_IDS) expect(lab.run(id).stats).toMatchObject({ pathLength: null, optimal: null });
  });
});

describe('the lab’s maze kinds', () => {
  const hex = shaped('hex', 'kinds');

  it('count places in blocks or cells, and tell mazes apart by their arrays', () => {
    const grid = { rows: 3, cols: 5, blocks: new Uint8Array(15) };
    expect(placesOf({ grid, start: 0, goal: 14 })).toBe(15);
    expect(placesOf({ kind: 'cells', maze: hex })).toBe(hex.topology.cellCount);
    expect(sameMazeData({ kind: 'cells', maze: hex }, { kind: 'cells', maze: hex })).toBe(true);
    expect(sameMazeData({ kind: 'cells', maze: hex }, { kind: 'cells', maze: { ...hex } })).toBe(false);
    expect(sameMazeData({ kind: 'cells', maze: hex }, { grid, start: 0, goal: 14 })).toBe(false);
    expect(sameMazeData({ grid, start: 0, goal: 14 }, { grid, start: 0, goal: 14 })).toBe(true);
  });

  it('copy a maze on cells for a worker: equal arrays, none shared, each buffer listed to transfer', () => {
    const { maze, buffers } = copyForWorker({ kind: 'cells', maze: hex });
    if (maze.kind !== 'cells') throw new Error('a maze on cells stays one');
    const { topology, open } = maze.maze;
    expect(topology.neighbours).toEqual(hex.topology.neighbours);
    expect(topology.neighbours).not.toBe(hex.topology.neighbours);
    expect(open).toEqual(hex.open);
    expect([maze.maze.start, maze.maze.goal]).toEqual([hex.start, hex.goal]);
    expect(new Set(buffers).size).toBe(4);
    for (const array of [topology.offsets, topology.neighbours, topology.centres, open]) expect(buffers).toContain(array.buffer);
    expect(solveShaped(maze.maze, 'bfs').path).toEqual(solveShaped(hex, 'bfs').path);
  });

  it('are solved in-process the same way', () => {
    const service = localSolversService(clock(10));
    const answers: Outcome<RunResult>[] = [];
    service.run({ kind: 'cells', maze: hex }, 'astar', (outcome) => answers.push(outcome));
    expect(answers).toHaveLength(1);
    const [answer] = answers;
    if (!answer?.ok) throw new Error('the run failed');
    expect(answer.value.path).toEqual(solveShaped(hex, 'astar').path);
  });

  it('go to a worker through the one protocol: a copy, loaded once, then runs', async () => {
    vi.useFakeTimers();
    const { started, start } = fakeSolversWorkers();
    const service = workerSolversService(start);
    const maze: SolversMaze = { kind: 'cells', maze: hex };
    const answers: unknown[] = [];
    service.run(maze, 'bfs', (outcome) => answers.push(outcome));
    await vi.advanceTimersByTimeAsync(5);
    started[0]!.calls[0]!.finish('first');
    await vi.advanceTimersByTimeAsync(5);
    service.run(maze, 'dfs', (outcome) => answers.push(outcome));
    await vi.advanceTimersByTimeAsync(5);
    started[0]!.calls[1]!.finish('second');
    await vi.advanceTimersByTimeAsync(5);
    expect(started).toHaveLength(1);
    expect(started[0]!.loads).toHaveLength(1);
    const [loaded] = started[0]!.loads;
    if (loaded?.kind !== 'cells') throw new Error('the worker got a maze on cells');
    expect(loaded.maze.open).toEqual(hex.open);
    expect(loaded.maze.open).not.toBe(hex.open);
    expect(answers).toEqual([
      { ok: true, value: 'first' },
      { ok: true, value: 'second' },
    ]);
  });
});
