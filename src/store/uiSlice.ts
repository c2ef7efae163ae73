import { messageOf } from '../core/errors';
import { isLanguageLoaded } from '../i18n/book';
import { LANGUAGE_NAMES, type Language } from '../i18n/language';
import { keepPageLanguage, pageOpeningLanguage } from './pageLanguage';
import { keepScheme, keptScheme, showScheme, systemScheme, type Scheme } from './pageScheme';
import { loadLanguage } from '../i18n/loadLanguage';
import { NOTICES } from '../i18n/notices';
import { SPEECH } from '../i18n/speech';
import type { Slice } from './types';
import type { SolutionFrom } from '../render/gameScene';

import type { TabId } from '../ids/tabs';

export { TABS, isTabId, type TabId } from '../ids/tabs';

/** Zoom levels of the game canvas, in CSS pixels a block; null is "fit the whole maze". */
export const ZOOM_LEVELS = [4, 6, 8, 12, 16, 24, 32] as const;
/** The zoom a first Zoom in, and a maze too big to play at Fit, start from. */
export const ZOOM_FROM_FIT = 12;

/** A notice's words in a language: its line, and details shown on request (the bad values of a link). */
export type Wording = (language: Language) => { readonly text: string; readonly details?: readonly string[] };

/**
 * A message for the notice box. Its `id` is its English line, so the same notice is known in
 * either language; `reword` says it again when the language changes (a notice made from a book).
 */
export interface Notice {
  readonly id: string;
  readonly text: string;
  readonly details: readonly string[];
  readonly reword?: Wording;
}

/** A notice from its wording, in the language shown. */
export function noticeOf(wording: Wording, language: Language): Notice {
  const said = wording(language);
  return { id: wording('en').text, text: said.text, details: said.details ?? [], reword: wording };
}

export type { SolutionFrom };

export interface UiSlice {
  /** The section shown; the URL's hash names it (#play, #solvers, #paths, #print). */
  tab: TabId;
  /**
   * The page's language: a link's `?lang=` wins, then the kept choice, then the browser's. The
   * store opens in it only when its books are loaded (English until then: src/main.tsx loads the
   * opening language, then calls openInLanguage, before the first render).
   */
  language: Language;
  /** The language being loaded for a switch (a few ms: the switch shows it busy), or null. */
  languageLoading: Language | null;
  /** Light or dark: the kept choice, else the system's (followed as it changes until a choice is made). */
  scheme: Scheme;
  showSolution: boolean;
  /**
   * Whether a tap on the maze asked for the solution during a run in progress: the page says
   * the run will then count as assisted, and a second tap (or Show) shows it. A move forgets it.
   */
  solutionAsked: boolean;
  /** Why Start here or Exit here did nothing, said beside them until the player moves on (a control that cannot act says so). */
  endRefused: 'exitIsHere' | 'startIsHere' | 'startAlreadyHere' | 'exitAlreadyHere' | null;
  /** Where the solution shown starts: the player's block (the default) or the entrance. */
  solutionFrom: SolutionFrom;
  /** CSS pixels a block on the game canvas, following the player; null fits the whole maze. */
  zoom: number | null;
  /** Whether "Download PNG" draws the player's trail too. */
  trailInPng: boolean;
  /** Whether the status bar hides the running time (the run is still timed). */
  timerHidden: boolean;
  /** The latest message for the polite live region; `seq` makes a repeat announce again. */
  announcement: { text: string; seq: number };
  /** Visible notices (bad link, unreadable saved data), shown together in one dismissible box. */
  notices: readonly Notice[];
  /** Notices dismissed this visit: the same one is not shown again (blocked storage, say). */
  dismissedNotices: readonly string[];

  setTab: (tab: TabId) => void;
  /**
   * Switches the page's language and keeps the choice for the next visit: at once when its books
   * are loaded, else once they are (a later choice wins over a slower load). A failed load
   * leaves the language as it was and says so in a notice.
   */
  setLanguage: (language: Language) => Promise<void>;
  /** The same for the language the page opens in, which the visitor did not choose here: not kept. */
  openInLanguage: (language: Language) => Promise<void>;
  /** Switches the colour scheme and keeps the choice: the system no longer decides. */
  setScheme: (scheme: Scheme) => void;
  toggleSolution: () => void;
  /**
   * A tap on the maze away from the player: shows or hides the solution, but during a run in
   * progress (moved, not won, not yet assisted) the first tap only warns that the run will count
   * as assisted, so one misclick never loses a best time; the second shows it.
   */
  askForSolution: () => void;
  setSolutionFrom: (from: SolutionFrom) => void;
  /** Zooms to a level (CSS pixels a block) following the player: big mazes start this way. */
  zoomTo: (level: number) => void;
  zoomIn: () => void;
  zoomOut: () => void;
  zoomToFit: () => void;
  setTrailInPng: (on: boolean) => void;
  setTimerHidden: (hidden: boolean) => void;
  announce: (text: string) => void;
  /**
   * Shows a notice: its wording in every language (so a language switch rewords it), or a
   * fixed line with optional detail lines behind a disclosure. A repeat or a dismissed one is
   * not shown again.
   */
  notify: (said: Wording | string, details?: readonly string[]) => void;
  /** Dismisses every notice shown: they are shown together, in one box. */
  dismissNotices: () => void;
  /** Takes a notice away, by its id (its English line), once it no longer applies (it may be shown again later). */
  withdrawNotice: (id: string) => void;
}

export const createUiSlice: Slice<UiSlice> = (set, get) => {
  /** The latest language asked for: a load that finishes after another choice does not switch. */
  let wanted: Language | null = null;
  /** The notice of a failed load (its id), taken away once a load succeeds. */
  let failedLoad: string | null = null;

  const switchTo = (language: Language, keep: boolean): void => {
    if (keep) keepPageLanguage(language);
    // Notices on show are said again in the new language; the form's errors too (mazeSlice).
    set({ language, languageLoading: null, notices: get().notices.map((notice) => (notice.reword ? { ...noticeOf(notice.reword, language), id: notice.id } : notice)) });
    get().rewordDraftErrors();
  };

  const speak = (language: Language, keep: boolean): Promise<void> => {
    wanted = language;
    if (isLanguageLoaded(language)) {
      switchTo(language, keep);
      return Promise.resolve();
    }
    set({ languageLoading: language });
    return loadLanguage(language).then(
      () => {
        if (failedLoad !== null) get().withdrawNotice(failedLoad);
        failedLoad = null;
        if (wanted === language) switchTo(language, keep);
      },
      (error: unknown) => {
        if (wanted !== language) return;
        set({ languageLoading: null });
        const wording = (said: Language) => ({ text: NOTICES[said].languageCouldNotLoad(LANGUAGE_NAMES[language], messageOf(error)) });
        failedLoad = wording('en').text;
        get().notify(wording);
      },
    );
  };

  const opening = pageOpeningLanguage();
  const kept = keptScheme();
  /** Whether the player chose a scheme (this visit or before): then the system's changes are not followed. */
  let chosen = kept !== null;
  const showAndSet = (scheme: Scheme) => {
    showScheme(scheme);
    set({ scheme });
  };
  const system = systemScheme((changed) => chosen || showAndSet(changed));
  const scheme = kept ?? system;
  showScheme(scheme);
  return {
    tab: 'play',
    language: isLanguageLoaded(opening) ? opening : 'en',
    languageLoading: null,
    scheme,
    showSolution: false,
    solutionAsked: false,
    endRefused: null,
    solutionFrom: 'here',
    zoom: null,
    trailInPng: false,
    timerHidden: false,
    announcement: { text: '', seq: 0 },
    notices: [],
    dismissedNotices: [],

    setTab: (tab) => {
      // The run's clock counts time spent playing: it stops while another tab is shown.
      if (tab !== 'play') get().pauseClock();
      else get().resumeClock();
      set({ tab });
    },
    setLanguage: (language) => speak(language, true),
    openInLanguage: (language) => speak(language, false),
    setScheme: (picked) => {
      chosen = true;
      keepScheme(picked);
      showAndSet(picked);
    },
    zoomIn: () => {
      const { zoom } = get();
      const next = zoom === null ? ZOOM_FROM_FIT : (ZOOM_LEVELS.find((level) => level > zoom) ?? zoom);
      set({ zoom: next });
      get().announce(SPEECH[get().language].zoomFollowing(next));
    },
    zoomOut: () => {
      const { zoom } = get();
      if (zoom === null) return;
      const smaller = [...ZOOM_LEVELS].reverse().find((level) => level < zoom);
      set({ zoom: smaller ?? null });
      get().announce(smaller ? SPEECH[get().language].zoomLevel(smaller) : SPEECH[get().language].wholeMaze);
    },
    zoomTo: (level) => set({ zoom: level }),
    zoomToFit: () => {
      set({ zoom: null });
      get().announce(SPEECH[get().language].wholeMaze);
    },
    toggleSolution: () => {
      const showSolution = !get().showSolution;
      // Seeing the answer during a run makes it an assisted run (no best time).
      set(showSolution && (get().maze || get().shaped) && !get().won ? { showSolution, assisted: true, solutionAsked: false } : { showSolution, solutionAsked: false });
      get().announce(showSolution ? SPEECH[get().language].solutionShown : SPEECH[get().language].solutionHidden);
    },
    askForSolution: () => {
      const { showSolution, won, assisted, startedAt, solutionAsked } = get();
      const runAtStake = !showSolution && !won && !assisted && startedAt !== null;
      if (!runAtStake || solutionAsked) return get().toggleSolution();
      set({ solutionAsked: true });
      get().announce(SPEECH[get().language].solutionAsked);
    },
    setSolutionFrom: (from) => {
      set({ solutionFrom: from });
      get().announce(from === 'here' ? SPEECH[get().language].solutionFromHere : SPEECH[get().language].solutionFromEntrance);
    },
    setTrailInPng: (on) => set({ trailInPng: on }),
    setTimerHidden: (hidden) => set({ timerHidden: hidden }),
    announce: (text) => set({ announcement: { text, seq: get().announcement.seq + 1 } }),
    notify: (said, details = []) => {
      const { notices, dismissedNotices, language } = get();
      const notice: Notice = typeof said === 'string' ? { id: said, text: said, details } : noticeOf(said, language);
      if (!notices.some((shown) => shown.id === notice.id) && !dismissedNotices.includes(notice.id)) set({ notices: [...notices, notice] });
    },
    dismissNotices: () => {
      const { notices, dismissedNotices } = get();
      set({ notices: [], dismissedNotices: [...dismissedNotices, ...notices.map((notice) => notice.id)] });
    },
    withdrawNotice: (id) => {
      const { notices } = get();
      if (notices.some((notice) => notice.id === id)) set({ notices: notices.filter((notice) => notice.id !== id) });
    },
  };
};
