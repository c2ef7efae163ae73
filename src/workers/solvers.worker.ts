/// <reference lib="webworker" />
import * as Comlink from 'comlink';
import type { SolverId, SolverStats } from '../core';
import { runBuffers, SolversLab, type SolversMaze, type RunResult } from './solversJob';

const lab = new SolversLab();

/**
 * The solver lab's worker, called through comlink: one solver's run with its replay, or a
 * race of them all, on the maze it was last given. A job cannot pause, so the page stops one
 * by terminating this worker.
 */
const api = {
  /** Takes the maze to work on; its cells arrive transferred, a copy of the page's. */
  load(maze: SolversMaze): void {
    lab.load(maze);
  },

  /** A run, its trace and path transferred back (not copied). */
  run(solver: SolverId): RunResult {
    const run = lab.run(solver);
    return Comlink.transfer(run, runBuffers(run));
  },

  race(): SolverStats[] {
    return lab.race();
  },
};

export type SolversWorkerApi = typeof api;

Comlink.expose(api);
