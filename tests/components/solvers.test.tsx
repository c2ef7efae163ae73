// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { progress, renderLab } from '../support/lab';
import { BUILD, carveEventBlock, carveEventKind, generateMaze, GENERATOR_IDS, MAX_MAZE_SIDE, solve, SOLVER_IDS, type Grid, type SolverId } from '../../src/core';
import { eventBlock, eventKind, EXPAND, SearchTrace } from '../../src/core/solve/searchTrace';
import { CarveReplay } from '../../src/lab/solvers/carveReplay';
import { sampleScene } from '../../src/render/sampledScene';
import { SearchReplay } from '../../src/lab/solvers/searchReplay';
import { REPAINT_LIMIT } from '../../src/lab/solvers/replay';
import { DISTANCE_SHADES, kindsDrawn, LAB_CARVED, LAB_DISTANCE, LAB_EXPLORED, LAB_NONE, LAB_PATH, LAB_RETREATED } from '../../src/render/labMarks';
import { generatorLegend, headName, solverLegend } from '../../src/lab/solvers/labLegend';
import { legendName } from '../../src/lab/solvers/LabLegend';
import { largestVisible, tooCrowded } from '../../src/lab/solvers/crowded';
import { LAB_MAZE_MAX_SIDE } from '../../src/lab/solvers/labMazeSettings';
import { INSTANT, levelFor, SPEEDS } from '../../src/lab/solvers/playback';
import { create } from 'zustand';
import { useStore, type StoreState } from '../../src/store';
import { CARVE_WATCH_MAX_SIDE, createSolversActions, DEFAULT_LAB_SETTINGS, solversDefaults } from '../../src/store/solversSlice';
import type { Wording } from '../../src/store/uiSlice';
import { GeneratorSettings } from '../../src/lab/solvers/GeneratorSettings';
import { localSolversService, type Answer, type SolversService } from '../../src/workers/solversClient';
import type { RunResult } from '../../src/workers/solversJob';
import { art } from '../support/grids';
import { SETTLE } from '../support/timeouts';

// The labs' actions, installed as the app does when a lab opens (App.tsx), before the first state is taken.
await useStore.getState().installLabs();
const initial = useStore.getState();
const maze = generateMaze({ algorithm: 'backtracker', width: 8, height: 6, seed: 'lab', braid: 0.3 });



/** Plays the section's replay to its end at once. */
async function playToTheEnd(user: ReturnType<typeof userEvent.setup>, section: HTMLElement): Promise<void> {
  const slider = within(section).getByRole('slider', { name: 'Speed' });
  fireEvent.change(slider, { target: { value: slider.getAttribute('max') } });
  const play = within(section).queryByRole('button', { name: 'Play' });
  if (play && progress(section)[0] < progress(section)[1]) await user.click(play);
  await vi.waitFor(() => expect(progress(section)[0]).toBe(progress(section)[1]), SETTLE);
}

function stat(section: HTMLElement, name: string): string {
  const term = within(section).getByText(name, { selector: 'dt' });
  return term.nextElementSibling!.textContent!;
}

beforeEach(() => {
  useStore.setState(initial, true);
  // Most tests watch the game's maze, a small braided one; the lab's own maze has tests of its own.
  useStore.setState({ maze, tab: 'solvers', labSource: 'game' });
  // jsdom has no canvas; the canvas then draws nothing, which is all these tests need.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the solver lab', () => {
  it('runs BFS on the game maze, paused at the first step, with no figures before the replay gets there', () => {
    const { solver } = renderLab();
    expect(within(solver).getByRole('radio', { name: 'BFS' })).toHaveProperty('checked', true);
    expect(progress(solver)[0]).toBe(0);
    expect(stat(solver, 'Blocks explored')).toBe('0');
    expect(stat(solver, 'Path length')).toBe('—');
    expect(stat(solver, 'Optimal')).toBe('—');
    expect(stat(solver, 'Time')).toBe('—');
    expect(within(solver).getByRole('button', { name: 'Play' })).toBeTruthy();
    expect(within(solver).getByRole('img', { name: 'BFS solving a 13×17-block maze' })).toBeTruthy();
  });

  it('counts the figures up as the replay plays, and shows the final ones at the end', async () => {
    const user = userEvent.setup();
    const { solver } = renderLab();
    const trace = new SearchTrace();
    const bfs = solve(maze, maze.start, maze.goal, 'bfs', { trace });
    const events = trace.events();
    const expandsIn = (steps: number) => Array.from(events.subarray(0, steps)).filter((e) => eventKind(e) === EXPAND).length;
    for (let i = 0; i < 5; i++) await user.click(within(solver).getByRole('button', { name: 'Step' }));
    expect(stat(solver, 'Blocks explored')).toBe(String(expandsIn(5)));
    expect(stat(solver, 'Optimal')).toBe('—');
    const slider = within(solver).getByRole('slider', { name: 'Speed' });
    fireEvent.change(slider, { target: { value: slider.getAttribute('max') } });
    await user.click(within(solver).getByRole('button', { name: 'Play' }));
    await vi.waitFor(() => expect(progress(solver)[0]).toBe(progress(solver)[1]), SETTLE);
    expect(stat(solver, 'Blocks explored')).toBe(String(bfs.exploredCount));
    expect(stat(solver, 'Path length')).toBe(String(bfs.path!.length));
    expect(stat(solver, 'Optimal')).toBe('yes');
    expect(stat(solver, 'Time')).toMatch(/^(< )?[\d.,]+ ms$/);
  });

  it('waits for its tab: a maze made while Play is shown is not solved here until Solvers is', () => {
    useStore.setState({ tab: 'play' });
    renderLab();
    expect(useStore.getState().solverRun).toBeNull();
    act(() => useStore.getState().setTab('solvers'));
    expect(useStore.getState().solverRun?.maze.grid).toBe(maze);
  });

  it('steps one event at a time, restarts, and plays and pauses', async () => {
    const user = userEvent.setup();
    const { solver } = renderLab();
    const controls = within(solver);
    await user.click(controls.getByRole('button', { name: 'Step' }));
    await user.click(controls.getByRole('button', { name: 'Step' }));
    expect(progress(solver)[0]).toBe(2);
    await user.click(controls.getByRole('button', { name: 'Restart' }));
    expect(progress(solver)[0]).toBe(0);
    await user.click(controls.getByRole('button', { name: 'Play' }));
    expect(controls.getByRole('button', { name: 'Pause' })).toBeTruthy();
    await user.click(controls.getByRole('button', { name: 'Pause' }));
    expect(controls.getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it('goes from slow to instant with the speed slider, and instant plays to the end', async () => {
    const user = userEvent.setup();
    const { solver } = renderLab();
    const slider = within(solver).getByRole('slider', { name: 'Speed' });
    fireEvent.change(slider, { target: { value: '0' } }); // user-event cannot drag a slider
    expect(within(solver).getByText('1 step/s')).toBeTruthy();
    fireEvent.change(slider, { target: { value: slider.getAttribute('max') } });
    expect(within(solver).getByText('instant')).toBeTruthy();
    await user.click(within(solver).getByRole('button', { name: 'Play' }));
    await vi.waitFor(() => {
      const [at, of] = progress(solver);
      expect(at).toBe(of);
    }, SETTLE);
    expect(within(solver).getByRole('button', { name: 'Play' })).toBeTruthy();
    expect(within(solver).getByRole('button', { name: 'Step' })).toHaveProperty('disabled', true);
  });

  it('switches solver: the stats follow and the new run starts playing', async () => {
    const user = userEvent.setup();
    const { solver } = renderLab();
    await user.click(within(solver).getByRole('radio', { name: 'Trémaux' }));
    const walker = solve(maze, maze.start, maze.goal, 'tremaux');
    expect(within(solver).getByText(/a walker with chalk/)).toBeTruthy();
    expect(within(solver).getByText('Steps on foot', { selector: 'dt' })).toBeTruthy();
    expect(within(solver).getByRole('button', { name: 'Pause' })).toBeTruthy();
    await playToTheEnd(user, solver);
    expect(stat(solver, 'Blocks explored')).toBe(String(walker.exploredCount));
    expect(stat(solver, 'Path length')).toBe(String(walker.path!.length));
    await user.click(within(solver).getByRole('radio', { name: 'A*' }));
    await playToTheEnd(user, solver);
    expect(stat(solver, 'Optimal')).toBe('yes');
    expect(useStore.getState().solver).toBe('astar');
  });

  it('races all six solvers side by side, one expansion a tick, the table filling in as they finish, least work first', async () => {
    const user = userEvent.setup();
    const { race } = renderLab();
    expect(within(race).queryByRole('table')).toBeNull();
    await user.click(within(race).getByRole('button', { name: 'Race' }));
    // One lane a solver, each named, each a canvas of the same maze.
    const lanes = within(race).getByRole('list', { name: 'The solvers, side by side' });
    expect(within(lanes).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['DFS', 'BFS', 'A*', 'Trémaux', 'Greedy', 'Bidir. BFS']);
    expect(within(lanes).getAllByRole('img').map((canvas) => canvas.getAttribute('aria-label'))).toEqual(['DFS', 'BFS', 'A*', 'Trémaux', 'Greedy', 'Bidir. BFS'].map((name) => `${name} racing on a 13×17-block maze`));
    // It starts by itself; paused and back at the start, the test steps it.
    expect(within(race).getByRole('button', { name: 'Pause' })).toBeTruthy();
    await user.click(within(race).getByRole('button', { name: 'Pause' }));
    await user.click(within(race).getByRole('button', { name: 'Restart' }));
    const work = SOLVER_IDS.map((id) => ({ id, explored: solve(maze, maze.start, maze.goal, id).exploredCount }));
    const fewest = Math.min(...work.map((w) => w.explored));
    const most = Math.max(...work.map((w) => w.explored));
    expect(progress(race)).toEqual([0, most]); // a tick is one expansion each: the longest search sets the race's length
    const table = within(race).getByRole('table');
    const rowNames = () => within(table).queryAllByRole('rowheader').map((cell) => cell.textContent);
    expect(rowNames()).toEqual([]);
    for (let i = 0; i < fewest - 1; i++) fireEvent.click(within(race).getByRole('button', { name: 'Step' }));
    expect(rowNames()).toEqual([]);
    expect(within(race).getByText(/^Still searching: DFS, BFS, A\*, Trémaux, Greedy, Bidir\. BFS\.$/)).toBeTruthy();
    fireEvent.click(within(race).getByRole('button', { name: 'Step' }));
    // The first to finish did the least work; its lane says so.
    const first = work.filter((w) => w.explored === fewest).map((w) => w.id);
    expect(rowNames()).toHaveLength(first.length);
    expect(within(lanes).getAllByText('1st').length).toBe(first.length);
    expect(within(race).getByText(/^Still searching: /)).toBeTruthy();

    await user.click(within(race).getByRole('button', { name: 'Skip to the finish' }));
    expect(progress(race)).toEqual([most, most]);
    expect(within(race).queryByText(/^Still searching: /)).toBeNull();
    const ranked = [...work].sort((a, b) => a.explored - b.explored || solve(maze, maze.start, maze.goal, a.id).path!.length - solve(maze, maze.start, maze.goal, b.id).path!.length);
    const names: Record<SolverId, string> = { dfs: 'DFS', bfs: 'BFS', astar: 'A*', tremaux: 'Trémaux', greedy: 'Greedy', bidirectional: 'Bidir. BFS' };
    expect(rowNames()).toEqual(ranked.map((w) => names[w.id]));
    const columns = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(columns).toEqual(['Solver', 'Blocks explored', 'Path length', 'Optimal', 'Always optimal']); // no time: a clock cannot rank sub-millisecond solves
    const always = Object.fromEntries(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [row.querySelector('th')!.textContent, within(row).getAllByRole('cell')[3]!.textContent]),
    );
    expect(always).toEqual({ DFS: 'no', BFS: 'yes', 'A*': 'yes', Trémaux: 'no', Greedy: 'no', 'Bidir. BFS': 'yes' });
    const bfsRow = within(table).getByRole('rowheader', { name: 'BFS' }).parentElement!;
    const cells = within(bfsRow).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(0, 3)).toEqual([String(solve(maze, maze.start, maze.goal, 'bfs').exploredCount), String(solve(maze, maze.start, maze.goal, 'bfs').path!.length), 'yes']);
    expect(within(race).getByRole('figure')).toBeTruthy();

    // Time, measured well: medians of many solves, a column of its own.
    await user.click(within(race).getByRole('button', { name: 'Measure time' }));
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent).at(-1)).toBe('Median time (ms)');
    for (const row of within(table).getAllByRole('row').slice(1)) expect(within(row).getAllByRole('cell').at(-1)!.textContent).toMatch(/^(< )?[\d,.]+$/);
    expect(within(race).getByText(/^Each time is the median of at least [\d,]+ solves/)).toBeTruthy();
  });

  it('waits for Play when the system asks for less motion, and skips to the finish on request', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    try {
      const { race } = renderLab();
      await user.click(within(race).getByRole('button', { name: 'Race' }));
      expect(within(race).getByRole('button', { name: 'Play' })).toBeTruthy();
      expect(progress(race)[0]).toBe(0);
      expect(within(race).getByText(/asks for less motion, so the race waits/)).toBeTruthy();
      await user.click(within(race).getByRole('button', { name: 'Skip to the finish' }));
      expect(within(within(race).getByRole('table')).getAllByRole('rowheader')).toHaveLength(6);
      expect(within(race).getByRole('button', { name: 'Skip to the finish' })).toHaveProperty('disabled', true);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('works on a grid sent from the editor, and goes back to the game maze', async () => {
    const user = userEvent.setup();
    const grid = art(
      '...#', //
      '.#..',
      '....',
    );
    renderLab();
    act(() => useStore.getState().openInSolvers({ grid, start: 0, goal: 11 }));
    expect(useStore.getState().tab).toBe('solvers');
    const solver = screen.getByRole('region', { name: 'Watch a solver' });
    expect(within(solver).getByText(/A drawn grid, 3×4 blocks/)).toBeTruthy();
    await playToTheEnd(user, solver);
    expect(stat(solver, 'Path length')).toBe('6');
    await user.click(within(solver).getByRole('button', { name: 'Use the game’s maze' }));
    expect(within(solver).getByRole('radio', { name: 'The game’s maze' })).toHaveProperty('checked', true);
    expect(within(solver).getByText(/\(13 rows × 17 columns of blocks\)/)).toBeTruthy();
    await playToTheEnd(user, solver);
    expect(stat(solver, 'Path length')).toBe(String(solve(maze, maze.start, maze.goal, 'bfs').path!.length));
    act(() => useStore.getState().openInSolvers({ grid, start: 0, goal: 11 }));
    await user.click(within(solver).getByRole('button', { name: 'Use the lab’s maze' }));
    expect(within(solver).getByRole('radio', { name: 'Lab maze' })).toHaveProperty('checked', true);
    expect(within(solver).getByRole('img', { name: 'BFS solving a 31×41-block maze' })).toBeTruthy();
  });

  it('says so when the goal cannot be reached', async () => {
    const user = userEvent.setup();
    renderLab();
    act(() => useStore.getState().openInSolvers({ grid: art('.#.'), start: 0, goal: 2 }));
    const solver = screen.getByRole('region', { name: 'Watch a solver' });
    await playToTheEnd(user, solver);
    expect(stat(solver, 'Optimal')).toBe('no path');
    expect(stat(solver, 'Path length')).toBe('—');
  });

  it('replays a generator with its own controls, and changes generator', async () => {
    const user = userEvent.setup();
    const { generator } = renderLab();
    const carved = generateMaze({ algorithm: 'backtracker', width: 20, height: 15, seed: 'watch' }, { trace: true });
    // It opens on the finished maze; Restart goes back to solid rock.
    await waitFor(() => expect(progress(generator)).toEqual([carved.carveEvents!.length, carved.carveEvents!.length]));
    await user.click(within(generator).getByRole('button', { name: 'Restart' }));
    expect(progress(generator)[0]).toBe(0);
    await user.click(within(generator).getByRole('button', { name: 'Step' }));
    expect(progress(generator)[0]).toBe(1);
    await user.selectOptions(within(generator).getByLabelText('Generator'), 'recursive-division');
    expect(within(generator).getByText(/nested rectangular rooms/)).toBeTruthy();
    await waitFor(() => expect(useStore.getState().carveMaze!.carveEvents!.some((event) => carveEventKind(event) === BUILD)).toBe(true));
    expect(within(generator).getByRole('button', { name: 'Pause' })).toBeTruthy(); // a new choice plays
    const width = within(generator).getByLabelText('Width');
    await user.clear(width);
    await user.type(width, '12');
    expect(useStore.getState().carveWatch.width).toBe(12);
    expect(within(generator).getByRole('img', { name: 'Recursive division carving a 12×15 maze' })).toBeTruthy();
  });

  it('carves at once a generator chosen before the first maze came', async () => {
    const { generator } = renderLab();
    // No maze yet (the lab's generators load on demand): a quick hand changes the generator first.
    expect(useStore.getState().carveMaze).toBeNull();
    fireEvent.change(within(generator).getByLabelText('Generator'), { target: { value: 'wilson' } });
    await waitFor(() => expect(useStore.getState().carveMaze).not.toBeNull());
    expect(useStore.getState().carveWatch.algorithm).toBe('wilson');
    expect(within(generator).getByRole('button', { name: 'Pause' })).toBeTruthy();
  });

  it('replays a grid too big to trace from its expansions, and opens on the outcome', () => {
    const side = 1001;
    const grid = { rows: side, cols: side, blocks: new Uint8Array(side * side) };
    renderLab();
    act(() => useStore.getState().openInSolvers({ grid, start: 0, goal: side * side - 1 }));
    const solver = screen.getByRole('region', { name: 'Watch a solver' });
    expect(within(solver).getByText(/A big maze: its replay shows the blocks explored and the path/)).toBeTruthy();
    const [at, of] = progress(solver);
    expect(at).toBe(of);
    expect(of).toBe(Number(stat(solver, 'Blocks explored').replace(/,/g, '')) + 2 * side - 1);
  });
});

describe('the lab while a worker computes', () => {
  const labMaze = { grid: maze, start: maze.start, goal: maze.goal };

  it('says it is solving, and keeps the controls to the maze it has', () => {
    useStore.setState({ solverRequest: { maze: labMaze, solver: 'astar' }, solving: true });
    const { solver } = renderLab();
    expect(within(solver).getByText('Solving with A*…').getAttribute('role')).toBe('status');
    expect(solver.getAttribute('aria-busy')).toBe('true');
    expect(within(solver).getByRole('img', { name: 'A 13×17-block maze, not solved yet' })).toBeTruthy();
    expect(useStore.getState().solverRun).toBeNull(); // the request in flight is not asked for again
  });

  it('says it is racing, with the Race button held until the race is in', () => {
    useStore.setState({ raceRequest: labMaze, racing: true });
    const { race } = renderLab();
    expect(within(race).getByText('Racing…').getAttribute('role')).toBe('status');
    expect(within(race).getByRole('button', { name: 'Race' })).toHaveProperty('disabled', true);
  });

  /** A store of the solvers slice alone, its jobs answered when the test says. */
  function storeWithPendingJobs() {
    const pending: { solver: string; answer: Answer<RunResult> }[] = [];
    const local = localSolversService(() => 0);
    const service: SolversService = {
      run: (_maze, solver, answer) => pending.push({ solver, answer }),
      race: (m, answer) => local.race(m, answer),
      time: (m, answer) => local.time(m, answer),
    };
    const notices: string[] = [];
    const store = create<StoreState>()(
      (set, get, api) =>
        ({
          maze,
          tab: 'solvers',
          setTab: () => undefined,
          notify: (said: string | Wording) => notices.push(typeof said === 'string' ? said : said('en').text),
          announce: () => undefined,
          ...solversDefaults(),
          ...createSolversActions(() => service)(set, get, api),
          labOwnMaze: generateMaze(DEFAULT_LAB_SETTINGS), // as the lab, once open, has it
        }) as unknown as StoreState,
    );
    const answer = (i: number, solver: 'bfs' | 'dfs' | 'astar' | 'tremaux') => {
      let result: RunResult | null = null;
      local.run(labMaze, solver, (outcome) => {
        if (outcome.ok) result = outcome.value;
      });
      pending[i]!.answer({ ok: true, value: result! });
    };
    return { store, pending, answer, notices };
  }

  it('takes only the newest run: an answer to an older request is dropped', () => {
    const { store, pending, answer } = storeWithPendingJobs();
    store.getState().runSolver();
    store.getState().chooseSolver('dfs');
    expect(pending.map((p) => p.solver)).toEqual(['bfs', 'dfs']);
    expect(store.getState().solving).toBe(true);
    answer(0, 'bfs');
    expect(store.getState().solverRun).toBeNull();
    expect(store.getState().solving).toBe(true);
    answer(1, 'dfs');
    expect(store.getState().solverRun?.stats.solver).toBe('dfs');
    expect(store.getState().solving).toBe(false);
  });

  it('reports a failed run and stops saying it is solving', () => {
    const { store, pending, notices } = storeWithPendingJobs();
    store.getState().runSolver();
    pending[0]!.answer({ ok: false, error: new Error('the solvers worker stopped') });
    expect(store.getState()).toMatchObject({ solving: false, solverRun: null });
    expect(notices).toEqual(['Could not solve that maze: the solvers worker stopped']);
  });
});

describe('replays', () => {
  it('rebuild every generator\'s maze exactly from its carve order, marking the block just carved', () => {
    for (const algorithm of GENERATOR_IDS) {
      const maze = generateMaze({ algorithm, width: 40, height: 40, seed: 'replay', braid: 0.4 }, { trace: true });
      const replay = new CarveReplay(maze);
      expect(replay.seek(1)).toEqual(algorithm === 'recursive-division' ? null : [carveEventBlock(maze.carveEvents![0]!)]); // opening the room repaints it all
      if (algorithm !== 'recursive-division') expect(replay.scene.labMarks!.filter((m) => m === LAB_CARVED).length).toBe(1);
      const jump = replay.seek(replay.length);
      if (replay.length - 1 > REPAINT_LIMIT) expect(jump).toBeNull(); // a jump of thousands of steps redraws everything
      expect(replay.scene.grid.blocks).toEqual(maze.blocks);
      expect(replay.scene.labMarks!.every((m) => m === 0)).toBe(true);
      replay.seek(0);
      expect(replay.scene.grid.blocks.filter((c) => c === 0).length).toBe(2); // solid rock, entrance and exit open
    }
  });

  it('end a search with its path marked, the dead ends retreated from, and no head', () => {
    const trace = new SearchTrace();
    const { path } = solve(maze, maze.start, maze.goal, 'dfs', { trace });
    const replay = new SearchReplay(maze, maze.goal, trace.events(), path);
    expect(replay.length).toBe(trace.length + path!.length);
    const changed = replay.seek(1);
    expect(changed).toEqual([maze.start, maze.start]);
    expect(replay.scene.player).toBe(maze.start);
    replay.seek(trace.length);
    const marks = replay.scene.labMarks!;
    for (const p of path!) expect(marks[p]).toBe(LAB_EXPLORED);
    replay.seek(replay.length);
    for (const p of path!) expect(marks[p]).toBe(LAB_PATH);
    expect(marks.some((m) => m === LAB_RETREATED)).toBe(true);
    expect(replay.scene.player).toBeNull();
  });

  it('open a big run at its outcome as the worker drew it, and replay it from the start when asked', () => {
    const big = generateMaze({ algorithm: 'backtracker', width: 60, height: 60, seed: 'outcome', braid: 0.3 });
    const { path, explored } = solve(big, big.start, big.goal, 'bfs', { recordExplored: true });
    const outcome = new Uint8Array(big.rows * big.cols);
    for (const block of explored!) outcome[block] = LAB_EXPLORED;
    for (const block of path!) outcome[block] = LAB_PATH;
    const kept = outcome.slice();
    const events = explored!.map((block) => block * 4);
    const replay = new SearchReplay(big, big.goal, events, path, { outcome });
    expect(replay.length).toBeGreaterThan(3000); // a jump too long to repaint block by block
    expect(replay.seek(replay.length)).toBeNull();
    expect(replay.scene.labMarks).toBe(outcome); // shown as it is, not copied
    expect(replay.seek(1)).toBeNull(); // back to the start
    expect(replay.scene.labMarks!.filter((m) => m !== LAB_NONE).length).toBe(1);
    replay.seek(events.length + 3);
    expect(replay.scene.labMarks!.filter((m) => m === LAB_PATH).length).toBe(3);
    expect(outcome).toEqual(kept); // never written
    replay.seek(replay.length);
    expect(replay.scene.labMarks).toEqual(kept);
  });

  it('sample a maze bigger than its canvas down to a block a pixel, and leave a small one alone', () => {
    const side = 1001;
    const cells = new Uint8Array(side * side);
    for (let i = 0; i < cells.length; i++) cells[i] = (i % side) % 2; // odd columns are walls
    const labMarks = new Uint8Array(side * side).fill(LAB_EXPLORED);
    const scene = { grid: { rows: side, cols: side, blocks: cells }, solution: null, marks: null, player: side * side - 1, exit: 0, labMarks };
    const shown = sampleScene(scene, { block: 0.1, x: 3, y: 4 });
    expect(shown.scene.grid.rows).toBe(100);
    expect(shown.scene.grid.cols).toBe(100);
    // Sample c shows column floor((c + 0.5) * 10.01): 5, 15, 25, ... all odd, all walls.
    expect(shown.scene.grid.blocks.every((c) => c === 1)).toBe(true);
    expect(shown.scene.labMarks!.every((m) => m === LAB_EXPLORED)).toBe(true);
    expect(shown.scene.exit).toBe(0);
    expect(shown.scene.player).toBe(100 * 100 - 1);
    expect(shown.view.x).toBe(3);
    expect(shown.view.block * 100).toBeCloseTo(0.1 * side, 6);
    const small = { ...scene, grid: maze };
    expect(sampleScene(small, { block: 2, x: 0, y: 0 }).scene).toBe(small);
  });
});

describe('watching a generator: size fields', () => {
  it('say what is allowed when a size is out of range, and keep the replay as it was', async () => {
    render(<GeneratorSettings />);
    const width = screen.getByLabelText('Width');
    const before = useStore.getState().carveWatch.width;
    fireEvent.change(width, { target: { value: '0' } });
    expect(screen.getByText(`Width must be a whole number from 1 to ${CARVE_WATCH_MAX_SIDE}; the replay keeps ${before}.`)).toBeTruthy();
    expect(width.getAttribute('aria-invalid')).toBe('true');
    expect(useStore.getState().carveWatch.width).toBe(before);
    fireEvent.change(width, { target: { value: '12' } });
    expect(useStore.getState().carveWatch.width).toBe(12);
    expect(width.getAttribute('aria-invalid')).toBeNull();
  });
});

describe("the lab's own maze", () => {
  beforeEach(() => {
    useStore.setState({ labSource: initial.labSource });
  });

  it('is a small maze of its own by default, so blocks are big; the game’s maze is a choice', async () => {
    const user = userEvent.setup();
    const { solver } = renderLab();
    expect(within(solver).getByRole('radio', { name: 'Lab maze' })).toHaveProperty('checked', true);
    expect(await within(solver).findByRole('img', { name: 'BFS solving a 31×41-block maze' })).toBeTruthy(); // 20×15 cells, made once the lab's generators load
    await user.click(within(solver).getByRole('radio', { name: 'The game’s maze' }));
    expect(within(solver).getByRole('img', { name: 'BFS solving a 13×17-block maze' })).toBeTruthy();
    await user.click(within(solver).getByRole('radio', { name: 'Lab maze' }));
    expect(within(solver).getByRole('img', { name: 'BFS solving a 31×41-block maze' })).toBeTruthy();
  });

  it('takes size, generator, braid and seed, checked by the game’s rules plus the lab’s size cap', async () => {
    const user = userEvent.setup();
    const { solver } = renderLab();
    const fields = within(solver);
    const width = fields.getAllByLabelText('Width')[0]!;
    await user.clear(width);
    await user.type(width, '12');
    expect(fields.getByRole('img', { name: 'BFS solving a 31×25-block maze' })).toBeTruthy();
    await user.selectOptions(fields.getByLabelText('Generator'), 'prim');
    fireEvent.change(fields.getByLabelText('Braid'), { target: { value: '0.5' } });
    expect(useStore.getState().labSettings).toMatchObject({ width: 12, height: 15, algorithm: 'prim', braid: 0.5 });
    const made = generateMaze({ algorithm: 'prim', width: 12, height: 15, seed: 'lab', braid: 0.5 });
    await waitFor(() => expect(useStore.getState().labOwnMaze?.blocks).toEqual(made.blocks));

    fireEvent.change(width, { target: { value: '0' } });
    expect(fields.getByText(`Width must be a whole number from 1 to ${MAX_MAZE_SIDE}.`)).toBeTruthy(); // the game's own message
    fireEvent.change(width, { target: { value: String(LAB_MAZE_MAX_SIDE + 1) } });
    expect(fields.getByText(/Width must be at most 150 in the lab, so its blocks stay visible/)).toBeTruthy();
    fireEvent.change(fields.getByLabelText('Braid'), { target: { value: '2' } });
    expect(fields.getByText('Braid must be a number from 0 to 1.')).toBeTruthy();
    expect(useStore.getState().labSettings.width).toBe(12); // the maze stays as it was
    expect(width.getAttribute('aria-invalid')).toBe('true');
  });

  it('suggests a smaller maze when one is too big to see block by block', () => {
    expect(tooCrowded({ rows: 401, cols: 401 }, 800, 600)).toBe(true); // the Huge preset: 1.5 px a block
    expect(tooCrowded({ rows: 31, cols: 41 }, 800, 600)).toBe(false);
    expect(tooCrowded({ rows: 31, cols: 41 }, 0, 0)).toBe(false); // not laid out: no judgement
    const fits = largestVisible(800, 600);
    expect(fits).toEqual({ width: 132, height: 99 });
    expect(tooCrowded({ rows: 2 * fits.height + 1, cols: 2 * fits.width + 1 }, 800, 600)).toBe(false);
    expect(tooCrowded({ rows: 2 * fits.height + 3, cols: 2 * fits.width + 3 }, 800, 600)).toBe(true);
  });
});

describe('replay speed', () => {
  it('opens every replay at a speed that plays it in about ten seconds', () => {
    for (const steps of [1, 40, 300, 1_234, 8_000, 154_528, 888_636]) {
      const seconds = steps / SPEEDS[levelFor(steps)]!;
      if (steps >= 10) {
        expect(seconds).toBeGreaterThan(10 / 1.6);
        expect(seconds).toBeLessThan(10 * 1.6);
      }
      expect(levelFor(steps)).toBeLessThan(INSTANT);
    }
  });

  it('sets the speed slider from the replay’s length, and the user can still change it', () => {
    const { solver } = renderLab();
    const slider = within(solver).getByRole('slider', { name: 'Speed' });
    expect(Number(slider.getAttribute('value') ?? (slider as HTMLInputElement).value)).toBe(levelFor(progress(solver)[1]));
    fireEvent.change(slider, { target: { value: '0' } });
    expect(within(solver).getByText('1 step/s')).toBeTruthy();
  });
});

describe('legends', () => {
  /** Every kind a replay draws, over all its steps. */
  function kindsOverReplay(replay: SearchReplay | CarveReplay, moving: 'head' | 'walker'): Set<string> {
    const kinds = new Set<string>();
    for (let step = 0; step <= replay.length; step++) {
      replay.seek(step);
      for (const kind of kindsDrawn(replay.scene, moving)) kinds.add(kind);
    }
    return kinds;
  }

  it('list exactly the marks each solver’s replay draws, start and head included', () => {
    for (const id of SOLVER_IDS) {
      const trace = new SearchTrace();
      const { path } = solve(maze, maze.start, maze.goal, id, { trace });
      const replay = new SearchReplay(maze, maze.goal, trace.events(), path, { start: maze.start, distanceShade: id === 'bfs' });
      expect([...kindsOverReplay(replay, 'head')].sort()).toEqual([...solverLegend(id)].sort());
    }
  });

  it('list exactly the marks each generator’s replay draws', () => {
    for (const algorithm of GENERATOR_IDS) {
      const carved = generateMaze({ algorithm, width: 12, height: 9, seed: 'legend' }, { trace: true });
      expect([...kindsOverReplay(new CarveReplay(carved), 'walker')].sort()).toEqual([...generatorLegend(algorithm)].sort());
    }
  });

  it('show one entry per kind, named, beside each replay', async () => {
    const user = userEvent.setup();
    const { solver, generator } = renderLab();
    const names = (section: HTMLElement) => within(within(section).getByRole('list', { name: 'Legend' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(names(solver)).toEqual(solverLegend('bfs').map((kind) => (kind === 'head' ? headName('bfs') : legendName(kind))));
    expect(names(solver)).toContain('Start');
    expect(names(solver)).toContain('Block being expanded');
    await user.click(within(solver).getByRole('radio', { name: 'DFS' }));
    expect(names(solver)).toEqual(solverLegend('dfs').map((kind) => (kind === 'head' ? headName('dfs') : legendName(kind))));
    await user.selectOptions(within(generator).getByLabelText('Generator'), 'wilson');
    expect(names(generator)).toEqual(['Wall', 'Passage', 'Just carved', 'Random walker', 'Random walk', 'Loop just erased']);
  });
});

describe('the search state as it plays', () => {
  function replayOf(id: SolverId) {
    const trace = new SearchTrace();
    const { path } = solve(maze, maze.start, maze.goal, id, { trace });
    return { events: trace.events(), replay: new SearchReplay(maze, maze.goal, trace.events(), path, { start: maze.start, distanceShade: id === 'bfs' }) };
  }

  it('gives BFS’s queue size, and shades explored blocks by their distance from the start', () => {
    const { events, replay } = replayOf('bfs');
    const queued = new Set<number>();
    const taken = new Set<number>();
    for (let step = 1; step <= events.length; step++) {
      const event = events[step - 1]!;
      (eventKind(event) === EXPAND ? taken : queued).add(eventBlock(event));
      replay.seek(step);
      expect(replay.progress.waiting).toBe(queued.size - taken.size);
      expect(replay.progress.explored).toBe(taken.size);
    }
    const distance = referenceDistances(maze, maze.start);
    const shadeOf = (block: number) => replay.scene.labMarks![block]! - LAB_DISTANCE;
    const expanded = [...taken];
    for (const block of expanded) expect(shadeOf(block)).toBeGreaterThanOrEqual(0);
    // Farther blocks are never lighter; the start is the lightest, the farthest the darkest.
    expanded.sort((a, b) => distance.get(a)! - distance.get(b)!);
    for (let i = 1; i < expanded.length; i++) expect(shadeOf(expanded[i]!)).toBeGreaterThanOrEqual(shadeOf(expanded[i - 1]!));
    expect(shadeOf(maze.start)).toBe(0);
    expect(shadeOf(expanded.at(-1)!)).toBe(DISTANCE_SHADES - 1);
  });

  it('gives A*’s g, h and f for each block it expands: true distances, f never falling', () => {
    const { events, replay } = replayOf('astar');
    const distance = referenceDistances(maze, maze.start);
    const goalRow = Math.floor(maze.goal / maze.cols);
    const goalCol = maze.goal % maze.cols;
    let lastF = 0;
    for (let step = 1; step <= events.length; step++) {
      if (eventKind(events[step - 1]!) !== EXPAND) continue;
      replay.seek(step);
      const { block, g, h } = replay.progress.expanding!;
      expect(block).toBe(eventBlock(events[step - 1]!));
      expect(g).toBe(distance.get(block));
      expect(h).toBe(Math.abs(Math.floor(block / maze.cols) - goalRow) + Math.abs((block % maze.cols) - goalCol));
      expect(g + h).toBeGreaterThanOrEqual(lastF);
      lastF = g + h;
    }
  });

  it('gives DFS’s stack depth, which ends as the path', () => {
    const { events, replay } = replayOf('dfs');
    replay.seek(events.length);
    expect(replay.progress.depth).toBe(solve(maze, maze.start, maze.goal, 'dfs').path!.length);
  });

  it('shows the panel beside the replay: A*’s open list and g + h = f at the step shown', async () => {
    const user = userEvent.setup();
    const { solver } = renderLab();
    await user.click(within(solver).getByRole('radio', { name: 'A*' }));
    await user.click(within(solver).getByRole('button', { name: 'Pause' }));
    await user.click(within(solver).getByRole('button', { name: 'Restart' }));
    for (let i = 0; i < 6; i++) await user.click(within(solver).getByRole('button', { name: 'Step' }));
    const { replay } = replayOf('astar');
    replay.seek(6);
    const { waiting, expanding } = replay.progress;
    const state = within(solver).getByLabelText('Search state');
    const value = (name: string) => within(state).getByText(name, { selector: 'dt' }).nextElementSibling!.textContent;
    expect(value('Open list')).toBe(`${waiting} block${waiting === 1 ? '' : 's'}`);
    expect(value('g + h = f')).toBe(`${expanding!.g} + ${expanding!.h} = ${expanding!.g + expanding!.h}`);
    expect(value('Expanding')).toBe(`(${Math.floor(expanding!.block / maze.cols)}, ${expanding!.block % maze.cols})`);
  });
});

/** Steps from the start to every reachable block: a plain reference BFS. */
function referenceDistances(grid: Grid, start: number): Map<number, number> {
  const dist = new Map([[start, 0]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const p = queue[i]!;
    const r = Math.floor(p / grid.cols);
    const c = p % grid.cols;
    const around = [c > 0 ? p - 1 : -1, c < grid.cols - 1 ? p + 1 : -1, r > 0 ? p - grid.cols : -1, r < grid.rows - 1 ? p + grid.cols : -1];
    for (const q of around) {
      if (q >= 0 && grid.blocks[q] === 0 && !dist.has(q)) {
        dist.set(q, dist.get(p)! + 1);
        queue.push(q);
      }
    }
  }
  return dist;
}
