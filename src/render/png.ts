import type { Grid } from '../core';
import { shapeBounds } from '../core/shape/geometry';
import type { Topology } from '../core/shape/topology';
import type { CellScene, CellView } from './cells/cellScene';
import { shapePixels } from './cells/cellView';
import { drawCellScene } from './cells/drawCells';
import { drawScene, type Context2D } from './draw';
import type { Scene } from './scene';
import type { Theme } from './theme';

/** Browsers refuse canvases above about 16384 px a side or 268 M px; we stay well inside. */
const MAX_SIDE_PX = 16_384;
const MAX_PIXELS = 64 * 1024 * 1024;
const MAX_BLOCK_PX = 20;

/**
 * Pixels per block for the PNG: whole pixels, so every block is a sharp k×k square, as large
 * as looks good (up to 20) while the image stays within canvas limits and 64 M pixels.
 */
export function exportBlockSize(grid: Pick<Grid, 'rows' | 'cols'>): number {
  const bySide = Math.floor(MAX_SIDE_PX / Math.max(grid.rows, grid.cols));
  const byArea = Math.floor(Math.sqrt(MAX_PIXELS / (grid.rows * grid.cols)));
  return Math.max(1, Math.min(MAX_BLOCK_PX, bySide, byArea));
}

/** How far a PNG export has come: drawing (with the fraction of bands done), then compressing. */
export type PngProgress = { readonly stage: 'drawing'; readonly fraction: number } | { readonly stage: 'encoding' };

/**
 * Draws the scene for the PNG, k px a block, one band of rows at a time, yielding the fraction
 * drawn after each band: the worker runs it straight through and reports progress, the page
 * (without OffscreenCanvas) yields to the browser between bands. Each band is `drawScene` on a
 * region, clipped to it, so the bands together are the picture drawn whole.
 */
export function* drawInBands(ctx: Context2D, scene: Scene, theme: Theme, block: number, bandPixels: number): Generator<number, void, void> {
  const { rows, cols } = scene.grid;
  const bandRows = Math.max(1, Math.floor(bandPixels / (cols * block * block)));
  for (let row = 0; row < rows; row += bandRows) {
    drawScene(ctx, scene, theme, { block, x: 0, y: 0 }, { row, col: 0, rows: Math.min(bandRows, rows - row), cols });
    yield Math.min(1, (row + bandRows) / rows);
  }
}

/** Pixels a cell unit for small mazes: a square cell is two blocks (a cell and a wall), so twice a block's. */
const MAX_CELL_PX = 2 * MAX_BLOCK_PX;
/** The paper round the maze, in cell units: room for the outline's walls, and a margin to print with. */
const PAPER_UNITS = 0.75;

/**
 * Pixels per cell unit for the PNG of a maze on cells: 40 for small mazes (a square cell as big
 * as in the block style), less for big ones, so the picture stays within the same canvas
 * limits as the block style's; whole pixels from 1 up.
 */
export function exportCellScale(topology: Topology): number {
  const bounds = shapeBounds(topology);
  const spanX = bounds.maxX - bounds.minX + 2 * PAPER_UNITS;
  const spanY = bounds.maxY - bounds.minY + 2 * PAPER_UNITS;
  const bySide = (MAX_SIDE_PX - 8) / Math.max(spanX, spanY);
  const byArea = Math.sqrt(MAX_PIXELS / (spanX * spanY));
  const scale = Math.min(MAX_CELL_PX, bySide, byArea);
  return scale >= 1 ? Math.floor(scale) : scale;
}

/** Where a maze on cells lands in its PNG: the view, and the picture's size round the whole shape with its margin. */
export function cellPngLayout(topology: Topology): { view: CellView; width: number; height: number } {
  const scale = exportCellScale(topology);
  const around = shapePixels(topology, { scale, x: 0, y: 0 });
  const margin = Math.ceil(PAPER_UNITS * scale);
  return { view: { scale, x: margin - around.x, y: margin - around.y }, width: around.width + 2 * margin, height: around.height + 2 * margin };
}

/**
 * Draws a maze on cells for the PNG, one band of pixel rows at a time, yielding the fraction
 * drawn after each: drawCellScene on each band's rect, clipped to it, so the bands together
 * are the picture drawn whole. The paper is the passage colour, round the shape too.
 */
export function* drawCellsInBands(ctx: Context2D, scene: CellScene, theme: Theme, bandPixels: number): Generator<number, void, void> {
  const { view, width, height } = cellPngLayout(scene.maze.topology);
  ctx.fillStyle = theme.passage;
  ctx.fillRect(0, 0, width, height);
  const bandRows = Math.max(1, Math.floor(bandPixels / width));
  for (let y = 0; y < height; y += bandRows) {
    drawCellScene(ctx, scene, theme, view, { x: 0, y, width, height: Math.min(bandRows, height - y) });
    yield Math.min(1, (y + bandRows) / height);
  }
}

/**
 * What the PNG export draws: a block grid (the block style), or a maze on cells (the line
 * style). The page hands one to the PNG service; the worker draws either through the screen's
 * own draw function.
 */
export type PngScene = { readonly kind: 'blocks'; readonly scene: Scene } | { readonly kind: 'cells'; readonly scene: CellScene };

/** A picture for the PNG: its size, and its drawing band by band. */
interface PngPicture {
  readonly width: number;
  readonly height: number;
  bands(ctx: Context2D, bandPixels: number): Generator<number, void, void>;
}

function pictureOf(png: PngScene, theme: Theme): PngPicture {
  if (png.kind === 'cells') {
    const { width, height } = cellPngLayout(png.scene.maze.topology);
    return { width, height, bands: (ctx, bandPixels) => drawCellsInBands(ctx, png.scene, theme, bandPixels) };
  }
  const { scene } = png;
  const block = exportBlockSize(scene.grid);
  return { width: scene.grid.cols * block, height: scene.grid.rows * block, bands: (ctx, bandPixels) => drawInBands(ctx, scene, theme, block, bandPixels) };
}

/** The walk goes on while we draw: draw the trail as it was when Download was pressed. */
function stillScene(png: PngScene): PngScene {
  return png.kind === 'cells' ? { kind: 'cells', scene: { ...png.scene, marks: png.scene.marks?.slice() ?? null } } : { kind: 'blocks', scene: { ...png.scene, marks: png.scene.marks?.slice() ?? null } };
}

/** Output pixels a band draws in the worker: enough bands for a smooth progress bar. */
const WORKER_BAND_PIXELS = 1 << 22;

/** The PNG made on an OffscreenCanvas, in a worker: drawn band by band with progress, then compressed. */
export async function renderPngOffscreen(scene: Scene, theme: Theme, onProgress: (progress: PngProgress) => void): Promise<Blob> {
  return renderPictureOffscreen({ kind: 'blocks', scene }, theme, onProgress);
}

/** renderPngOffscreen for either kind of picture. */
export async function renderPictureOffscreen(png: PngScene, theme: Theme, onProgress: (progress: PngProgress) => void): Promise<Blob> {
  const picture = pictureOf(png, theme);
  const canvas = new OffscreenCanvas(picture.width, picture.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('this browser cannot draw a canvas of that size');
  for (const fraction of picture.bands(context, WORKER_BAND_PIXELS)) onProgress({ stage: 'drawing', fraction });
  onProgress({ stage: 'encoding' });
  return canvas.convertToBlob({ type: 'image/png' });
}

/** Output pixels a band draws on the page: small enough to keep each task well under 50 ms. */
const PAGE_BAND_PIXELS = 1 << 18;

/** Lets the browser paint and handle input between two bands. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The PNG made on the page, for browsers without OffscreenCanvas: drawn band by band with the
 * page free between bands, then compressed by the browser's canvas.toBlob. What stays on the page
 * is the browser's own work: giving the big canvas its memory when the first band lands (Chromium
 * with OffscreenCanvas removed: one 140–500 ms task for a 2000×2000 maze's 8002² pixels). `stopped`
 * is asked between bands; a stopped export rejects with the error it gives.
 */
export async function renderPngOnPage(scene: Scene, theme: Theme, onProgress: (progress: PngProgress) => void, stopped: () => Error | null): Promise<Blob> {
  return renderPictureOnPage({ kind: 'blocks', scene }, theme, onProgress, stopped);
}

/** renderPngOnPage for either kind of picture. */
export async function renderPictureOnPage(png: PngScene, theme: Theme, onProgress: (progress: PngProgress) => void, stopped: () => Error | null): Promise<Blob> {
  const picture = pictureOf(stillScene(png), theme);
  const canvas = document.createElement('canvas');
  canvas.width = picture.width;
  canvas.height = picture.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('this browser cannot draw a canvas of that size');
  for (const fraction of picture.bands(context, PAGE_BAND_PIXELS)) {
    onProgress({ stage: 'drawing', fraction });
    await nextTask();
    const stop = stopped();
    if (stop) throw stop;
  }
  onProgress({ stage: 'encoding' });
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the browser could not encode the PNG'))), 'image/png'));
}
