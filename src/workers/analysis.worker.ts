/// <reference lib="webworker" />
import { AnalysisJobs, type AnalysisAnswer, type AnalysisRequest } from './analysisJob';
import { serveJobs } from './serveJobs';

/** The Play tab's difficulty and heat map, for the maze this worker was last sent (analysisJob.ts). */
const jobs = new AnalysisJobs();
serveJobs<AnalysisRequest, never, AnalysisAnswer>({
  run: (request) => jobs.run(request),
  transfers: (answer) => (answer instanceof Uint8Array ? [answer.buffer as ArrayBuffer] : []),
});
