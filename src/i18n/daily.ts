import type { DifficultyBand } from '../ids/difficultyBand';
import { dayName } from '../format/dayName';
import { firstLoadBook } from './book';

/** The daily maze's words on the Play tab: its button, its line above the maze, the archive, its notices. The result card's are in dailyResult.ts. */
export interface DailyText {
  readonly dailyMaze: string;
  readonly dailyTitle: string;
  /** The locale that writes a date as this language does ("Fri 27 Nov", "11月27日周五"). */
  readonly dateLocale: string;
  /** The line above a daily maze: its number, its date (written in dateLocale), its band's name. */
  readonly banner: (number: number, date: string, band: string) => string;
  readonly bands: Readonly<Record<DifficultyBand, string>>;
  /** Beside the line on a past day's maze. */
  readonly archived: string;
  readonly pastDays: string;
  readonly pickDay: string;
  readonly open: string;
  readonly previousDay: string;
  readonly nextDay: string;
  readonly loadingArchive: string;
  // Notices.
  readonly noSuchDay: (text: string) => string;
  readonly notYet: (date: string) => string;
  readonly beforeFirst: string;
  readonly historyDropped: string;
  readonly historyBlocked: string;
}

export const DAILY = firstLoadBook('daily', {
  dailyMaze: 'Daily maze',
  dailyTitle: 'Today’s maze: the same for everyone today, a new one at midnight',
  dateLocale: 'en-GB',
  banner: (number, date, band) => `Daily maze #${number} · ${date} · ${band}`,
  bands: { easy: 'Easy', medium: 'Medium', hard: 'Hard', expert: 'Expert' },
  archived: 'A past day: your streak stays as it is',
  pastDays: 'Past days',
  pickDay: 'Day',
  open: 'Open',
  previousDay: '← Day before',
  nextDay: 'Day after →',
  loadingArchive: 'Loading the archive…',
  noSuchDay: (text) => `There is no day ${text}: here is today’s daily maze.`,
  notYet: (date) => `The daily maze of ${date} is not out yet: here is today’s.`,
  beforeFirst: 'Daily mazes began on 1 January 2026: here is today’s.',
  historyDropped: 'Part of your daily maze history was unreadable and has been dropped.',
  historyBlocked: 'Your daily maze streak cannot be kept: this browser blocks local storage.',
});

/** The line that names a daily maze ("Daily maze #331 · Fri 27 Nov · Medium"), on screen above it and said when it opens. */
export function dailyLine(text: DailyText, daily: { readonly number: number; readonly date: string; readonly band: DifficultyBand }): string {
  return text.banner(daily.number, dayName(daily.date, text.dateLocale), text.bands[daily.band]);
}
