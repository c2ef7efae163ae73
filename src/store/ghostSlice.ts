import { quote } from '../core';
import { openBestTimes, type BestTimes } from '../game/bestTimes';
import { boardOf } from '../game/board';
import { ghostPlaceAt, type GhostRun } from '../game/ghost/ghostPlace';
import { elapsedMs } from '../game/time';
import { mazeKey } from '../game/url';
import { GHOST } from '../i18n/ghost';
import { NOTICES } from '../i18n/notices';
import { onFirstUse } from '../lazy/onFirstUse';
import type { Slice, StoreState } from './types';

/** A ghost to race: a run read from its move log, where it came from, and the maze it is of (its key). */
export interface Ghost {
  readonly run: GhostRun;
  readonly from: 'best' | 'link';
  readonly key: string;
}

export interface GhostSlice {
  /** Whether the player races the ghost (the Race ghost toggle); a link with a ghost turns it on. */
  raceGhost: boolean;
  /** The ghost of the maze on screen: the link's, else the best run kept; null when there is none. */
  ghost: Ghost | null;
  /** The place the ghost stands on now; -1 when none is shown. */
  ghostAt: number;
  /** The move log of the run just finished (Challenge a friend sends it); null before the exit. */
  finishedLog: string | null;

  setRaceGhost: (on: boolean) => void;
  /** Moves the ghost to where its run had got to by the run's clock now: called each frame of a race. */
  tickGhost: () => void;
  /** A fresh run: the ghost back at the start (and the best run's ghost read again: it may be new). */
  readyGhost: () => void;
  /** Arms the race against a link's `ghost=` run, once the link's maze is on screen; a bad one gets a notice. */
  armLinkGhost: (search: string) => Promise<void>;
  /** At the exit: the run's log, for Challenge a friend, kept as the maze's best run when it is one. */
  runFinished: (newBest: boolean) => void;
}

// The log's reading and writing, and the words of a refusal, load with the first ghost or the
// first run finished: the first paint needs none of them.
const loadMoveLog = onFirstUse('the ghost race', () => Promise.all([import('../game/ghost/moveLog'), import('../i18n/ghostRace')]).then(([log, words]) => ({ ...log, ...words })));

export function createGhostSlice(now: () => number, bestTimes: () => BestTimes = openBestTimes): Slice<GhostSlice> {
  return (set, get) => {
    /** The ghost a link brought: raced on its maze only, and on every run there until another link. */
    let linkGhost: Ghost | null = null;

    const keyOf = (state: StoreState): string | null => (state.settings ? mazeKey(state.settings) : null);
    const said = () => get().notify((language) => ({ text: NOTICES[language].codeCouldNotLoad }));

    const show = (ghost: Ghost | null) => {
      set({ ghost, ghostAt: -1 });
      get().tickGhost();
    };

    return {
      raceGhost: false,
      ghost: null,
      ghostAt: -1,
      finishedLog: null,

      setRaceGhost: (on) => {
        set({ raceGhost: on });
        get().tickGhost();
      },

      tickGhost: () => {
        const state = get();
        const { ghost, raceGhost, startedAt } = state;
        const board = boardOf(state);
        if (!ghost || !raceGhost || !board || ghost.key !== keyOf(state)) {
          if (state.ghostAt !== -1) set({ ghostAt: -1 });
          return;
        }
        // The race starts with the player's first move: until then the ghost waits at the start.
        const place = startedAt === null ? board.start : ghostPlaceAt(ghost.run, elapsedMs(state, now())).place;
        if (place === state.ghostAt) return;
        set({ ghostAt: place });
        if (place === board.goal && !state.won) state.announce(GHOST[state.language].ghostArrived);
      },

      readyGhost: () => {
        const key = keyOf(get());
        set({ finishedLog: null });
        if (!key) return show(null);
        if (linkGhost?.key === key) return show(linkGhost);
        const times = bestTimes();
        const log = times.run(key);
        if (!log) return show(null);
        if (get().ghost?.key !== key) show(null);
        void loadMoveLog().then(({ readMoveLog, GHOST_RACE }) => {
          const board = boardOf(get());
          if (!board || keyOf(get()) !== key) return;
          const read = readMoveLog(board, key, log);
          if ('run' in read) return show({ run: read.run, from: 'best', key });
          times.keepRun(key, null);
          get().notify((language) => ({ text: GHOST_RACE[language].keptGhostRefused(GHOST_RACE[language].problem(read.problem)) }));
          show(null);
        }, said);
      },

      armLinkGhost: async (search) => {
        const values = new URLSearchParams(search).getAll('ghost');
        linkGhost = null;
        const text = values.at(-1);
        const key = keyOf(get());
        const board = boardOf(get());
        if (text === undefined || !key || !board) return;
        let moveLog: Awaited<ReturnType<typeof loadMoveLog>>;
        try {
          moveLog = await loadMoveLog();
        } catch {
          return said();
        }
        if (keyOf(get()) !== key) return;
        const read = moveLog.readMoveLog(board, key, text);
        if ('problem' in read) {
          // As a link's other bad values are said (url.ts): the parameter, its value quoted and cut, and why.
          const words = moveLog.GHOST_RACE;
          get().notify((language) => ({ text: words[language].linkGhostRefused(quote(text), words[language].problem(read.problem)) }));
          return;
        }
        linkGhost = { run: read.run, from: 'link', key };
        set({ raceGhost: true });
        show(linkGhost);
      },

      runFinished: (newBest) => {
        const state = get();
        const { walk } = state;
        const key = keyOf(state);
        const board = boardOf(state);
        if (!walk || !key || !board) return;
        // Copied now: the log is written once its code is here, and the walk may be a new one by then.
        const steps = walk.steps.slice();
        const times = walk.times.slice();
        void loadMoveLog().then(({ writeMoveLog }) => {
          const log = writeMoveLog(board, key, steps, times);
          if (get().walk === walk) set({ finishedLog: log });
          if (newBest && log) bestTimes().keepRun(key, log);
        }, said);
      },
    };
  };
}
