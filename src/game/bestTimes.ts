/**
 * Best times per maze, kept in localStorage under one key as { [mazeKey]: milliseconds }.
 * Anything unreadable (corrupted JSON, wrong shapes, storage disabled) is ignored with a
 * notice; it never breaks the page, and a new best time rewrites the store cleanly.
 */
export const BEST_TIMES_KEY = 'maze.bestTimes.v1';

export interface BestTimes {
  /** The best time for a maze, if any. */
  get(key: string): number | undefined;
  /** Records a finished time; returns true when it is a new best. */
  record(key: string, ms: number): boolean;
  /** Set when the stored data could not be read; say it once to the user. */
  readonly problem: string | null;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function readAll(storage: StorageLike | null): { times: Record<string, number>; problem: string | null; corrupted?: boolean } {
  if (!storage) return { times: {}, problem: null };
  let text: string | null;
  try {
    text = storage.getItem(BEST_TIMES_KEY);
  } catch {
    return { times: {}, problem: 'Best times cannot be kept: this browser blocks local storage.' };
  }
  if (text === null) return { times: {}, problem: null };
  try {
    const data: unknown = JSON.parse(text);
    if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new Error('not an object');
    const times: Record<string, number> = {};
    for (const [key, value] of Object.entries(data)) {
      if (typeof value === 'number' && Number.isFinite(value) && value > 0) times[key] = value;
    }
    return { times, problem: null };
  } catch {
    return { times: {}, problem: 'Saved best times were unreadable and have been reset.', corrupted: true };
  }
}

function writeAll(storage: StorageLike | null, times: Record<string, number>): void {
  try {
    storage?.setItem(BEST_TIMES_KEY, JSON.stringify(times));
  } catch {
    // Full or blocked storage: the best time still counts for this visit.
  }
}

/** Reads the best times now; unreadable data is replaced at once, so its notice is shown once. */
export function openBestTimes(storage: StorageLike | null = safeLocalStorage()): BestTimes {
  const { times, problem, corrupted } = readAll(storage);
  if (corrupted) writeAll(storage, times);
  return {
    problem,
    get: (key) => times[key],
    record(key, ms) {
      const best = times[key];
      if (best !== undefined && best <= ms) return false;
      times[key] = ms;
      writeAll(storage, times);
      return true;
    },
  };
}

function safeLocalStorage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
