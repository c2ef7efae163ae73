import type { MazeSettings } from '../game/settings';
import { generateAndSolve, type Generated } from './generation';
import { asError } from '../core/errors';
import { JobCancelled } from './job';
import { JobLane } from './lane';

/** Mazes up to this many cells generate on the main thread in a few milliseconds. */
const MAIN_THREAD_CELLS = 40_000;

/** Thrown to a request that a newer one replaced, or that was stopped. */
export class GenerationStopped extends Error {
  override readonly name = 'GenerationStopped';
}

export type GenerateService = (settings: MazeSettings, onProgress?: (fraction: number) => void) => Promise<Generated>;

/** How many cells a maze of these settings has, about: what decides where it is made. */
export function cellEstimate(settings: MazeSettings): number {
  if (settings.shape === 'polar') {
    const rings = settings.rings ?? 0;
    return Math.PI * rings * rings;
  }
  return settings.width * settings.height;
}

/** A generator cannot pause: a superseded or stopped job's worker is terminated at once. */
let lane: JobLane<MazeSettings, number, Generated> | null = null;
function generationLane(): JobLane<MazeSettings, number, Generated> {
  return (lane ??= new JobLane(() => new Worker(new URL('./generate.worker.ts', import.meta.url), { type: 'module' }), { name: 'generation worker', graceMs: 0, supersede: true }));
}

/**
 * Stops the maze being made in the background, if any: the worker is terminated (a generator
 * cannot be interrupted otherwise) and a fresh one starts on the next request.
 */
export function stopGeneration(): void {
  lane?.cancelAll();
}

/**
 * Generates a maze: small ones on the main thread, big ones in a Web Worker so the page never
 * freezes, with progress. A new request stops the one still running, so a slow choice
 * (Aldous–Broder on 2000×2000) never holds up the next maze.
 */
export const generateService: GenerateService = (settings, onProgress) => {
  // Whatever is asked for now replaces what is still being made, small or big.
  stopGeneration();
  const big = cellEstimate(settings) > MAIN_THREAD_CELLS && typeof Worker !== 'undefined';
  // The generators are part of the first load: the first maze needs them, and a chunk fetched
  // on demand would put a round trip between the page and its first maze.
  if (!big) {
    try {
      return Promise.resolve(generateAndSolve(settings));
    } catch (error) {
      return Promise.reject(asError(error));
    }
  }
  return generationLane()
    .run(settings, onProgress)
    .result.catch((error: unknown) => {
      throw error instanceof JobCancelled ? new GenerationStopped('stopped') : asError(error);
    });
};
