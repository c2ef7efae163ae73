/// <reference lib="webworker" />
import * as Comlink from 'comlink';
import { editorBitmap, EDITOR_THEME } from '../lab/paths/editorDraw';
import { gridTextBlob, readGridText, type GridRead } from './gridTextJob';
import type { Grid } from '../core';

export interface GridReadWithPicture {
  readonly read: GridRead;
  /** The editor's one-pixel-a-block picture of the grid, made here so the page only draws it. */
  readonly picture: ImageBitmap | null;
}

/**
 * Reads big grid texts off the page: a paste or a file of megabytes parses here with progress,
 * and the grid's cells (and its picture) come back transferred, not copied.
 */
const api = {
  async read(source: string | Blob, onProgress: Comlink.Remote<((done: number, total: number) => void) & Comlink.ProxyMarked>): Promise<GridReadWithPicture> {
    const read = await readGridText(source, (done, total) => void onProgress(done, total).catch(() => undefined));
    if (!read.ok) return { read, picture: null };
    const made = editorBitmap(read.grid, EDITOR_THEME, (w, h) => new OffscreenCanvas(w, h));
    const picture = made instanceof OffscreenCanvas ? made.transferToImageBitmap() : null;
    const transfers: Transferable[] = [read.grid.cells.buffer as ArrayBuffer];
    if (picture) transfers.push(picture);
    return Comlink.transfer({ read, picture }, transfers);
  },

  /** The editor's picture of a grid (one pixel a block), made here: 16 million blocks take the page a long task. */
  picture(grid: Grid): ImageBitmap | null {
    const made = editorBitmap(grid, EDITOR_THEME, (w, h) => new OffscreenCanvas(w, h));
    if (!(made instanceof OffscreenCanvas)) return null;
    const picture = made.transferToImageBitmap();
    return Comlink.transfer(picture, [picture]);
  },

  /** The grid as a .txt Blob (8 MB for 2000×2000 blocks), formatted here. */
  format(grid: Grid): Blob {
    return gridTextBlob(grid);
  },
};

export type GridTextWorkerApi = typeof api;

Comlink.expose(api);
