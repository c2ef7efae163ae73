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

/** A job as the page asks for it, before it knows whether the maze must go along. */
type Ask = { readonly kind: 'report' } | { readonly kind: 'heat'; readonly from: HeatFrom; readonly solution: Int32Array | null };

/** Runs `request`, as `sent()` makes it at the moment it is sent (the lane's `outgoing`): then it is known what the worker holds. */
type Send = (request: AnalysisRequest, sent: () => AnalysisRequest) => Job<AnalysisAnswer>;

/**
 * Sends each maze once: the worker keeps the last one. A maze is told apart by its object (the
 * store makes a new one for every maze, and for moved ends). Whether the maze goes along is
 * settled as a job is sent, not when it is asked for, so a fresh worker (after one died) gets
 * the maze with its first job; `forget` is told of each fresh worker.
 */
function withKeys(send: Send): AnalysisService & { forget(): void } {
  const keys = new WeakMap<object, number>();
  let nextKey = 1;
  let held: number | null = null;
  const ask = (maze: AnalysisMaze, what: Ask): Promise<AnalysisAnswer> => {
    const identity = maze.kind === 'cells' ? maze.maze : maze.grid;
    let key = keys.get(identity);
    if (key === undefined) keys.set(identity, (key = nextKey++));
    const request: AnalysisRequest = { ...what, key, maze: null };
    return send(request, () => {
      if (held === request.key) return request;
      held = request.key;
      return { ...request, maze };
    }).result;
  };
  return {
    report: (maze) => ask(maze, { kind: 'report' }) as Promise<MazeStats>,
    heat: (maze, from, solution) => ask(maze, { kind: 'heat', from, solution }) as Promise<Uint8Array>,
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
  service = withKeys((request, sent) => lane.run(request, undefined, () => ({ request: sent(), transfer: [] })));
  return service;
}

/** On the calling thread a macrotask from now (jsdom, Node). */
export function localAnalysis(): AnalysisService {
  const jobs = new AnalysisJobs();
  return withKeys((_request, sent) => laterJob(() => jobs.run(sent())));
}

let chosen: AnalysisService | null = null;

export function defaultAnalysis(): AnalysisService {
  return (chosen ??= HAS_WORKERS ? workerAnalysis() : localAnalysis());
}
