import type { CellScene } from '../render/cells/cellScene';
import { isLattice } from '../core/shape/squareLattice';
import { HAS_WORKERS } from './hasWorkers';
import { renderPictureOnPage, type PngProgress, type PngScene } from '../render/png';
import { saveBlob, saveMayBeBlocked } from '../render/saveFile';
import type { Theme } from '../render/theme';
import type { PictureFormat } from '../render/pngFileName';
import { svgBlob } from '../render/vector/svgBlob';
import { JobCancelled, type Job } from './job';

/** Making and saving pictures of the maze (PNG, SVG): in a worker on the page, stand-ins in tests. */
export interface PngService {
  /** Draws a picture: a block grid (today's squares) or a maze on cells (the line style), as a PNG or an SVG. */
  render(picture: PngScene, theme: Theme, onProgress: (progress: PngProgress) => void, format?: PictureFormat): Job<Blob>;
  /** Saves the file; a promise when the saving code itself is still to load (lazyServices.ts). */
  save(blob: Blob, fileName: string): Promise<void> | void;
  /** Whether a save started now may be blocked by the browser (no user gesture any more); absent: never. */
  mayBeBlocked?(): boolean;
}

/** How much of an array goes to the worker in one message: copying 16 MB at once holds the page ~20 ms. */
const SLICE_BYTES = 1 << 21;

/** The arrays a PNG draws, by name; the worker puts them back together (see png.worker.ts). */
export type PictureArrays = { blocks: Uint8Array; solution: Int32Array | null; marks: Uint8Array | null };

/** The arrays of a maze on cells: its topology's (none for a square lattice), its passages, and what is drawn over them. */
export type CellPictureArrays = {
  offsets: Int32Array | null;
  neighbours: Int32Array | null;
  centres: Float64Array | null;
  slots: Int32Array | null;
  open: Uint8Array;
  /** A weave's crossings (CellMaze.crossings), none without. */
  crossings: Int32Array | null;
  solution: Int32Array | null;
  marks: Uint8Array | null;
};

/** What a maze on cells is besides its arrays. */
export type CellPictureShape = Pick<CellScene['maze']['topology'], 'shape' | 'cellCount' | 'columns' | 'rows' | 'levels'> & Pick<CellScene['maze'], 'start' | 'goal'> & { readonly lattice: boolean };

type AnyArray = Uint8Array | Int32Array | Float64Array;

/** The messages the page sends the PNG worker: the picture's shape, its arrays slice by slice, then "draw". */
export type PngRequest =
  | { readonly kind: 'begin'; readonly rows: number; readonly cols: number; readonly theme: Theme; readonly format: PictureFormat; readonly lengths: { [K in keyof PictureArrays]: number } }
  | { readonly kind: 'beginCells'; readonly maze: CellPictureShape; readonly theme: Theme; readonly format: PictureFormat; readonly lengths: { [K in keyof CellPictureArrays]: number } }
  | { readonly kind: 'slice'; readonly name: keyof PictureArrays | keyof CellPictureArrays; readonly offset: number; readonly data: AnyArray }
  | { readonly kind: 'draw' };

/** Each array's length, -1 for an array not sent. */
function lengthsOf<T extends Record<string, AnyArray | null>>(arrays: T): { [K in keyof T]: number } {
  return Object.fromEntries(Object.entries(arrays).map(([name, array]) => [name, array?.length ?? -1])) as { [K in keyof T]: number };
}

/**
 * Sends only what the PNG draws, as it is at the click (the walk goes on marking blocks on the
 * page while the worker draws the trail as it was): the arrays in slices, each copied and
 * handed over in a task of its own, so the page never stops for one big copy.
 */
async function sendPicture(worker: Worker, png: PngScene, theme: Theme, format: PictureFormat, stopped: () => boolean): Promise<void> {
  const marks = png.scene.marks?.slice() ?? null;
  let arrays: Record<string, AnyArray | null>;
  if (png.kind === 'blocks') {
    const { scene } = png;
    const blocks: PictureArrays = { blocks: scene.grid.blocks, solution: scene.solution, marks };
    arrays = blocks;
    worker.postMessage({ kind: 'begin', rows: scene.grid.rows, cols: scene.grid.cols, theme, format, lengths: lengthsOf(blocks) } satisfies PngRequest);
  } else {
    const { maze, solution } = png.scene;
    const { topology } = maze;
    const lattice = isLattice(topology);
    const cells: CellPictureArrays = lattice
      ? { offsets: null, neighbours: null, centres: null, slots: null, open: maze.open, crossings: maze.crossings ?? null, solution, marks }
      : { offsets: topology.offsets, neighbours: topology.neighbours, centres: topology.centres, slots: topology.slots, open: maze.open, crossings: maze.crossings ?? null, solution, marks };
    arrays = cells;
    const shape: CellPictureShape = { shape: topology.shape, cellCount: topology.cellCount, columns: topology.columns, rows: topology.rows, ...(topology.levels !== undefined && { levels: topology.levels }), start: maze.start, goal: maze.goal, lattice };
    worker.postMessage({ kind: 'beginCells', maze: shape, theme, format, lengths: lengthsOf(cells) } satisfies PngRequest);
  }
  for (const [name, array] of Object.entries(arrays)) {
    if (!array) continue;
    const step = Math.max(1, Math.floor(SLICE_BYTES / array.BYTES_PER_ELEMENT));
    for (let offset = 0; offset < array.length; offset += step) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (stopped()) return;
      const data = array.slice(offset, offset + step);
      worker.postMessage({ kind: 'slice', name: name as keyof PictureArrays, offset, data } satisfies PngRequest, [data.buffer]);
    }
  }
  worker.postMessage({ kind: 'draw' } satisfies PngRequest);
}

/** One export in its own worker: cancelling terminates it, which stops even the compression. */
function renderInWorker(png: PngScene, theme: Theme, onProgress: (progress: PngProgress) => void, format: PictureFormat): Job<Blob> {
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
  void sendPicture(worker, png, theme, format, () => settled);
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
function renderOnPage(png: PngScene, theme: Theme, onProgress: (progress: PngProgress) => void): Job<Blob> {
  let stop: Error | null = null;
  let fail: (error: Error) => void = () => undefined;
  const cancelled = new Promise<never>((_, reject) => {
    fail = reject;
  });
  const drawn = renderPictureOnPage(png, theme, (progress) => stop === null && onProgress(progress), () => stop);
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

/** An SVG on the page, for browsers without workers: one task, the text of the paths. */
function svgOnPage(png: PngScene, theme: Theme): Job<Blob> {
  let cancelled = false;
  return {
    result: Promise.resolve().then(() => {
      if (cancelled) throw new JobCancelled();
      return svgBlob(png, theme);
    }),
    cancel: () => void (cancelled = true),
  };
}

/** In a worker where the browser has one (and, for a PNG, OffscreenCanvas), else on the page. */
function renderPicture(png: PngScene, theme: Theme, onProgress: (progress: PngProgress) => void, format: PictureFormat = 'png'): Job<Blob> {
  if (format === 'svg') return HAS_WORKERS ? renderInWorker(png, theme, onProgress, format) : svgOnPage(png, theme);
  const offscreen = HAS_WORKERS && typeof OffscreenCanvas !== 'undefined';
  return offscreen ? renderInWorker(png, theme, onProgress, format) : renderOnPage(png, theme, onProgress);
}

/**
 * PNGs made off the main thread on an OffscreenCanvas in a worker; where the browser has no
 * OffscreenCanvas, made on the page in bands small enough to keep it answering.
 */
export const pagePngService: PngService = { render: renderPicture, save: saveBlob, mayBeBlocked: saveMayBeBlocked };
