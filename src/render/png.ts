import type { Grid } from '../core';
import type { MazeSettings } from '../game/settings';
import { drawScene } from './draw';
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

/**
 * "maze-20x20-backtracker-<seed>.png", "...-solution.png" when the solution is drawn, and
 * "-trail" before the extension when the player's trail is, so no download overwrites another.
 */
export function pngFileName(settings: MazeSettings, withSolution: boolean, withTrail = false): string {
  const seed = settings.seed.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 60);
  return `maze-${settings.width}x${settings.height}-${settings.algorithm}-${seed}${withSolution ? '-solution' : ''}${withTrail ? '-trail' : ''}.png`;
}

/** The scene as PNG bytes, drawn by the same function as the screen, k px a block. */
export async function renderPng(scene: Scene, theme: Theme): Promise<Blob> {
  const block = exportBlockSize(scene.grid);
  const canvas = new OffscreenCanvas(scene.grid.cols * block, scene.grid.rows * block);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('this browser cannot draw offscreen');
  drawScene(context, scene, theme, { block, x: 0, y: 0 });
  return canvas.convertToBlob({ type: 'image/png' });
}

/** Saves a blob as a file: one click, no dialog in between. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
