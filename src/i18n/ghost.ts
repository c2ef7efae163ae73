import { firstLoadBook } from './book';

/** The ghost race's words on the Play tab: the Race ghost toggle, which ghost it races, and its arrival. */
export interface GhostText {
  readonly raceGhost: string;
  readonly raceGhostTitle: string;
  /** `time` is the ghost's time, formatted. */
  readonly ghostBest: (time: string) => string;
  readonly ghostLink: (time: string) => string;
  readonly noGhost: string;
  readonly ghostArrived: string;
  /** The legend's item for the ghost's marker, while racing. */
  readonly legendGhost: string;
}

export const GHOST = firstLoadBook('ghost', {
  raceGhost: 'Race ghost',
  raceGhostTitle: 'Race a ghost of a run on this maze: it sets off with your first move, at its own pace',
  ghostBest: (time) => `Ghost: your best run, ${time}`,
  ghostLink: (time) => `Ghost: the run in your link, ${time}`,
  noGhost: 'No ghost yet: solve this maze to make one.',
  ghostArrived: 'The ghost reached the exit.',
  legendGhost: 'Ghost',
});
