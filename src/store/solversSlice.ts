import { generateMaze, solve, type GeneratedMaze, type GeneratorId, type Grid, type SolverId } from '../core';
import { raceSolvers, solverStats, type SolverStats } from '../core/solve/race';
import { EXPAND, SearchTrace } from '../core/solve/searchTrace';
import type { GameState, Slice } from './types';

/** What the solver lab works on: any grid with a start and a goal (the game's maze or an editor's). */
export interface LabMaze {
  readonly grid: Grid;
  readonly start: number;
  readonly goal: number;
}

/**
 * Above this many blocks a run is not traced in full (a trace costs up to 8 bytes a block):
 * its replay is the blocks it expanded, in order, and its path, without frontier or retreats.
 */
export const MAX_TRACED_BLOCKS = 1_000_000;

/** One solver run on one maze: its stats, its path, and its search events to replay. */
export interface SolverRun {
  readonly maze: LabMaze;
  readonly stats: SolverStats;
  readonly path: Int32Array | null;
  /** Search events as a SearchTrace records them (see core/solve/searchTrace.ts). */
  readonly events: Int32Array;
  /** False when the maze was too big for a full trace and `events` holds expansions only. */
  readonly traced: boolean;
}

/** A big maze's run as replay events: the blocks expanded, each packed as an expand event. */
function untracedRun(grid: Grid, start: number, goal: number, solver: SolverId): { path: Int32Array | null; events: Int32Array } {
  const { path, explored } = solve(grid, start, goal, solver, { recordExplored: true });
  const events = explored ?? new Int32Array(0);
  for (let i = 0; i < events.length; i++) events[i] = events[i]! * 4 + EXPAND;
  return { path, events };
}

export interface SolverRace {
  readonly maze: LabMaze;
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

export interface SolversSlice {
  /** A maze sent here from elsewhere (the Paths editor); null means the game's current maze. */
  labInput: LabMaze | null;
  solver: SolverId;
  solverRun: SolverRun | null;
  race: SolverRace | null;
  carveWatch: CarveWatch;
  /** The watched generator's maze, with its carve order; null until first asked for. */
  carveMaze: GeneratedMaze | null;

  /** Shows a maze in the Solvers tab (the Paths editor's "Open in Solvers"). */
  openInSolvers: (maze: LabMaze) => void;
  /** Goes back to the game's maze. */
  followGameMaze: () => void;
  chooseSolver: (solver: SolverId) => void;
  /** Runs the chosen solver on the lab's maze, with a trace to replay. */
  runSolver: () => void;
  /** Runs every solver on the lab's maze, for the comparison table. */
  runRace: () => void;
  /** Changes what generator is watched (any of its settings) and makes its maze. */
  watchGenerator: (change: Partial<CarveWatch>) => void;
}

/** The maze the lab shows: the one sent to it, else the game's. A new object each call: compare with sameLabMaze. */
export function labMazeOf(state: Pick<GameState, 'labInput' | 'maze'>): LabMaze | null {
  if (state.labInput) return state.labInput;
  return state.maze ? { grid: state.maze, start: state.maze.start, goal: state.maze.goal } : null;
}

export function sameLabMaze(a: LabMaze | null, b: LabMaze | null): boolean {
  return a === b || (a !== null && b !== null && a.grid === b.grid && a.start === b.start && a.goal === b.goal);
}

function clampSide(value: number): number {
  return Math.min(CARVE_WATCH_MAX_SIDE, Math.max(1, Math.round(value)));
}

export function createSolversSlice(now: () => number = () => performance.now()): Slice<SolversSlice> {
  return (set, get) => ({
    labInput: null,
    solver: 'bfs',
    solverRun: null,
    race: null,
    carveWatch: { algorithm: 'backtracker', width: 20, height: 15, seed: 'watch' },
    carveMaze: null,

    openInSolvers: (maze) => {
      set({ labInput: maze, solverRun: null, race: null });
      get().setTab('solvers');
      get().runSolver();
    },

    followGameMaze: () => {
      set({ labInput: null, solverRun: null, race: null });
      get().runSolver();
    },

    chooseSolver: (solver) => {
      set({ solver });
      get().runSolver();
    },

    runSolver: () => {
      const maze = labMazeOf(get());
      if (!maze) return;
      const { grid, start, goal } = maze;
      const { solver } = get();
      try {
        const traced = grid.rows * grid.cols <= MAX_TRACED_BLOCKS;
        let run: { path: Int32Array | null; events: Int32Array };
        if (traced) {
          const trace = new SearchTrace();
          run = { path: solve(grid, start, goal, solver, { recordExplored: false, trace }).path, events: trace.events() };
        } else run = untracedRun(grid, start, goal, solver);
        const stats = solverStats(grid, start, goal, solver, now);
        set({ solverRun: { maze, stats, ...run, traced } });
      } catch (error) {
        set({ solverRun: null });
        get().notify(`Could not solve that maze: ${error instanceof Error ? error.message : String(error)}`);
      }
    },

    runRace: () => {
      const maze = labMazeOf(get());
      if (!maze) return;
      try {
        const rows = raceSolvers(maze.grid, maze.start, maze.goal, now);
        set({ race: { maze, rows } });
        get().announce(`Race run: ${rows.map((r) => `${r.label} explored ${r.explored} blocks`).join(', ')}.`);
      } catch (error) {
        get().notify(`Could not race on that maze: ${error instanceof Error ? error.message : String(error)}`);
      }
    },

    watchGenerator: (change) => {
      const watch = { ...get().carveWatch, ...change };
      const carveWatch = { ...watch, width: clampSide(watch.width), height: clampSide(watch.height) };
      const carveMaze = generateMaze({ algorithm: carveWatch.algorithm, width: carveWatch.width, height: carveWatch.height, seed: carveWatch.seed }, { trace: true });
      set({ carveWatch, carveMaze });
    },
  });
}
