/// <reference lib="webworker" />
import { JobCancelled } from './job';
import { serveJobs } from './serveJobs';
import type { BookAnswer, BookProgress, BookRequest } from '../print/bookJob';
import { buildBook, previewOfBook } from '../print/buildBook';

/**
 * The Print studio's worker: builds a book's PDF, or draws its first page for the preview, off
 * the main thread, so the page never freezes. Progress goes to the page maze by maze; a cancel
 * is heard between mazes (the book core checks `stopped`), and the lane terminates the worker
 * should one take longer.
 */
serveJobs<BookRequest, BookProgress, BookAnswer>({
  async run(request, job) {
    if (request.kind === 'preview') return previewOfBook(request.options, { stopped: () => job.cancelled() });
    let stopped = false;
    const pdf = await buildBook(request.options, {
      onProgress: (done, total) => void job.progress({ done, total }),
      stopped: () => (stopped ||= job.cancelled()),
    });
    if (stopped) throw new JobCancelled();
    return pdf;
  },
  // The PDF goes to the page moved, not copied.
  transfers: (answer) => (typeof answer === 'string' ? [] : [answer.buffer as ArrayBuffer]),
});
