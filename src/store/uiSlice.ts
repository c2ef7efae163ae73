import type { Slice } from './types';

export const TABS = ['play', 'solvers', 'paths'] as const;
export type TabId = (typeof TABS)[number];

export function isTabId(value: string): value is TabId {
  return (TABS as readonly string[]).includes(value);
}

/** Zoom levels of the game canvas, in CSS pixels a block; null is "fit the whole maze". */
export const ZOOM_LEVELS = [4, 6, 8, 12, 16, 24, 32] as const;
const ZOOM_FROM_FIT = 12;

export interface UiSlice {
  /** The section shown; the URL's hash names it (#play, #solvers, #paths). */
  tab: TabId;
  showSolution: boolean;
  /** CSS pixels a block on the game canvas, following the player; null fits the whole maze. */
  zoom: number | null;
  /** Whether "Download PNG" draws the player's trail too. */
  trailInPng: boolean;
  /** The latest message for the polite live region; `seq` makes a repeat announce again. */
  announcement: { text: string; seq: number };
  /** Visible notices (bad link, unreadable saved data); each can be dismissed. */
  notices: readonly string[];
  /** Notices dismissed this visit: the same one is not shown again (blocked storage, say). */
  dismissedNotices: readonly string[];

  setTab: (tab: TabId) => void;
  toggleSolution: () => void;
  zoomIn: () => void;
  zoomOut: () => void;
  zoomToFit: () => void;
  setTrailInPng: (on: boolean) => void;
  announce: (text: string) => void;
  notify: (text: string) => void;
  dismissNotice: (index: number) => void;
}

export const createUiSlice: Slice<UiSlice> = (set, get) => ({
  tab: 'play',
  showSolution: false,
  zoom: null,
  trailInPng: false,
  announcement: { text: '', seq: 0 },
  notices: [],
  dismissedNotices: [],

  setTab: (tab) => set({ tab }),
  zoomIn: () => {
    const { zoom } = get();
    const next = zoom === null ? ZOOM_FROM_FIT : (ZOOM_LEVELS.find((level) => level > zoom) ?? zoom);
    set({ zoom: next });
    get().announce(`Zoom: ${next} pixels a block, following you.`);
  },
  zoomOut: () => {
    const { zoom } = get();
    if (zoom === null) return;
    const smaller = [...ZOOM_LEVELS].reverse().find((level) => level < zoom);
    set({ zoom: smaller ?? null });
    get().announce(smaller ? `Zoom: ${smaller} pixels a block.` : 'Whole maze shown.');
  },
  zoomToFit: () => {
    set({ zoom: null });
    get().announce('Whole maze shown.');
  },
  toggleSolution: () => {
    const showSolution = !get().showSolution;
    set({ showSolution });
    get().announce(showSolution ? 'Solution shown.' : 'Solution hidden.');
  },
  setTrailInPng: (on) => set({ trailInPng: on }),
  announce: (text) => set({ announcement: { text, seq: get().announcement.seq + 1 } }),
  notify: (text) => {
    const { notices, dismissedNotices } = get();
    if (!notices.includes(text) && !dismissedNotices.includes(text)) set({ notices: [...notices, text] });
  },
  dismissNotice: (index) => {
    const { notices, dismissedNotices } = get();
    const text = notices[index];
    if (text === undefined) return;
    set({ notices: notices.filter((_, i) => i !== index), dismissedNotices: [...dismissedNotices, text] });
  },
});
