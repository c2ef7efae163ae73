import { quote } from '../../core';
import { dayNumber, formatDailyDate, parseDailyDate, type DailyDate } from '../../game/daily/dailyDate';
import { dailyMaze, type DailyMaze } from '../../game/daily/dailyMaze';
import { dailySeedDate } from '../../game/daily/dailySeed';
import { DAILY_HISTORY_KEY, readDailyHistory, recordSolve, streaks, type Streaks } from '../../game/daily/streaks';
import type { MazeSettings } from '../../game/settings';
import type { StorageLike } from '../../game/pageStorage';
import { settingsToQuery } from '../../game/url';
import { mazeQuery, type DailyOnScreen } from '../dailySlice';

/**
 * The daily maze's rules as the store uses them, in their own chunk: making a day's maze to
 * compare (dailyMaze scores up to 16 small mazes) needs the stats code, which the first load
 * does without. dailySlice.ts loads this with the first daily opened or recognised.
 */

/** Why a day asked for was not opened (today's was instead); the page words it (i18n/daily.ts). */
export type DayRefused = { readonly code: 'noSuchDay'; readonly text: string } | { readonly code: 'notYet'; readonly date: string } | { readonly code: 'beforeFirst' };

const made = new Map<string, DailyMaze>();

/** A day's daily maze, made once a visit (the archive's day before and after come back often). */
function dailyOfDate(date: DailyDate): DailyMaze {
  const text = formatDailyDate(date);
  let daily = made.get(text);
  if (!daily) made.set(text, (daily = dailyMaze(date)));
  return daily;
}

/**
 * The maze to open for a day asked for (YYYY-MM-DD; none for today): a day that does not
 * exist, is not out yet, or came before the first daily gives today's, and says why.
 */
export function dayToOpen(asked: string | undefined, today: DailyDate): { query: string; refused: DayRefused | null } {
  const date = asked === undefined || asked === '' ? today : parseDailyDate(asked);
  let refused: DayRefused | null = null;
  if (date === null) refused = { code: 'noSuchDay', text: quote(asked!.slice(0, 40)) };
  else if (formatDailyDate(date) > formatDailyDate(today)) refused = { code: 'notYet', date: formatDailyDate(date) };
  else if (dayNumber(date) < 1) refused = { code: 'beforeFirst' };
  return { query: settingsToQuery(dailyOfDate(refused || date === null ? today : date).settings), refused };
}

/**
 * Which daily a maze is, from its settings alone (a #daily link, the CLI's query, a kept maze):
 * the maze of a day out by `today` whose settings are exactly these (in any wall style), or null.
 */
export function dailyOf(settings: MazeSettings, today: DailyDate): DailyOnScreen | null {
  const text = dailySeedDate(settings.seed);
  const date = text === null ? null : parseDailyDate(text);
  if (date === null || text! > formatDailyDate(today) || dayNumber(date) < 1) return null;
  const daily = dailyOfDate(date);
  if (settingsToQuery(daily.settings) !== mazeQuery(settings)) return null;
  return { date: daily.date, number: daily.number, band: daily.band, difficulty: daily.difficulty, today: daily.date === formatDailyDate(today), query: settingsToQuery(daily.settings) };
}

/** What went wrong keeping the history: read with parts dropped, or storage refused. */
export type HistoryProblem = 'dropped' | 'blocked' | null;

/**
 * Records a daily solved `today` in the history kept under DAILY_HISTORY_KEY, and gives the
 * streaks after it. A corrupted history keeps what can be read of it and is written back clean;
 * storage that refuses still gives this visit's streaks. `storage` null keeps nothing.
 */
export function recordDaily(storage: StorageLike | null, date: string, today: DailyDate): { streaks: Streaks; problem: HistoryProblem } {
  let problem: HistoryProblem = null;
  let text: string | null = null;
  try {
    text = storage?.getItem(DAILY_HISTORY_KEY) ?? null;
  } catch {
    problem = 'blocked';
  }
  const read = readDailyHistory(text, today);
  if (read.dropped > 0) problem = 'dropped';
  const history = recordSolve(read.history, parseDailyDate(date)!, today);
  try {
    storage?.setItem(DAILY_HISTORY_KEY, JSON.stringify(history));
  } catch {
    problem = 'blocked';
  }
  return { streaks: streaks(history, today), problem };
}
