import { messageOf } from '../core/errors';
import type { Grid } from '../core';
import { JobCancelled, type Job } from './job';
import type { GridTextService } from './gridTextClient';
import type { PathsService } from './pathsClient';
import type { PngService } from './pngClient';
import type { SolversService } from './solversClient';

/**
 * The store's doors to the labs' and the export's workers. Only generation is needed to play,
 * so each client (and what it imports) is fetched on its first call through a dynamic import,
 * never with the first load. These forward to the clients' own default services, which choose
 * between workers and the calling thread.
 */

/** A client module, imported once on first use; a failed fetch (offline) is tried again next time. */
function onFirstUse<S>(load: () => Promise<S>): () => Promise<S> {
  let loading: Promise<S> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw new Error(`could not load this part of the page: ${messageOf(error)}`);
    }));
}

/** A job that starts once its client has loaded; cancelled before that, it never starts. */
function jobOnceLoaded<S, T>(client: Promise<S>, start: (service: S) => Job<T>): Job<T> {
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

/**
 * The solvers client once it has loaded (it says so itself, see solversClient.ts; the lab's
 * chunk carries it, so it is here before the first run). From then on calls reach it in the
 * same task: the calling-thread service answers before `run` returns, as it always has.
 */
let solversLoaded: (() => SolversService) | null = null;
export function solversClientLoaded(service: () => SolversService): void {
  solversLoaded = service;
}
const solversClient = onFirstUse(async () => {
  await import('./solversClient');
  return solversLoaded!();
});
/** Calls made before the client loaded, still to be handed to it: later ones queue behind them. */
let waitingForSolvers = 0;
function onSolvers(call: (service: SolversService) => void, fail: (error: Error) => void): void {
  if (solversLoaded && waitingForSolvers === 0) return call(solversLoaded());
  // Calls keep their order through the import, so the newest still supersedes the older.
  waitingForSolvers++;
  void solversClient()
    .then(call, fail)
    .finally(() => waitingForSolvers--);
}
const lazySolvers: SolversService = {
  run: (maze, solver, answer) => onSolvers((service) => service.run(maze, solver, answer), (error) => answer({ ok: false, error })),
  race: (maze, answer) => onSolvers((service) => service.race(maze, answer), (error) => answer({ ok: false, error })),
};
/** The solver lab's service; its client loads with the lab (or on the first run or race). */
export const defaultSolversService = (): SolversService => lazySolvers;

const pathsClient = onFirstUse(async () => (await import('./pathsClient')).defaultPathsService());
const lazyPaths: PathsService = {
  list: (request, onBatch) => jobOnceLoaded(pathsClient(), (service) => service.list(request, onBatch)),
  count: (request, onProgress) => jobOnceLoaded(pathsClient(), (service) => service.count(request, onProgress)),
  estimate: (request, onProgress) => jobOnceLoaded(pathsClient(), (service) => service.estimate(request, onProgress)),
  warm: () => void pathsClient().then((service) => service.warm(), () => undefined),
};
/** The every-path lab's service; its client loads on the first job (or `warm`). */
export const defaultPathsService = (): PathsService => lazyPaths;

const gridTextClient = onFirstUse(async () => (await import('./gridTextClient')).defaultGridTextService());
const lazyGridText: GridTextService = {
  read: (source, onProgress) => jobOnceLoaded(gridTextClient(), (service) => service.read(source, onProgress)),
  format: async (grid: Grid) => (await gridTextClient()).format(grid),
  picture: async (grid: Grid) => (await gridTextClient()).picture(grid),
};
/** The grid-text service; its client loads on the first big text. */
export const defaultGridTextService = (): GridTextService => lazyGridText;

const pngClient = onFirstUse(async () => (await import('./pngClient')).pagePngService);
/** Making and saving PNGs; the client (and the PNG encoder) loads on the first export. */
export const pagePngService: PngService = {
  render: (picture, theme, onProgress) => jobOnceLoaded(pngClient(), (service) => service.render(picture, theme, onProgress)),
  save: async (blob, fileName) => (await pngClient()).save(blob, fileName),
};
