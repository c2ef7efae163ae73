import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { BestTimes } from '../game/bestTimes';
import type { GenerateService } from '../workers/generateClient';
import type { PathsService } from '../workers/pathsClient';
import type { PngService } from '../workers/pngClient';
import { createDailySlice } from './dailySlice';
import { createMazeSlice } from './mazeSlice';
import { createLabsSlice, type LabActionsMaker } from './labs';
import { createPlaySlice } from './playSlice';
import { createGhostSlice } from './ghostSlice';
import { createPngSlice } from './pngSlice';
import { keptOptions } from './persist';
import { browserStorage, type StorageLike } from '../game/pageStorage';
import type { StoreState } from './types';
import { createUiSlice } from './uiSlice';
import { createAnalysisSlice } from './analysisSlice';
import type { AnalysisService } from '../workers/analysisClient';

export type { StoreState } from './types';

export interface StoreDependencies {
  generate?: GenerateService;
  /** Stops a background generation (the worker's, by default). */
  stopGenerate?: () => void;
  makeSeed?: () => string;
  now?: () => number;
  bestTimes?: () => BestTimes;
  /** Where every-path listing and counting run (Web Workers by default). */
  paths?: () => PathsService;
  /** Where PNGs are made and saved (a Web Worker and a download by default). */
  png?: PngService;
  /** Where the game, the editor and the labs are kept across visits (localStorage on the page); none by default. */
  keep?: StorageLike | null;
  /** The labs' actions made at once (tests pass labActions.ts's createLabActions); by default they load with the first lab opened. */
  labActions?: LabActionsMaker;
  /** Where the maze's score and heat map are worked out (a Web Worker, loaded with the first maze, by default). */
  analysis?: () => Promise<AnalysisService>;
}

/** One store made of slices; tests make their own with stand-ins for the clock, seeds and storage. */
export function createAppStore(deps: StoreDependencies = {}) {
  const now = deps.now ?? (() => performance.now());
  return create<StoreState>()(persist((...a) => ({
    ...createMazeSlice(deps.generate, deps.makeSeed, deps.stopGenerate)(...a),
    ...createPlaySlice(now, deps.bestTimes)(...a),
    ...createGhostSlice(now, deps.bestTimes)(...a),
    ...createUiSlice(...a),
    ...createLabsSlice(deps, deps.labActions)(...a),
    ...createPngSlice(deps.png)(...a),
    ...createDailySlice(deps.keep ?? null)(...a),
    ...createAnalysisSlice(deps.analysis)(...a),
  }), keptOptions(deps.keep ?? null, now)));
}

export type GameStore = ReturnType<typeof createAppStore>;

/** The app's store. Components select values and call actions; nobody outside gets `set`. */
export const useStore = createAppStore({ keep: browserStorage() });
