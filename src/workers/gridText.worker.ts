/// <reference lib="webworker" />
import { editorBitmap, EDITOR_THEME } from '../render/editorDraw';
import { gridTextBlob, readGridText } from './gridTextJob';
import type { Grid } from '../core';
import type { GridTextAnswer, GridTextProgress, GridTextRequest } from './gridTextClient';
import { serveJobs } from './serveJobs';

/** The editor's picture of a grid (one pixel a block), made here: 16 million blocks take the page a long task. */
function pictureOf(grid: Grid): ImageBitmap | null {
  const made = editorBitmap(grid, EDITOR_THEME, (w, h) => new OffscreenCanvas(w, h));
  return made instanceof OffscreenCanvas ? made.transferToImageBitmap() : null;
}

/**
 * Reads big grid texts off the page: a paste or a file of megabytes parses here with progress,
 * and the grid's cells (and its picture) go back transferred, not copied. It also pictures a
 * grid and formats one as a .txt Blob (8 MB for 2000×2000 blocks).
 */
serveJobs<GridTextRequest, GridTextProgress, GridTextAnswer>({
  async run(request, job) {
    if (request.kind === 'format') return gridTextBlob(request.grid);
    if (request.kind === 'picture') return pictureOf(request.grid);
    const read = await readGridText(request.source, (done, total) => job.progress([done, total]));
    return { read, picture: read.ok ? pictureOf(read.grid) : null };
  },
  transfers(answer) {
    if (answer === null || answer instanceof Blob) return [];
    if (!('read' in answer)) return [answer];
    const transfers: Transferable[] = answer.read.ok ? [answer.read.grid.blocks.buffer as ArrayBuffer] : [];
    if (answer.picture) transfers.push(answer.picture);
    return transfers;
  },
});
