import type { CellMaze, GeneratedMaze, GeneratorId, Grid, SolverId, SolverStats } from '../core';
import { messageOf } from '../core/errors';
import { NOTICES } from '../i18n/notices';
import type { MazeSettings } from '../game/settings';
import type { SolversService } from '../workers/solversClient';
import { defaultSolversService } from '../workers/lazyServices';
import type { RunResult } from '../workers/solversJob';
import { sameMazeData, unitOf, type SolversMaze } from '../workers/solversMaze';
import { settingsFromQuery } from '../game/url';
import type { SavedLab } from './saved/parts';
import type { GameState, Slice } from './types';
import { solversMessages } from '../i18n/solversMessages';

export type { SolversMaze } from '../workers/solversMaze';

export { MAX_TRACED_BLOCKS } from '../workers/solversJob';

/** What the solver lab works on: any grid with a start and a goal (the game's maze or an editor's). */
export interface LabMaze {
  readonly grid: Grid;
  readonly start: number;
  readonly goal: number;
}

/** One solver run on one maze: its stats, its path, and its search events to replay (see RunResult). */
export interface SolverRun extends RunResult {
  readonly maze: SolversMaze;
}

/** A run asked for: on which maze, with which solver. */
export interface SolverRequest {
  readonly maze: SolversMaze;
  readonly solver: SolverId;
}

export interface SolverRace {
  readonly maze: SolversMaze;
  readonly rows: readonly SolverStats[];
}

/** The generator being watched, kept small: a replay is for eyes, not for speed. */
export interface CarveWatch {
  readonly algorithm: GeneratorId;
  readonly width: number;
  readonly height: number;
  readonly seed: string;
}

export const CARVE_WATCH_MAX_SIDE = 80;

/** Which maze the lab solves when nothing was sent to it: its own, or the game's. */
export type LabMazeSource = 'lab' | 'game';

/**
 * The lab's own maze starts small: a learner sees every block, and a replay of it takes
 * seconds. Made on the main thread, so its sides are capped (see labMazeSettings.ts).
 */
/** A few loops, so the solvers differ: DFS wanders, greedy is fooled, the shortest-path ones agree. */
export const DEFAULT_LAB_SETTINGS: MazeSettings = { algorithm: 'backtracker', width: 20, height: 15, seed: 'lab', braid: 0.2 };

export interface SolversSlice {
  /** A maze sent here from elsewhere (the Paths editor); null means the one `labSource` names. */
  labInput: LabMaze | null;
  labSource: LabMazeSource;
  /**
   * What the lab's own maze is made from (checked by readLabDraft), and that maze: on a block
   * grid (`labOwnMaze`, its last square one) or, when the settings are on cells (a hex,
   * triangle or circular maze), `labOwnShaped`, which then shows. The game's maze/shaped pair, again.
   */
  labSettings: MazeSettings;
  /** Null until the lab is first opened: its generators load with it, not with the game. */
  labOwnMaze: GeneratedMaze | null;
  labOwnShaped: CellMaze | null;
  solver: SolverId;
  solverRun: SolverRun | null;
  /** The last run asked for (kept once answered, so a maze is not solved twice); `solving` while it computes. */
  solverRequest: SolverRequest | null;
  solving: boolean;
  race: SolverRace | null;
  /** The maze of the last race asked for; `racing` while it computes. */
  raceRequest: SolversMaze | null;
  racing: boolean;
  carveWatch: CarveWatch;
  /** The watched generator's maze, with its carve order; null until first asked for. */
  carveMaze: GeneratedMaze | null;

  /** Shows a maze in the Solvers tab (the Paths editor's "Open in Solvers"). */
  openInSolvers: (maze: LabMaze) => void;
  /** Goes back to the game's maze. */
  followGameMaze: () => void;
  /** Solves the lab's own maze or the game's (and forgets a maze sent from elsewhere). */
  chooseLabSource: (source: LabMazeSource) => void;
  /** Makes the lab's own maze from checked settings and solves it (once the lab's generators have loaded). */
  makeLabMaze: (settings: MazeSettings) => void;
  /** Makes the lab's own maze from its settings if it has not been made yet (the lab opening). */
  needLabMaze: () => void;
  chooseSolver: (solver: SolverId) => void;
  /**
   * Runs the chosen solver on the lab's maze, with a trace to replay, off the main thread; the
   * run lands in `solverRun`. A newer request supersedes one still computing.
   */
  runSolver: () => void;
  /** Runs every solver on the lab's maze, for the comparison table, off the main thread. */
  runRace: () => void;
  /** Changes what generator is watched (any of its settings) and makes its maze. */
  watchGenerator: (change: Partial<CarveWatch>) => void;
}

/**
 * The maze the lab shows: the one sent to it, else its own or the game's, on blocks or on
 * cells. A new object each call: compare with sameLabMaze.
 */
export function labMazeOf(state: Pick<GameState, 'labInput' | 'maze' | 'shaped' | 'labSource' | 'labOwnMaze' | 'labOwnShaped'>): SolversMaze | null {
  if (state.labInput) return state.labInput;
  const [blocks, cells] = state.labSource === 'lab' ? [state.labOwnMaze, state.labOwnShaped] : [state.maze, state.shaped];
  if (cells) return { kind: 'cells', maze: cells };
  return blocks ? { grid: blocks, start: blocks.start, goal: blocks.goal } : null;
}

export function sameLabMaze(a: SolversMaze | null, b: SolversMaze | null): boolean {
  return sameMazeData(a, b);
}

/** The lab's generators, loaded on first use (see labMazes.ts). */
const labMazes = () => import('../lab/solvers/labMazes');

function clampSide(value: number): number {
  return Math.min(CARVE_WATCH_MAX_SIDE, Math.max(1, Math.round(value)));
}

/** The lab's choices as kept across visits (src/store/persist.ts); its own maze is made again from its settings when the lab opens. */
export function restoredLab(saved: Partial<SavedLab>): Partial<SolversSlice> {
  const labSettings = saved.labQuery === undefined ? undefined : settingsFromQuery(saved.labQuery).settings;
  return {
    ...(saved.solver !== undefined && { solver: saved.solver }),
    ...(saved.labSource !== undefined && { labSource: saved.labSource }),
    ...(saved.carveWatch !== undefined && { carveWatch: saved.carveWatch }),
    ...(labSettings && { labSettings, labOwnMaze: null, labOwnShaped: null }),
  };
}

/** Where the lab's solves run: Web Workers on the page, the calling thread in tests (see solversClient). */
export function createSolversSlice(service: () => SolversService = defaultSolversService): Slice<SolversSlice> {
  return (set, get) => ({
    labInput: null,
    labSource: 'lab',
    labSettings: DEFAULT_LAB_SETTINGS,
    labOwnMaze: null,
    labOwnShaped: null,
    solver: 'bfs',
    solverRun: null,
    solverRequest: null,
    solving: false,
    race: null,
    raceRequest: null,
    racing: false,
    carveWatch: { algorithm: 'backtracker', width: 20, height: 15, seed: 'watch' },
    carveMaze: null,

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
      }, (error: unknown) => get().notify((language) => ({ text: NOTICES[language].couldNotMakeMaze(messageOf(error)) })));
    },

    needLabMaze: () => {
      const { labOwnMaze, labOwnShaped, labSettings } = get();
      if (labOwnMaze || labOwnShaped) return;
      void labMazes().then(({ labMazeFrom }) => {
        if (get().labOwnMaze || get().labOwnShaped || get().labSettings !== labSettings) return;
        set(labMazeFrom(labSettings, null));
        get().runSolver();
      }, (error: unknown) => get().notify((language) => ({ text: NOTICES[language].couldNotMakeMaze(messageOf(error)) })));
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
        const rows = outcome.value;
        set({ racing: false, race: { maze, rows } });
        const unit = unitOf(maze);
        get().announce(solversMessages(get().language).raceRun(rows, unit));
      });
    },

    watchGenerator: (change) => {
      const watch = { ...get().carveWatch, ...change };
      const carveWatch = { ...watch, width: clampSide(watch.width), height: clampSide(watch.height) };
      set({ carveWatch });
      void labMazes().then(({ carveMazeOf }) => {
        if (get().carveWatch === carveWatch) set({ carveMaze: carveMazeOf(carveWatch) });
      }, (error: unknown) => get().notify((language) => ({ text: NOTICES[language].couldNotMakeMaze(messageOf(error)) })));
    },
  });
}
