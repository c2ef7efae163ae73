/// <reference lib="webworker" />
import type { MazeSettings } from '../game/settings';
import { generateAndSolve, transferablesOf, type Generated } from './generation';
import { serveJobs } from './serveJobs';

/**
 * Generates big mazes off the main thread, reporting progress; the grid and solution come back
 * as transferred buffers. A generator cannot pause, so the page stops a job by terminating
 * this worker.
 */
serveJobs<MazeSettings, number, Generated>({
  run: (settings, job) => generateAndSolve(settings, (fraction) => job.progress(fraction)),
  transfers: (generated) => transferablesOf(generated) as Transferable[],
});
