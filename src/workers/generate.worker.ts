/// <reference lib="webworker" />
import type { MazeSettings } from '../game/settings';
import { generateAndSolve, transferablesOf } from './generation';
import { messageOf } from '../core/errors';

/**
 * Generates big mazes off the main thread, reporting progress; the grid and solution come back
 * as transferred buffers. A job is stopped by terminating the worker.
 */
const scope = self as unknown as Worker;
self.onmessage = (event: MessageEvent<{ id: number; settings: MazeSettings }>) => {
  const { id, settings } = event.data;
  try {
    const result = generateAndSolve(settings, (fraction) => scope.postMessage({ id, progress: fraction }));
    scope.postMessage({ id, result }, transferablesOf(result) as Transferable[]);
  } catch (error) {
    scope.postMessage({ id, error: messageOf(error) });
  }
};
