import type { MazeSettings } from '../game/settings';
import { cellEstimate, generateAndSolve, type Generated } from './generation';
import { asError } from '../core/errors';

/** Mazes up to this many cells generate on the main thread in a few milliseconds. */
const MAIN_THREAD_CELLS = 40_000;

/** Thrown to a request that a newer one replaced, or that was stopped. */
export class GenerationStopped extends Error {
  override readonly name = 'GenerationStopped';
}

export type GenerateService = (settings: MazeSettings, onProgress?: (fraction: number) => void) => Promise<Generated>;

interface Job {
  id: number;
  resolve: (g: Generated) => void;
  reject: (e: Error) => void;
  onProgress: ((fraction: number) => void) | undefined;
}

let worker: Worker | null = null;
let job: Job | null = null;
let nextId = 0;

function startWorker(): Worker {
  const started = new Worker(new URL('./generate.worker.ts', import.meta.url), { type: 'module' });
  started.onmessage = (event: MessageEvent<{ id: number; result?: Generated; error?: string; progress?: number }>) => {
    if (!job || event.data.id !== job.id) return;
    const { result, error, progress } = event.data;
    if (progress !== undefined) {
      job.onProgress?.(progress);
      return;
    }
    const done = job;
    job = null;
    if (result) done.resolve(result);
    else done.reject(new Error(error ?? 'generation failed'));
  };
  started.onerror = (event) => {
    event.preventDefault();
    const failed = job;
    job = null;
    worker?.terminate();
    worker = null;
    failed?.reject(new Error(event.message || 'the generation worker failed'));
  };
  return started;
}

/**
 * Stops the maze being made in the background, if any: the worker is terminated (a generator
 * cannot be interrupted otherwise) and a fresh one starts on the next request.
 */
export function stopGeneration(): void {
  if (!job) return;
  const stopped = job;
  job = null;
  worker?.terminate();
  worker = null;
  stopped.reject(new GenerationStopped('stopped'));
}

/**
 * Generates a maze: small ones at once on the main thread, big ones in a Web Worker so the
 * page never freezes, with progress. A new request stops the one still running, so a slow
 * choice (Aldous–Broder on 2000×2000) never holds up the next maze.
 */
export const generateService: GenerateService = (settings, onProgress) => {
  // Whatever is asked for now replaces what is still being made, small or big.
  stopGeneration();
  const big = cellEstimate(settings) > MAIN_THREAD_CELLS && typeof Worker !== 'undefined';
  if (!big) {
    try {
      return Promise.resolve(generateAndSolve(settings));
    } catch (error) {
      return Promise.reject(asError(error));
    }
  }
  worker ??= startWorker();
  const id = nextId++;
  const running = worker;
  return new Promise<Generated>((resolve, reject) => {
    job = { id, resolve, reject, onProgress };
    running.postMessage({ id, settings });
  });
};
