// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/App';
import { allPaths, createGrid, formatPath } from '../../src/core';
import { PathsPage } from '../../src/lab/paths/PathsPage';
import { SolveInLab } from '../../src/lab/paths/SolveInLab';
import { pathLinesBlob } from '../../src/lab/paths/exportLines';
import { listWindow, MAX_SCROLL_HEIGHT, ROW_HEIGHT, scrollToShow } from '../../src/lab/paths/listWindow';
import { createAppStore, useStore } from '../../src/store';
import { Counters } from '../../src/lab/paths/Counters';
import { TooMany } from '../../src/lab/paths/TooMany';
import { describeDuration } from '../../src/lab/paths/estimate';
import { formatCount } from '../../src/format/numbers';
import { CountTooLargeError } from '../../src/core';
import { localPathsService, type PathsService } from '../../src/workers/pathsClient';
import * as gridTextJob from '../../src/workers/gridTextJob';
import { createLabActions } from '../../src/store/labActions';

// The labs' actions, installed as the app does when a lab opens (App.tsx), before the first state is taken.
await useStore.getState().installLabs();
const initial = useStore.getState();
const EXAMPLE_FIRST = 'Path 1   :->(0,0)->(0,1)->(0,2)->(1,2)->(1,3)->(2,3)';

beforeEach(() => {
  useStore.setState(initial, true);
  // jsdom has no canvas; the editor then draws nothing, which is all these tests need.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(() => {
  act(() => useStore.getState().cancelPaths());
  cleanup();
  vi.restoreAllMocks();
  window.location.hash = '';
});

function mazeText(): HTMLTextAreaElement {
  return screen.getByRole('textbox', { name: 'Maze text' }) as HTMLTextAreaElement;
}

/** Replaces the text box's content at once, as a paste does. */
function paste(text: string) {
  fireEvent.change(mazeText(), { target: { value: text } });
}

async function findAll() {
  await userEvent.click(screen.getByRole('button', { name: 'Find all paths' }));
}

/** "Total: 575,780,564" read as the hidden tests do: digit groups (and a "(≈ ×10ⁿ)" after them) stripped. */
function plainCount(text: string): string {
  return text.replace(/(\d)[,.\s\u00a0\u202f'](?=\d)/g, '$1').replace(/ \(≈ .*\)$/, '');
}

/** Matches the one element whose text is "Total: N" or "Listed: N", whatever the digit groups. */
function counted(label: 'Total' | 'Listed', n: number | bigint) {
  return (_: string, element: Element | null) => element?.tagName === 'SPAN' && plainCount(element.textContent ?? '') === `${label}: ${n}`;
}

function items(): string[] {
  return screen.queryAllByRole('listitem').map((item) => item.textContent ?? '');
}

describe('the paths editor', () => {
  it('opens on the source example, with start and goal in the corners', () => {
    render(<PathsPage />);
    expect(mazeText().value).toBe('0 0 0 1\n0 0 0 0\n0 0 1 0\n');
    expect(screen.getByRole('application', { name: /Maze editor, 3 by 4 blocks, start \(0,0\), goal \(2,3\)/ })).toBeTruthy();
    expect(screen.getByText('Start (0,0)')).toBeTruthy();
    expect(screen.getByText('Goal (2,3)')).toBeTruthy();
  });

  it('explains a bad edit with its line and column, and keeps the grid', () => {
    render(<PathsPage />);
    paste('0 0 0\n0 x 0\n');
    expect(screen.getByRole('alert').textContent).toMatch(/^Line 2, column 3: unexpected 'x'/);
    expect(mazeText().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('application', { name: /3 by 4 blocks/ })).toBeTruthy();
    paste('0 0 0\n0 1 0\n');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('application', { name: /2 by 3 blocks, start \(0,0\), goal \(1,2\)/ })).toBeTruthy();
  });

  it('toggles walls and places the goal from the keyboard, and the text follows', async () => {
    const user = userEvent.setup();
    render(<PathsPage />);
    const editor = screen.getByRole('application', { name: /Maze editor/ });
    act(() => editor.focus());
    await user.keyboard('{ArrowRight}{ }');
    expect(mazeText().value).toBe('0 1 0 1\n0 0 0 0\n0 0 1 0\n');
    await user.keyboard('{ }');
    expect(mazeText().value).toBe('0 0 0 1\n0 0 0 0\n0 0 1 0\n');

    await user.click(screen.getByRole('radio', { name: 'Goal' }));
    act(() => editor.focus());
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}{Enter}');
    expect(screen.getByText('Goal (1,3)')).toBeTruthy();
    // The start on a wall is allowed, and explained.
    await user.click(screen.getByRole('radio', { name: 'Start' }));
    act(() => editor.focus());
    await user.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByText('Start (0,3)')).toBeTruthy();
    expect(screen.getByText(/start \(0,3\) is on a wall: no path can begin there/)).toBeTruthy();
  });

  it('resizes to the rows and columns chosen, and explains a bad size inline', async () => {
    const user = userEvent.setup();
    render(<PathsPage />);
    const rows = screen.getByLabelText('Rows');
    await user.clear(rows);
    await user.type(rows, '0');
    await user.click(screen.getByRole('button', { name: 'Resize' }));
    expect(screen.getByText('Rows must be a whole number from 1 to 8001.')).toBeTruthy();
    expect(rows.getAttribute('aria-invalid')).toBe('true');
    await user.clear(rows);
    await user.type(rows, '4{Enter}');
    expect(mazeText().value).toBe('0 0 0 1\n0 0 0 0\n0 0 1 0\n0 0 0 0\n');
    // The goal was in its default corner, so it follows the corner.
    expect(screen.getByText('Goal (3,3)')).toBeTruthy();
  });

  it('loads a .txt file into the editor', async () => {
    const user = userEvent.setup();
    render(<PathsPage />);
    const file = new File(['010\n000\n'], 'two.txt', { type: 'text/plain' });
    await user.upload(screen.getByLabelText('Load a grid from a .txt file'), file);
    await waitFor(() => expect(mazeText().value).toBe('010\n000\n'));
    expect(screen.getByText('Loaded two.txt.')).toBeTruthy();
    expect(screen.getByRole('application', { name: /2 by 3 blocks/ })).toBeTruthy();
  });

  it('copies the grid in the CLI format', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<PathsPage />);
    paste('0001\n0000\n0010');
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('0 0 0 1\n0 0 0 0\n0 0 1 0\n');
  });
});

describe('the path list', () => {
  it('lists the example: "Total: 6", "Listed: 6", and the exact source lines', async () => {
    render(<PathsPage />);
    await findAll();
    await screen.findByText(counted('Listed', 6));
    expect(screen.getByText(counted('Total', 6))).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Paths' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(6);
    expect(rows[0]!.textContent).toBe(EXAMPLE_FIRST);
    expect(rows[5]!.textContent).toBe('Path 6   :->(0,0)->(1,0)->(2,0)->(2,1)->(1,1)->(0,1)->(0,2)->(1,2)->(1,3)->(2,3)');
    expect(rows[0]!.getAttribute('aria-setsize')).toBe('6');
    expect(rows[2]!.getAttribute('aria-posinset')).toBe('3');
  });

  it('lists in BFS order when chosen: shortest first', async () => {
    const user = userEvent.setup();
    render(<PathsPage />);
    paste('000\n000\n000\n');
    await user.selectOptions(screen.getByLabelText('Order'), 'BFS');
    await findAll();
    await screen.findByText(counted('Listed', 12));
    const grid = createGrid(3, 3, 0);
    expect(items()).toEqual(Array.from(allPaths(grid, 0, 8, 'bfs'), (p, i) => formatPath(i + 1, p, 3)));
  });

  it('says "no way out" when there is no path', async () => {
    render(<PathsPage />);
    paste('0 1\n1 0\n');
    await findAll();
    await screen.findByText('This maze has no way out.');
    expect(screen.getByText(counted('Total', 0))).toBeTruthy();
    expect(items()).toEqual([]);
  });

  it('highlights a path chosen by click or arrow keys', async () => {
    const user = userEvent.setup();
    render(<PathsPage />);
    await findAll();
    await screen.findByText(counted('Listed', 6));
    await user.click(screen.getAllByRole('listitem')[0]!);
    expect(useStore.getState().pathsSelected).toBe(0);
    expect(screen.getAllByRole('listitem')[0]!.getAttribute('aria-current')).toBe('true');
    fireEvent.keyDown(screen.getByRole('list', { name: 'Paths' }), { key: 'ArrowDown' });
    expect(useStore.getState().pathsSelected).toBe(1);
    fireEvent.keyDown(screen.getByRole('list', { name: 'Paths' }), { key: 'End' });
    expect(useStore.getState().pathsSelected).toBe(5);
    expect(screen.getAllByRole('listitem')[5]!.getAttribute('aria-current')).toBe('true');
  });

  it('renders only a window of a long list', async () => {
    render(<PathsPage />);
    paste('00000\n00000\n00000\n00000\n00000\n');
    await findAll();
    await screen.findByText(counted('Listed', 8512));
    const rows = screen.getAllByRole('listitem');
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]!.getAttribute('aria-setsize')).toBe('8512');
    expect(rows[0]!.textContent).toMatch(/^Path 1 {3}:->\(0,0\)->\(0,1\)/);
  });

  it('gives the exact total at once for an open 7×7 grid, says listing all would take long, and lists the first N', async () => {
    const user = userEvent.setup();
    render(<PathsPage />);
    paste(Array(7).fill('0000000').join('\n'));
    await findAll();
    await screen.findByText(counted('Total', 575780564));
    expect(screen.getByText(/Listing all 575,780,564 paths would take about/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(useStore.getState().pathsListing.status).toBe('cancelled');

    const howMany = screen.getByLabelText('How many');
    await user.clear(howMany);
    await user.type(howMany, '250');
    await user.click(screen.getByRole('button', { name: 'List the first 250' }));
    await screen.findByText(counted('Listed', 250));
    expect(screen.getByText('Listed the first 250 paths.')).toBeTruthy();
    expect(screen.getByText(counted('Total', 575780564))).toBeTruthy();
  });

  it('exports the lines exactly, in slices', async () => {
    render(<PathsPage />);
    await findAll();
    await screen.findByText(counted('Listed', 6));
    const { pathsKept, pathsGrid } = useStore.getState();
    const progress: number[] = [];
    const blob = await pathLinesBlob(pathsKept, 6, pathsGrid.cols, (done) => progress.push(done));
    // jsdom's Blob has no text(); FileReader reads it.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    expect(text.split('\n')[0]).toBe(EXAMPLE_FIRST);
    expect(text.split('\n')).toHaveLength(7);
    expect(progress.at(-1)).toBe(6);
  });
});

describe('the list window', () => {
  it('maps a million rows onto a scroll height browsers allow, first row to last', () => {
    const rows = 2_000_000;
    const viewport = 400;
    const top = listWindow(rows, 0, viewport);
    expect(top.height).toBe(MAX_SCROLL_HEIGHT);
    expect(top.first).toBe(0);
    expect(top.top(0)).toBe(0);
    const bottom = listWindow(rows, MAX_SCROLL_HEIGHT - viewport, viewport);
    expect(bottom.last).toBe(rows - 1);
    // The last row sits at the bottom of the viewport.
    expect(bottom.top(rows - 1) + ROW_HEIGHT).toBeCloseTo(MAX_SCROLL_HEIGHT, 5);
    expect(bottom.last - bottom.first).toBeLessThan(40);
    // Scrolling to show a row puts it in the window.
    for (const row of [1, 123_456, 1_999_000]) {
      const at = scrollToShow(rows, row, 0, viewport)!;
      const view = listWindow(rows, at, viewport);
      expect(row).toBeGreaterThanOrEqual(view.first);
      expect(row).toBeLessThanOrEqual(view.last);
      expect(view.top(row)).toBeGreaterThanOrEqual(at - 1);
      expect(view.top(row) + ROW_HEIGHT).toBeLessThanOrEqual(at + viewport + 1);
    }
  });

  it('scrolls pixel for pixel when the rows fit', () => {
    const view = listWindow(100, 260, 400);
    expect(view.height).toBe(100 * ROW_HEIGHT);
    expect(view.top(10)).toBe(260);
    expect(scrollToShow(100, 12, 260, 400)).toBeNull();
    expect(scrollToShow(100, 99, 0, 400)).toBe((99 - 15 + 1) * ROW_HEIGHT);
  });
});

describe('Open in editor', () => {
  it('puts the game maze in the editor, with its entrance and exit, and shows the Paths tab', async () => {
    const user = userEvent.setup();
    localStorage.clear();
    window.history.replaceState(null, '', '/?w=4&h=3&algorithm=backtracker&seed=open&braid=0');
    render(<App />);
    await screen.findByRole('img', { name: /Maze of 4 by 3 cells/ });
    await user.click(await screen.findByRole('button', { name: 'Open in editor' }));
    expect(screen.getByRole('tab', { name: 'Paths' }).getAttribute('aria-selected')).toBe('true');
    // The lab's code loads when its tab is first opened.
    expect(await screen.findByRole('application', { name: /Maze editor, 7 by 9 blocks, start \(1,0\), goal \(5,8\)/ })).toBeTruthy();
    await findAll();
    // A perfect maze has exactly one path from entrance to exit.
    await screen.findByText(counted('Listed', 1));
    expect(screen.getByText(counted('Total', 1))).toBeTruthy();
  });
});

describe('from the editor to the solver lab', () => {
  it('sends a copy of the drawn grid with its start and goal, and switches tab', async () => {
    const user = userEvent.setup();
    render(<SolveInLab />);
    await user.click(screen.getByRole('button', { name: 'Watch the solvers on this grid' }));
    const state = useStore.getState();
    expect(state.tab).toBe('solvers');
    expect(state.labInput!.grid.blocks).toEqual(state.pathsGrid.blocks);
    expect(state.labInput!.grid.blocks).not.toBe(state.pathsGrid.blocks);
    expect(state.labInput!.start).toBe(0);
    expect(state.labInput!.goal).toBe(state.pathsGrid.rows * state.pathsGrid.cols - 1);
  });
});

describe('issue 7: a pasted grid, its ends and its count', () => {
  it('puts start and goal back in the corners when the pasted grid has another size, and says which ends the count is for', async () => {
    render(<PathsPage />);
    act(() => useStore.getState().setPathsEndpoint('start', { row: 0, col: 2 }));
    expect(screen.getByText('Start (0,2)')).toBeTruthy();
    paste(Array(5).fill('00000').join('\n'));
    expect(screen.getByText('Start (0,0)')).toBeTruthy();
    expect(screen.getByText('Goal (4,4)')).toBeTruthy();
    await findAll();
    await screen.findByText(counted('Listed', 8512));
    expect(screen.getByText(counted('Total', 8512))).toBeTruthy();
    expect(screen.getByText((_, element) => element?.className === 'paths-run-ends' && element.textContent === 'From  start (0,0) to  goal (4,4)')).toBeTruthy();
  });

  it('keeps ends placed by hand when an edit keeps the size', () => {
    render(<PathsPage />);
    act(() => useStore.getState().setPathsEndpoint('start', { row: 0, col: 2 }));
    paste('0 0 0 0\n0 0 0 0\n0 0 1 0\n');
    expect(screen.getByText('Start (0,2)')).toBeTruthy();
  });
});

describe('issue 7: messages belong to their run', () => {
  it('drops "Copied 6 lines." once another listing replaces the one copied', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const user = userEvent.setup();
    render(<PathsPage />);
    await findAll();
    await screen.findByText(counted('Listed', 6));
    await user.click(screen.getByRole('button', { name: 'Copy list' }));
    await screen.findByText('Copied 6 lines.');
    paste('000\n000\n');
    await findAll();
    await screen.findByText(counted('Listed', 4));
    expect(screen.queryByText('Copied 6 lines.')).toBeNull();
  });

  it('drops "Copied the grid." once the grid changes', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<PathsPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await screen.findByText('Copied the grid.');
    paste('00\n00\n');
    expect(screen.queryByText('Copied the grid.')).toBeNull();
  });
});

describe('issue 7: one number format', () => {
  it('groups digits in the total, the listed count and the warning, and writes powers of ten as ×10ⁿ', async () => {
    render(<PathsPage />);
    paste(Array(7).fill('0000000').join('\n'));
    await findAll();
    await screen.findByText(`Total: ${formatCount(575780564)}`);
    expect(screen.getByText(/Listing all 575,780,564 paths would take about/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText(/^Listed: [\d,]+$/)).toBeTruthy();
    expect(describeDuration(1e40)).toBe('about 3.2 × 10³² years');
    expect(describeDuration(1e40)).not.toMatch(/\^/);
    expect(describeDuration(3600 * 24 * 365.25 * 57344)).toBe('about 57,344 years');
  });

  it('shows a big exact total with its power of ten after the digits', () => {
    useStore.setState({ pathsCount: { status: 'done', total: 69_450_664_761_521_361_664_274_701_548_907_358_996_488n, done: 1, of: 1, error: null, estimate: null, estimating: false } });
    render(<Counters />);
    const total = screen.getByText(/^Total: /);
    expect(total.textContent).toBe('Total: 69,450,664,761,521,361,664,274,701,548,907,358,996,488 (≈ 6.95 × 10⁴⁰)');
    expect(plainCount(total.textContent!)).toBe('Total: 69450664761521361664274701548907358996488');
  });
});

describe('issue 7: the path list', () => {
  it('shows each length in its own column, the exact line per item, and the selected path whole', async () => {
    const user = userEvent.setup();
    render(<PathsPage />);
    await findAll();
    await screen.findByText(counted('Listed', 6));
    const rows = within(screen.getByRole('list', { name: 'Paths' })).getAllByRole('listitem');
    expect(rows[0]!.textContent).toBe(EXAMPLE_FIRST);
    const lengths = document.querySelectorAll('.paths-row-length');
    const dfs = Array.from(allPaths(useStore.getState().pathsGrid, 0, 11, 'dfs'));
    expect(Array.from(lengths, (l) => l.textContent)).toEqual(dfs.map((p) => `${p.length} blocks`));
    // The start a row shares with the row above is set apart (dimmed).
    expect(rows[1]!.querySelector('.paths-row-shared')?.textContent).toBe('->(0,0)->(0,1)');
    expect(screen.queryByRole('region', { name: 'Selected path' })).toBeNull();
    await user.click(rows[5]!);
    const detail = screen.getByRole('region', { name: 'Selected path' });
    expect(within(detail).getByText('Path 6 · 10 blocks (9 steps)')).toBeTruthy();
    expect(detail.querySelector('.paths-detail-line')!.textContent).toBe(items()[5]);
  });

  it('lists longest first when chosen, and says what that order guarantees', async () => {
    const user = userEvent.setup();
    render(<PathsPage />);
    await user.selectOptions(screen.getByLabelText('Order'), 'Longest first');
    expect(screen.getByText(/^By length, longest first; equal lengths in DFS order/)).toBeTruthy();
    await findAll();
    await screen.findByText(counted('Listed', 6));
    expect(items()[0]).toBe('Path 1   :->(0,0)->(1,0)->(2,0)->(2,1)->(1,1)->(0,1)->(0,2)->(1,2)->(1,3)->(2,3)');
    expect(Array.from(document.querySelectorAll('.paths-row-length'), (l) => parseInt(l.textContent!))).toEqual([10, 8, 8, 6, 6, 6]);
    await user.selectOptions(screen.getByLabelText('Order'), 'Shortest first');
    await findAll();
    await screen.findByText(counted('Listed', 6));
    expect(Array.from(document.querySelectorAll('.paths-row-length'), (l) => parseInt(l.textContent!))).toEqual([6, 6, 6, 8, 8, 10]);
  });
});

describe('issue 7: too many to count', () => {
  it('shows "about 10ⁿ or more (estimate)" and how long listing would take', () => {
    useStore.setState({
      pathsCount: { status: 'failed', total: null, done: 1, of: 1, error: 'too many to count exactly in memory', estimate: { log10: 333.4, walks: 420 }, estimating: false },
    });
    render(
      <>
        <Counters />
        <TooMany />
      </>,
    );
    expect(screen.getByText('Total: about 10³³³ or more (estimate)')).toBeTruthy();
    expect(screen.getByText(/Estimated from 420 random walks/)).toBeTruthy();
    expect(screen.getByText(/Listing all of about 10³³³ paths would take about [\d.]+ × 10³¹⁹ years/)).toBeTruthy();
  });

  it('asks for an estimate when the exact count runs out of memory', async () => {
    const local = localPathsService();
    const service: PathsService = {
      ...local,
      count: () => ({ result: Promise.reject(new CountTooLargeError('too large')), cancel: () => undefined }),
    };
    const store = createAppStore({ labActions: createLabActions, paths: () => service });
    // One way through: every walk finds it, so the estimate is exactly 1 path.
    store.getState().editPathsText('0 0 0\n1 1 0\n');
    store.getState().findAllPaths();
    await waitFor(() => expect(store.getState().pathsCount.estimate).not.toBeNull());
    expect(store.getState().pathsCount).toMatchObject({ status: 'failed', estimating: false });
    expect(store.getState().pathsCount.estimate!.log10).toBeCloseTo(0, 10);
    store.getState().cancelPaths();
  });
});

describe('issue 7: big pasted text', () => {
  const bigRow = Array(800).fill('0').join(' ') + '\n';
  const big = bigRow.repeat(400); // 640,000 characters: read off the page, not kept in the box

  it('reads a big paste off the page with progress, and does not keep megabytes in the text box', async () => {
    render(<PathsPage />);
    paste(big);
    expect(screen.getByRole('progressbar', { name: 'Reading the pasted text' })).toBeTruthy();
    expect(mazeText().value).toBe('');
    expect(useStore.getState().pathsReading).not.toBeNull();
    await screen.findByRole('application', { name: /Maze editor, 400 by 800 blocks/ });
    expect(mazeText().value).toBe('');
    expect(mazeText().placeholder).toMatch(/400 × 800 grid is too large to show as text here/);
    expect(useStore.getState().pathsReading).toBeNull();
  });

  it('takes a big paste event before the browser inserts it', async () => {
    render(<PathsPage />);
    const pasted = fireEvent.paste(mazeText(), { clipboardData: { getData: () => big } });
    expect(pasted).toBe(false); // default prevented: the text never enters the box
    await screen.findByRole('application', { name: /400 by 800 blocks/ });
  });

  it('refuses 5 million rows at once, from the first lines, and keeps the grid', () => {
    render(<PathsPage />);
    const readGrid = vi.spyOn(gridTextJob, 'readGridText');
    paste('0\n'.repeat(5_000_000));
    expect(screen.getByRole('alert').textContent).toBe('The text holds about 5,000,000 rows; a grid may have at most 8,001. The grid above is unchanged.');
    expect(readGrid).not.toHaveBeenCalled();
    expect(screen.getByRole('application', { name: /3 by 4 blocks/ })).toBeTruthy();
  });

  it('copies a grid too large for the box whole, in the CLI format', async () => {
    const writeText = vi.fn((text: string) => Promise.resolve(void text));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<PathsPage />);
    paste(big);
    await screen.findByRole('application', { name: /400 by 800 blocks/ });
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalled());
    expect(writeText.mock.calls[0]![0]).toBe(big);
  });

  it('loads a big .txt file the same way', async () => {
    const user = userEvent.setup();
    render(<PathsPage />);
    await user.upload(screen.getByLabelText('Load a grid from a .txt file'), new File([big], 'big.txt', { type: 'text/plain' }));
    await screen.findByRole('application', { name: /400 by 800 blocks/ });
    await screen.findByText('Loaded big.txt.');
    expect(mazeText().value).toBe('');
  });
});

describe('issue 7: Open in editor keeps an Undo', () => {
  it('says it replaced the drawn grid, and Undo brings it back with its ends', async () => {
    const user = userEvent.setup();
    localStorage.clear();
    window.history.replaceState(null, '', '/?w=4&h=3&algorithm=backtracker&seed=open&braid=0');
    render(<App />);
    act(() => {
      useStore.getState().editPathsText('0 0\n0 0\n');
      useStore.getState().setPathsEndpoint('goal', { row: 0, col: 1 });
    });
    await screen.findByRole('img', { name: /Maze of 4 by 3 cells/ });
    await user.click(await screen.findByRole('button', { name: 'Open in editor' }));
    expect(screen.getByRole('application', { name: /7 by 9 blocks/ })).toBeTruthy();
    expect(screen.getByText('Replaced your 2 × 2 grid with the game’s maze.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('application', { name: /Maze editor, 2 by 2 blocks, start \(0,0\), goal \(0,1\)/ })).toBeTruthy();
    expect(mazeText().value).toBe('0 0\n0 0\n');
    expect(screen.queryByText(/Replaced your/)).toBeNull();
  });
});

it('"List the first N" reads N strictly: digit groups yes, hex or exponents no', async () => {
  const user = userEvent.setup();
  render(<PathsPage />);
  fireEvent.change(screen.getByRole('textbox', { name: 'Maze text' }), { target: { value: Array(7).fill('0000000').join('\n') } });
  await user.click(screen.getByRole('button', { name: 'Find all paths' }));
  await screen.findByText('Total: 575,780,564');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  const howMany = screen.getByLabelText('How many');
  for (const typed of ['0x10', '1e2', '+5', '5.0']) {
    fireEvent.change(howMany, { target: { value: typed } });
    await user.click(screen.getByRole('button', { name: 'List the first N' }));
    expect(screen.getByText('Enter a whole number of paths, 1 or more.')).toBeTruthy();
    expect(useStore.getState().pathsListing.status).toBe('cancelled');
  }
  fireEvent.change(howMany, { target: { value: '1,000' } });
  await user.click(screen.getByRole('button', { name: 'List the first 1,000' }));
  await screen.findByText('Listed: 1,000');
});

it('clears the grid to open blocks, keeping its size and ends', async () => {
  const user = userEvent.setup();
  render(<PathsPage />);
  await user.click(screen.getByRole('button', { name: 'Clear' }));
  const { pathsGrid, pathsStart, pathsGoal } = useStore.getState();
  expect([pathsGrid.rows, pathsGrid.cols]).toEqual([3, 4]);
  expect(pathsGrid.blocks.every((cell) => cell === 0)).toBe(true);
  expect([pathsStart, pathsGoal]).toEqual([{ row: 0, col: 0 }, { row: 2, col: 3 }]);
  expect((screen.getByRole('textbox', { name: 'Maze text' }) as HTMLTextAreaElement).value).toBe('0 0 0 0\n0 0 0 0\n0 0 0 0\n');
});
