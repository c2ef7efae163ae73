import type { MazeStats } from '../core';
import { boardOf } from '../game/board';
import { Fog } from '../game/fog';
import { failureText, NOTICES } from '../i18n/notices';
import type { AnalysisService } from '../workers/analysisClient';
import type { AnalysisMaze, HeatFrom } from '../workers/analysisJob';
import { keepMode, keptMode, type PlayMode } from './playMode';
import type { Slice, StoreState } from './types';

export type { HeatFrom } from '../workers/analysisJob';

/** What the Play tab knows of the maze on screen beyond playing it: its score, its heat map, the mode and its fog. */
export interface AnalysisSlice {
  playMode: PlayMode;
  /** The maze's score (core mazeStats), once the worker has it; null meanwhile and for no maze. */
  report: MazeStats | null;
  /** Why the maze on screen could not be scored (the worker's error), else null. */
  reportFailure: unknown;
  heatOn: boolean;
  /** What the heat map counts steps from; 'solution' only once the run is solved (else the start). */
  heatFrom: HeatFrom;
  /** The heat map's shades for the maze on screen (a byte a place), null when off or not in yet. */
  heat: Uint8Array | null;
  /** The fog over the maze, in the Fog mode; `fogVersion` changes as it moves (it is changed in place). */
  fog: Fog | null;
  fogVersion: number;
  setPlayMode: (mode: PlayMode) => void;
  setHeatOn: (on: boolean) => void;
  setHeatFrom: (from: HeatFrom) => void;
}

/** The maze on screen as the analysis worker takes it; null for none. */
function analysisMaze(state: StoreState): AnalysisMaze | null {
  if (state.shaped) return { kind: 'cells', maze: state.shaped };
  if (state.maze) return { kind: 'blocks', grid: state.maze, start: state.maze.start, goal: state.maze.goal };
  return null;
}

function shownMaze(state: StoreState): object | null {
  return state.shaped ?? state.maze;
}

/** Where the worker comes from: loaded with the first maze, so it costs the first load nothing. */
const pageAnalysis = (): Promise<AnalysisService> => import('../workers/analysisClient').then((module) => module.defaultAnalysis());

/**
 * The score and the heat map are asked of a worker whenever the maze on screen changes (and the
 * heat map as it is turned on or its origin changes); an answer for a maze no longer on screen
 * is dropped. The fog follows the player: it is moved after each move, on the walk's version.
 */
export function createAnalysisSlice(service: () => Promise<AnalysisService> = pageAnalysis): Slice<AnalysisSlice> {
  return (set, get, api) => {
    const kept = keptMode();
    if (kept.bad) queueMicrotask(() => get().notify((language) => ({ text: NOTICES[language].modeReset })));

    const askReport = (state: StoreState) => {
      const maze = analysisMaze(state);
      if (!maze) return;
      const shown = shownMaze(state);
      void service()
        .then((analysis) => analysis.report(maze))
        .then(
          (report) => {
            if (shownMaze(get()) === shown) set({ report });
          },
          (error: unknown) => {
            if (shownMaze(get()) === shown) set({ reportFailure: error ?? new Error('no reason given') });
          },
        );
    };
    let heatAsked: unknown[] = [];
    const askHeat = (state: StoreState) => {
      const maze = analysisMaze(state);
      const from: HeatFrom = state.heatFrom === 'solution' && state.won ? 'solution' : 'start';
      const asked = [shownMaze(state), from, state.heatOn];
      if (asked.every((value, i) => value === heatAsked[i])) return;
      heatAsked = asked;
      if (!maze || !state.heatOn) return;
      const solution = from === 'solution' ? state.solution : null;
      void service()
        .then((analysis) => analysis.heat(maze, from, solution))
        .then(
          (heat) => {
            if (heatAsked === asked) set({ heat });
          },
          (error: unknown) => {
            if (heatAsked !== asked) return;
            // Off again, so that asking again (the button) tries again.
            heatAsked = [];
            set({ heatOn: false, heat: null });
            get().notify((language) => ({ text: failureText(error, language, NOTICES[language].couldNotShade) }));
          },
        );
    };
    const moveFog = (state: StoreState, fresh: boolean) => {
      const board = boardOf(state);
      if (state.playMode !== 'fog' || !board || !state.walk) {
        if (state.fog) set({ fog: null, fogVersion: state.fogVersion + 1 });
        return;
      }
      const fog = fresh || !state.fog ? new Fog(board, state.shaped ? 0 : state.maze!.cols, state.walk.marks) : state.fog;
      fog.see(state.position);
      set({ fog, fogVersion: state.fogVersion + 1 });
    };

    api.subscribe((state, previous) => {
      const newMaze = shownMaze(state) !== shownMaze(previous);
      if (newMaze) {
        set({ report: null, reportFailure: null, heat: null });
        askReport(state);
      }
      if (newMaze || state.heatOn !== previous.heatOn || state.heatFrom !== previous.heatFrom || state.won !== previous.won) askHeat(get());
      const freshFog = newMaze || state.walk !== previous.walk || state.playMode !== previous.playMode;
      if (freshFog || state.walkVersion !== previous.walkVersion) moveFog(get(), freshFog);
    });

    return {
      playMode: kept.mode,
      report: null,
      reportFailure: null,
      heatOn: false,
      heatFrom: 'start',
      heat: null,
      fog: null,
      fogVersion: 0,
      setPlayMode: (playMode) => {
        keepMode(playMode);
        set({ playMode });
      },
      setHeatOn: (heatOn) => set(heatOn ? { heatOn } : { heatOn, heat: null }),
      setHeatFrom: (heatFrom) => set({ heatFrom }),
    };
  };
}
