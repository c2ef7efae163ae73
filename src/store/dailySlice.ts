import { localDate, type DailyDate } from '../game/daily/dailyDate';
import { dailySeedDate } from '../game/daily/dailySeed';
import type { Streaks } from '../game/daily/streaks';
import type { StorageLike } from '../game/pageStorage';
import type { MazeSettings } from '../game/settings';
import type { DifficultyBand } from '../ids/difficultyBand';
import { DAILY, dailyLine } from '../i18n/daily';
import type { Language } from '../i18n/language';
import { NOTICES } from '../i18n/notices';
import { CodeLoadError, onFirstUse } from '../lazy/onFirstUse';
import { dailyHash } from '../game/daily/dailyLink';
import { settingsToQuery } from '../game/url';
import type * as DailyRulesModule from './daily/dailyRules';
import type { DayRefused } from './daily/dailyRules';
import type { Slice } from './types';

/** The daily maze on screen: which day's, and how hard. */
export interface DailyOnScreen {
  /** YYYY-MM-DD. */
  readonly date: string;
  /** Maze #N. */
  readonly number: number;
  readonly band: DifficultyBand;
  /** The maze's difficulty score, 1 to 10. */
  readonly difficulty: number;
  /** Whether it was today's when it opened (else a past day's, from the archive). */
  readonly today: boolean;
  /** Its settings as a link's query: it is on screen while the settings on screen are these. */
  readonly query: string;
}

const queries = new WeakMap<MazeSettings, string>();

/**
 * A maze's settings as a query, its wall style left out: a square daily drawn in lines is the
 * same maze, played the same way, so it is still the daily. (Kept per settings: read on every change of the store.)
 */
export function mazeQuery(settings: MazeSettings): string {
  let query = queries.get(settings);
  if (query === undefined) {
    const { style: _style, ...maze } = settings;
    void _style;
    queries.set(settings, (query = settingsToQuery(maze)));
  }
  return query;
}

type Shown = { readonly daily: DailyOnScreen | null; readonly settings: MazeSettings | null };

/**
 * The daily on screen: `daily` while the settings on screen are still its own (a new maze
 * leaves it behind for a moment, until the slice settles which maze that one is).
 */
export function dailyShown({ daily, settings }: Shown): DailyOnScreen | null {
  return daily && settings && mazeQuery(settings) === daily.query ? daily : null;
}

/**
 * The address bar's hash for the daily on screen (#daily=DATE), or null: none for a daily in
 * another wall style, whose own query (style and all) then names it, so a reload keeps it so.
 */
export function dailyLinkOf(state: Shown): string | null {
  const daily = dailyShown(state);
  return daily && state.settings!.style === undefined ? dailyHash(daily.date) : null;
}

export interface DailySlice {
  /** The daily maze on screen, or null when the maze on screen is no day's daily. */
  daily: DailyOnScreen | null;
  /** The player's streaks once the daily on screen is solved (and recorded); null before. */
  dailyStreaks: Streaks | null;
  /**
   * Opens a day's daily maze, on the Play tab: today's (by the local clock) without a date; a
   * date (YYYY-MM-DD) that does not exist or is not out yet gives today's, with a notice. The
   * daily already on screen is left as it is, its run too.
   */
  openDaily: (date?: string) => Promise<void>;
}

type DailyRules = typeof DailyRulesModule;
const loadRules = onFirstUse('the daily maze', () => import('./daily/dailyRules'));

function refusedText(refused: DayRefused, language: Language): string {
  const text = DAILY[language];
  return refused.code === 'noSuchDay' ? text.noSuchDay(refused.text) : refused.code === 'notYet' ? text.notYet(refused.date) : text.beforeFirst;
}

/**
 * The daily maze (issue 20). Which maze is a daily is read from the settings on screen, however
 * they came (the Daily button, a #daily link, the CLI's query, a reload), so the label, the
 * result card and the streak follow the maze itself. A solve is recorded in the history kept in
 * `storage` (localStorage on the page); an assisted run counts like any other, and the card
 * says it was assisted. `today` is the local date: days change at local midnight.
 */
export function createDailySlice(storage: StorageLike | null, today: () => DailyDate = () => localDate()): Slice<DailySlice> {
  return (set, get, api) => {
    let rules: DailyRules | null = null;
    const failed = (error: unknown) => {
      if (error instanceof CodeLoadError) get().notify((language) => ({ text: NOTICES[language].codeCouldNotLoad }));
    };

    const record = () => {
      const daily = dailyShown(get());
      if (!rules || !daily || !get().won) return;
      const { streaks, problem } = rules.recordDaily(storage, daily.date, today());
      set({ dailyStreaks: streaks });
      if (problem) get().notify((language) => ({ text: problem === 'blocked' ? DAILY[language].historyBlocked : DAILY[language].historyDropped }));
    };

    /** Settles which daily the maze on screen is; the rules load first if a seed says it may be one. */
    const recognise = (settings: MazeSettings | null) => {
      if (get().settings !== settings) return;
      if (!settings || dailySeedDate(settings.seed) === null) {
        if (get().daily || get().dailyStreaks) set({ daily: null, dailyStreaks: null });
        return;
      }
      if (!rules) {
        if (get().daily || get().dailyStreaks) set({ daily: null, dailyStreaks: null });
        loadRules().then((loaded) => {
          rules = loaded;
          recognise(settings);
        }, failed);
        return;
      }
      set({ daily: rules.dailyOf(settings, today()), dailyStreaks: null });
      record();
    };

    api.subscribe((state, previous) => {
      // Settled after the change has reached every listener: a set inside one would reach the
      // listeners after it before the change itself (the address bar would end on the old state).
      if (state.settings !== previous.settings) queueMicrotask(() => recognise(get().settings));
      else if (state.won && !previous.won) record();
    });

    return {
      daily: null,
      dailyStreaks: null,

      openDaily: async (date) => {
        get().setTab('play');
        try {
          rules ??= await loadRules();
        } catch (error) {
          return failed(error);
        }
        const { query, refused } = rules.dayToOpen(date, today());
        if (refused) get().notify((language) => ({ text: refusedText(refused, language) }));
        const { settings } = get();
        if (settings && mazeQuery(settings) === query && !get().generating) return;
        await get().openQuery(query);
        // Said once it is on screen (settled by then: the rules are loaded), for those who do not see the line above it.
        const opened = dailyShown(get());
        if (opened) get().announce(dailyLine(DAILY[get().language], opened) + (opened.today ? '' : ` · ${DAILY[get().language].archived}`));
      },
    };
  };
}
