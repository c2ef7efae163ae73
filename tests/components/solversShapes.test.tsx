// @vitest-environment jsdom
import { act, cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { progress, renderLab } from '../support/lab';
import { circleRings, generateShaped, longestStep, solveShaped, SOLVER_IDS, type CellMaze, type ShapeId, type SolverId } from '../../src/core';
import { stepsAtLeast } from '../../src/core/shape/solve/heuristic';
import { eventBlock, eventKind, EXPAND, SearchTrace } from '../../src/core/solve/searchTrace';
import { CellSearchReplay } from '../../src/lab/solvers/cellSearchReplay';
import { cellShrink, MIN_CELL_CSS_PX } from '../../src/lab/solvers/crowded';
import { headName, solverLegend } from '../../src/lab/solvers/labLegend';
import { LAB_MAZE_MAX_RINGS } from '../../src/lab/solvers/labMazeSettings';
import { mazeName, shrunkSettings } from '../../src/lab/solvers/labMazeSize';
import { placeName } from '../../src/lab/solvers/placeName';
import { fitCellView } from '../../src/render/cells';
import { kindOfMark, LAB_NONE, LAB_PATH, type LabKind } from '../../src/render/labMarks';
import { useStore } from '../../src/store';
import { DEFAULT_LAB_SETTINGS } from '../../src/store/solversSlice';
import { SETTLE } from '../support/timeouts';

// The labs' actions, installed as the app does when a lab opens (App.tsx), before the first state is taken.
await useStore.getState().installLabs();
const initial = useStore.getState();

function shaped(shape: ShapeId, seed: string, braid = 0.3): CellMaze {
  return generateShaped({ shape, width: 9, height: 7, rings: 6, mask: null, algorithm: 'backtracker', seed, braid });
}



function stat(section: HTMLElement, name: string): string {
  return within(section).getByText(name, { selector: 'dt' }).nextElementSibling!.textContent!;
}

function replayOf(maze: CellMaze, id: SolverId) {
  const trace = new SearchTrace();
  const { path } = solveShaped(maze, id, { trace });
  return { events: trace.events(), path, replay: new CellSearchReplay(maze, trace.events(), path, { distanceShade: id === 'bfs' }) };
}

/** Every kind a cell replay draws over all its steps: walls and passages, each mark, the markers. */
function kindsOverReplay(replay: CellSearchReplay): Set<LabKind> {
  // Walls are drawn as lines between cells; a maze of cells has no passage block.
  const kinds = new Set<LabKind>(['wall']);
  for (let step = 0; step <= replay.length; step++) {
    replay.seek(step);
    const { labMarks, player, entrance, exit } = replay.scene;
    for (const mark of labMarks!) if (mark !== LAB_NONE) kinds.add(kindOfMark(mark));
    if (player !== null) kinds.add('head');
    if (entrance !== null && entrance !== undefined && entrance !== player) kinds.add('start');
    if (exit !== null && exit !== player) kinds.add('exit');
  }
  return kinds;
}

beforeEach(() => {
  useStore.setState(initial, true);
  useStore.setState({ tab: 'solvers' });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a replay on cells', () => {
  it('plays every solver’s trace on every shape, ending with the path marked, and draws what its legend lists', () => {
    const drawn = new Map<SolverId, Set<LabKind>>(SOLVER_IDS.map((id) => [id, new Set()]));
    for (const shape of ['hex', 'triangle', 'polar'] as const) {
      const maze = shaped(shape, `replay-${shape}`);
      for (const id of SOLVER_IDS) {
        const { events, path, replay } = replayOf(maze, id);
        expect(replay.length).toBe(events.length + path!.length);
        replay.seek(0);
        expect(replay.scene.player).toBeNull();
        expect(replay.scene.entrance).toBe(maze.start);
        expect(replay.scene.exit).toBe(maze.goal);
        replay.seek(replay.length);
        const marks = replay.scene.labMarks!;
        expect(marks.length).toBe(maze.topology.cellCount);
        for (const cell of path!) expect(marks[cell]).toBe(LAB_PATH);
        expect(replay.progress.done).toBe(true);
        // Never a kind the legend leaves out; over the three mazes, every kind it lists (one
        // maze may lead DFS straight to the goal, with nothing to back out of).
        for (const kind of kindsOverReplay(replay)) {
          expect(solverLegend(id, 'cell')).toContain(kind);
          drawn.get(id)!.add(kind);
        }
      }
    }
    for (const id of SOLVER_IDS) expect([...drawn.get(id)!].sort()).toEqual([...solverLegend(id, 'cell')].sort());
  });

  it('repaints only the cells a step changed, and the head', () => {
    const { events, replay } = replayOf(shaped('hex', 'repaint'), 'bfs');
    replay.seek(0);
    for (let step = 1; step <= Math.min(40, events.length); step++) {
      const before = replay.scene.labMarks!.slice();
      const changed = replay.seek(step)!;
      const after = replay.scene.labMarks!;
      for (let cell = 0; cell < after.length; cell++) if (after[cell] !== before[cell]) expect(changed).toContain(cell);
      if (replay.scene.player !== null) expect(changed).toContain(replay.scene.player);
    }
  });

  it('gives A*’s g and h as the cell A* counts them: g its steps, h straight-line steps at the least, f never falling', () => {
    const maze = shaped('polar', 'astar', 0);
    const { events, replay } = replayOf(maze, 'astar');
    const longest = longestStep(maze.topology);
    const bfs = solveShaped({ ...maze }, 'bfs').path!;
    let lastF = 0;
    let expanded = 0;
    for (let step = 1; step <= events.length; step++) {
      if (eventKind(events[step - 1]!) !== EXPAND) continue;
      replay.seek(step);
      const { block, g, h } = replay.progress.expanding!;
      expect(block).toBe(eventBlock(events[step - 1]!));
      expect(h).toBeCloseTo(stepsAtLeast(maze.topology, block, maze.goal, longest), 12);
      expect(g + h).toBeGreaterThanOrEqual(lastF - 1e-9);
      lastF = g + h;
      expanded++;
    }
    expect(expanded).toBeGreaterThan(0);
    expect(replay.progress.expanding!.g).toBe(bfs.length - 1); // the goal, at its true distance (a perfect maze: one way)
  });

  it('names a cell by row and column on a grid shape, by ring on a circle', () => {
    const hex = shaped('hex', 'names');
    expect(placeName({ kind: 'cells', maze: hex }, 9 * 2 + 4)).toBe('(2, 4)');
    const polar = shaped('polar', 'names');
    expect(placeName({ kind: 'cells', maze: polar }, 0)).toBe('ring 0, cell 0');
    const ring1 = polar.topology.offsets[1]! - polar.topology.offsets[0]!; // the centre borders every cell of ring 1
    expect(placeName({ kind: 'cells', maze: polar }, ring1)).toBe(`ring 1, cell ${ring1 - 1}`);
    expect(placeName({ kind: 'cells', maze: polar }, ring1 + 1)).toBe('ring 2, cell 0');
    expect(placeName({ grid: { rows: 3, cols: 5, blocks: new Uint8Array(15) }, start: 0, goal: 14 }, 7)).toBe('(1, 2)');
    // A maze of levels: its place on its level and the level, from 1 (cells are numbered place by place).
    const stacked = generateShaped({ shape: 'square', width: 10, height: 4, levels: 3, rings: 0, mask: null, algorithm: 'backtracker', seed: 'names', braid: 0 });
    expect(placeName({ kind: 'cells', maze: stacked }, (1 * 10 + 2) * 3 + 2)).toBe('(1, 2) on level 3');
    expect(placeName({ kind: 'cells', maze: stacked }, stacked.goal)).toBe('(3, 9) on level 3');
    expect(mazeName({ kind: 'cells', maze: stacked })).toBe('10×4×3-cell maze');
  });
});

describe('crowding on cells', () => {
  it('asks a maze on cells to shrink just enough for its cells to reach MIN_CELL_CSS_PX', () => {
    const maze = shaped('hex', 'crowd');
    const fitted = fitCellView(maze.topology, 400, 300).scale;
    expect(cellShrink(maze.topology, 400, 300)).toBe(1);
    expect(cellShrink(maze.topology, 0, 0)).toBe(1);
    const tiny = cellShrink(maze.topology, 40, 30);
    expect(tiny).toBeLessThan(1);
    expect(tiny).toBeCloseTo(fitCellView(maze.topology, 40, 30).scale / MIN_CELL_CSS_PX, 12);
    expect(fitted).toBeGreaterThan(MIN_CELL_CSS_PX);
  });

  it('offers a lab maze of the crowded maze’s shape, its sides or rings shrunk, never above the lab’s default', () => {
    const hex = generateShaped({ shape: 'hex', width: 600, height: 400, rings: 6, mask: null, algorithm: 'backtracker', seed: 'big', braid: 0 });
    const offer = shrunkSettings(DEFAULT_LAB_SETTINGS, { kind: 'cells', maze: hex }, { kind: 'cells', shrink: 0.02 });
    expect(offer).toMatchObject({ size: '12×8 hex', settings: { shape: 'hex', width: 12, height: 8, algorithm: 'backtracker', seed: 'lab' } });
    const huge = shrunkSettings(DEFAULT_LAB_SETTINGS, { kind: 'cells', maze: hex }, { kind: 'cells', shrink: 0.5 });
    expect(huge.settings).toMatchObject({ width: DEFAULT_LAB_SETTINGS.width, height: DEFAULT_LAB_SETTINGS.height });
    const polar = generateShaped({ shape: 'polar', width: 1, height: 1, rings: 300, mask: null, algorithm: 'backtracker', seed: 'big', braid: 0 });
    expect(shrunkSettings(DEFAULT_LAB_SETTINGS, { kind: 'cells', maze: polar }, { kind: 'cells', shrink: 0.03 })).toMatchObject({ size: '9-ring circular', settings: { shape: 'polar', rings: 9 } });
    // A block grid keeps today's offer: a square maze no bigger than what fits.
    const grid = { rows: 801, cols: 801, blocks: new Uint8Array(1) };
    expect(shrunkSettings(DEFAULT_LAB_SETTINGS, { grid, start: 0, goal: 0 }, { kind: 'blocks', width: 40, height: 10 }).size).toBe('20×10');
  });
});

describe('the lab on a maze on cells', () => {
  it('gives its own maze the game’s Shape menu: a hex maze is made, solved on cells, and named in cells', async () => {
    const user = userEvent.setup();
    const { solver, race, generator } = renderLab();
    expect(within(generator).queryByRole('note')).toBeNull();
    await user.selectOptions(within(solver).getByLabelText('Shape'), 'hex');
    const { labSettings, labOwnShaped } = useStore.getState();
    expect(labSettings).toMatchObject({ shape: 'hex', width: 20, height: 15 });
    expect(labOwnShaped!.topology.shape).toBe('hex');
    expect(labOwnShaped!.open).toEqual(generateShaped({ shape: 'hex', width: 20, height: 15, rings: 12, mask: null, algorithm: 'backtracker', seed: 'lab', braid: 0.2 }).open);
    const run = useStore.getState().solverRun!;
    expect(run.maze).toEqual({ kind: 'cells', maze: labOwnShaped });
    expect(run.path).toEqual(solveShaped(labOwnShaped!, 'bfs').path);
    expect(within(solver).getByRole('img', { name: 'BFS solving a 20×15-cell hex maze' })).toBeTruthy();
    expect(within(solver).getByText('Cell being expanded')).toBeTruthy();
    // Walls drawn as lines: the legend names walls, no passage block; and it says what a step is.
    const legend = within(solver).getByRole('list', { name: 'Legend' });
    expect(within(legend).getByText('Wall')).toBeTruthy();
    expect(within(legend).queryByText('Passage')).toBeNull();
    expect(within(solver).getByText(/^A step is one thing the search does: find a cell, expand it, or back out of it\./)).toBeTruthy();
    const slider = within(solver).getByRole('slider', { name: 'Speed' });
    fireEvent.change(slider, { target: { value: slider.getAttribute('max') } });
    const play = within(solver).queryByRole('button', { name: 'Play' });
    if (play && progress(solver)[0] < progress(solver)[1]) await user.click(play);
    await vi.waitFor(() => expect(progress(solver)[0]).toBe(progress(solver)[1]), SETTLE);
    expect(stat(solver, 'Cells explored')).toBe(String(run.stats.explored));
    expect(stat(solver, 'Path length')).toBe(String(solveShaped(labOwnShaped!, 'bfs').path!.length));
    expect(stat(solver, 'Optimal')).toBe('yes');
    // Carving stays square, and says so rather than failing.
    expect(within(generator).getByRole('note').textContent).toMatch(/square mazes only/);

    await user.click(within(race).getByRole('button', { name: 'Race' }));
    const table = within(race).getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Cells explored' })).toBeTruthy();
    const rows = useStore.getState().race!.runs.map((run) => run.work);
    expect(rows.map((row) => row.solver)).toEqual([...SOLVER_IDS]);
    for (const row of rows) expect(row.pathLength).toBe(solveShaped(labOwnShaped!, row.solver).path!.length);
  });

  it('takes rings for a circle, capped in the lab, and holds the row-by-row generators back on shapes', async () => {
    const user = userEvent.setup();
    const { solver } = renderLab();
    const fields = within(solver);
    await user.selectOptions(fields.getByLabelText('Generator'), 'eller');
    await user.selectOptions(fields.getByLabelText('Shape'), 'polar');
    expect(useStore.getState().labSettings).toMatchObject({ shape: 'polar', rings: 12, algorithm: 'backtracker' }); // Eller gave way
    expect(fields.queryByLabelText('Width')).toBeNull();
    const eller = fields.getByRole('option', { name: /Eller/ }) as HTMLOptionElement;
    expect(eller.disabled).toBe(true);
    expect(eller.textContent).toMatch(/squares only/);
    const rings = fields.getByLabelText('Rings');
    fireEvent.change(rings, { target: { value: '7' } });
    await waitFor(() => expect(circleRings(useStore.getState().labOwnShaped!.topology)).toBe(7));
    expect(fields.getByRole('img', { name: /solving a 7-ring circular maze$/ })).toBeTruthy();
    fireEvent.change(rings, { target: { value: String(LAB_MAZE_MAX_RINGS + 1) } });
    expect(fields.getByText(/Rings must be at most 80 in the lab/)).toBeTruthy();
    fireEvent.change(rings, { target: { value: '0' } });
    expect(fields.getByText(/Rings must be a whole number from 1/)).toBeTruthy(); // the game's own message
    expect(circleRings(useStore.getState().labOwnShaped!.topology)).toBe(7); // the maze stays as it was
    await user.selectOptions(fields.getByLabelText('Shape'), 'square');
    await waitFor(() => expect(useStore.getState().labOwnShaped).toBeNull());
    expect(fields.getByRole('img', { name: /solving a 31×41-block maze$/ })).toBeTruthy();
  });

  it('watches the game’s maze when the game shows one on cells', async () => {
    const user = userEvent.setup();
    const game = shaped('triangle', 'game');
    act(() => useStore.setState({ maze: null, shaped: game, settings: { algorithm: 'backtracker', width: 9, height: 7, seed: 'game', braid: 0.3, shape: 'triangle' } }));
    const { solver } = renderLab();
    await user.click(within(solver).getByRole('radio', { name: 'The game’s maze' }));
    expect(within(solver).getByText(/a triangle maze of 9 × 7 cells/)).toBeTruthy();
    expect(within(solver).getByText(new RegExp(`\\(${game.topology.cellCount} cells\\)`))).toBeTruthy();
    expect(useStore.getState().solverRun!.maze).toEqual({ kind: 'cells', maze: game });
    expect(within(solver).getByRole('img', { name: 'BFS solving a 9×7-cell triangle maze' })).toBeTruthy();
    await user.click(within(solver).getByRole('radio', { name: 'A*' }));
    await user.click(within(solver).getByRole('button', { name: 'Pause' }));
    await user.click(within(solver).getByRole('button', { name: 'Restart' }));
    for (let i = 0; i < 5; i++) await user.click(within(solver).getByRole('button', { name: 'Step' }));
    const { replay } = replayOf(game, 'astar');
    replay.seek(5);
    const { expanding } = replay.progress;
    const state = within(solver).getByLabelText('Search state');
    const value = (name: string) => within(state).getByText(name, { selector: 'dt' }).nextElementSibling!.textContent;
    expect(value('Expanding')).toBe(placeName({ kind: 'cells', maze: game }, expanding!.block));
    expect(value('g + h = f')).toMatch(/^\d+ \+ \d+(\.\d)? = \d+(\.\d)?$/);
    expect(value('Open list')).toMatch(/^\d+ cells?$/);
  });

  it('names the head and the canvas in the maze’s own words', () => {
    expect(headName('bfs')).toBe('Block being expanded');
    expect(headName('astar', 'cell')).toBe('Cell being expanded');
    expect(headName('tremaux', 'cell')).toBe('Walker');
    expect(mazeName({ kind: 'cells', maze: shaped('square', 'n') })).toBe('9×7-cell maze');
    const lines = shaped('square', 'n');
    expect(shrunkSettings(DEFAULT_LAB_SETTINGS, { kind: 'cells', maze: lines }, { kind: 'cells', shrink: 0.5 })).toMatchObject({ size: '4×3', settings: { width: 4, height: 3 } });
  });
});
