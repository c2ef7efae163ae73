/// <reference lib="webworker" />
import { raceBuffers, runBuffers, SolversLab, type RunResult } from './solversJob';
import type { SolversAnswer, SolversRequest } from './solversClient';
import { serveJobs } from './serveJobs';

const lab = new SolversLab();

/**
 * The solver lab's worker: one solver's run with its replay, a race of them all, or their
 * median times, on the maze
 * a job brings (a copy of the page's, transferred) or else the one it was last given. A job
 * cannot pause, so the page stops one by terminating this worker.
 */
serveJobs<SolversRequest, never, SolversAnswer>({
  run(request) {
    if (request.maze) lab.load(request.maze);
    if (request.kind === 'run') return lab.run(request.solver);
    return request.kind === 'race' ? lab.race() : lab.times();
  },
  // A run's or a race's traces and paths go back transferred (not copied).
  transfers: (answer) => (Array.isArray(answer) ? [] : 'runs' in answer ? raceBuffers(answer) : runBuffers(answer as RunResult)),
});
