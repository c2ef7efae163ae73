import { bumpText, moveText, solvedText } from './announce';
import { SPEECH } from '../i18n/speech';
import { openBestTimes, type BestTimes } from '../game/bestTimes';
import { boardOf, wayTapped } from '../game/board';
import { isArrow, stepToward, type Heading } from '../game/moves';
import { mazeKey } from '../game/url';
import { Walk } from '../game/walk';
import { issueText, SAVED_TEXT } from '../i18n/saved';
import type { SavedRun } from './saved/parts';
import { resumedWalk } from './saved/resumeRun';
import type { StoreState, Slice } from './types';

export interface PlaySlice {
  /** The walk so far (mutable, typed arrays); `walkVersion` changes on every move. */
  walk: Walk | null;
  walkVersion: number;
  /** Blocks whose look changed with the last move: all the canvas repaints. */
  lastChanged: readonly number[];
  position: number;
  moves: number;
  /** Clock readings (ms) of the first move, of reaching the exit, and of a pause (a new maze being made). */
  startedAt: number | null;
  finishedAt: number | null;
  pausedAt: number | null;
  won: boolean;
  /** Whether the Solved dialog is open: closing it keeps the finished walk on screen. */
  solvedOpen: boolean;
  /** Whether the solution was shown during this run: such a run is not a best time. */
  assisted: boolean;
  /** Best time for this maze before this game, and whether this game beat it. */
  bestMs: number | null;
  newBest: boolean;
  /** The last wall bumped into, for the canvas's nudge; `seq` makes a repeat show again. */
  bump: { direction: Heading; seq: number } | null;
  /** The cell the last move came from (cell-graph mazes: it settles which way a tied key goes), or -1. */
  cameFrom: number;
  /** The run kept from the last visit, resumed once its maze is on screen again (startPlay); null once used. */
  keptRun: (SavedRun & { readonly zoom?: number | null }) | null;

  /** A fresh run on the maze on screen. */
  startPlay: () => void;
  /** A move in a direction on screen: to the open way nearest it (see game/moves.ts), the same on every shape. */
  move: (direction: Heading) => void;
  /** A move to a neighbouring place, or through a passage block beside the player (a tap or a drag on it); nothing if no open way is meant. */
  moveTo: (place: number) => void;
  /** Takes the staircase up (+1) or down (−1) where the player stands, if there is one (Page Up, Page Down, the stairs buttons). */
  climb: (step: 1 | -1) => void;
  playAgain: () => void;
  closeSolved: () => void;
  /** Stops the clock while a new maze is being made, another tab is shown or the page is hidden; starts it again after. */
  pauseClock: () => void;
  resumeClock: () => void;
}

/** A run before its first move: the state every run starts from, and the page before its first maze. */
const NO_RUN_YET = {
  lastChanged: [],
  cameFrom: -1,
  moves: 0,
  startedAt: null,
  finishedAt: null,
  pausedAt: null,
  won: false,
  solvedOpen: false,
  assisted: false,
  newBest: false,
} as const satisfies Partial<PlaySlice>;

export function createPlaySlice(now: () => number = () => performance.now(), bestTimes: () => BestTimes = openBestTimes): Slice<PlaySlice> {
  // Read afresh each time: cheap, and another tab's records count too.
  const times = (state: Pick<StoreState, 'notify'>): BestTimes => {
    const opened = bestTimes();
    // Blocked storage is said once for everything kept (persist.ts), in the page's language.
    const { issue } = opened;
    if (issue) state.notify((language) => ({ text: issue.kind === 'blocked' ? SAVED_TEXT[language].cannotKeep : issueText(SAVED_TEXT[language], issue) }));
    return opened;
  };

  return (set, get) => {
    /** The wall last bumped (position and heading): bumping it again says nothing new, so says nothing. */
    let bumped: string | null = null;

    /** The player steps onto `to` (crossing `passage`, a block, or -1): the walk, the clock, and the exit. */
    const arrive = (to: number, passage: number) => {
      const { walk, position } = get();
      const goal = boardOf(get())?.goal;
      if (!walk) return;
      // A resumed run's clock waits, paused, for its first move.
      if (get().pausedAt !== null) get().resumeClock();
      const at = now();
      const startedAt = get().startedAt ?? at;
      const { changed } = walk.move(to, passage, at - startedAt);
      const moves = get().moves + 1;
      set({ position: to, cameFrom: position, moves, startedAt, lastChanged: changed, walkVersion: get().walkVersion + 1, solutionAsked: false, endRefused: null });
      bumped = null;
      if (to !== goal) {
        return get().announce(moveText(boardOf(get())!, position, to, get().language));
      }
      const ms = at - startedAt;
      const settings = get().settings;
      // A run made with the solution on screen is shown as assisted and never becomes a best time.
      const { assisted } = get();
      const newBest = settings && !assisted ? times(get()).record(mazeKey(settings), ms) : false;
      set({ won: true, solvedOpen: true, finishedAt: at, newBest });
      get().runFinished(Boolean(newBest));
      get().announce(solvedText(moves, ms, assisted, get().language));
    };

    /** Puts a kept run back on its maze, its clock paused at the time played; a run that does not fit is dropped with a notice. */
    const resume = (run: SavedRun & { readonly zoom?: number | null }) => {
      const walk = resumedWalk(get(), run);
      if (!walk) return get().notify((language) => ({ text: SAVED_TEXT[language].gameReset }));
      const at = now();
      const startedAt = run.elapsedMs === null ? null : at - run.elapsedMs;
      set({
        walk,
        walkVersion: get().walkVersion + 1,
        position: walk.position,
        cameFrom: run.cameFrom,
        moves: run.moves,
        startedAt,
        finishedAt: run.won ? at : null,
        pausedAt: run.won || startedAt === null ? null : at,
        won: run.won,
        solvedOpen: run.solvedOpen,
        assisted: run.assisted,
        showSolution: run.showSolution,
        ...(run.zoom !== undefined && { zoom: run.zoom }),
      });
    };

    return {
    walk: null,
    walkVersion: 0,
    position: -1,
    ...NO_RUN_YET,
    bestMs: null,
    bump: null,
    keptRun: null,

    startPlay: () => {
      const { settings } = get();
      const board = boardOf(get());
      if (!board) return;
      bumped = null;
      const best = settings ? times(get()).get(mazeKey(settings)) : undefined;
      set({
        walk: new Walk(board.size, board.start),
        walkVersion: get().walkVersion + 1,
        position: board.start,
        ...NO_RUN_YET,
        // Every run starts without the answer on screen.
        showSolution: false,
        solutionAsked: false,
        endRefused: null,
        bestMs: best ?? null,
      });
      const { keptRun } = get();
      if (keptRun) {
        set({ keptRun: null });
        if (settings && keptRun.key === mazeKey(settings)) resume(keptRun);
      }
      get().readyGhost();
    },

    move: (direction) => {
      const { walk, won, position } = get();
      if (won) get().announce(SPEECH[get().language].alreadySolved);
      const board = boardOf(get());
      if (!board || !walk || won || get().generating) return;
      // A square has no diagonal neighbours: Q E Z C mean nothing there (no move, no bump).
      if (board.fourWays && !isArrow(direction)) return;
      const next = stepToward(board, position, direction, get().cameFrom);
      if (!next) {
        set({ bump: { direction, seq: (get().bump?.seq ?? 0) + 1 } });
        const wall = `${position} ${direction}`;
        if (wall !== bumped) get().announce(bumpText(direction, get().language));
        bumped = wall;
        return;
      }
      arrive(next.to, next.passage);
    },

    moveTo: (place) => {
      const { walk, won, position } = get();
      const board = boardOf(get());
      if (!board || !walk || won || get().generating) return;
      const way = wayTapped(board, position, place);
      if (way) arrive(way.to, way.passage);
    },

    climb: (step) => {
      const { walk, won, position } = get();
      if (won) get().announce(SPEECH[get().language].alreadySolved);
      const board = boardOf(get());
      if (!board || !walk || won || get().generating || board.levels === 1) return;
      const to = board.stairs(position, step);
      if (to < 0) return get().announce(SPEECH[get().language].noStairs(step === 1));
      arrive(to, -1);
    },

    playAgain: () => get().startPlay(),

    closeSolved: () => set({ solvedOpen: false }),

    pauseClock: () => {
      const { startedAt, finishedAt, pausedAt } = get();
      if (startedAt !== null && finishedAt === null && pausedAt === null) set({ pausedAt: now() });
    },

    resumeClock: () => {
      const { startedAt, pausedAt } = get();
      // A maze still being made keeps the clock stopped: that run is being left.
      if (get().generating) return;
      if (startedAt !== null && pausedAt !== null) set({ startedAt: startedAt + (now() - pausedAt), pausedAt: null });
    },
    };
  };
}
