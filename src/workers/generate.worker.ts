/// <reference lib="webworker" />
import type { MazeSettings } from '../game/settings';
import { generateAndSolve } from './generation';

/** Generates big mazes off the main thread; the grid and solution come back as transferred buffers. */
self.onmessage = (event: MessageEvent<{ id: number; settings: MazeSettings }>) => {
  const { id, settings } = event.data;
  try {
    const result = generateAndSolve(settings);
    (self as unknown as Worker).postMessage({ id, result }, [result.maze.cells.buffer, result.solution.buffer]);
  } catch (error) {
    (self as unknown as Worker).postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
