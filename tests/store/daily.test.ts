import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boardOf } from '../../src/game/board';
import { parseDailyDate } from '../../src/game/daily/dailyDate';
import { dailyMaze } from '../../src/game/daily/dailyMaze';
import { DAILY_HISTORY_KEY } from '../../src/game/daily/streaks';
import type { StorageLike } from '../../src/game/pageStorage';
import { settingsToQuery } from '../../src/game/url';
import { createAppStore, type GameStore } from '../../src/store';
import { dailyLinkOf, dailyShown } from '../../src/store/dailySlice';
import { generateAndSolve } from '../../src/workers/generation';

/** A Friday: its daily is a 24×24 square; the days before it in the week are a circle, triangles and hexagons. */
const TODAY = '2026-11-27';

function memoryStorage(entries: Record<string, string> = {}): StorageLike & { readonly map: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  return { map, getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, value), removeItem: (key) => void map.delete(key) };
}

function dailyStore(keep: StorageLike | null = memoryStorage()): GameStore {
  let seeds = 0;
  return createAppStore({ generate: (settings) => Promise.resolve(generateAndSolve(settings)), makeSeed: () => `seed-${++seeds}`, now: () => 1000 + seeds++ * 50, keep });
}

/** Walks the shortest way to the exit, a place at a time, on any shape. */
function solve(store: GameStore) {
  const state = store.getState();
  const board = boardOf(state)!;
  for (const place of Array.from(state.solution!).filter((at) => board.isPlace(at)).slice(1)) store.getState().moveTo(place);
  expect(store.getState().won).toBe(true);
}

/** The daily the store shows, once the slice has settled which maze is on screen. */
async function shown(store: GameStore) {
  await vi.waitFor(() => expect(dailyShown(store.getState())).not.toBeNull());
  return dailyShown(store.getState())!;
}

const notices = (store: GameStore) => store.getState().notices.map((notice) => notice.text);
const queryOf = (date: string) => settingsToQuery(dailyMaze(parseDailyDate(date)!).settings);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T12:00:00`));
});
afterEach(() => vi.useRealTimers());

describe('opening a daily maze', () => {
  it('opens today’s by the local date: the maze of the CLI’s query for that date', async () => {
    const store = dailyStore();
    await store.getState().openDaily();
    expect(settingsToQuery(store.getState().settings!)).toBe(queryOf(TODAY));
    expect(await shown(store)).toEqual({ date: TODAY, number: 331, band: 'hard', difficulty: dailyMaze(parseDailyDate(TODAY)!).difficulty, today: true, query: queryOf(TODAY) });
    expect(store.getState().tab).toBe('play');
    expect(store.getState().announcement.text).toBe('Daily maze #331 · Fri 27 Nov · Hard');
  });

  it('gives the new day after local midnight', async () => {
    const store = dailyStore();
    await store.getState().openDaily();
    vi.setSystemTime(new Date('2026-11-28T00:00:05'));
    await store.getState().openDaily();
    expect((await shown(store)).date).toBe('2026-11-28');
  });

  it('opens a past day from the archive, marked as not today', async () => {
    const store = dailyStore();
    await store.getState().openDaily('2026-11-23');
    expect(await shown(store)).toMatchObject({ date: '2026-11-23', number: 327, band: 'easy', today: false });
    expect(notices(store)).toEqual([]);
    expect(store.getState().announcement.text).toBe('Daily maze #327 · Mon 23 Nov · Easy · A past day: your streak stays as it is');
  });

  it.each([
    ['2026-11-28', 'The daily maze of 2026-11-28 is not out yet: here is today’s.'],
    ['2026-02-30', "There is no day '2026-02-30': here is today’s daily maze."],
    ['yesterday', "There is no day 'yesterday': here is today’s daily maze."],
    ['2025-12-31', 'Daily mazes began on 1 January 2026: here is today’s.'],
  ])('refuses %s with a notice, and opens today’s', async (asked, notice) => {
    const store = dailyStore();
    await store.getState().openDaily(asked);
    expect(notices(store)).toEqual([notice]);
    expect((await shown(store)).date).toBe(TODAY);
  });

  it('leaves the daily on screen, and its run, as they are when it is asked for again', async () => {
    const store = dailyStore();
    await store.getState().openDaily();
    const board = boardOf(store.getState())!;
    store.getState().moveTo(Array.from(store.getState().solution!).filter((at) => board.isPlace(at))[1]!);
    await store.getState().openDaily();
    expect(store.getState().moves).toBe(1);
  });

  it('is still the daily drawn in lines (the same maze), and is solved and recorded so', async () => {
    const store = dailyStore();
    await store.getState().openDaily();
    await shown(store);
    await store.getState().chooseShape('style', 'lines');
    expect(store.getState().settings!.style).toBe('lines');
    await Promise.resolve();
    expect(dailyShown(store.getState())?.date).toBe(TODAY);
    // Its own query, style and all, names it in the address bar: a reload keeps the lines.
    expect(dailyLinkOf(store.getState())).toBeNull();
    solve(store);
    expect(store.getState().dailyStreaks).toEqual({ current: 1, longest: 1, daysPlayed: 1 });
    await store.getState().chooseShape('style', '');
    await Promise.resolve();
    expect(dailyLinkOf(store.getState())).toBe(`#daily=${TODAY}`);
  });

  it('knows a daily by its settings however it was opened (the CLI’s query), and no other maze', async () => {
    const store = dailyStore();
    await store.getState().openQuery(queryOf('2026-11-25'));
    expect((await shown(store)).number).toBe(329);
    await store.getState().openQuery('?w=24&h=24&algorithm=backtracker&seed=daily-2026-11-27b&braid=0');
    await vi.waitFor(() => expect(store.getState().daily).toBeNull());
    // Tomorrow's maze, from the CLI, is no daily yet: it is never offered before its day.
    await store.getState().openQuery(queryOf('2026-11-28'));
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(dailyShown(store.getState())).toBeNull();
  });
});

describe('solving a daily', () => {
  it('records today’s solve on every shape of the week, and the streak counts consecutive days', async () => {
    const keep = memoryStorage();
    const store = dailyStore(keep);
    const week = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
    for (const [i, day] of week.entries()) {
      vi.setSystemTime(new Date(`${day}T20:00:00`));
      await store.getState().openDaily();
      expect((await shown(store)).date).toBe(day);
      solve(store);
      expect(store.getState().dailyStreaks).toEqual({ current: i + 1, longest: i + 1, daysPlayed: i + 1 });
    }
    expect(new Set(week.map((day) => dailyMaze(parseDailyDate(day)!).settings.shape ?? 'square'))).toEqual(new Set(['square', 'hex', 'triangle', 'polar']));
    expect(JSON.parse(keep.map.get(DAILY_HISTORY_KEY)!)).toEqual({ onTheDay: week, solved: week });
  });

  it('counts a day once, however often it is solved', async () => {
    const store = dailyStore();
    await store.getState().openDaily();
    await shown(store);
    solve(store);
    store.getState().playAgain();
    solve(store);
    expect(store.getState().dailyStreaks).toEqual({ current: 1, longest: 1, daysPlayed: 1 });
  });

  it('never changes the streak for a past day: it counts as played only', async () => {
    const keep = memoryStorage({ [DAILY_HISTORY_KEY]: JSON.stringify({ onTheDay: ['2026-11-26', TODAY], solved: ['2026-11-26', TODAY] }) });
    const store = dailyStore(keep);
    await store.getState().openDaily('2026-11-20');
    await shown(store);
    solve(store);
    expect(store.getState().dailyStreaks).toEqual({ current: 2, longest: 2, daysPlayed: 3 });
    expect(JSON.parse(keep.map.get(DAILY_HISTORY_KEY)!)).toEqual({ onTheDay: ['2026-11-26', TODAY], solved: ['2026-11-20', '2026-11-26', TODAY] });
  });

  it('counts an assisted run (the solution shown) as played and for the streak', async () => {
    const store = dailyStore();
    await store.getState().openDaily();
    await shown(store);
    store.getState().toggleSolution();
    solve(store);
    expect(store.getState().assisted).toBe(true);
    expect(store.getState().dailyStreaks).toEqual({ current: 1, longest: 1, daysPlayed: 1 });
  });

  it('records nothing for a maze that is no daily', async () => {
    const keep = memoryStorage();
    const store = dailyStore(keep);
    await store.getState().openQuery('?w=5&h=5&algorithm=prim&seed=plain&braid=0');
    solve(store);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getState().dailyStreaks).toBeNull();
    expect(keep.map.has(DAILY_HISTORY_KEY)).toBe(false);
  });

  it('keeps what it can of a corrupted history, says so, and writes it back clean', async () => {
    const keep = memoryStorage({ [DAILY_HISTORY_KEY]: JSON.stringify({ onTheDay: ['2026-11-26', 'soon', 42], solved: '??' }) });
    const store = dailyStore(keep);
    await store.getState().openDaily();
    await shown(store);
    solve(store);
    expect(notices(store)).toEqual(['Part of your daily maze history was unreadable and has been dropped.']);
    expect(store.getState().dailyStreaks).toEqual({ current: 2, longest: 2, daysPlayed: 2 });
    expect(JSON.parse(keep.map.get(DAILY_HISTORY_KEY)!)).toEqual({ onTheDay: ['2026-11-26', TODAY], solved: ['2026-11-26', TODAY] });
  });

  it('still gives this visit’s streak when storage refuses, with a notice', async () => {
    const refusing: StorageLike = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => undefined,
    };
    const store = dailyStore(refusing);
    await store.getState().openDaily();
    await shown(store);
    solve(store);
    expect(store.getState().dailyStreaks).toEqual({ current: 1, longest: 1, daysPlayed: 1 });
    expect(notices(store)).toContain('Your daily maze streak cannot be kept: this browser blocks local storage.');
  });
});
