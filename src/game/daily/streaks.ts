import { formatDailyDate, parseDailyDate, plusDays, type DailyDate } from './dailyDate';

/**
 * What the player has done with daily mazes, by date (YYYY-MM-DD): the days solved on the day
 * itself, which make streaks, and every day solved at all, the archive's included. Kept in
 * the browser (see readDailyHistory); each list ascending, each date once.
 */
export interface DailyHistory {
  readonly onTheDay: readonly string[];
  readonly solved: readonly string[];
}

export const NO_HISTORY: DailyHistory = { onTheDay: [], solved: [] };

export interface Streaks {
  /** Days running, up to today, each solved on the day; still counting until today is over. */
  readonly current: number;
  readonly longest: number;
  /** Days whose maze was solved, on the day or from the archive. */
  readonly daysPlayed: number;
}

function withDate(dates: readonly string[], date: string): readonly string[] {
  return dates.includes(date) ? dates : [...dates, date].sort();
}

/**
 * The history after the daily of `date` is solved `today`. A day counts once however often it
 * is played, and only a day solved on the day itself joins the streak: an archived day adds to
 * the days played and nothing else.
 */
export function recordSolve(history: DailyHistory, date: DailyDate, today: DailyDate): DailyHistory {
  const text = formatDailyDate(date);
  const onTheDay = text === formatDailyDate(today) ? withDate(history.onTheDay, text) : history.onTheDay;
  return { onTheDay, solved: withDate(history.solved, text) };
}

/** Whether `b` is the day after `a` (both YYYY-MM-DD). */
function follows(a: string, b: string): boolean {
  const before = parseDailyDate(b);
  return before !== null && formatDailyDate(plusDays(before, -1)) === a;
}

export function streaks(history: DailyHistory, today: DailyDate): Streaks {
  const days = new Set(history.onTheDay);
  // Today not solved yet leaves yesterday's streak standing.
  let day = days.has(formatDailyDate(today)) ? today : plusDays(today, -1);
  let current = 0;
  while (days.has(formatDailyDate(day))) {
    current++;
    day = plusDays(day, -1);
  }
  let longest = 0;
  let run = 0;
  history.onTheDay.forEach((date, i) => {
    run = i > 0 && follows(history.onTheDay[i - 1]!, date) ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  return { current, longest, daysPlayed: history.solved.length };
}

/** Where the history is kept in localStorage. */
export const DAILY_HISTORY_KEY = 'maze.daily.v1';

/** Dates no later than today, each once, ascending; anything else in the list is left out. */
function cleanDates(value: unknown, today: DailyDate): { dates: string[]; dropped: number } {
  if (!Array.isArray(value)) return { dates: [], dropped: value === undefined ? 0 : 1 };
  const last = formatDailyDate(today);
  const dates = new Set<string>();
  let dropped = 0;
  for (const item of value) {
    if (typeof item === 'string' && parseDailyDate(item) !== null && item <= last) dates.add(item);
    else dropped++;
  }
  return { dates: [...dates].sort(), dropped };
}

/**
 * The history kept as `text` (JSON), checked: a corrupted or tampered store gives what can be
 * read of it, and says how much it left out, so the page can say so once and write it back
 * clean. A future date is tampering (future days are never offered) and is left out. A day
 * solved on the day was solved: it joins `solved` if missing.
 */
export function readDailyHistory(text: string | null, today: DailyDate): { history: DailyHistory; dropped: number } {
  if (text === null) return { history: NO_HISTORY, dropped: 0 };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { history: NO_HISTORY, dropped: 1 };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { history: NO_HISTORY, dropped: 1 };
  const fields = data as Record<string, unknown>;
  const onTheDay = cleanDates(fields.onTheDay, today);
  const solved = cleanDates(fields.solved, today);
  const all = [...new Set([...solved.dates, ...onTheDay.dates])].sort();
  return { history: { onTheDay: onTheDay.dates, solved: all }, dropped: onTheDay.dropped + solved.dropped };
}
