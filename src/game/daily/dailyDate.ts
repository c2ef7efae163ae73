/**
 * Dates of daily mazes: a day is a calendar date, YYYY-MM-DD, the same string everywhere (the
 * player's local date in the page, the one given in the CLI). Day numbers count from the first
 * daily maze, 1 January 2026, which is Maze #1.
 */
export interface DailyDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const FIRST_DAILY = Date.UTC(2026, 0, 1);
const DAY_MS = 86_400_000;

/** The date a YYYY-MM-DD text names, or null when it names none (2026-02-30, 2026-13-01, 26-1-1). */
export function parseDailyDate(text: string): DailyDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return null;
  // The day after the month's last rolls over into the next month: then it does not exist.
  const at = new Date(Date.UTC(year, month - 1, day));
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return null;
  return { year, month, day };
}

export function formatDailyDate({ year, month, day }: DailyDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The player's date now, by the local clock: days change at local midnight. */
export function localDate(now: Date = new Date()): DailyDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/** Maze #N: 1 on 1 January 2026, one more each day after. */
export function dayNumber(date: DailyDate): number {
  return Math.round((Date.UTC(date.year, date.month - 1, date.day) - FIRST_DAILY) / DAY_MS) + 1;
}

/** Monday 0 … Sunday 6. */
export function weekday(date: DailyDate): number {
  return (new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7;
}

/** The calendar date `days` after `date` (before it when negative). */
export function plusDays(date: DailyDate, days: number): DailyDate {
  const at = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() };
}
