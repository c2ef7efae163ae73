import type { Grid } from '../core';
import type { GridTextService } from './gridTextClient';
import { onFirstUse } from '../lazy/onFirstUse';
import { jobOnceLoaded } from './lazyServices';
import type { PathsService } from './pathsClient';
import type { SolversService } from './solversClient';

/**
 * The labs' doors to their workers, as lazyServices.ts's: each client loads on its first call.
 * This module itself loads with the labs' actions (src/store/labActions.ts), not with the game.
 */

/**
 * The solvers client once it has loaded (it says so itself, see solversClient.ts; the lab's
 * chunk carries it, so it is here before the first run). From then on calls reach it in the
 * same task: the calling-thread service answers before `run` returns, as it always has.
 */
let solversLoaded: (() => SolversService) | null = null;
export function solversClientLoaded(service: () => SolversService): void {
  solversLoaded = service;
}
const solversClient = onFirstUse('the Solvers lab', async () => {
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
  time: (maze, answer) => onSolvers((service) => service.time(maze, answer), (error) => answer({ ok: false, error })),
};
/** The solver lab's service; its client loads with the lab (or on the first run or race). */
export const defaultSolversService = (): SolversService => lazySolvers;

const pathsClient = onFirstUse('the path listing', async () => (await import('./pathsClient')).defaultPathsService());
const lazyPaths: PathsService = {
  list: (request, onBatch) => jobOnceLoaded(pathsClient(), (service) => service.list(request, onBatch)),
  count: (request, onProgress) => jobOnceLoaded(pathsClient(), (service) => service.count(request, onProgress)),
  estimate: (request, onProgress) => jobOnceLoaded(pathsClient(), (service) => service.estimate(request, onProgress)),
  cost: (request) => jobOnceLoaded(pathsClient(), (service) => service.cost(request)),
  tally: (kind, request, onProgress) => jobOnceLoaded(pathsClient(), (service) => service.tally(kind, request, onProgress)),
  mazes: (size, onProgress) => jobOnceLoaded(pathsClient(), (service) => service.mazes(size, onProgress)),
  warm: () => void pathsClient().then((service) => service.warm(), () => undefined),
};
/** The every-path lab's service; its client loads on the first job (or `warm`). */
export const defaultPathsService = (): PathsService => lazyPaths;

const gridTextClient = onFirstUse('the grid reader', async () => (await import('./gridTextClient')).defaultGridTextService());
const lazyGridText: GridTextService = {
  read: (source, onProgress) => jobOnceLoaded(gridTextClient(), (service) => service.read(source, onProgress)),
  format: async (grid: Grid) => (await gridTextClient()).format(grid),
  picture: async (grid: Grid) => (await gridTextClient()).picture(grid),
};
/** The grid-text service; its client loads on the first big text. */
export const defaultGridTextService = (): GridTextService => lazyGridText;

