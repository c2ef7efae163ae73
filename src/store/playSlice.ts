import type { Maze } from '../core';
import { openBestTimes, type BestTimes } from '../game/bestTimes';
import { step, type Direction } from '../game/rules';
import { mazeKey } from '../game/url';
import { Walk } from '../game/walk';
import type { Slice } from './types';

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
  bump: { direction: Direction; seq: number } | null;

  startPlay: (maze: Maze) => void;
  move: (direction: Direction) => void;
  playAgain: () => void;
  closeSolved: () => void;
  /** Stops the clock while a new maze is being made, another tab is shown or the page is hidden; starts it again after. */
  pauseClock: () => void;
  resumeClock: () => void;
}

function wallName(direction: Direction): string {
  return direction === 'up' ? 'above' : direction === 'down' ? 'below' : `to the ${direction}`;
}

export function createPlaySlice(now: () => number = () => performance.now(), bestTimes: () => BestTimes = openBestTimes): Slice<PlaySlice> {
  // Read afresh each time: cheap, and another tab's records count too.
  const times = (notify: (text: string) => void): BestTimes => {
    const opened = bestTimes();
    if (opened.problem) notify(opened.problem);
    return opened;
  };

  return (set, get) => ({
    walk: null,
    walkVersion: 0,
    lastChanged: [],
    position: -1,
    moves: 0,
    startedAt: null,
    finishedAt: null,
    pausedAt: null,
    won: false,
    solvedOpen: false,
    assisted: false,
    bestMs: null,
    newBest: false,
    bump: null,

    startPlay: (maze) => {
      const settings = get().settings;
      const best = settings ? times(get().notify).get(mazeKey(settings)) : undefined;
      set({
        walk: new Walk(maze.rows * maze.cols, maze.start),
        walkVersion: get().walkVersion + 1,
        lastChanged: [],
        position: maze.start,
        moves: 0,
        startedAt: null,
        finishedAt: null,
        pausedAt: null,
        won: false,
        solvedOpen: false,
        // Every run starts without the answer on screen.
        showSolution: false,
        assisted: false,
        bestMs: best ?? null,
        newBest: false,
      });
    },

    move: (direction) => {
      const { maze, walk, won, position } = get();
      if (won) get().announce('Solved: Play again or New maze to walk again.');
      if (!maze || !walk || won || get().generating) return;
      const next = step(maze, position, direction);
      if (!next) {
        set({ bump: { direction, seq: (get().bump?.seq ?? 0) + 1 } });
        get().announce(`Wall ${wallName(direction)}.`);
        return;
      }
      const { changed } = walk.move(next.to, next.passage);
      const at = now();
      const startedAt = get().startedAt ?? at;
      const moves = get().moves + 1;
      const reachedExit = next.to === maze.goal;
      set({ position: next.to, moves, startedAt, lastChanged: changed, walkVersion: get().walkVersion + 1 });
      if (reachedExit) {
        const ms = at - startedAt;
        const settings = get().settings;
        // A run made with the solution on screen is shown as assisted and never becomes a best time.
        const { assisted } = get();
        const newBest = settings && !assisted ? times(get().notify).record(mazeKey(settings), ms) : false;
        set({ won: true, solvedOpen: true, finishedAt: at, newBest });
        get().announce(`Solved in ${moves} moves and ${(ms / 1000).toFixed(1)} seconds${assisted ? ', with the solution shown' : ''}.`);
      }
    },

    playAgain: () => {
      const { maze } = get();
      if (maze) get().startPlay(maze);
    },

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
  });
}
