import { HAS_WORKERS } from './hasWorkers';
import { JobLane, type LaneWorker } from './lane';
import { laterJob, type Job } from './job';
import { exactMazeCountJob, mazeCountJob, type MazeCountAsk, type MazeCountProgress, type MazeCountRequest, type MazeCountSize } from './mazeCountJob';

/** Counts the perfect mazes a maze is one of, off the main thread; a newer request supersedes the one before. */
export interface MazeCountService {
  /** log10 of the count, and whether the exact count is within reach. */
  size(request: MazeCountRequest): Job<MazeCountSize>;
  /** The exact count, with progress. */
  exact(request: MazeCountRequest, onProgress: (progress: MazeCountProgress) => void): Job<bigint>;
}

function startMazeCountWorker(): LaneWorker {
  return new Worker(new URL('./mazeCount.worker.ts', import.meta.url), { type: 'module' });
}

/** In a Web Worker (one lane, superseding: a count of a maze no longer shown is stopped at once). */
export function workerMazeCount(spawn: () => LaneWorker = startMazeCountWorker): MazeCountService {
  const lane = new JobLane<MazeCountAsk, MazeCountProgress, MazeCountSize | bigint>(spawn, { name: 'maze count worker', graceMs: 0, supersede: true });
  return {
    size: (maze) => lane.run({ want: 'log10', maze }) as Job<MazeCountSize>,
    exact: (maze, onProgress) => lane.run({ want: 'exact', maze }, onProgress) as Job<bigint>,
  };
}

/** On the calling thread a macrotask from now (jsdom, Node); a cancelled one fails with JobCancelled. */
export function localMazeCount(): MazeCountService {
  return {
    size: (maze) => laterJob(() => mazeCountJob(maze)),
    exact: (maze, onProgress) => laterJob(() => exactMazeCountJob(maze, onProgress)),
  };
}

let chosen: MazeCountService | null = null;

/** Workers when the platform has them, the calling thread otherwise. */
export function defaultMazeCount(): MazeCountService {
  return (chosen ??= HAS_WORKERS ? workerMazeCount() : localMazeCount());
}
