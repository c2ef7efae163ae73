import { HAS_WORKERS } from './hasWorkers';
import type { SolverId } from '../core';
import type { MedianTime } from '../core/solve/race';
import { JobCancelled } from './job';
import { CANCEL_GRACE_MS, JobLane, type LaneWorker } from './lane';
import { SolversLab, type RaceResult, type RunResult } from './solversJob';
import { copyForWorker, sameMazeData, type SolversMaze } from './solversMaze';
import { asError } from '../core/errors';
import { solversClientLoaded } from './labServices';

/** How a job ended: its value, or why it failed. */
export type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: Error };

/** Hears a job's outcome; never called for a job that a newer one superseded. */
export type Answer<T> = (outcome: Outcome<T>) => void;

/**
 * The solver lab's jobs, wherever they run: in Web Workers on the page, in-process in tests.
 * Runs, races and timings go in lanes of their own; in each, a new request supersedes the one
 * before, whose answer is then never given.
 */
export interface SolversService {
  run(maze: SolversMaze, solver: SolverId, answer: Answer<RunResult>): void;
  race(maze: SolversMaze, answer: Answer<RaceResult>): void;
  /** Every solver's median time on the maze (many solves: seconds on a big maze). */
  time(maze: SolversMaze, answer: Answer<MedianTime[]>): void;
}

/** A superseded job still running this long is stopped by terminating its worker. */
export const SUPERSEDED_GRACE_MS = CANCEL_GRACE_MS;

/**
 * A job for the solvers worker (solvers.worker.ts): a run or a race, on the maze it carries or,
 * without one, on the maze the worker was last given.
 */
export type SolversRequest = ({ readonly kind: 'run'; readonly solver: SolverId } | { readonly kind: 'race' } | { readonly kind: 'time' }) & { readonly maze?: SolversMaze };
export type SolversAnswer = RunResult | RaceResult | MedianTime[];

export function startSolversWorker(): LaneWorker {
  return new Worker(new URL('./solvers.worker.ts', import.meta.url), { type: 'module' });
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * One worker (a job lane) and at most one job in it: a new request supersedes the one before,
 * whose answer is never given (the lane terminates it should it run on past the grace period).
 * The worker keeps the maze it was last sent, so a maze travels once per worker.
 */
class SolversLane {
  private readonly lane: JobLane<SolversRequest, never, SolversAnswer>;
  /** The maze the worker holds (the page's object; the worker has a copy). */
  private loaded: SolversMaze | null = null;
  private latest = 0;

  constructor(spawn: () => LaneWorker) {
    this.lane = new JobLane(spawn, { name: 'solvers worker', graceMs: SUPERSEDED_GRACE_MS, supersede: true, onSpawn: () => (this.loaded = null) });
  }

  async submit<T extends SolversAnswer>(maze: SolversMaze, request: SolversRequest, answer: Answer<T>): Promise<void> {
    const ticket = ++this.latest;
    this.lane.cancelAll();
    // The copy of a maze (16 MB for a 2000×2000 block maze, more for a million cells) is a
    // task of its own, not part of whatever asked.
    await nextTask();
    if (ticket !== this.latest) return;
    const job = this.lane.run(request, undefined, () => {
      // Asked for as the job is sent: the worker then holds this maze.
      if (sameMazeData(this.loaded, maze)) return { request, transfer: [] };
      const copy = copyForWorker(maze);
      this.loaded = maze;
      return { request: { ...request, maze: copy.maze }, transfer: copy.buffers };
    });
    try {
      const value = (await job.result) as T;
      answer({ ok: true, value });
    } catch (error) {
      // A superseded job's answer is not wanted; a worker that failed may have lost its maze.
      if (error instanceof JobCancelled) return;
      this.loaded = null;
      answer({ ok: false, error: asError(error) });
    }
  }
}

/**
 * Runs, races and timings in Web Workers of their own, so a long race never holds up watching a
 * solver, and a timing (seconds of solves) neither holds up nor supersedes a race. The timing
 * worker starts on the first "Measure time".
 */
export function workerSolversService(spawn: () => LaneWorker = startSolversWorker): SolversService {
  const runs = new SolversLane(spawn);
  const races = new SolversLane(spawn);
  let timings: SolversLane | null = null;
  return {
    run: (maze, solver, answer) => void runs.submit(maze, { kind: 'run', solver }, answer),
    race: (maze, answer) => void races.submit(maze, { kind: 'race' }, answer),
    time: (maze, answer) => void (timings ??= new SolversLane(spawn)).submit(maze, { kind: 'time' }, answer),
  };
}

/**
 * The same jobs on the calling thread, for tests and for places without Web Workers. The
 * answer comes at once, before `run` or `race` returns.
 */
export function localSolversService(now?: () => number): SolversService {
  const lab = new SolversLab(now);
  function answerWith<T>(maze: SolversMaze, job: () => T, answer: Answer<T>): void {
    let outcome: Outcome<T>;
    try {
      if (!sameMazeData(lab.loaded, maze)) lab.load(maze);
      outcome = { ok: true, value: job() };
    } catch (error) {
      outcome = { ok: false, error: asError(error) };
    }
    answer(outcome);
  }
  return {
    run: (maze, solver, answer) => answerWith(maze, () => lab.run(solver), answer),
    race: (maze, answer) => answerWith(maze, () => lab.race(), answer),
    time: (maze, answer) => answerWith(maze, () => lab.times(), answer),
  };
}

let chosen: SolversService | null = null;

/** Workers when the platform has them, the calling thread otherwise (jsdom, Node). */
export function defaultSolversService(): SolversService {
  return (chosen ??= !HAS_WORKERS ? localSolversService() : workerSolversService());
}

// The store reaches this client through labServices: from now on, directly.
solversClientLoaded(defaultSolversService);
