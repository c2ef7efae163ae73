import { renderPngOnPage, saveBlob, type PngProgress } from '../render/png';
import type { Scene } from '../render/scene';
import type { Theme } from '../render/theme';
import { JobCancelled, type Job } from './job';

/** Making and saving PNGs: in a worker on the page, stand-ins in tests. */
export interface PngService {
  render(scene: Scene, theme: Theme, onProgress: (progress: PngProgress) => void): Job<Blob>;
  save(blob: Blob, fileName: string): void;
}

/** How much of an array goes to the worker in one message: copying 16 MB at once holds the page ~20 ms. */
const SLICE_BYTES = 1 << 21;

/** The arrays a PNG draws, by name; the worker puts them back together (see png.worker.ts). */
export type PictureArrays = { cells: Uint8Array; solution: Int32Array | null; marks: Uint8Array | null };

/** The messages the page sends the PNG worker: the picture's shape, its arrays slice by slice, then "draw". */
export type PngRequest =
  | { readonly kind: 'begin'; readonly rows: number; readonly cols: number; readonly theme: Theme; readonly lengths: { [K in keyof PictureArrays]: number } }
  | { readonly kind: 'slice'; readonly name: keyof PictureArrays; readonly offset: number; readonly data: Uint8Array | Int32Array }
  | { readonly kind: 'draw' };

/**
 * Sends only what the PNG draws, as it is at the click (the walk goes on marking blocks on the
 * page while the worker draws the trail as it was): the arrays in slices, each copied and
 * handed over in a task of its own, so the page never stops for one big copy.
 */
async function sendPicture(worker: Worker, scene: Scene, theme: Theme, stopped: () => boolean): Promise<void> {
  const marks = scene.marks?.slice() ?? null;
  const arrays: PictureArrays = { cells: scene.grid.cells, solution: scene.solution, marks };
  const lengths = { cells: arrays.cells.length, solution: arrays.solution?.length ?? -1, marks: arrays.marks?.length ?? -1 };
  worker.postMessage({ kind: 'begin', rows: scene.grid.rows, cols: scene.grid.cols, theme, lengths } satisfies PngRequest);
  for (const name of ['cells', 'solution', 'marks'] as const) {
    const array = arrays[name];
    if (!array) continue;
    const step = Math.max(1, Math.floor(SLICE_BYTES / array.BYTES_PER_ELEMENT));
    for (let offset = 0; offset < array.length; offset += step) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (stopped()) return;
      const data = array.slice(offset, offset + step);
      worker.postMessage({ kind: 'slice', name, offset, data } satisfies PngRequest, [data.buffer]);
    }
  }
  worker.postMessage({ kind: 'draw' } satisfies PngRequest);
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
  void sendPicture(worker, scene, theme, () => settled);
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
