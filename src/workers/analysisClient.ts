import type { MazeStats } from '../core';
import type { AnalysisAnswer, AnalysisMaze, AnalysisRequest, HeatFrom } from './analysisJob';
import { AnalysisJobs } from './analysisJob';
import { HAS_WORKERS } from './hasWorkers';
import { laterJob, type Job } from './job';
import { JobLane, type LaneWorker, type Outgoing } from './lane';
import { copyInSlices } from './movedCopy';
import { isLattice } from '../core/shape/squareLattice';

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
type Send = (request: AnalysisRequest, sent: () => Outgoing<AnalysisRequest>) => Job<AnalysisAnswer>;

/** A maze copied to be moved to the worker, and the buffers that move with it. */
interface Moving {
  readonly maze: AnalysisMaze;
  readonly transfer: ArrayBuffer[];
}

/**
 * The maze copied a slice a task (movedCopy.ts), for the worker to take without a clone: the
 * arrays of a maze of millions of cells, cloned as a message is posted, held the page for a
 * quarter of a second.
 */
async function movingCopy(maze: AnalysisMaze): Promise<Moving> {
  if (maze.kind === 'blocks') {
    const blocks = await copyInSlices(maze.grid.blocks);
    return { maze: { ...maze, grid: { ...maze.grid, blocks } }, transfer: [blocks.buffer as ArrayBuffer] };
  }
  const { topology, open } = maze.maze;
  const opened = await copyInSlices(open);
  // A square lattice has no arrays: it goes as its fields (see latticeOnArrival).
  if (isLattice(topology)) return { maze: { kind: 'cells', maze: { ...maze.maze, open: opened } }, transfer: [opened.buffer as ArrayBuffer] };
  const [offsets, neighbours, centres] = [await copyInSlices(topology.offsets), await copyInSlices(topology.neighbours), await copyInSlices(topology.centres)];
  const slots = topology.slots && (await copyInSlices(topology.slots));
  const copied: AnalysisMaze = { kind: 'cells', maze: { ...maze.maze, open: opened, topology: { ...topology, offsets, neighbours, centres, slots } } };
  return { maze: copied, transfer: [offsets.buffer, neighbours.buffer, centres.buffer, opened.buffer, ...(slots ? [slots.buffer] : [])] as ArrayBuffer[] };
}

/**
 * Sends each maze once: the worker keeps the last one. A maze is told apart by its object (the
 * store makes a new one for every maze, and for moved ends). Whether the maze goes along is
 * settled as a job is sent, not when it is asked for, so a fresh worker (after one died) gets
 * the maze with its first job; `forget` is told of each fresh worker. With `move`, a maze the
 * worker does not hold goes as a copy made beforehand and moved (movingCopy), so sending it
 * never holds the page; each copy goes once (moved, it is gone), and a maze sent without one
 * (a fresh worker, rarely) is cloned as before.
 */
function withKeys(send: Send, move: boolean): AnalysisService & { forget(): void } {
  const keys = new WeakMap<object, number>();
  let nextKey = 1;
  let held: number | null = null;
  /** The copy being made of the last maze asked for that the worker did not hold, until it goes. */
  let copying: { readonly key: number; readonly copy: Promise<Moving> } | null = null;
  const ask = async (maze: AnalysisMaze, what: Ask): Promise<AnalysisAnswer> => {
    const identity = maze.kind === 'cells' ? maze.maze : maze.grid;
    let key = keys.get(identity);
    if (key === undefined) keys.set(identity, (key = nextKey++));
    if (move && held !== key && copying?.key !== key) copying = { key, copy: movingCopy(maze) };
    const copy = copying?.key === key ? await copying.copy : null;
    const request: AnalysisRequest = { ...what, key, maze: null };
    return send(request, () => {
      if (held === request.key) return { request, transfer: [] };
      held = request.key;
      if (copy && copying?.key === request.key) {
        copying = null;
        return { request: { ...request, maze: copy.maze }, transfer: copy.transfer };
      }
      return { request: { ...request, maze }, transfer: [] };
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
  service = withKeys((request, sent) => lane.run(request, undefined, sent), true);
  return service;
}

/** On the calling thread a macrotask from now (jsdom, Node). */
export function localAnalysis(): AnalysisService {
  const jobs = new AnalysisJobs();
  return withKeys((_request, sent) => laterJob(() => jobs.run(sent().request)), false);
}

let chosen: AnalysisService | null = null;

export function defaultAnalysis(): AnalysisService {
  return (chosen ??= HAS_WORKERS ? workerAnalysis() : localAnalysis());
}
