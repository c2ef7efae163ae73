// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore, useStore } from '../../src/store';
import { createLabActions } from '../../src/store/labActions';
import { createPathsRunActions } from '../../src/store/pathsRunSlice';
import { IDLE_COUNT, IDLE_TALLIES, IDLE_TALLY, type PathsCount } from '../../src/store/pathsRunState';
import { HowMany } from '../../src/lab/paths/HowMany';
import { localPathsService, type PathsService } from '../../src/workers/pathsClient';
import { JobCancelled, type Job } from '../../src/workers/job';
import type { CountProgress } from '../../src/workers/pathsJob';
import type { CountCost } from '../../src/core/paths/countCost';
import type { CountPlan } from '../../src/workers/countPlan';

await useStore.getState().installLabs();
const initial = useStore.getState();

beforeEach(() => {
  useStore.setState(initial, true);
});

afterEach(() => {
  act(() => {
    useStore.getState().cancelHowMany();
    useStore.getState().cancelPaths();
  });
  cleanup();
  vi.restoreAllMocks();
});

const panel = () => screen.getByRole('region', { name: 'How many?' });
/** The value shown in a row of the panel, by the row's name. */
const row = (label: string) => within(panel()).getByText(label).closest('.paths-how-many-row') as HTMLElement;
const valueOf = (label: string) => row(label).querySelector('dd')!.textContent;

/** A job the test settles by hand, with the progress callback it was given. */
interface Handle<T> {
  readonly job: Job<T>;
  resolve(value: T): void;
  reject(error: Error): void;
  cancelled: boolean;
  progress?: CountProgress;
}

function handle<T>(progress?: CountProgress): Handle<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const result = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  const h: Handle<T> = {
    job: { result, cancel: () => ((h.cancelled = true), reject(new JobCancelled())) },
    resolve,
    reject,
    cancelled: false,
    ...(progress ? { progress } : {}),
  };
  return h;
}

const OPEN_COST: CountCost = {
  searched: 256,
  denseRows: 1e10,
  hashingRows: 0,
  pieces: 1,
  densePieces: 1,
  densePasses: 5,
  bits: 179,
  sure: true,
  bytes: 80 * 2 ** 20,
  fits: true,
  across: 'columns',
};

/** A paths service whose counting jobs wait for the test, recording what was asked in order. */
function scriptedService(cost: CountCost = OPEN_COST) {
  const asked: string[] = [];
  const jobs: Record<string, Handle<unknown>> = {};
  const speed = { perSearchedBlock: 0, perDenseRow: 1e-9, perHashingRow: 1e-9 };
  const local = localPathsService();
  const service: PathsService = {
    ...local,
    cost: () => {
      asked.push('cost');
      return { result: Promise.resolve({ cost, speed }), cancel: () => undefined };
    },
    count: (_request, onProgress) => {
      asked.push('simple');
      return (jobs.simple = handle<bigint>(onProgress)).job as Job<bigint>;
    },
    estimate: () => {
      asked.push('estimate');
      return (jobs.estimate = handle(() => undefined)).job as never;
    },
    tally: (kind, _request, onProgress) => {
      asked.push(kind);
      return (jobs[kind] = handle<bigint>(onProgress)).job as Job<bigint>;
    },
    mazes: (_size, onProgress) => {
      asked.push('mazes');
      return (jobs.mazes = handle(onProgress)).job as never;
    },
  };
  return { service, asked, jobs };
}

/** The global store's run actions, on a scripted service (the panel reads the global store). */
function useScripted(cost?: CountCost) {
  const scripted = scriptedService(cost);
  let clock = 0;
  const actions = createPathsRunActions(() => scripted.service, () => clock)(useStore.setState, useStore.getState, useStore);
  useStore.setState(actions);
  return { ...scripted, tick: (ms: number) => (clock += ms) };
}

const flush = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 0)));

describe('the How many? panel', () => {
  it('starts idle: four rows not counted, a Count button, no Cancel and no progress', () => {
    render(<HowMany />);
    expect(screen.getByRole('heading', { name: 'How many?' })).toBeTruthy();
    for (const label of ['Simple paths', 'Shortest paths', 'Hamiltonian paths', 'Perfect mazes']) expect(valueOf(label)).toBe('–');
    expect(within(panel()).getByRole('button', { name: 'Count' }).hasAttribute('disabled')).toBe(false);
    expect(within(panel()).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(within(panel()).queryByRole('progressbar')).toBeNull();
    // The perfect mazes are of the largest square maze a 3 × 4 grid holds.
    expect(row('Perfect mazes').textContent).toMatch(/of 1 × 1 cells, the largest square maze this grid holds/);
  });

  it('counts the example for real: 6 simple, 3 shortest, 1 Hamiltonian path, 1 perfect maze of 1 × 1', async () => {
    const user = userEvent.setup();
    render(<HowMany />);
    await user.click(within(panel()).getByRole('button', { name: 'Count' }));
    await within(panel()).findByText('All counted.', undefined, { timeout: 10_000 });
    expect(valueOf('Simple paths')).toBe('6');
    expect(valueOf('Shortest paths')).toBe('3');
    expect(valueOf('Hamiltonian paths')).toBe('1');
    expect(valueOf('Perfect mazes')).toBe('1');
    expect(row('Shortest paths').querySelector('[data-count]')!.getAttribute('data-count')).toBe('3');
    // Nothing left to count: Count rests until the grid changes.
    expect(within(panel()).getByRole('button', { name: 'Count' }).hasAttribute('disabled')).toBe(true);
    act(() => useStore.getState().editPathsText('0 0 0\n0 0 0\n0 0 0\n'));
    expect(valueOf('Shortest paths')).toBe('–');
    expect(within(panel()).getByRole('button', { name: 'Count' }).hasAttribute('disabled')).toBe(false);
    expect(row('Perfect mazes').textContent).toMatch(/of 1 × 1 cells, the maze whose block grid is this size/);
  });

  it('says why there is no Hamiltonian path when the checkerboard colouring forbids one', async () => {
    const user = userEvent.setup();
    act(() => useStore.getState().editPathsText('0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n'));
    render(<HowMany />);
    await user.click(within(panel()).getByRole('button', { name: 'Count' }));
    await within(panel()).findByText('All counted.', undefined, { timeout: 10_000 });
    expect(row('Hamiltonian paths').querySelector('[data-count]')!.getAttribute('data-count')).toBe('0');
    expect(row('Hamiltonian paths').textContent).toMatch(
      /None can exist: colour the grid as a checkerboard and each step changes colour, so a path through all 8 light and 8 dark open blocks that starts and ends on light needs one light block more than dark\./,
    );
  });

  it('shows a count under way: the pass, the column, the time left, a progress bar and Cancel', () => {
    const plan: CountPlan = { seconds: 40, sure: true, bytes: 1e8, fits: true, across: 'columns', passes: 5 };
    useStore.setState({
      pathsCount: { ...IDLE_COUNT, status: 'counting', done: 50, of: 100, plan, stage: { pass: 1, passes: 5, row: 7, rows: 16 }, secondsLeft: 12.2 },
      pathsTallies: { ...IDLE_TALLIES, shortest: { ...IDLE_TALLY, status: 'waiting' } },
    });
    render(<HowMany />);
    expect(within(panel()).getByText('Pass 2 of 5 · column 7 of 16 · about 12 s left')).toBeTruthy();
    const bar = within(panel()).getByRole('progressbar', { name: 'Counting simple paths' });
    expect(Number(bar.getAttribute('value'))).toBeCloseTo((16 + 7) / 80);
    expect(valueOf('Simple paths')).toBe('counting…');
    expect(valueOf('Shortest paths')).toBe('waiting…');
    expect(within(panel()).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(within(panel()).getByRole('button', { name: 'Count' }).hasAttribute('disabled')).toBe(true);
  });

  it('never spins without a word: sizing up first, then the time left or that it is not known yet', () => {
    useStore.setState({ pathsCount: { ...IDLE_COUNT, status: 'sizing' } });
    const { rerender } = render(<HowMany />);
    expect(valueOf('Simple paths')).toBe('sizing up…');
    act(() => useStore.setState({ pathsTallies: { ...IDLE_TALLIES, hamiltonian: { ...IDLE_TALLY, status: 'counting', done: 3, of: 10 } }, pathsCount: IDLE_COUNT }));
    rerender(<HowMany />);
    expect(within(panel()).getByRole('progressbar', { name: 'Counting Hamiltonian paths' })).toBeTruthy();
    expect(within(panel()).getByText('time left not known yet')).toBeTruthy();
  });

  it('says up front when the count is beyond reach: about 3 hours on this device, with Count anyway', async () => {
    const user = userEvent.setup();
    const { asked } = useScripted();
    useStore.setState({ pathsCount: { ...IDLE_COUNT, status: 'asking', plan: { seconds: 3 * 3600, sure: true, bytes: 1e8, fits: true, across: 'rows', passes: null } } });
    render(<HowMany />);
    expect(row('Simple paths').textContent).toMatch(/Counting them would take about 3 hours on this device\./);
    await user.click(within(panel()).getByRole('button', { name: 'Count anyway' }));
    await flush();
    expect(asked).toEqual(['cost', 'simple']);
    expect(useStore.getState().pathsCount.status).toBe('counting');
  });

  it('puts a count asked for anyway before the other counts, which stop and come back after it', async () => {
    const user = userEvent.setup();
    // Hours at the scripted speed: the simple count asks first, and the others go on meanwhile.
    const { asked, jobs } = useScripted({ ...OPEN_COST, denseRows: 1e13 });
    render(<HowMany />);
    await user.click(within(panel()).getByRole('button', { name: 'Count' }));
    await flush();
    expect(useStore.getState().pathsCount.status).toBe('asking');
    expect(asked).toEqual(['cost', 'shortest']);
    jobs.shortest!.resolve(3n);
    await flush();
    expect(asked.at(-1)).toBe('hamiltonian');
    await user.click(within(panel()).getByRole('button', { name: 'Count anyway' }));
    await flush();
    // The Hamiltonian count under way stopped; the simple count runs, the others wait for it.
    expect(jobs.hamiltonian!.cancelled).toBe(true);
    expect(asked.slice(-2)).toEqual(['cost', 'simple']);
    expect(useStore.getState().pathsTallies.hamiltonian.status).toBe('waiting');
    expect(useStore.getState().pathsTallies.shortest.status).toBe('done');
    jobs.simple!.resolve(42n);
    await flush();
    expect(valueOf('Simple paths')).toBe('42');
    expect(asked.at(-1)).toBe('hamiltonian');
    jobs.hamiltonian!.resolve(7n);
    await flush();
    expect(asked.at(-1)).toBe('mazes');
  });

  it('says why a count cannot be made here, and gives the floor from random walks', () => {
    const plan: CountPlan = { seconds: 1e14, sure: true, bytes: 6.3e8 * 2 ** 40, fits: false, across: 'rows', passes: null };
    const count: PathsCount = { ...IDLE_COUNT, status: 'failed', error: 'too many to count exactly in memory', estimate: { log10: 333.4, walks: 420 }, plan };
    useStore.setState({ pathsCount: count });
    render(<HowMany />);
    expect(valueOf('Simple paths')).toMatch(/^about 10³³³ or more/);
    expect(row('Simple paths').textContent).toMatch(/Too many to count exactly here: the count would hold about 6\.3 × 10⁸ TB in memory at once, and a page may use about 1 GB\./);
  });

  it('shows failures, stopped counts and perfect mazes past an exact count', () => {
    useStore.setState({
      pathsCount: { ...IDLE_COUNT, status: 'cancelled' },
      pathsTallies: {
        shortest: { ...IDLE_TALLY, status: 'failed', error: 'the paths worker stopped' },
        hamiltonian: { ...IDLE_TALLY, status: 'failed', error: 'memory' },
        mazes: { ...IDLE_TALLY, status: 'done', log10: 126239.41, size: { width: 500, height: 500 } },
      },
    });
    render(<HowMany />);
    expect(valueOf('Simple paths')).toBe('stopped');
    expect(valueOf('Shortest paths')).toBe('could not count: the paths worker stopped');
    expect(valueOf('Hamiltonian paths')).toBe('could not count: it needs more memory than a page has');
    expect(valueOf('Perfect mazes')).toBe('about 10¹²⁶²³⁹');
  });

  it('shows a count too long to read as a power of ten, its digits a click away', () => {
    const total = 166_289_787_503_383_506_953_953_682_646_038_155_801_622_559_738_864_034_512_798_427_681_344_501_750n * 10n ** 1129n;
    useStore.setState({ pathsTallies: { ...IDLE_TALLIES, shortest: { ...IDLE_TALLY, status: 'done', total } } });
    render(<HowMany />);
    expect(row('Shortest paths').querySelector('[data-count]')!.textContent).toBe('≈ 1.66 × 10¹²⁰³');
    expect(row('Shortest paths').querySelector('[data-count]')!.getAttribute('data-count')).toBe(total.toString());
    expect(within(row('Shortest paths')).getByText('All 1,204 digits')).toBeTruthy();
  });

  it('says a grid far past any memory is beyond reach without a byte count', () => {
    const plan: CountPlan = { seconds: Infinity, sure: true, bytes: Infinity, fits: false, across: 'rows', passes: null };
    useStore.setState({ pathsCount: { ...IDLE_COUNT, status: 'failed', error: 'too many to count exactly in memory', estimate: { log10: NaN, walks: 0 }, plan } });
    render(<HowMany />);
    expect(valueOf('Simple paths')).toMatch(/^–Too many to count exactly here: the count would hold far more in memory at once than the 1 GB a page may use\./);
  });

  it('speaks Chinese', async () => {
    await act(async () => await useStore.getState().setLanguage('zh'));
    useStore.setState({ pathsCount: { ...IDLE_COUNT, status: 'asking', plan: { seconds: 3 * 3600, sure: true, bytes: 1e8, fits: true, across: 'rows', passes: null } } });
    render(<HowMany />);
    expect(screen.getByRole('region', { name: '有多少？' })).toBeTruthy();
    expect(screen.getByText('简单路径')).toBeTruthy();
    expect(screen.getByText(/在这台设备上数完需要约 3 小时。/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '仍然计数' })).toBeTruthy();
  });
});

describe('the How many? counts in the store', () => {
  it('run one after another on the counting lane: the cost, the simple count, then shortest, Hamiltonian, mazes', async () => {
    const { asked, jobs, tick } = useScripted({ ...OPEN_COST, denseRows: 1e9 });
    render(<HowMany />);
    await userEvent.click(within(panel()).getByRole('button', { name: 'Count' }));
    await flush();
    expect(asked).toEqual(['cost', 'simple']);
    expect(valueOf('Shortest paths')).toBe('waiting…');
    // Progress with a stage: the row, the pass, and the time left from the rate. The sweep guesses
    // three passes until its first is done; the plan's five stand instead.
    act(() => jobs.simple!.progress!(10, 100, { pass: 0, passes: 3, row: 1, rows: 16 }));
    tick(1000);
    act(() => jobs.simple!.progress!(20, 100, { pass: 0, passes: 3, row: 11, rows: 16 }));
    expect(within(panel()).getByText(/^Pass 1 of 5 · column 11 of 16 · about 7 s left$/)).toBeTruthy();
    act(() => jobs.simple!.progress!(30, 100, { pass: 1, passes: 4, row: 2, rows: 16 }));
    expect(within(panel()).getByText(/^Pass 2 of 4 · column 2 of 16 · /)).toBeTruthy();
    await act(async () => jobs.simple!.resolve(42n));
    await flush();
    expect(valueOf('Simple paths')).toBe('42');
    expect(asked).toEqual(['cost', 'simple', 'shortest']);
    await act(async () => jobs.shortest!.resolve(7n));
    await flush();
    await act(async () => jobs.hamiltonian!.resolve(0n));
    await flush();
    await act(async () => jobs.mazes!.resolve({ width: 1, height: 1, exact: 1n, log10: 0 }));
    await flush();
    expect(asked).toEqual(['cost', 'simple', 'shortest', 'hamiltonian', 'mazes']);
    expect([valueOf('Shortest paths'), valueOf('Hamiltonian paths'), valueOf('Perfect mazes')]).toEqual(['7', '0', '1']);
  });

  it('asks before a count over a minute, and counts the others meanwhile', async () => {
    const { asked, jobs } = useScripted({ ...OPEN_COST, denseRows: 1e12 });
    await act(async () => void useStore.getState().countHowMany());
    await flush();
    expect(useStore.getState().pathsCount.status).toBe('asking');
    expect(useStore.getState().pathsCount.plan!.seconds).toBeCloseTo(1000);
    expect(asked).toEqual(['cost', 'shortest']);
    await act(async () => jobs.shortest!.resolve(3n));
    await flush();
    expect(asked).toEqual(['cost', 'shortest', 'hamiltonian']);
  });

  it('asks from Find all paths too, and lists meanwhile', async () => {
    const { asked } = useScripted({ ...OPEN_COST, denseRows: 1e12 });
    act(() => useStore.getState().findAllPaths());
    await flush();
    expect(useStore.getState().pathsCount.status).toBe('asking');
    expect(asked).toEqual(['cost']);
    expect(useStore.getState().pathsListing.status).not.toBe('idle');
  });

  it('goes straight to the estimate when the count cannot fit in memory, and counts the others after it', async () => {
    const { asked, jobs } = useScripted({ ...OPEN_COST, fits: false, bytes: 2 ** 40 });
    await act(async () => void useStore.getState().countHowMany());
    await flush();
    expect(asked).toEqual(['cost', 'estimate']);
    expect(useStore.getState().pathsCount).toMatchObject({ status: 'failed', estimating: true });
    // The other counts wait for the estimate's turn on the lane to end.
    await act(async () => jobs.estimate!.resolve({ log10: 321.2, walks: 2000 }));
    await flush();
    expect(asked).toEqual(['cost', 'estimate', 'shortest']);
    expect(useStore.getState().pathsCount.estimate).toEqual({ log10: 321.2, walks: 2000 });
  });

  it('cancels: the count under way is marked stopped and its job cancelled, those waiting go back to idle', async () => {
    const { jobs } = useScripted({ ...OPEN_COST, denseRows: 1e9 });
    render(<HowMany />);
    await userEvent.click(within(panel()).getByRole('button', { name: 'Count' }));
    await flush();
    await act(async () => jobs.simple!.resolve(42n));
    await flush();
    expect(valueOf('Shortest paths')).toBe('counting…');
    await userEvent.click(within(panel()).getByRole('button', { name: 'Cancel' }));
    expect(jobs.shortest!.cancelled).toBe(true);
    expect(valueOf('Shortest paths')).toBe('stopped');
    expect(valueOf('Hamiltonian paths')).toBe('–');
    expect(valueOf('Simple paths')).toBe('42');
    expect(within(panel()).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(within(panel()).queryByRole('progressbar')).toBeNull();
    await flush();
    // The sequence does not go on after a cancel.
    expect(jobs.hamiltonian).toBeUndefined();
  });

  it('cancels the simple count itself, which Find all paths or Count starts again', async () => {
    const { asked, jobs } = useScripted({ ...OPEN_COST, denseRows: 1e9 });
    await act(async () => void useStore.getState().countHowMany());
    await flush();
    act(() => useStore.getState().cancelHowMany());
    expect(jobs.simple!.cancelled).toBe(true);
    expect(useStore.getState().pathsCount.status).toBe('cancelled');
    expect(useStore.getState().pathsTallies.shortest.status).toBe('idle');
    act(() => useStore.getState().findAllPaths());
    await flush();
    expect(asked.filter((kind) => kind === 'simple')).toHaveLength(2);
  });

  it('forgets every count when the grid changes', async () => {
    const store = createAppStore({ labActions: createLabActions, paths: () => localPathsService() });
    await store.getState().countHowMany();
    await waitFor(() => expect(store.getState().pathsTallies.mazes.status).toBe('done'));
    expect(store.getState().pathsTallies.hamiltonian.total).toBe(1n);
    store.getState().editPathsText('0 0\n0 0\n');
    expect(store.getState().pathsTallies).toEqual(IDLE_TALLIES);
    expect(store.getState().pathsCount.status).toBe('idle');
  });
});
