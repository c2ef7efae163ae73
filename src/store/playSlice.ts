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
  /** Clock readings (ms) of the first move and of reaching the exit. */
  startedAt: number | null;
  finishedAt: number | null;
  won: boolean;
  /** Best time for this maze before this game, and whether this game beat it. */
  bestMs: number | null;
  newBest: boolean;

  startPlay: (maze: Maze) => void;
  move: (direction: Direction) => void;
  playAgain: () => void;
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
    won: false,
    bestMs: null,
    newBest: false,

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
        won: false,
        bestMs: best ?? null,
        newBest: false,
      });
    },

    move: (direction) => {
      const { maze, walk, won, position } = get();
      if (!maze || !walk || won || get().generating) return;
      const next = step(maze, position, direction);
      if (!next) {
        get().announce(`Wall ${direction === 'up' ? 'above' : direction === 'down' ? 'below' : `to the ${direction}`}.`);
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
        const newBest = settings ? times(get().notify).record(mazeKey(settings), ms) : false;
        set({ won: true, finishedAt: at, newBest });
        get().announce(`Solved in ${moves} moves and ${(ms / 1000).toFixed(1)} seconds.`);
      }
    },

    playAgain: () => {
      const { maze } = get();
      if (maze) get().startPlay(maze);
    },
  });
}
