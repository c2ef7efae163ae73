/// <reference lib="webworker" />
import { bandSeedJob, type BandSeedAsk } from './bandSeedJob';
import { serveJobs } from './serveJobs';

/** A preset's search for a maze in its difficulty band: up to 16 mazes made and scored, off the page's thread. */
serveJobs<BandSeedAsk, never, { seed: string; difficulty: number }>({
  run: (ask) => bandSeedJob(ask),
});
