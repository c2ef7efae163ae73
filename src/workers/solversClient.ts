import * as Comlink from 'comlink';
import { HAS_WORKERS } from './hasWorkers';
import type { SolverId, SolverStats } from '../core';
import type { SolversWorkerApi } from './solvers.worker';
import { SolversLab, type RunResult } from './solversJob';
import { copyForWorker, sameMazeData, type SolversMaze } from './solversMaze';
import { asError } from '../core/errors';
import { solversClientLoaded } from './lazyServices';

/** How a job ended: its value, or why it failed. */
export type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: Error };

/** Hears a job's outcome; never called for a job that a newer one superseded. */
export type Answer<T> = (outcome: Outcome<T>) => void;

/**
 * The solver lab's jobs, wherever they run: in Web Workers on the page, in-process in tests.
 * Runs and races go in two lanes of their own; in each, a new request supersedes the one
 * before, whose answer is then never given.
 */
export interface SolversService {
  run(maze: SolversMaze, solver: SolverId, answer: Answer<RunResult>): void;
  race(maze: SolversMaze, answer: Answer<SolverStats[]>): void;
}

/** A superseded job still running this long is stopped by terminating its worker. */
export const SUPERSEDED_GRACE_MS = 200;

type Remote = Comlink.Remote<SolversWorkerApi>;

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** A started worker as the lanes use it (tests pass stand-ins). */
export interface SolversWorker {
  readonly worker: Pick<Worker, 'terminate' | 'addEventListener'>;
  readonly api: Pick<Remote, 'load' | 'run' | 'race'>;
}

interface Task<T> {
  readonly maze: SolversMaze;
  readonly call: (api: SolversWorker['api']) => Promise<T>;
  readonly answer: Answer<T>;
  superseded: boolean;
}

interface Spawned extends SolversWorker {
  /** The maze the worker holds (the page's object; the worker has a copy). */
  loaded: SolversMaze | null;
}

export function startSolversWorker(): SolversWorker {
  const worker = new Worker(new URL('./solvers.worker.ts', import.meta.url), { type: 'module' });
  return { worker, api: Comlink.wrap<SolversWorkerApi>(worker) };
}

/**
 * One worker and at most one job in it. A request made while a job runs waits (only the newest
 * waits) and marks the running one superseded; should that one not finish within
 * SUPERSEDED_GRACE_MS, its worker is terminated and the waiting request starts in a fresh one.
 */
class Lane {
  private spawned: Spawned | null = null;
  private running: Task<unknown> | null = null;
  private waiting: Task<unknown> | null = null;
  private backstop: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly startWorker: () => SolversWorker) {}

  submit<T>(maze: SolversMaze, call: (api: SolversWorker['api']) => Promise<T>, answer: Answer<T>): void {
    const task = { maze, call, answer, superseded: false } as Task<unknown>;
    if (!this.running) return this.start(task);
    this.running.superseded = true;
    this.waiting = task;
    this.backstop ??= setTimeout(() => this.stopRunning(), SUPERSEDED_GRACE_MS);
  }

  private start(task: Task<unknown>): void {
    this.running = task;
    const spawned = (this.spawned ??= this.watch({ ...this.startWorker(), loaded: null }));
    let ready: Promise<void> = Promise.resolve();
    if (!sameMazeData(spawned.loaded, task.maze)) {
      // The worker gets a copy of the maze, transferred: the page's arrays stay the page's. The
      // copy (16 MB for a 2000×2000 block maze, more for a million cells) is a task of its own,
      // not part of whatever asked.
      spawned.loaded = task.maze;
      ready = nextTask().then(() => {
        const { maze, buffers } = copyForWorker(task.maze);
        return spawned.api.load(Comlink.transfer(maze, buffers));
      });
      ready.catch(() => {
        if (spawned.loaded === task.maze) spawned.loaded = null;
      });
    }
    ready.then(() => task.call(spawned.api)).then(
      (value) => this.finish(task, { ok: true, value }),
      (error: unknown) => this.finish(task, { ok: false, error: asError(error) }),
    );
  }

  private finish(task: Task<unknown>, outcome: Outcome<unknown>): void {
    if (this.running !== task) return; // its worker was terminated: the answer is not wanted
    this.running = null;
    if (this.backstop !== null) clearTimeout(this.backstop);
    this.backstop = null;
    if (!task.superseded) task.answer(outcome);
    const next = this.waiting;
    this.waiting = null;
    if (next) this.start(next);
  }

  /** Terminates the worker and its superseded job; the waiting request starts in a new one. */
  private stopRunning(): void {
    this.backstop = null;
    if (!this.running) return;
    this.spawned?.worker.terminate();
    this.spawned = null;
    this.running = null;
    const next = this.waiting;
    this.waiting = null;
    if (next) this.start(next);
  }

  /** A worker that dies (out of memory, say) answers nothing: its job fails instead of waiting forever. */
  private watch(spawned: Spawned): Spawned {
    spawned.worker.addEventListener('error', (event) => {
      event.preventDefault();
      if (this.spawned !== spawned) return;
      this.spawned = null;
      spawned.worker.terminate();
      const task = this.running;
      if (task) this.finish(task, { ok: false, error: new Error(event.message || 'the solvers worker stopped') });
    });
    return spawned;
  }
}

/** Runs and races in two Web Workers, so a long race never holds up watching a solver. */
export function workerSolversService(startWorker: () => SolversWorker = startSolversWorker): SolversService {
  const runs = new Lane(startWorker);
  const races = new Lane(startWorker);
  return {
    run: (maze, solver, answer) => runs.submit(maze, (api) => api.run(solver), answer),
    race: (maze, answer) => races.submit(maze, (api) => api.race(), answer),
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
  };
}

let chosen: SolversService | null = null;

/** Workers when the platform has them, the calling thread otherwise (jsdom, Node). */
export function defaultSolversService(): SolversService {
  return (chosen ??= !HAS_WORKERS ? localSolversService() : workerSolversService());
}

// The store reaches this client through lazyServices: from now on, directly.
solversClientLoaded(defaultSolversService);
