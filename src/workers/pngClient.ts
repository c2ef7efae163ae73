import { renderPngOnPage, saveBlob, type PngProgress } from '../render/png';
import type { Scene } from '../render/scene';
import type { Theme } from '../render/theme';
import { JobCancelled, type Job } from './job';

/** Making and saving PNGs: in a worker on the page, stand-ins in tests. */
export interface PngService {
  render(scene: Scene, theme: Theme, onProgress: (progress: PngProgress) => void): Job<Blob>;
  save(blob: Blob, fileName: string): void;
}

/**
 * Only what the PNG draws travels to the worker, copied: the walk goes on marking blocks on the
 * page while the worker draws the trail as it was. The markers are the screen's, not the PNG's.
 */
function pictureOf(scene: Scene): Scene {
  const { rows, cols, cells } = scene.grid;
  return { grid: { rows, cols, cells }, solution: scene.solution, marks: scene.marks, player: null, exit: null };
}

/** One export in its own worker: cancelling terminates it, which stops even the compression. */
function renderInWorker(scene: Scene, theme: Theme, onProgress: (progress: PngProgress) => void): Job<Blob> {
  const worker = new Worker(new URL('./png.worker.ts', import.meta.url), { type: 'module' });
  let settled = false;
  let fail: (error: Error) => void = () => undefined;
  const end = () => {
    settled = true;
    worker.terminate();
  };
  const result = new Promise<Blob>((resolve, reject) => {
    fail = reject;
    worker.onmessage = (event: MessageEvent<{ progress?: PngProgress; blob?: Blob; error?: string }>) => {
      const { progress, blob, error } = event.data;
      if (settled) return;
      if (progress) {
        onProgress(progress);
        return;
      }
      end();
      if (blob) resolve(blob);
      else reject(new Error(error ?? 'the PNG worker failed'));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      if (settled) return;
      end();
      reject(new Error(event.message || 'the PNG worker stopped (out of memory?)'));
    };
  });
  worker.postMessage({ scene: pictureOf(scene), theme });
  return {
    result,
    cancel() {
      if (settled) return;
      end();
      fail(new JobCancelled());
    },
  };
}

/** One export on the page, band by band between the page's own tasks; cancelling stops it at once. */
function renderOnPage(scene: Scene, theme: Theme, onProgress: (progress: PngProgress) => void): Job<Blob> {
  let stop: Error | null = null;
  let fail: (error: Error) => void = () => undefined;
  const cancelled = new Promise<never>((_, reject) => {
    fail = reject;
  });
  const drawn = renderPngOnPage(scene, theme, (progress) => stop === null && onProgress(progress), () => stop);
  return {
    result: Promise.race([drawn, cancelled]),
    cancel() {
      if (stop) return;
      stop = new JobCancelled();
      drawn.catch(() => undefined);
      fail(stop);
    },
  };
}

/**
 * PNGs made off the main thread on an OffscreenCanvas in a worker; where the browser has no
 * OffscreenCanvas, made on the page in bands small enough to keep it answering.
 */
export const pagePngService: PngService = {
  render(scene, theme, onProgress) {
    const offscreen = typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined';
    return offscreen ? renderInWorker(scene, theme, onProgress) : renderOnPage(scene, theme, onProgress);
  },
  save: saveBlob,
};
