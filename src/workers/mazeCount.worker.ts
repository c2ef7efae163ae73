/// <reference lib="webworker" />
import { exactMazeCountJob, mazeCountJob, type MazeCountAsk, type MazeCountProgress, type MazeCountSize } from './mazeCountJob';
import { serveJobs } from './serveJobs';

/** The Play tab's maze count: its size, or (asked) the exact number; one at a time, and a new maze supersedes it. */
serveJobs<MazeCountAsk, MazeCountProgress, MazeCountSize | bigint>({
  run: (ask, job) => (ask.want === 'log10' ? mazeCountJob(ask.maze) : exactMazeCountJob(ask.maze, (progress) => void job.progress(progress))),
});
