/// <reference lib="webworker" />
import { runBuffers, SolversLab } from './solversJob';
import type { SolversAnswer, SolversRequest } from './solversClient';
import { serveJobs } from './serveJobs';

const lab = new SolversLab();

/**
 * The solver lab's worker: one solver's run with its replay, or a race of them all, on the maze
 * a job brings (a copy of the page's, transferred) or else the one it was last given. A job
 * cannot pause, so the page stops one by terminating this worker.
 */
serveJobs<SolversRequest, never, SolversAnswer>({
  run(request) {
    if (request.maze) lab.load(request.maze);
    return request.kind === 'run' ? lab.run(request.solver) : lab.race();
  },
  // A run's trace and path go back transferred (not copied).
  transfers: (answer) => (Array.isArray(answer) ? [] : runBuffers(answer)),
});
