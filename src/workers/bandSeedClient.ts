import type { DifficultyBand } from '../game/bandSeed';
import type { MazeSettings } from '../game/settings';
import { HAS_WORKERS } from './hasWorkers';
import { laterJob, type Job } from './job';
import { JobLane } from './lane';
import type { BandSeedAsk } from './bandSeedJob';

/** Finds a preset's seed: the settings with the seed whose maze falls in the band (or comes closest). */
export type BandSeedService = (settings: MazeSettings, band: DifficultyBand) => Job<{ seed: string; difficulty: number }>;

let lane: JobLane<BandSeedAsk, never, { seed: string; difficulty: number }> | null = null;

/**
 * In a worker of its own (a newer preset supersedes the search still running), so a search never
 * stops, or is stopped by, the maze being made; where there are no workers (jsdom, Node), on
 * this thread a macrotask from now, its code loaded then.
 */
export const bandSeedService: BandSeedService = (settings, band) => {
  if (!HAS_WORKERS) return laterJob(() => import('./bandSeedJob').then(({ bandSeedJob }) => bandSeedJob({ settings, band })));
  lane ??= new JobLane(() => new Worker(new URL('./bandSeed.worker.ts', import.meta.url), { type: 'module' }), { name: 'difficulty worker', graceMs: 0, supersede: true });
  return lane.run({ settings, band });
};
