import type { Page } from 'playwright-core';

/**
 * Runs in the page (an init script, or evaluated once it is open): counts every worker the page
 * terminates, so a test can see a cancelled job's worker go (and so that no result can come).
 */
export function countWorkerEnds(): void {
  const seen = window as unknown as { terminatedWorkers: number };
  seen.terminatedWorkers = 0;
  const terminate = Worker.prototype.terminate;
  Worker.prototype.terminate = function (this: Worker) {
    seen.terminatedWorkers++;
    terminate.call(this);
  };
}

/** How many workers the page has terminated since countWorkerEnds ran in it. */
export const workersEnded = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { terminatedWorkers: number }).terminatedWorkers);
