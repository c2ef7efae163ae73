import { BACKTRACKED, TRAIL } from '../game/walk';
import { labPalette } from './labMarks';
import { drawMarkers } from './markers';
import { heatPalette } from './heatRamp';
import { blockRect, cropScene, type Region, type Scene, type View } from './scene';
import { stepsInRegion, strokeRuns } from './solutionTiles';
import type { PathContext } from './pathContext';
import { rgbaWord, type Theme } from './theme';

/** A 2D context of an on-screen canvas or of an offscreen one (PNG export, tests). */
export type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/**
 * The maze as a bitmap of one pixel a block (walls, passages, trail), which `drawScene` scales
 * up without smoothing: a 2000×2000 maze becomes one drawImage instead of millions of rects.
 * Pure: it reads the scene and theme, and writes only the pixels it returns.
 */
export function blockPixels(scene: Scene, theme: Theme): Uint32Array {
  const { blocks: cells } = scene.grid;
  const pixels = new Uint32Array(cells.length);
  // Branch-free passes over typed arrays: this runs on every full redraw, over a canvas's worth of blocks.
  const wall = rgbaWord(theme.wall);
  const passage = rgbaWord(theme.passage);
  for (let i = 0; i < cells.length; i++) pixels[i] = cells[i] === 0 ? passage : wall;
  const { heat, fog } = scene;
  const shades = heat || fog ? heatPalette(theme) : null;
  if (heat) for (let i = 0; i < heat.length; i++) if (heat[i] !== 0 && cells[i] === 0) pixels[i] = shades!.words[heat[i]!]!;
  const marks = scene.marks;
  if (marks) {
    const colours = new Uint32Array(256);
    colours[TRAIL] = rgbaWord(theme.trail);
    colours[BACKTRACKED] = rgbaWord(theme.backtracked);
    for (let i = 0; i < marks.length; i++) if (colours[marks[i]!]) pixels[i] = colours[marks[i]!]!;
  }
  const labMarks = scene.labMarks;
  if (labMarks) {
    const colours = labPalette(theme).map((colour) => (colour ? rgbaWord(colour) : 0));
    for (let i = 0; i < labMarks.length; i++) if (labMarks[i] !== 0) pixels[i] = colours[labMarks[i]!]!;
  }
  if (fog) for (let i = 0; i < fog.length; i++) if (fog[i] === 0) pixels[i] = shades!.fogWord;
  return pixels;
}

/**
 * Blocks of a pixel or less: the solution's line, a pixel wide through the blocks' centres, is
 * the solution's blocks themselves. Painting them costs a pass over the path; stroking a
 * polyline of hundreds of thousands of points (a 2000×2000 maze fitted to a phone) took 60–90 ms.
 */
function paintSolution(pixels: Uint32Array, path: Int32Array, theme: Theme): void {
  const colour = rgbaWord(theme.solution);
  for (let i = 0; i < path.length; i++) pixels[path[i]!] = colour;
}

function labColour(theme: Theme, mark: number | undefined): string | null {
  return mark ? labPalette(theme)[mark] || null : null;
}

function blockColour(scene: Scene, theme: Theme, index: number): string {
  if (scene.fog?.[index] === 0) return heatPalette(theme).fog;
  const lab = labColour(theme, scene.labMarks?.[index]);
  if (lab) return lab;
  const mark = scene.marks?.[index];
  if (mark === TRAIL) return theme.trail;
  if (mark === BACKTRACKED) return theme.backtracked;
  const shade = scene.heat?.[index];
  if (shade && scene.grid.blocks[index] === 0) return heatPalette(theme).colours[shade]!;
  return scene.grid.blocks[index] === 0 ? theme.passage : theme.wall;
}

/** The centre of block `index` of a grid `cols` blocks wide, in canvas pixels. */
export function blockCentre(view: View, cols: number, index: number): [number, number] {
  return [view.x + ((index % cols) + 0.5) * view.block, view.y + (Math.floor(index / cols) + 0.5) * view.block];
}

function centre(scene: Scene, view: View, index: number): [number, number] {
  return blockCentre(view, scene.grid.cols, index);
}

/**
 * Strokes the solution through the centres of its blocks: all of it, or only the stretches that
 * pass through `region`, found from the solution's tiles. Zoomed in on a 2000×2000 maze, that is
 * a few hundred points instead of millions; the caller clips to the region, so the widened ends
 * of each stretch (kept for their joins) leave no trace outside it.
 */
export function strokeSolution(ctx: PathContext, scene: Scene, theme: Theme, view: View, region?: Region): void {
  const path = scene.solution;
  if (!path || path.length === 0) return;
  const runs = region ? strokeRuns(stepsInRegion(path, scene.grid.cols, region), path.length) : [0, path.length - 1];
  if (runs.length === 0) return;
  ctx.save();
  ctx.strokeStyle = theme.solution;
  ctx.lineWidth = Math.max(1, view.block * 0.4);
  ctx.lineCap = 'square';
  ctx.lineJoin = 'miter';
  ctx.beginPath();
  for (let r = 0; r < runs.length; r += 2) {
    const from = runs[r]!;
    const to = runs[r + 1]!;
    const [x0, y0] = centre(scene, view, path[from]!);
    ctx.moveTo(x0, y0);
    // A one-block path is a dot: a tiny segment gets the square caps drawn.
    if (from === to) ctx.lineTo(x0 + 0.01, y0);
    for (let i = from + 1; i <= to; i++) {
      const [x, y] = centre(scene, view, path[i]!);
      ctx.lineTo(x, y);
    }
  }
  ctx.stroke();
  ctx.restore();
}

/** Limits drawing to the pixels of a region's blocks (the same pixels blockRect gives them). */
function clipTo(ctx: PathContext, view: View, region: Region): void {
  const first = blockRect(view, region.row, region.col);
  const last = blockRect(view, region.row + region.rows - 1, region.col + region.cols - 1);
  ctx.beginPath();
  ctx.rect(first.x, first.y, last.x + last.width - first.x, last.y + last.height - first.y);
  ctx.clip();
}

/** A canvas that can hold a bitmap: offscreen where the browser has one. */
export type Bitmap = OffscreenCanvas | HTMLCanvasElement;

export function offscreen(width: number, height: number): Bitmap {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  // Older browsers: a detached canvas element does the same job on the main thread.
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
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
 * Draws the scene, or only the blocks of `region` (what a zoomed-in canvas shows, or one band of
 * a PNG): the one draw function behind the screen and the PNG export, so what you download is
 * what you saw. Drawn a region at a time, a scene gives the same pixels as drawn whole: each
 * region is clipped to its own blocks. The background outside the maze is left as it is.
 */
export function drawScene(ctx: Context2D, scene: Scene, theme: Theme, view: View, region?: Region): void {
  // Only the blocks in sight become pixels: the cost follows the region, not the maze.
  const shown = region ?? { row: 0, col: 0, rows: scene.grid.rows, cols: scene.grid.cols };
  if (shown.rows <= 0 || shown.cols <= 0) return;
  const part = region ? cropScene(scene, region) : scene;
  const pixels = blockPixels(part, theme);
  // The whole scene at a pixel a block (a big maze fitted, sampled): its solution is pixels too.
  const solutionAsPixels = !region && view.block < 1.5 && scene.solution !== null;
  if (solutionAsPixels) paintSolution(pixels, scene.solution!, theme);
  ctx.save();
  if (region) clipTo(ctx, view, region);
  ctx.imageSmoothingEnabled = false;
  const bitmap = pixelBitmap(pixels, shown.cols, shown.rows);
  if (bitmap) ctx.drawImage(bitmap, view.x + shown.col * view.block, view.y + shown.row * view.block, shown.cols * view.block, shown.rows * view.block);
  if (!solutionAsPixels) strokeSolution(ctx, scene, theme, view, region);
  ctx.restore();
  drawMarkers(ctx, scene, theme, view);
}

/**
 * Repaints only the given blocks (and the markers): what a move changes. The solution is
 * restroked just where it passes through them, so a move costs the same on any maze size.
 */
export function drawBlocks(ctx: Context2D, scene: Scene, theme: Theme, view: View, blocks: readonly number[]): void {
  const { cols } = scene.grid;
  for (const index of blocks) {
    const block = { row: Math.floor(index / cols), col: index % cols, rows: 1, cols: 1 };
    const { x, y, width, height } = blockRect(view, block.row, block.col);
    ctx.save();
    clipTo(ctx, view, block);
    ctx.fillStyle = blockColour(scene, theme, index);
    ctx.fillRect(x, y, width, height);
    strokeSolution(ctx, scene, theme, view, block);
    ctx.restore();
  }
  drawMarkers(ctx, scene, theme, view);
}
