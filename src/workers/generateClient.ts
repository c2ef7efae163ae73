import type { MazeSettings } from '../game/settings';
import { generateAndSolve, type Generated } from './generation';

/** Mazes up to this many cells generate on the main thread in a few milliseconds. */
const MAIN_THREAD_CELLS = 40_000;

export type GenerateService = (settings: MazeSettings) => Promise<Generated>;

let worker: Worker | null = null;
let nextId = 0;
const pending = new Map<number, { resolve: (g: Generated) => void; reject: (e: Error) => void }>();

function getWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  if (!worker) {
    worker = new Worker(new URL('./generate.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ id: number; result?: Generated; error?: string }>) => {
      const job = pending.get(event.data.id);
      pending.delete(event.data.id);
      if (!job) return;
      if (event.data.result) job.resolve(event.data.result);
      else job.reject(new Error(event.data.error ?? 'generation failed'));
    };
    worker.onerror = (event) => {
      for (const job of pending.values()) job.reject(new Error(event.message || 'the generation worker failed'));
      pending.clear();
    };
  }
  return worker;
}

/**
 * Generates a maze: small ones at once on the main thread, big ones in a Web Worker so the
 * page never freezes. Only the latest request matters; the store ignores stale answers.
 */
export const generateService: GenerateService = (settings) => {
  const background = settings.width * settings.height > MAIN_THREAD_CELLS ? getWorker() : null;
  if (!background) {
    try {
      return Promise.resolve(generateAndSolve(settings));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }
  const id = nextId++;
  return new Promise<Generated>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    background.postMessage({ id, settings });
  });
};
