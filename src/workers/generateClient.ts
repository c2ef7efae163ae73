import { checkMazeOptions, kindOfOptions, loadCarver, loadedCarver, needsGraphGenerator, type GeneratorId } from '../core';
import { knowShapeBounds } from '../core/shape/shapeBounds';
import { cellMazeOnArrival } from '../core/shape/squareLattice';
import type { MazeSettings } from '../game/settings';
import { isCellMaze } from '../game/shapeSettings';
import type { Generated } from './generation';
import { generateBlocks } from './blockGeneration';
import type { generateCells } from './cellGeneration';
import { asError } from '../core/errors';
import { JobCancelled } from './job';
import { JobLane } from './lane';
import { CodeLoadError, onFirstUse } from '../lazy/onFirstUse';

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

/** The request waiting for its generator's code to load, if any: stopping it settles it at once. */
let waiting: { readonly stop: () => void } | null = null;

/**
 * Stops the maze being made in the background, if any: the worker is terminated (a generator
 * cannot be interrupted otherwise) and a fresh one starts on the next request. A maze whose
 * code is still loading is given up (the code, once here, stays for the next maze).
 */
export function stopGeneration(): void {
  lane?.cancelAll();
  waiting?.stop();
  waiting = null;
}

/** A square generator's carver, fetched on first use (core's loadCarver); a failure is a CodeLoadError for the notice. */
function carverOf(id: GeneratorId) {
  return loadCarver(id).catch((error: unknown) => {
    throw new CodeLoadError(`the ${id} generator`, error);
  });
}

/** The cell-graph generation, fetched on the first maze that needs it. */
const loadCellGeneration = onFirstUse('the mazes of cells', () => import('./cellGeneration').then((module): typeof generateCells => module.generateCells));

/**
 * A wait for code longer than this shows (as progress 0: the overlay with "Stop generating");
 * a shorter one, the usual case, shows nothing, so the maze does not flicker.
 */
export const LOADING_SHOWN_MS = 150;

/** Makes a maze on this thread once its code has loaded, unless a newer request or a stop came first. */
function onceLoaded<Code>(code: Promise<Code>, make: (code: Code) => Generated, onProgress?: (fraction: number) => void): Promise<Generated> {
  return new Promise((resolve, reject) => {
    const shown = onProgress ? setTimeout(() => onProgress(0), LOADING_SHOWN_MS) : undefined;
    const request = {
      stop: () => {
        clearTimeout(shown);
        reject(new GenerationStopped('stopped'));
      },
    };
    waiting = request;
    code.then(
      (loaded) => {
        if (waiting !== request) return; // stopped or replaced: already settled
        waiting = null;
        clearTimeout(shown);
        try {
          resolve(make(loaded));
        } catch (error) {
          reject(asError(error));
        }
      },
      (error: unknown) => {
        if (waiting !== request) return;
        waiting = null;
        clearTimeout(shown);
        reject(asError(error));
      },
    );
  });
}

/**
 * Generates a maze on this thread, loading only what it needs: the square carver it names (the
 * default backtracker is always here, so the first maze waits for no fetch) or the cell-graph
 * generation for other shapes, outlines and squares in lines.
 */
function generateHere(settings: MazeSettings, onProgress?: (fraction: number) => void): Promise<Generated> {
  try {
    if (isCellMaze(settings)) {
      // Squares in lines are a block maze on its cells: they take its carver, other shapes none.
      const square = !needsGraphGenerator(settings.shape ?? 'square', settings.mask !== undefined, kindOfOptions(settings));
      const carve = square ? carverOf(checkMazeOptions(settings).algorithm) : Promise.resolve(null);
      return onceLoaded(Promise.all([loadCellGeneration(), carve]), ([generate, loaded]) => generate(settings, loaded), onProgress);
    }
    // Options that cannot make a maze say so before any code is fetched for them.
    const { algorithm } = checkMazeOptions(settings);
    const carve = loadedCarver(algorithm);
    if (!carve) return onceLoaded(carverOf(algorithm), (loaded) => generateBlocks(settings, loaded), onProgress);
    return Promise.resolve(generateBlocks(settings, carve));
  } catch (error) {
    return Promise.reject(asError(error));
  }
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
  if (!big) return generateHere(settings, onProgress);
  return generationLane()
    .run(settings, onProgress)
    .result.then(
      (generated) => {
        if (generated.kind !== 'cells') return generated;
        const arrived: Generated = { ...generated, maze: cellMazeOnArrival(generated.maze) };
        knowShapeBounds(arrived.maze.topology, generated.bounds);
        return arrived;
      },
      (error: unknown) => {
        throw error instanceof JobCancelled ? new GenerationStopped('stopped') : asError(error);
      },
    );
};
