import { firstLoadBook } from './book';

/** The ghost race's words on the Play tab: the Race ghost toggle, which ghost it races, and its arrival. */
export interface GhostText {
  readonly raceGhost: string;
  readonly raceGhostTitle: string;
  /** Which ghost, beside the toggle (short: it shares the toggle's line); `time` is the ghost's time, formatted. */
  readonly ghostBest: (time: string) => string;
  readonly ghostLink: (time: string) => string;
  readonly ghostArrived: string;
  /** The legend's item for the ghost's marker, while racing. */
  readonly legendGhost: string;
}

export const GHOST = firstLoadBook('ghost', {
  raceGhost: 'Race ghost',
  raceGhostTitle: 'Race a ghost of a run on this maze: it sets off with your first move, at its own pace',
  ghostBest: (time) => `your best, ${time}`,
  ghostLink: (time) => `a friend’s run, ${time}`,
  ghostArrived: 'The ghost reached the exit.',
  legendGhost: 'Ghost',
});
