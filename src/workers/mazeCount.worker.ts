/// <reference lib="webworker" />
import { mazeCountJob, type MazeCountRequest } from './mazeCountJob';
import { serveJobs } from './serveJobs';

/** The Play tab's "one of about 10ⁿ possible mazes": one count at a time; a new maze supersedes it. */
serveJobs<MazeCountRequest, never, number>({ run: mazeCountJob });
