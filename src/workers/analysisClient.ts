import type { MazeStats } from '../core';
import type { AnalysisAnswer, AnalysisMaze, AnalysisRequest, HeatFrom } from './analysisJob';
import { AnalysisJobs } from './analysisJob';
import { HAS_WORKERS } from './hasWorkers';
import { laterJob, type Job } from './job';
import { JobLane, type LaneWorker } from './lane';

/** The difficulty and heat map of a maze, worked out off the page (see analysisJob.ts). */
export interface AnalysisService {
  /** The model walker's score of `maze`. */
  report(maze: AnalysisMaze): Promise<MazeStats>;
  /** Heat-map shades of `maze`, a byte a block or cell (core heatLevels). */
  heat(maze: AnalysisMaze, from: HeatFrom, solution: Int32Array | null): Promise<Uint8Array>;
}

/**
 * Sends each maze once: the worker keeps the last one. A maze is told apart by its object (the
 * store makes a new one for every maze, and for moved ends); a fresh worker has none.
 */
function withKeys(run: (request: AnalysisRequest) => Job<AnalysisAnswer>): AnalysisService & { forget(): void } {
  const keys = new WeakMap<object, number>();
  let nextKey = 1;
  let held: number | null = null;
  const send = (maze: AnalysisMaze): number => {
    const identity = maze.kind === 'cells' ? maze.maze : maze.grid;
    let key = keys.get(identity);
    if (key === undefined) keys.set(identity, (key = nextKey++));
    if (held !== key) {
      held = key;
      void run({ kind: 'maze', key, maze }).result.catch(() => undefined);
    }
    return key;
  };
  return {
    report: (maze) => run({ kind: 'report', key: send(maze) }).result as Promise<MazeStats>,
    heat: (maze, from, solution) => run({ kind: 'heat', key: send(maze), from, solution }).result as Promise<Uint8Array>,
    forget: () => (held = null),
  };
}

function startAnalysisWorker(): LaneWorker {
  return new Worker(new URL('./analysis.worker.ts', import.meta.url), { type: 'module' });
}

/** In a Web Worker: one lane, jobs in turn (a heat map waits for the score before it, on the same maze). */
export function workerAnalysis(spawn: () => LaneWorker = startAnalysisWorker): AnalysisService {
  let service: ReturnType<typeof withKeys> | null = null;
  const lane = new JobLane<AnalysisRequest, never, AnalysisAnswer>(spawn, { name: 'analysis worker', graceMs: 0, supersede: false, onSpawn: () => service?.forget() });
  service = withKeys((request) => lane.run(request));
  return service;
}

/** On the calling thread a macrotask from now (jsdom, Node). */
export function localAnalysis(): AnalysisService {
  const jobs = new AnalysisJobs();
  return withKeys((request) => laterJob(() => jobs.run(request)));
}

let chosen: AnalysisService | null = null;

export function defaultAnalysis(): AnalysisService {
  return (chosen ??= HAS_WORKERS ? workerAnalysis() : localAnalysis());
}
