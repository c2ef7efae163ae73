import { failureText, NOTICES } from '../i18n/notices';
import type { SolversService } from '../workers/solversClient';
import { defaultSolversService } from '../workers/labServices';
import { sameMazeData, type SolversMaze } from '../workers/solversMaze';
import type { StoreState, Slice } from './types';
import { solversMessages } from '../i18n/solversMessages';
import { CARVE_WATCH_MAX_SIDE, type SolverRequest, type SolversActions } from './solversState';

export type { SolversMaze } from '../workers/solversMaze';

export { MAX_TRACED_BLOCKS } from '../workers/solversJob';

/**
 * The Solvers lab's actions and the helpers its pages share; they load with the labs
 * (labActions.ts). Its state is solversState.ts's.
 */
export * from './solversState';

/**
 * The maze the lab shows: the one sent to it, else its own or the game's, on blocks or on
 * cells. A new object each call: compare with sameLabMaze.
 */
export function labMazeOf(state: Pick<StoreState, 'labInput' | 'maze' | 'shaped' | 'labSource' | 'labOwnMaze' | 'labOwnShaped'>): SolversMaze | null {
  if (state.labInput) return state.labInput;
  const [blocks, cells] = state.labSource === 'lab' ? [state.labOwnMaze, state.labOwnShaped] : [state.maze, state.shaped];
  if (cells) return { kind: 'cells', maze: cells };
  return blocks ? { grid: blocks, start: blocks.start, goal: blocks.goal } : null;
}

export function sameLabMaze(a: SolversMaze | null, b: SolversMaze | null): boolean {
  return sameMazeData(a, b);
}

/** The lab's generators, loaded on first use (see labMazes.ts). */
const labMazes = () => import('./labMazes');

function clampSide(value: number): number {
  return Math.min(CARVE_WATCH_MAX_SIDE, Math.max(1, Math.round(value)));
}

/** Where the lab's solves run: Web Workers on the page, the calling thread in tests (see solversClient). */
export function createSolversActions(service: () => SolversService = defaultSolversService): Slice<SolversActions> {
  return (set, get) => ({
    openInSolvers: (maze) => {
      set({ labInput: maze, solverRun: null, race: null });
      get().setTab('solvers');
      get().runSolver();
    },

    followGameMaze: () => get().chooseLabSource('game'),

    chooseLabSource: (labSource) => {
      set({ labInput: null, labSource, solverRun: null, race: null });
      get().runSolver();
    },

    makeLabMaze: (labSettings) => {
      set({ labInput: null, labSource: 'lab', labSettings, solverRun: null, race: null });
      void labMazes().then(({ labMazeFrom }) => {
        if (get().labSettings !== labSettings) return; // newer settings were chosen meanwhile
        set(labMazeFrom(labSettings, get().labOwnMaze));
        get().runSolver();
      }, (error: unknown) => get().notify((language) => ({ text: failureText(error, language, NOTICES[language].couldNotMakeMaze) })));
    },

    needLabMaze: () => {
      const { labOwnMaze, labOwnShaped, labSettings } = get();
      if (labOwnMaze || labOwnShaped) return;
      void labMazes().then(({ labMazeFrom }) => {
        if (get().labOwnMaze || get().labOwnShaped || get().labSettings !== labSettings) return;
        set(labMazeFrom(labSettings, null));
        get().runSolver();
      }, (error: unknown) => get().notify((language) => ({ text: failureText(error, language, NOTICES[language].couldNotMakeMaze) })));
    },

    chooseSolver: (solver) => {
      set({ solver });
      get().runSolver();
    },

    runSolver: () => {
      const maze = labMazeOf(get());
      if (!maze) return;
      const request: SolverRequest = { maze, solver: get().solver };
      set({ solverRequest: request, solving: true });
      service().run(maze, request.solver, (outcome) => {
        if (get().solverRequest !== request) return; // a newer run was asked for
        if (outcome.ok) {
          set({ solving: false, solverRun: { maze, ...outcome.value } });
        } else {
          set({ solving: false, solverRun: null });
          get().notify((language) => ({ text: solversMessages(language).couldNotSolve(outcome.error.message) }));
        }
      });
    },

    runRace: () => {
      const maze = labMazeOf(get());
      if (!maze) return;
      set({ raceRequest: maze, racing: true });
      service().race(maze, (outcome) => {
        if (get().raceRequest !== maze) return;
        if (!outcome.ok) {
          set({ racing: false });
          get().notify((language) => ({ text: solversMessages(language).couldNotRace(outcome.error.message) }));
          return;
        }
        // Announced as the race ends on screen (RaceWatch), not before the learner sees it.
        set({ racing: false, race: { maze, ...outcome.value } });
      });
    },

    measureRaceTimes: () => {
      const maze = labMazeOf(get());
      if (!maze) return;
      set({ timeRequest: maze, timing: true });
      service().time(maze, (outcome) => {
        if (get().timeRequest !== maze) return;
        if (!outcome.ok) {
          set({ timing: false });
          get().notify((language) => ({ text: solversMessages(language).couldNotRace(outcome.error.message) }));
          return;
        }
        set({ timing: false, raceTimes: { maze, times: outcome.value } });
      });
    },

    watchGenerator: (change) => {
      const watch = { ...get().carveWatch, ...change };
      const carveWatch = { ...watch, width: clampSide(watch.width), height: clampSide(watch.height) };
      set({ carveWatch });
      void labMazes().then(({ carveMazeOf }) => {
        if (get().carveWatch === carveWatch) set({ carveMaze: carveMazeOf(carveWatch) });
      }, (error: unknown) => get().notify((language) => ({ text: failureText(error, language, NOTICES[language].couldNotMakeMaze) })));
    },
  });
}
