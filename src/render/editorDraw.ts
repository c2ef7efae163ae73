import type { Grid } from '../core';
import { blockCentre, blockPixels, pixelBitmap, type Bitmap, type Context2D } from './draw';

export type { Bitmap } from './draw';
import type { View } from './scene';
import { rgbaWord, THEME } from './theme';

/**
 * Drawing for the paths editor, kept here (not in render/) because only the editor draws this
 * way: walls and passages as a one-pixel-a-block bitmap scaled up without smoothing (so a
 * 4001×4001 grid is one drawImage), then light grid lines when blocks are big enough to edit,
 * the selected path, the start and goal, and the keyboard cursor.
 */
export interface EditorTheme {
  wall: string;
  passage: string;
  gridLine: string;
  path: string;
  start: string;
  goal: string;
  cursor: string;
  label: string;
}

export const EDITOR_THEME: EditorTheme = {
  wall: '#1e293b',
  passage: THEME.passage,
  gridLine: '#cbd5e1',
  path: THEME.solution,
  start: THEME.player,
  goal: THEME.exit,
  cursor: '#f59e0b',
  label: '#ffffff',
};

export interface EditorScene {
  readonly grid: Grid;
  readonly start: number;
  readonly goal: number;
  /** The selected path's blocks, start first, or null. */
  readonly path: Int32Array | null;
  /** The keyboard cursor's block, drawn while the editor has focus. */
  readonly cursor: number | null;
}

/** Walls and passages, one pixel a block, through the renderer's own bitmap code. */
export function editorBitmap(grid: Grid, theme: EditorTheme, make: (w: number, h: number) => Bitmap): Bitmap | null {
  const scene = { grid, solution: null, marks: null, player: null, exit: null };
  return pixelBitmap(blockPixels(scene, { ...THEME, wall: theme.wall, passage: theme.passage }), grid.cols, grid.rows, make);
}

/**
 * The path as pixels over a transparent bitmap: how it is drawn when blocks are too small for a
 * line. When blocks are under a pixel, the bitmap is made at the drawn size, one pixel per
 * screen pixel the path crosses, so the path stays one unbroken line however far it is shrunk.
 */
export function pathBitmap(grid: Grid, path: Int32Array, view: View, theme: EditorTheme, make: (w: number, h: number) => Bitmap): Bitmap | null {
  const scale = Math.min(1, view.block);
  const width = Math.max(1, Math.ceil(grid.cols * scale));
  const height = Math.max(1, Math.ceil(grid.rows * scale));
  const bitmap = make(width, height);
  const context = bitmap.getContext('2d') as Context2D | null;
  if (!context) return null;
  const image = context.createImageData(width, height);
  const pixels = new Uint32Array(image.data.buffer);
  const colour = rgbaWord(theme.path);
  for (let i = 0; i < path.length; i++) {
    const block = path[i]!;
    const row = Math.min(height - 1, Math.floor(Math.floor(block / grid.cols) * scale));
    const col = Math.min(width - 1, Math.floor((block % grid.cols) * scale));
    pixels[row * width + col] = colour;
  }
  context.putImageData(image, 0, 0);
  return bitmap;
}

/** Below this many device pixels a block, the path is drawn as pixels, not as a line. */
export const PATH_AS_PIXELS_BELOW = 3;

/** Repaints a few blocks of the bitmap: what a paint stroke changed. */
export function repaintBitmap(bitmap: Bitmap, grid: Grid, blocks: readonly number[], theme: EditorTheme): void {
  const context = bitmap.getContext('2d') as Context2D | null;
  if (!context) return;
  for (const b of blocks) {
    context.fillStyle = grid.blocks[b] === 0 ? theme.passage : theme.wall;
    context.fillRect(b % grid.cols, Math.floor(b / grid.cols), 1, 1);
  }
}


const centre = blockCentre;

function drawGridLines(ctx: Context2D, grid: Grid, view: View, theme: EditorTheme): void {
  const width = grid.cols * view.block;
  const height = grid.rows * view.block;
  ctx.save();
  ctx.strokeStyle = theme.gridLine;
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (let r = 0; r <= grid.rows; r++) {
    const y = Math.round(view.y + r * view.block) + 0.5;
    ctx.moveTo(view.x, y);
    ctx.lineTo(view.x + width, y);
  }
  for (let c = 0; c <= grid.cols; c++) {
    const x = Math.round(view.x + c * view.block) + 0.5;
    ctx.moveTo(x, view.y);
    ctx.lineTo(x, view.y + height);
  }
  ctx.stroke();
  ctx.restore();
}

function drawPath(ctx: Context2D, path: Int32Array, cols: number, view: View, theme: EditorTheme): void {
  ctx.save();
  ctx.strokeStyle = theme.path;
  ctx.lineWidth = Math.max(2, view.block * 0.3);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.beginPath();
  for (let i = 0; i < path.length; i++) {
    const [x, y] = centre(view, cols, path[i]!);
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  if (path.length === 1) ctx.lineTo(...centre(view, cols, path[0]!));
  ctx.stroke();
  ctx.restore();
}

/** A round marker with a letter when blocks are big enough to read it. */
function drawEnd(ctx: Context2D, index: number, cols: number, view: View, colour: string, letter: string, theme: EditorTheme): void {
  const [x, y] = centre(view, cols, index);
  const radius = Math.max(5, view.block * 0.34);
  ctx.save();
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, Math.PI * 2);
  ctx.fillStyle = colour;
  ctx.fill();
  if (view.block >= 16) {
    ctx.fillStyle = theme.label;
    ctx.font = `700 ${Math.round(radius * 1.1)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(letter, x, y + radius * 0.05);
  }
  ctx.restore();
}

function drawCursor(ctx: Context2D, index: number, cols: number, view: View, theme: EditorTheme): void {
  const width = Math.max(2, Math.min(4, view.block * 0.12));
  ctx.save();
  ctx.strokeStyle = theme.cursor;
  ctx.lineWidth = width;
  const x = view.x + (index % cols) * view.block;
  const y = view.y + Math.floor(index / cols) * view.block;
  ctx.strokeRect(x + width / 2, y + width / 2, Math.max(1, view.block - width), Math.max(1, view.block - width));
  ctx.restore();
}

/** The whole editor picture; the area outside the grid is cleared. */
export function drawEditor(
  ctx: Context2D,
  scene: EditorScene,
  bitmap: Bitmap | ImageBitmap,
  view: View,
  size: { width: number; height: number },
  theme: EditorTheme,
  pathPixels: () => Bitmap | null = () => null,
): void {
  const { grid } = scene;
  ctx.clearRect(0, 0, size.width, size.height);
  // Blocks of a pixel or more stay crisp; smaller ones are averaged, which beats moiré.
  ctx.imageSmoothingEnabled = view.block < 1;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(bitmap, view.x, view.y, grid.cols * view.block, grid.rows * view.block);
  ctx.imageSmoothingEnabled = false;
  if (view.block >= 8) drawGridLines(ctx, grid, view, theme);
  if (scene.path && view.block < PATH_AS_PIXELS_BELOW) {
    const overlay = pathPixels();
    if (overlay) ctx.drawImage(overlay, view.x, view.y, grid.cols * view.block, grid.rows * view.block);
  } else if (scene.path) {
    drawPath(ctx, scene.path, grid.cols, view, theme);
  }
  drawEnd(ctx, scene.goal, grid.cols, view, theme.goal, 'G', theme);
  drawEnd(ctx, scene.start, grid.cols, view, theme.start, 'S', theme);
  if (scene.cursor !== null) drawCursor(ctx, scene.cursor, grid.cols, view, theme);
}

/** The block under a device-pixel point, or -1 outside the grid. */
export function blockAt(grid: Grid, view: View, x: number, y: number): number {
  const col = Math.floor((x - view.x) / view.block);
  const row = Math.floor((y - view.y) / view.block);
  if (row < 0 || col < 0 || row >= grid.rows || col >= grid.cols) return -1;
  return row * grid.cols + col;
}

/** The blocks on a straight line from one block to another (both included), so a fast drag leaves no gaps. */
export function blocksBetween(cols: number, from: number, to: number): number[] {
  const r0 = Math.floor(from / cols);
  const c0 = from % cols;
  const r1 = Math.floor(to / cols);
  const c1 = to % cols;
  const steps = Math.max(Math.abs(r1 - r0), Math.abs(c1 - c0));
  const blocks: number[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = steps === 0 ? 0 : i / steps;
    blocks.push(Math.round(r0 + (r1 - r0) * t) * cols + Math.round(c0 + (c1 - c0) * t));
  }
  return blocks;
}
