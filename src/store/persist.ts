import type { PersistOptions, PersistStorage } from 'zustand/middleware';
import { settingsToQuery, mazeKey } from '../game/url';
import { elapsedMs } from '../game/time';
import { BACKTRACKED } from '../game/walk';
import { SAVED_TEXT, type SavedText } from '../i18n/saved';
import type { StoreState } from './types';
import { noticeOf } from './uiSlice';
import { copyAside, readKept, removeKept, setAside, writeKept, MAX_SAVED_CHARS } from './saved/kept';
import type { StorageLike } from '../game/pageStorage';
import { EDITOR_PART, GAME_PART, LAB_PART, SETTINGS_PART, type Part, type SavedEditor, type SavedGame, type SavedLab, type SavedRun, type SavedSettings } from './saved/parts';
import { restoredEditor } from './pathsEditorState';
import { restoredLab } from './solversState';
import { idleListing } from './pathsRunState';

/**
 * The store's memory across visits, with zustand's `persist`: every change is written at once
 * (synchronously, so a crash right after still finds it saved), each idea under its own
 * versioned key (saved/parts.ts), and only the keys whose values changed are rewritten.
 * A link's maze wins over the kept one (mazeSlice's openQuery); a kept run is resumed only on
 * its own maze, once that maze is made again from its settings (playSlice's startPlay).
 */

/** The notices reading what was kept may give. */
type SavedNotice = keyof Pick<SavedText, 'gameReset' | 'editorReset' | 'labReset' | 'cannotKeep'>;

/** What was read back: the good parts of each key, and which notices to show. */
export interface Restored {
  readonly settings: Partial<SavedSettings>;
  readonly game: Partial<SavedGame>;
  readonly editor: SavedEditor | undefined;
  readonly lab: Partial<SavedLab>;
  readonly problems: readonly SavedNotice[];
}

/** persist's view of the store: the live state when writing, what was read when reading. */
interface Kept {
  readonly live?: StoreState;
  readonly restored?: Restored;
}

/** The name persist knows the whole by; the data lives under the parts' own keys. */
const PERSIST_NAME = 'maze';

type PartOutcome<T> = { value: Partial<T>; problem: boolean; blocked: boolean };

/** One key read, migrated if older, set aside if unreadable or newer than this page. */
export function readPart<T>(storage: StorageLike, part: Part<T>): PartOutcome<T> {
  const read = readKept(storage, part.key);
  if (read.kind === 'missing') return { value: {}, problem: false, blocked: false };
  if (read.kind === 'blocked') return { value: {}, problem: false, blocked: true };
  if (read.kind === 'bad') return { value: {}, problem: true, blocked: false };
  const data = read.version === part.version ? read.data : read.version < part.version ? part.migrate(read.data, read.version) : undefined;
  if (data === undefined) {
    setAside(storage, part.key, read.text);
    return { value: {}, problem: true, blocked: false };
  }
  const { value, bad } = part.read(data);
  // The good fields are kept (and written back cleanly at the next change); the whole value is copied aside.
  if (bad) copyAside(storage, part.key, read.text);
  return { value, problem: bad, blocked: false };
}

/** Reads every key; never throws. */
export function readRestored(storage: StorageLike): Restored {
  const settings = readPart(storage, SETTINGS_PART);
  const game = readPart(storage, GAME_PART);
  const editor = readPart(storage, EDITOR_PART);
  const lab = readPart(storage, LAB_PART);
  const problems: SavedNotice[] = [];
  if (settings.problem || game.problem) problems.push('gameReset');
  if (editor.problem) problems.push('editorReset');
  if (lab.problem) problems.push('labReset');
  if (settings.blocked || game.blocked || editor.blocked || lab.blocked) problems.push('cannotKeep');
  return { settings: settings.value, game: game.value, editor: editor.value.editor, lab: lab.value, problems };
}

/** The run on screen, to be resumed on the same maze. */
function runOf(state: StoreState, now: number): SavedRun | null {
  const { walk, settings } = state;
  if (!walk || !settings) return null;
  const backtracked: number[] = [];
  // indexOf runs natively: a 4-million-block maze is scanned in a few milliseconds.
  for (let block = walk.marks.indexOf(BACKTRACKED); block >= 0; block = walk.marks.indexOf(BACKTRACKED, block + 1)) backtracked.push(block);
  return {
    key: mazeKey(settings),
    trail: Array.from(walk.trail),
    backtracked,
    cameFrom: state.cameFrom,
    moves: state.moves,
    elapsedMs: state.startedAt === null ? null : elapsedMs(state, now),
    won: state.won,
    solvedOpen: state.solvedOpen,
    assisted: state.assisted,
    showSolution: state.showSolution,
  };
}

/** One key's data from the live state (null removes the key), and what it depends on: it is rewritten only when that changes. */
interface LivePart {
  readonly key: string;
  readonly version: number;
  readonly deps: readonly unknown[];
  /** Blocks it covers: a big part costs milliseconds to write, so it is written at most once a HEAVY_WRITE_MS. */
  readonly blocks: number;
  readonly data: () => unknown;
}

/** Parts over this many blocks (a 141×141 maze's blocks, say) are written in the background; under it, a write is well under a millisecond. */
export const HEAVY_BLOCKS = 80_000;
export const HEAVY_WRITE_MS = 1000;

/** The keys to write now: a key left out keeps what it holds. */
function partsOf(state: StoreState, now: number): LivePart[] {
  const { settings } = state;
  const parts: LivePart[] = [];
  // Until the first maze is on screen, and until a kept run is resumed, the kept ones stand.
  if (settings) {
    parts.push({ key: SETTINGS_PART.key, version: SETTINGS_PART.version, deps: [settings, state.trailInPng, state.timerHidden], blocks: 0, data: (): SavedSettings => ({ query: settingsToQuery(settings), trailInPng: state.trailInPng, timerHidden: state.timerHidden }) });
  }
  if (state.walk && state.keptRun === null) {
    const deps = [state.walk, state.walkVersion, state.moves, state.won, state.solvedOpen, state.assisted, state.showSolution, state.solutionFrom, state.zoom, state.startedAt, state.pausedAt, state.finishedAt];
    parts.push({ key: GAME_PART.key, version: GAME_PART.version, deps, blocks: state.walk.marks.length, data: (): SavedGame | null => {
      const run = runOf(state, now);
      return run && { run, solutionFrom: state.solutionFrom, zoom: state.zoom };
    } });
  }
  const { pathsGrid: grid, pathsStart, pathsGoal } = state;
  parts.push({ key: EDITOR_PART.key, version: EDITOR_PART.version, deps: [grid, state.pathsVersion, pathsStart, pathsGoal], blocks: grid.blocks.length, data: (): SavedEditor => ({ rows: grid.rows, cols: grid.cols, cells: grid.blocks.join(''), start: pathsStart, goal: pathsGoal }) });
  parts.push({
    key: LAB_PART.key,
    version: LAB_PART.version,
    deps: [state.solver, state.labSource, state.labSettings, state.carveWatch, state.pathsOrder],
    blocks: 0,
    data: (): SavedLab => ({ solver: state.solver, labSource: state.labSource, labQuery: settingsToQuery(state.labSettings), carveWatch: state.carveWatch, pathsOrder: state.pathsOrder }),
  });
  return parts;
}

function sameDeps(a: readonly unknown[] | undefined, b: readonly unknown[]): boolean {
  return a !== undefined && a.length === b.length && a.every((value, i) => Object.is(value, b[i]));
}

/**
 * persist's storage over the four keys. `storage` null (tests, no localStorage) keeps nothing.
 * Small parts are written at once; a big run or grid at most once a HEAVY_WRITE_MS, and at once
 * when the page is hidden or left (a reload, the error boundary's Reload, a closed tab), so what
 * is on screen is what the next visit finds.
 */
function keptStorage(storage: StorageLike | null, now: () => number): PersistStorage<Kept, void> {
  const written = new Map<string, readonly unknown[]>();
  const pending = new Map<string, LivePart>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let saidCannotKeep = false;
  let notify: StoreState['notify'] | null = null;

  const write = (part: LivePart): boolean => {
    if (!storage) return true;
    const data = part.data();
    const text = data === null ? null : JSON.stringify({ version: part.version, data });
    // Too big to keep (a vast trail or grid): the key goes, so an older value does not come back in its place.
    if (text === null || text.length > MAX_SAVED_CHARS) {
      removeKept(storage, part.key);
      return true;
    }
    return writeKept(storage, part.key, part.version, data);
  };
  const failed = () => {
    if (saidCannotKeep || !notify) return;
    saidCannotKeep = true;
    notify((said) => ({ text: SAVED_TEXT[said].cannotKeep }));
  };
  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const parts = [...pending.values()];
    pending.clear();
    if (!parts.every(write)) failed();
  };
  if (storage && typeof window !== 'undefined') {
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', () => {
      if (document.hidden) flush();
    });
  }

  return {
    getItem: () => (storage ? { state: { restored: readRestored(storage) }, version: 0 } : null),
    setItem: (_name, { state: { live } }) => {
      if (!storage || !live) return;
      notify = live.notify;
      let ok = true;
      for (const part of partsOf(live, now())) {
        if (sameDeps(written.get(part.key), part.deps)) continue;
        written.set(part.key, part.deps);
        if (part.blocks > HEAVY_BLOCKS) {
          pending.set(part.key, part);
          timer ??= setTimeout(flush, HEAVY_WRITE_MS);
        } else {
          pending.delete(part.key);
          const saved = write(part);
          // A failed write (storage full for a moment) is tried again at the next change of anything.
          if (!saved) written.delete(part.key);
          ok = saved && ok;
        }
      }
      if (!ok) failed();
    },
    removeItem: () => {
      if (storage) for (const part of [SETTINGS_PART, GAME_PART, EDITOR_PART, LAB_PART]) removeKept(storage, part.key);
    },
  };
}

/** The state with what was kept put back: the page's defaults stand wherever nothing good was. */
export function mergeRestored(restored: Restored | undefined, current: StoreState): StoreState {
  if (!restored) return current;
  const { settings, game, editor, lab } = restored;
  return {
    ...current,
    ...(settings.trailInPng !== undefined && { trailInPng: settings.trailInPng }),
    ...(settings.timerHidden !== undefined && { timerHidden: settings.timerHidden }),
    // The run names its maze too: with the settings lost, the maze is still the run’s.
    keptQuery: settings.query ?? game.run?.key ?? null,
    // The zoom is the run's view: it comes back with the run, not on another maze's link.
    keptRun: game.run ? { ...game.run, ...(game.zoom !== undefined && { zoom: game.zoom }) } : null,
    ...(game.solutionFrom !== undefined && { solutionFrom: game.solutionFrom }),
    ...(editor && restoredEditor(editor)),
    ...restoredLab(lab),
    ...(lab.pathsOrder !== undefined && { pathsOrder: lab.pathsOrder, pathsListing: idleListing(lab.pathsOrder) }),
    notices: [...current.notices, ...restored.problems.map((problem) => noticeOf((language) => ({ text: SAVED_TEXT[language][problem] }), current.language))],
  };
}

/** The persist options of the app's store: `storage` is localStorage on the page, a fake in tests. */
export function keptOptions(storage: StorageLike | null, now: () => number): PersistOptions<StoreState, Kept> {
  return {
    name: PERSIST_NAME,
    version: 0,
    storage: keptStorage(storage, now),
    partialize: (live) => ({ live }),
    merge: (persisted, current) => mergeRestored((persisted as Kept | undefined)?.restored, current),
  };
}
