import { FASTEST_RUN_MS, type BestTimesIssue } from '../ids/bestTimes';
import { firstLoadBook } from './book';

/** What the page says about what it keeps across visits (src/store/saved). */
export interface SavedText {
  /** A saved game (its maze, its run or its preferences) that could not be read. */
  gameReset: string;
  editorReset: string;
  labReset: string;
  /** Storage blocked or full: said once a visit. */
  cannotKeep: string;
  /** The best times (src/game/bestTimes.ts): blocked, unreadable, or some entries dropped. */
  bestTimesBlocked: string;
  bestTimesUnreadable: string;
  bestTimesDropped: (count: number, fastestMs: number) => string;
  /** The error boundary around a tab: its heading (the error's message follows) and its button. */
  tabFailed: string;
  reload: string;
  reloadNote: string;
}

export const SAVED_TEXT = firstLoadBook('saved', {
  gameReset: 'Your saved game could not be read and was reset.',
  editorReset: 'Your saved Paths editor grid could not be read and was reset.',
  labReset: 'Your saved lab choices could not be read and were reset.',
  cannotKeep: 'Your progress cannot be kept: this browser’s storage is blocked or full.',
  bestTimesBlocked: 'Best times cannot be kept: this browser blocks local storage.',
  bestTimesUnreadable: 'Saved best times were unreadable and have been reset.',
  bestTimesDropped: (count, fastestMs) =>
    `${count === 1 ? 'A saved best time was' : `${count} saved best times were`} unreadable or impossible (under ${fastestMs} ms or over a week) and ${count === 1 ? 'has' : 'have'} been dropped.`,
  tabFailed: 'Something went wrong in this tab.',
  reload: 'Reload',
  reloadNote: 'Your game, settings and editor grid are saved: reloading keeps them.',
});

/** The notice for a best-times issue (game/bestTimes.ts), in a language's words. */
export function issueText(text: SavedText, issue: BestTimesIssue): string {
  if (issue.kind === 'blocked') return text.bestTimesBlocked;
  return issue.kind === 'unreadable' ? text.bestTimesUnreadable : text.bestTimesDropped(issue.count, FASTEST_RUN_MS);
}
