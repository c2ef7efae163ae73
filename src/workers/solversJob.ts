import { EXPAND, SearchTrace, shortestLength, solve, solveShaped, SOLVER_IDS, statsOf, timedSolve, type SolveOptions, type SolveResult, type SolverId, type SolverStats, type TimedSolve } from '../core';
import { medianTimes, workOf, type MedianTime, type SolveWith, type WorkDone } from '../core/solve/race';
import { LAB_EXPLORED, LAB_PATH } from '../render/labMarks';
import { cellShortestLength, timedCellSolve } from './solversCells';
import { arrivedMaze, placesOf, type SolversMaze } from './solversMaze';

export type { CellLabMaze, LabMazeData, SolversMaze } from './solversMaze';

/**
 * The solver lab's jobs, free of workers and DOM, so Node tests run exactly what the worker
 * runs (and the page runs them in-process where there are no workers).
 *
 * A lab holds one maze at a time (a block grid or a maze on cells: the same jobs, solved by
 * core's `solve` or `solveShaped`), and BFS's shortest length for it, found once and reused by
 * every run and race on that maze: that is what "optimal" compares with.
 */

/**
 * Above this many blocks (or cells) a run is not traced in full (a trace costs up to 8 bytes a
 * block): its replay is the blocks it expanded, in order, and its path, without frontier or retreats.
 */
export const MAX_TRACED_BLOCKS = 1_000_000;

/** One solver's run: its stats, its path, and its search events to replay. */
export interface RunResult {
  readonly stats: SolverStats;
  readonly path: Int32Array | null;
  /** Search events as a SearchTrace records them (see core/solve/searchTrace.ts), in block indices or cell ids. */
  readonly events: Int32Array;
  /** False when the maze was too big for a full trace and `events` holds expansions only. */
  readonly traced: boolean;
  /**
   * For a run too big to trace, the replay's last picture: a lab mark a block (see
   * render/labMarks.ts), so the page can show the outcome without replaying millions of events.
   */
  readonly outcome: Uint8Array | null;
}

/**
 * Above this many blocks (or cells) a race is not watched: six traces and six canvases of a
 * maze this big cost more than a learner can see (the lab's own biggest maze, 301×301 blocks,
 * is well under it). Such a race gives its table at once.
 */
export const MAX_RACE_WATCH_PLACES = 250_000;

/** One solver's part in a race: its work, and its search events and path to replay beside the others'. */
export interface RaceRun {
  readonly work: WorkDone;
  /** Null when there is no path, or the race is not watched. */
  readonly path: Int32Array | null;
  /** The full search trace (see core/solve/searchTrace.ts); empty when the race is not watched. */
  readonly events: Int32Array;
}

/** A race: each solver's run, in SOLVER_IDS order, and whether it can be watched (see MAX_RACE_WATCH_PLACES). */
export interface RaceResult {
  readonly runs: readonly RaceRun[];
  readonly watchable: boolean;
}

/** The buffers of a race, to transfer rather than copy. */
export function raceBuffers(race: RaceResult): ArrayBuffer[] {
  return race.runs.flatMap((run) => [run.events.buffer as ArrayBuffer, ...(run.path ? [run.path.buffer as ArrayBuffer] : [])]);
}

/** The buffers of a run, to transfer rather than copy. */
export function runBuffers(run: RunResult): ArrayBuffer[] {
  const buffers = [run.events.buffer as ArrayBuffer];
  if (run.path) buffers.push(run.path.buffer as ArrayBuffer);
  if (run.outcome) buffers.push(run.outcome.buffer as ArrayBuffer);
  return buffers;
}

export class SolversLab {
  private maze: SolversMaze | null = null;
  /** BFS's shortest length on `maze`; undefined until known. */
  private shortest: number | null | undefined = undefined;

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** Takes a maze to work on (kept, not copied: the caller must not change its cells). */
  load(maze: SolversMaze): void {
    this.maze = arrivedMaze(maze);
    this.shortest = undefined;
  }

  get loaded(): SolversMaze | null {
    return this.maze;
  }

  /**
   * Runs one solver with a replay, and its stats from that same work:
   * - up to MAX_TRACED_BLOCKS, a timed solve (repeated only while fast) gives the stats, and
   *   one more solve records the full trace, which would slow the timed one down;
   * - above, a single timed solve records the blocks it expands (one store per block, which
   *   the time includes) and is never repeated: its expansions are the replay.
   * BFS's shortest length comes from BFS's own path, or one BFS per maze for other solvers.
   */
  run(solver: SolverId): RunResult {
    const maze = this.current();
    const places = placesOf(maze);
    const traced = places <= MAX_TRACED_BLOCKS;
    const timed = this.timed(solver, { recordExplored: !traced });
    if (solver === 'bfs') this.shortest ??= timed.result.path?.length ?? null;
    const stats = statsOf(timed, this.shortestLength());
    if (!traced) {
      const { path, explored } = timed.result;
      const outcome = outcomeMarks(places, explored, path); // before the expansions are packed in place
      return { stats, path, events: expansionEvents(explored), traced, outcome };
    }
    const trace = new SearchTrace();
    const { path } = this.solveOnce(solver, { recordExplored: false, trace });
    return { stats, path, events: trace.events(), traced, outcome: null };
  }

  /**
   * Every solver on the maze, one solve each with its trace, for the lab's race to replay side
   * by side; untimed, since the race ranks by work (see rankByWork). BFS's own path gives the
   * shortest length. A maze too big to watch is solved without traces.
   */
  race(): RaceResult {
    const watchable = placesOf(this.current()) <= MAX_RACE_WATCH_PLACES;
    const solved = SOLVER_IDS.map((solver) => {
      const trace = watchable ? new SearchTrace() : null;
      const result = this.solveOnce(solver, trace ? { recordExplored: false, trace } : { recordExplored: false });
      return { result, events: trace ? trace.events() : new Int32Array(0) };
    });
    const bfs = solved[SOLVER_IDS.indexOf('bfs')]!.result;
    const shortest = (this.shortest ??= bfs.path?.length ?? null);
    const runs = solved.map(({ result, events }) => ({ work: workOf(result, shortest), path: watchable ? result.path : null, events }));
    return { runs, watchable };
  }

  /** Every solver's median time on the maze, from many timed solves (see medianTimes): slow, so asked for apart. */
  times(): MedianTime[] {
    return medianTimes(this.solveWith(), this.now);
  }

  private solveWith(): SolveWith {
    return (solver, options) => this.solveOnce(solver, options);
  }

  private timed(solver: SolverId, options: SolveOptions): TimedSolve {
    const maze = this.current();
    return maze.kind === 'cells' ? timedCellSolve(maze.maze, solver, this.now, options) : timedSolve(maze.grid, maze.start, maze.goal, solver, this.now, options);
  }

  private solveOnce(solver: SolverId, options: SolveOptions): SolveResult {
    const maze = this.current();
    return maze.kind === 'cells' ? solveShaped(maze.maze, solver, options) : solve(maze.grid, maze.start, maze.goal, solver, options);
  }

  private shortestLength(): number | null {
    const maze = this.current();
    return (this.shortest ??= maze.kind === 'cells' ? cellShortestLength(maze.maze) : shortestLength(maze.grid, maze.start, maze.goal));
  }

  private current(): SolversMaze {
    if (!this.maze) throw new Error('no maze loaded');
    return this.maze;
  }
}

/** The last picture of an expansions-only replay: every block (or cell) expanded, then the path over them. */
function outcomeMarks(blocks: number, explored: Int32Array | null, path: Int32Array | null): Uint8Array {
  const marks = new Uint8Array(blocks);
  if (explored) for (let i = 0; i < explored.length; i++) marks[explored[i]!] = LAB_EXPLORED;
  if (path) for (let i = 0; i < path.length; i++) marks[path[i]!] = LAB_PATH;
  return marks;
}

/** A big maze's replay: the blocks expanded, in order, each packed in place as an expand event. */
function expansionEvents(explored: Int32Array | null): Int32Array {
  const events = explored ?? new Int32Array(0);
  for (let i = 0; i < events.length; i++) events[i] = events[i]! * 4 + EXPAND;
  return events;
}
