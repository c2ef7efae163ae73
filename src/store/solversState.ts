import type { CellMaze, GeneratedMaze, GeneratorId, Grid, SolverId } from '../core';
import type { MedianTime } from '../core/solve/race';
import type { MazeSettings } from '../game/settings';
import { settingsFromQuery } from '../game/url';
import type { RaceResult, RunResult } from '../workers/solversJob';
import type { SolversMaze } from '../workers/solversMaze';
import type { SavedLab } from './saved/parts';

/**
 * The Solvers lab's state: its fields, their first values, and the lab's choices as read back
 * from a visit before. Light, so it stays with the first load (persist reads and writes it at
 * boot); what changes it (solversSlice.ts) loads with the lab.
 */

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

/** A race on one maze: every solver's run, to watch side by side (see RaceResult). */
export interface SolverRace extends RaceResult {
  readonly maze: SolversMaze;
}

/** Every solver's median time on one maze (the race's "Measure time"). */
export interface RaceTimes {
  readonly maze: SolversMaze;
  readonly times: readonly MedianTime[];
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
 * seconds. Made on the main thread, so its sides are capped (see labMazeSettings.ts). A few
 * loops, so the solvers differ: DFS wanders, greedy is fooled, the shortest-path ones agree.
 */
export const DEFAULT_LAB_SETTINGS: MazeSettings = { algorithm: 'backtracker', width: 20, height: 15, seed: 'lab', braid: 0.2 };

export interface SolversState {
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
  raceTimes: RaceTimes | null;
  /** The maze of the last timing asked for; `timing` while it measures. */
  timeRequest: SolversMaze | null;
  timing: boolean;
  carveWatch: CarveWatch;
  /** The watched generator's maze, with its carve order; null until first asked for. */
  carveMaze: GeneratedMaze | null;
}

export interface SolversActions {
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
  /** Runs every solver on the lab's maze with its trace, to watch side by side, off the main thread. */
  runRace: () => void;
  /** Times every solver on the lab's maze, many runs each, and keeps the medians; off the main thread. */
  measureRaceTimes: () => void;
  /** Changes what generator is watched (any of its settings) and makes its maze. */
  watchGenerator: (change: Partial<CarveWatch>) => void;
}

export type SolversSlice = SolversState & SolversActions;

/** The lab's choices as kept across visits (src/store/persist.ts); its own maze is made again from its settings when the lab opens. */
export function restoredLab(saved: Partial<SavedLab>): Partial<SolversState> {
  const labSettings = saved.labQuery === undefined ? undefined : settingsFromQuery(saved.labQuery).settings;
  return {
    ...(saved.solver !== undefined && { solver: saved.solver }),
    ...(saved.labSource !== undefined && { labSource: saved.labSource }),
    ...(saved.carveWatch !== undefined && { carveWatch: saved.carveWatch }),
    ...(labSettings && { labSettings, labOwnMaze: null, labOwnShaped: null }),
  };
}

/** The lab before it is first opened. */
export function solversDefaults(): SolversState {
  return {
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
    raceTimes: null,
    timeRequest: null,
    timing: false,
    carveWatch: { algorithm: 'backtracker', width: 20, height: 15, seed: 'watch' },
    carveMaze: null,
  };
}
