// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/App';
import { boardOf } from '../../src/game/board';
import { parseDailyDate } from '../../src/game/daily/dailyDate';
import { dailyMaze } from '../../src/game/daily/dailyMaze';
import { DAILY_HISTORY_KEY } from '../../src/game/daily/streaks';
import { settingsToQuery } from '../../src/game/url';
import { useStore } from '../../src/store';
import { loadChineseFirst } from '../support/chinese';
import { freshPageEachTest } from '../support/page';

const initial = useStore.getState();
freshPageEachTest(initial);
loadChineseFirst();

const TODAY = '2026-11-27';
/** The line above the maze (the announcer says it too, when the Daily button opens it). */
const BANNER = '.daily-banner strong';
const queryOf = (date: string) => settingsToQuery(dailyMaze(parseDailyDate(date)!).settings);

/** Opens the page at a URL, and waits for the line that names the daily on screen (or the plain maze). */
async function openApp(url: string, line: string | RegExp = /^Moves: 0$/) {
  window.history.replaceState(null, '', `/${url}`);
  render(<App />);
  await screen.findByText(line, { selector: typeof line === 'string' ? BANNER : '*' });
}

/** Walks the shortest way out, a place at a time (any shape), as taps on the neighbouring place do. */
function solve() {
  const state = useStore.getState();
  const board = boardOf(state)!;
  act(() => {
    for (const place of Array.from(state.solution!).filter((at) => board.isPlace(at)).slice(1)) useStore.getState().moveTo(place);
  });
}

const card = () => screen.findByRole('region', { name: /^Daily maze #/ });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T12:00:00`));
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'canShare');
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('the daily maze on the Play tab', () => {
  it('#daily opens today’s maze, names it above the maze, and puts its query and day in the address bar', async () => {
    await openApp('#daily', 'Daily maze #331 · Fri 27 Nov · Hard');
    await waitFor(() => expect(window.location.hash).toBe(`#daily=${TODAY}`));
    expect(window.location.search).toBe(queryOf(TODAY));
  });

  it('the Daily maze button opens today’s; the archive opens a past day, never a future one', async () => {
    const user = userEvent.setup();
    await openApp('?w=5&h=5&algorithm=prim&seed=plain&braid=0');
    expect(screen.queryByText(/^Daily maze #/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Daily maze' }));
    await screen.findByText('Daily maze #331 · Fri 27 Nov · Hard', { selector: BANNER });
    const pastDays = screen.getByRole('button', { name: 'Past days' });
    expect(pastDays.getAttribute('aria-expanded')).toBe('false');
    await user.click(pastDays);
    const day = await screen.findByLabelText('Day');
    expect(day.getAttribute('max')).toBe(TODAY);
    expect((screen.getByRole('button', { name: 'Day after →' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: '← Day before' }));
    await screen.findByText('Daily maze #330 · Thu 26 Nov · Easy', { selector: BANNER });
    expect(screen.getByText('A past day: your streak stays as it is')).toBeTruthy();
    fireEvent.change(day, { target: { value: '2026-11-02' } });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByText('Daily maze #306 · Mon 2 Nov · Easy', { selector: BANNER });
    expect(window.location.search).toBe(queryOf('2026-11-02'));
  });

  it('a tampered #daily= gets a notice and today’s daily', async () => {
    await openApp('#daily=2026-13-01');
    await screen.findByText("There is no day '2026-13-01': here is today’s daily maze.");
    await screen.findByText('Daily maze #331 · Fri 27 Nov · Hard', { selector: BANNER });
  });
});

describe('the result card', () => {
  it('shows the run, the day and the streaks; Share copies the text where there is no share sheet', async () => {
    // (user-event's setup puts a clipboard of its own in place: this one goes in after it.)
    const user = userEvent.setup();
    const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    localStorage.setItem(DAILY_HISTORY_KEY, JSON.stringify({ onTheDay: ['2026-11-25', '2026-11-26'], solved: ['2026-11-25', '2026-11-26'] }));
    await openApp('#daily', 'Daily maze #331 · Fri 27 Nov · Hard');
    solve();
    const region = await card();
    const fewest = useStore.getState().shortestMoves;
    expect(within(region).getByText('100%')).toBeTruthy();
    expect(within(region).getByText(`of ${fewest}`)).toBeTruthy();
    expect(within(region).getByText(/^\d+:\d\d$/)).toBeTruthy();
    expect(within(region).getByText(/Hard · \d+\/10/)).toBeTruthy();
    expect(within(region).getAllByText('3 days')).toHaveLength(3);
    expect(within(region).getByRole('img', { name: 'Your route by tenths: 10 clean, 0 with a detour, 0 down a dead end' })).toBeTruthy();
    await user.click(within(region).getByRole('button', { name: 'Share' }));
    await within(region).findByText('Copied');
    expect(writeText).toHaveBeenCalledTimes(1);
    const text = writeText.mock.calls[0]![0];
    expect(text.split('\n')).toEqual([expect.stringMatching(/^Maze #331 · Square 24×24 · Hard · \d+\/10$/), expect.stringMatching(/^⏱ \d+:\d\d · 100%$/), '🟩'.repeat(10), `${window.location.origin}/#daily=${TODAY}`]);
    expect(JSON.parse(localStorage.getItem(DAILY_HISTORY_KEY)!)).toEqual({ onTheDay: ['2026-11-25', '2026-11-26', TODAY], solved: ['2026-11-25', '2026-11-26', TODAY] });
  });

  it('hands the text to the share sheet where there is one, and says an assisted run was assisted', async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    Object.defineProperty(navigator, 'canShare', { value: () => true, configurable: true });
    await openApp('#daily=2026-11-26', 'Daily maze #330 · Thu 26 Nov · Easy');
    act(() => useStore.getState().toggleSolution());
    solve();
    const region = await card();
    expect(within(region).getByText('Assisted (solution shown): counted as played, and for the streak')).toBeTruthy();
    expect(within(region).getByText('A past day: counted as played; your streak stays as it is')).toBeTruthy();
    await userEvent.setup().click(within(region).getByRole('button', { name: 'Share' }));
    await within(region).findByText('Shared');
    expect((share.mock.calls[0] as unknown as [{ text: string }])[0].text).toMatch(/^Maze #330 · Circle 10 rings · Easy · \d+\/10 · assisted\n/);
  });

  it('says why Share failed', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await openApp('#daily', 'Daily maze #331 · Fri 27 Nov · Hard');
    solve();
    const region = await card();
    await user.click(within(region).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(region.querySelector('[role=status]')!.textContent).toBe('Could not share: this browser gives no clipboard access here'));
  });

  it('speaks Chinese', async () => {
    await act(() => useStore.getState().setLanguage('zh'));
    await openApp('#daily', '每日迷宫 #331 · 11月27日周五 · 困难');
    expect(screen.getByRole('button', { name: '每日迷宫' })).toBeTruthy();
    solve();
    const region = await screen.findByRole('region', { name: /^每日迷宫 #331/ });
    expect(within(region).getByRole('button', { name: '分享' })).toBeTruthy();
    expect(within(region).getByText('连续天数')).toBeTruthy();
  });
});
