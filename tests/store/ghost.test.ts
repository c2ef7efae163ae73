import { describe, expect, it, vi } from 'vitest';
import { BEST_RUNS_KEY } from '../../src/game/bestTimes';
import { settingsToQuery } from '../../src/game/url';
import { testStore } from '../support/store';
import { solutionDirections } from '../support/walk';

type Harness = ReturnType<typeof testStore>;

/** Walks the shortest route, `gapMs` between moves (a square maze by arrows, a maze of cells by taps). */
function solveAt(harness: Harness, gapMs: number): void {
  const state = harness.store.getState;
  if (state().maze) {
    for (const direction of solutionDirections(state().maze!)) {
      state().move(direction);
      harness.advance(gapMs);
    }
  } else {
    for (const cell of [...state().solution!].slice(1)) {
      state().moveTo(cell);
      harness.advance(gapMs);
    }
  }
  expect(state().won).toBe(true);
}

async function finishedLog(harness: Harness): Promise<string> {
  await vi.waitFor(() => expect(harness.store.getState().finishedLog).not.toBeNull());
  return harness.store.getState().finishedLog!;
}

describe.each([
  ['a square maze of blocks', '?w=6&h=5&algorithm=backtracker&seed=ghost&braid=0'],
  ['a hex maze', '?shape=hex&w=6&h=5&algorithm=backtracker&seed=ghost&braid=0'],
  ['a circular maze', '?shape=polar&rings=4&algorithm=prim&seed=ghost&braid=0'],
])('the ghost race on %s', (_, query) => {
  it('keeps the best run and races it on the next: the ghost waits for the first move, then keeps its pace', async () => {
    const harness = testStore();
    const state = harness.store.getState;
    await state().openQuery(query);
    expect(state().ghost).toBeNull();
    solveAt(harness, 100);
    await finishedLog(harness);
    expect(Object.keys(JSON.parse(harness.storage.get(BEST_RUNS_KEY)!) as object)).toEqual([settingsToQuery(state().settings!)]);

    state().playAgain();
    await vi.waitFor(() => expect(state().ghost?.from).toBe('best'));
    const { run } = state().ghost!;
    expect(run.totalMs).toBe((run.steps.length - 2) * 100);
    expect(state().ghostAt).toBe(-1); // not racing yet
    state().setRaceGhost(true);
    const start = run.steps[0]!;
    expect(state().ghostAt).toBe(start);
    harness.advance(5000);
    state().tickGhost();
    expect(state().ghostAt).toBe(start); // the race starts with the player's first move
    solveFirstMove(harness);
    state().tickGhost();
    expect(state().ghostAt).toBe(run.steps[1]);
    harness.advance(250);
    state().tickGhost();
    expect(state().ghostAt).toBe(run.steps[Math.min(3, run.steps.length - 1)]);
  });

  it('arms a race from a link, and refuses a tampered one with a notice while the maze still opens', async () => {
    const maker = testStore();
    await maker.store.getState().openQuery(query);
    solveAt(maker, 120);
    const log = await finishedLog(maker);
    const mazeQuery = settingsToQuery(maker.store.getState().settings!);

    const friend = testStore();
    await friend.store.getState().openQuery(`${mazeQuery}&ghost=${log}`);
    expect(friend.store.getState().ghost?.from).toBe('link');
    expect(friend.store.getState().raceGhost).toBe(true);
    expect(friend.store.getState().ghostAt).toBe(friend.store.getState().ghost!.run.steps[0]);
    expect(friend.store.getState().notices).toEqual([]);

    const tampered = testStore();
    const flipped = log.slice(0, 6) + (log[6] === 'A' ? 'B' : 'A') + log.slice(7);
    await tampered.store.getState().openQuery(`${mazeQuery}&ghost=${flipped}`);
    expect(tampered.store.getState().ghost).toBeNull();
    expect(settingsToQuery(tampered.store.getState().settings!)).toBe(mazeQuery);
    expect(tampered.store.getState().notices.map((n) => n.text)).toEqual([expect.stringMatching(/^Link value ghost='.*' was ignored: .*The maze opens without a ghost\.$/)]);

    // Another maze's run: said as such.
    const other = testStore();
    await other.store.getState().openQuery(`${mazeQuery.replace('seed=ghost', 'seed=other')}&ghost=${log}`);
    expect(other.store.getState().notices[0]!.text).toContain('it is a run on another maze');
  });
});

/** One move along the route (the first). */
function solveFirstMove(harness: Harness): void {
  const state = harness.store.getState;
  if (state().maze) state().move(solutionDirections(state().maze!)[0]!);
  else state().moveTo(state().solution![1]!);
}

describe('kept runs', () => {
  it('drops an unreadable kept run with a notice, and races nothing', async () => {
    const harness = testStore();
    const state = harness.store.getState;
    await state().openQuery('?w=6&h=5&algorithm=backtracker&seed=ghost&braid=0');
    harness.storage.set(BEST_RUNS_KEY, JSON.stringify({ [settingsToQuery(state().settings!)]: 'AQ-not-a-log' }));
    state().playAgain();
    await vi.waitFor(() => expect(state().notices.length).toBe(1));
    expect(state().notices[0]!.text).toMatch(/^The best run kept for this maze could not be read/);
    expect(state().ghost).toBeNull();
    expect(JSON.parse(harness.storage.get(BEST_RUNS_KEY)!)).toEqual({});
  });
});
