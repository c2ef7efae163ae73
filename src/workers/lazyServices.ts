import { onFirstUse } from '../lazy/onFirstUse';
import { JobCancelled, type Job } from './job';
import type { PngService } from './pngClient';

/**
 * The store's doors to the export's workers (and, in labServices.ts, the labs'). Only generation
 * is needed to play, so each client (and what it imports) is fetched on its first call through
 * a dynamic import, never with the first load. These forward to the clients' own default
 * services, which choose between workers and the calling thread.
 */

/** A job that starts once its client has loaded; cancelled before that, it never starts. */
export function jobOnceLoaded<S, T>(client: Promise<S>, start: (service: S) => Job<T>): Job<T> {
  let cancelled = false;
  let job: Job<T> | null = null;
  const result = client.then((service) => {
    if (cancelled) throw new JobCancelled();
    job = start(service);
    return job.result;
  });
  return {
    result,
    cancel() {
      if (cancelled) return;
      cancelled = true;
      // Nobody need wait for a cancelled job: its rejection is expected.
      result.catch(() => undefined);
      job?.cancel();
    },
  };
}

/** The client once loaded: asked synchronously whether a save may be blocked (a save has loaded it by then). */
let loadedPng: PngService | null = null;
const pngClient = onFirstUse('the picture export', async () => (loadedPng = (await import('./pngClient')).pagePngService));
/** Making and saving PNGs; the client (and the PNG encoder) loads on the first export. */
export const pagePngService: PngService = {
  render: (picture, theme, onProgress, format) => jobOnceLoaded(pngClient(), (service) => service.render(picture, theme, onProgress, format)),
  save: async (blob, fileName) => (await pngClient()).save(blob, fileName),
  mayBeBlocked: () => loadedPng?.mayBeBlocked?.() ?? false,
};
