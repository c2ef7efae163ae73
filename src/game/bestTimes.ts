import { FASTEST_RUN_MS, type BestTimesIssue } from '../ids/bestTimes';
import { browserStorage, type StorageLike } from './pageStorage';

export { FASTEST_RUN_MS, type BestTimesIssue };

/**
 * Best times per maze, kept in localStorage under one key as { [mazeKey]: milliseconds }.
 * Anything unreadable (corrupted JSON, wrong shapes, impossible times, storage disabled) is
 * dropped with a notice; it never breaks the page, and the store is rewritten cleanly at once.
 */
export const BEST_TIMES_KEY = 'maze.bestTimes.v1';

/**
 * The times a real run can take. The smallest maze (1×1) needs two moves and the clock starts
 * at the first, so a time is the gap between two moves: under 50 ms only two keys pressed at
 * once (say D and →) get there, which is not a run anyone could beat. The largest mazes have
 * solutions of some 325,000 moves, over six hours at the held-key pace alone, so a run may
 * well span a day; a week is beyond any sitting of one tab. Outside these bounds a stored
 * time was tampered with (1e300 would show as 10²⁹⁵ minutes, 1e-300 as an unbeatable 0:00.0).
 * (FASTEST_RUN_MS lives in src/ids, as the notice that drops a time quotes it.)
 */
export const SLOWEST_RUN_MS = 7 * 24 * 60 * 60 * 1000;

export function isPlausibleTime(ms: unknown): ms is number {
  return typeof ms === 'number' && ms >= FASTEST_RUN_MS && ms <= SLOWEST_RUN_MS;
}

/**
 * The best run of each maze, as its move log (game/ghost/moveLog.ts), for a ghost to race: under
 * a key of its own as { [mazeKey]: log }, so the best times' format stays as it was. Logs are
 * checked when read back (a tampered one is refused there); here they are only kept in bounds.
 */
export const BEST_RUNS_KEY = 'maze.bestRuns.v1';
/** The mazes whose best run is kept: the latest bests win (a maze's run is a few KB at most on a big maze). */
const KEPT_RUNS = 30;
/** A longer log (a run of over 100,000 moves) is not kept: it would crowd out every other. */
const KEPT_LOG_CHARS = 200_000;

export interface BestTimes {
  /** The best time for a maze, if any. */
  get(key: string): number | undefined;
  /** The move log of the best run on a maze, if kept. */
  run(key: string): string | undefined;
  /** Records a finished time; returns true when it is a new best (an implausible time never is). */
  record(key: string, ms: number): boolean;
  /** Keeps a new best's move log as the maze's best run (null: forgets it, a log found unreadable). */
  keepRun(key: string, log: string | null): void;
  /** Set when the stored data could not be read; say it once to the user (i18n/saved.ts issueText words it). */
  readonly issue: BestTimesIssue | null;
}

/** Best times only read and write their one key. */
type TimesStorage = Pick<StorageLike, 'getItem' | 'setItem'>;

interface Read {
  times: Map<string, number>;
  issue: BestTimesIssue | null;
  /** Whether something was dropped, so the store must be rewritten. */
  dropped?: boolean;
}

function readAll(storage: TimesStorage | null): Read {
  const times = new Map<string, number>();
  if (!storage) return { times, issue: null };
  let text: string | null;
  try {
    text = storage.getItem(BEST_TIMES_KEY);
  } catch {
    return { times, issue: { kind: 'blocked' } };
  }
  if (text === null) return { times, issue: null };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    data = null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { times, issue: { kind: 'unreadable' }, dropped: true };
  }
  let bad = 0;
  for (const [key, value] of Object.entries(data)) {
    if (isPlausibleTime(value)) times.set(key, value);
    else bad++;
  }
  if (bad === 0) return { times, issue: null };
  return { times, issue: { kind: 'dropped', count: bad }, dropped: true };
}

function writeAll(storage: TimesStorage | null, times: Map<string, number>): void {
  try {
    storage?.setItem(BEST_TIMES_KEY, JSON.stringify(Object.fromEntries(times)));
  } catch {
    // Full or blocked storage: the best time still counts for this visit.
  }
}

/** The kept runs; anything that is not text under a maze's key is dropped (the logs themselves are checked when raced). */
function readRuns(storage: TimesStorage | null): Map<string, string> {
  const runs = new Map<string, string>();
  try {
    const data: unknown = JSON.parse(storage?.getItem(BEST_RUNS_KEY) ?? '{}');
    if (typeof data === 'object' && data !== null && !Array.isArray(data)) {
      for (const [key, log] of Object.entries(data)) if (typeof log === 'string' && log.length <= KEPT_LOG_CHARS) runs.set(key, log);
    }
  } catch {
    // Unreadable or blocked: no runs kept, the best times still count.
  }
  return runs;
}

/** Reads the best times now; unreadable data is replaced at once, so its notice is shown once. */
export function openBestTimes(storage: TimesStorage | null = browserStorage()): BestTimes {
  const { times, issue, dropped } = readAll(storage);
  if (dropped) writeAll(storage, times);
  return {
    issue,
    get: (key) => times.get(key),
    run: (key) => readRuns(storage).get(key),
    record(key, ms) {
      if (!isPlausibleTime(ms)) return false;
      const best = times.get(key);
      if (best !== undefined && best <= ms) return false;
      times.set(key, ms);
      writeAll(storage, times);
      return true;
    },
    keepRun(key, log) {
      const runs = readRuns(storage);
      runs.delete(key);
      if (log && log.length <= KEPT_LOG_CHARS) runs.set(key, log);
      // Oldest first in the map: the latest KEPT_RUNS stay.
      const kept = [...runs].slice(-KEPT_RUNS);
      try {
        storage?.setItem(BEST_RUNS_KEY, JSON.stringify(Object.fromEntries(kept)));
      } catch {
        // Full or blocked storage: the best time is kept, its run is not.
      }
    },
  };
}
