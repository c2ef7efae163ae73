import { HAS_WORKERS } from './hasWorkers';
import { JobLane, type LaneWorker } from './lane';
import type { Job } from './job';
import { mazeCountJob, type MazeCountRequest } from './mazeCountJob';

/** Counts the perfect mazes a maze is one of (as log10), off the main thread; a newer request supersedes the one before. */
export type MazeCountService = (request: MazeCountRequest) => Job<number>;

function startMazeCountWorker(): LaneWorker {
  return new Worker(new URL('./mazeCount.worker.ts', import.meta.url), { type: 'module' });
}

/** In a Web Worker (one lane, superseding: a count of a maze no longer shown is stopped at once). */
export function workerMazeCount(spawn: () => LaneWorker = startMazeCountWorker): MazeCountService {
  const lane = new JobLane<MazeCountRequest, never, number>(spawn, { name: 'maze count worker', graceMs: 0, supersede: true });
  return (request) => lane.run(request);
}

/** On the calling thread a macrotask from now (jsdom, Node); a cancelled one never answers. */
export function localMazeCount(): MazeCountService {
  return (request) => {
    let cancelled = false;
    const result = new Promise<number>((resolve, reject) =>
      setTimeout(() => {
        if (cancelled) return;
        try {
          resolve(mazeCountJob(request));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }, 0),
    );
    return { result, cancel: () => (cancelled = true) };
  };
}

let chosen: MazeCountService | null = null;

/** Workers when the platform has them, the calling thread otherwise. */
export function defaultMazeCount(): MazeCountService {
  return (chosen ??= HAS_WORKERS ? workerMazeCount() : localMazeCount());
}
