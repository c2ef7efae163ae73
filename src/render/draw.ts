import { BACKTRACKED, TRAIL } from '../game/walk';
import { labPalette } from './labMarks';
import { drawMarkers } from './markers';
import { blockRect, cropScene, type Region, type Scene, type View } from './scene';
import { rgbaWord, type Theme } from './theme';

/** A 2D context of an on-screen canvas or of an offscreen one (PNG export, tests). */
export type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/**
 * The maze as a bitmap of one pixel a block (walls, passages, trail), which `drawScene` scales
 * up without smoothing: a 2000×2000 maze becomes one drawImage instead of millions of rects.
 * Pure: it reads the scene and theme, and writes only the pixels it returns.
 */
export function blockPixels(scene: Scene, theme: Theme): Uint32Array {
  const { cells } = scene.grid;
  const pixels = new Uint32Array(cells.length);
  const wall = rgbaWord(theme.wall);
  const passage = rgbaWord(theme.passage);
  for (let i = 0; i < cells.length; i++) pixels[i] = cells[i] === 0 ? passage : wall;
  const marks = scene.marks;
  if (marks) {
    const trail = rgbaWord(theme.trail);
    const backtracked = rgbaWord(theme.backtracked);
    for (let i = 0; i < marks.length; i++) {
      if (marks[i] === TRAIL) pixels[i] = trail;
      else if (marks[i] === BACKTRACKED) pixels[i] = backtracked;
    }
  }
  const labMarks = scene.labMarks;
  if (labMarks) {
    const colours = labPalette(theme).map((colour) => (colour ? rgbaWord(colour) : 0));
    for (let i = 0; i < labMarks.length; i++) if (labMarks[i] !== 0) pixels[i] = colours[labMarks[i]!]!;
  }
  return pixels;
}

function labColour(theme: Theme, mark: number | undefined): string | null {
  return mark ? labPalette(theme)[mark] || null : null;
}

function blockColour(scene: Scene, theme: Theme, index: number): string {
  const lab = labColour(theme, scene.labMarks?.[index]);
  if (lab) return lab;
  const mark = scene.marks?.[index];
  if (mark === TRAIL) return theme.trail;
  if (mark === BACKTRACKED) return theme.backtracked;
  return scene.grid.cells[index] === 0 ? theme.passage : theme.wall;
}

/** The centre of block `index` of a grid `cols` blocks wide, in canvas pixels. */
export function blockCentre(view: View, cols: number, index: number): [number, number] {
  return [view.x + ((index % cols) + 0.5) * view.block, view.y + (Math.floor(index / cols) + 0.5) * view.block];
}

function centre(scene: Scene, view: View, index: number): [number, number] {
  return blockCentre(view, scene.grid.cols, index);
}

/** Strokes the solution through the centres of blocks path[from..to]. */
function strokeSolution(ctx: Context2D, scene: Scene, theme: Theme, view: View, from: number, to: number): void {
  const path = scene.solution;
  if (!path || path.length === 0) return;
  ctx.save();
  ctx.strokeStyle = theme.solution;
  ctx.lineWidth = Math.max(1, view.block * 0.4);
  ctx.lineCap = 'square';
  ctx.lineJoin = 'miter';
  ctx.beginPath();
  for (let i = Math.max(0, from); i <= Math.min(path.length - 1, to); i++) {
    const [x, y] = centre(scene, view, path[i]!);
    if (i === Math.max(0, from)) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  if (from === to) {
    const [x, y] = centre(scene, view, path[from]!);
    ctx.lineTo(x + 0.01, y);
  }
  ctx.stroke();
  ctx.restore();
}

/** A canvas that can hold a bitmap: offscreen where the browser has one. */
export type Bitmap = OffscreenCanvas | HTMLCanvasElement;

function offscreen(width: number, height: number): Bitmap {
  return new OffscreenCanvas(width, height);
}

/** One-pixel-a-block colours as a canvas, ready to be scaled up without smoothing. */
export function pixelBitmap(pixels: Uint32Array, cols: number, rows: number, make: (w: number, h: number) => Bitmap = offscreen): Bitmap | null {
  const canvas = make(cols, rows);
  const context = canvas.getContext('2d') as Context2D | null;
  if (!context) return null;
  const image = context.createImageData(cols, rows);
  new Uint32Array(image.data.buffer).set(pixels);
  context.putImageData(image, 0, 0);
  return canvas;
}

/**
 * Draws the whole scene: the one draw function behind the screen and the PNG export, so what
 * you download is what you saw. The background outside the maze is left as it is.
 */
export function drawScene(ctx: Context2D, scene: Scene, theme: Theme, view: View, region?: Region): void {
  // Zoomed in, only the blocks in sight become pixels: the cost follows the canvas, not the maze.
  const shown = region ?? { row: 0, col: 0, rows: scene.grid.rows, cols: scene.grid.cols };
  const part = region ? cropScene(scene, region) : scene;
  ctx.imageSmoothingEnabled = false;
  const bitmap = shown.rows > 0 && shown.cols > 0 ? pixelBitmap(blockPixels(part, theme), shown.cols, shown.rows) : null;
  if (bitmap) ctx.drawImage(bitmap, view.x + shown.col * view.block, view.y + shown.row * view.block, shown.cols * view.block, shown.rows * view.block);
  strokeSolution(ctx, scene, theme, view, 0, (scene.solution?.length ?? 0) - 1);
  drawMarkers(ctx, scene, theme, view);
}

/**
 * Repaints only the given blocks (and the markers): what a move changes. The solution is
 * restroked just where it passes through them, so a move costs the same on any maze size.
 */
export function drawBlocks(ctx: Context2D, scene: Scene, theme: Theme, view: View, blocks: readonly number[], solutionIndex: ReadonlyMap<number, number> | null): void {
  const { cols } = scene.grid;
  for (const index of blocks) {
    const { x, y, width, height } = blockRect(view, Math.floor(index / cols), index % cols);
    ctx.save();
    ctx.beginPath();
    ctx.rect(x, y, width, height);
    ctx.clip();
    ctx.fillStyle = blockColour(scene, theme, index);
    ctx.fillRect(x, y, width, height);
    const at = solutionIndex?.get(index);
    if (at !== undefined) strokeSolution(ctx, scene, theme, view, at - 1, at + 1);
    ctx.restore();
  }
  drawMarkers(ctx, scene, theme, view);
}
