import { adjacencyIndex, type CellMaze } from '../../core/shape/cellMaze';
import { cellAt, cellsInRect, drawnCentreX, drawnCentreY } from '../../core/shape/geometry';
import { BACKTRACKED, TRAIL } from '../../game/walk';
import { pixelBitmap, type Context2D } from '../draw';
import { labPalette } from '../labMarks';
import { rgbaWord, type Theme } from '../theme';
import type { CellScene, CellView, PixelRect } from './cellScene';
import { intersect, shapePixels } from './cellView';
import { stepLookup } from './solutionSteps';
import { heatPalette } from '../heatRamp';

/**
 * The picture of a maze whose cells are a few device pixels or less, one cell lookup a pixel.
 * Each pixel shows the cell under its centre: the solution's colour on its cells, a mark's
 * colour on marked cells, else the wall colour where the cell to its right or below (the next
 * pixel's; half a cell on when cells are under 2 px) is across a closed passage or off the
 * shape, else the passage colour. Off the shape it is transparent, but for the outline's pixels. The cost follows the pixels drawn, never the maze: a million cells fitted to
 * a phone never strokes a wall. Each pixel's colour depends on that pixel alone, so a patch of
 * a few cells gives exactly the pixels the whole picture had there.
 */

/** What a pixel shows of the maze itself: the cell under it (-1 off the shape) and whether it is wall. */
interface SampledMaze {
  readonly cells: Int32Array;
  readonly walls: Uint8Array;
}

/**
 * What a caller whose passages never change in place (the game's maze) lets the sampled
 * picture keep between redraws at one view: then a solution toggle or a redraw of the walk
 * only recolours the pixels (a few ms), instead of looking up a cell for each again.
 */
export interface CellSampleMemo {
  last: { maze: CellMaze; key: string; sampled: SampledMaze } | null;
}

export function cellSampleMemo(): CellSampleMemo {
  return { last: null };
}

/** From this many device pixels a cell, a pixel's wall test looks at the very next pixels; below, half a cell on. */
const NEXT_PIXEL_FROM = 2;

function sampleMaze(maze: CellMaze, view: CellView, rect: PixelRect): SampledMaze {
  const { topology, open } = maze;
  const { width, height } = rect;
  const cells = new Int32Array(width * height);
  const walls = new Uint8Array(width * height);
  // Two rows of cells a pixel wider than the rect: each pixel reads its own, its right and its lower neighbour.
  let row = new Int32Array(width + 1);
  let below = new Int32Array(width + 1);
  const unitX = (i: number) => (rect.x + i + 0.5 - view.x) / view.scale;
  const sampleRow = (into: Int32Array, py: number) => {
    const uy = (py + 0.5 - view.y) / view.scale;
    for (let i = 0; i <= width; i++) into[i] = cellAt(topology, unitX(i), uy);
  };
  const walled = (cell: number, other: number) => other !== cell && (other < 0 || open[adjacencyIndex(topology, cell, other)] !== 1);
  // Cells under a couple of pixels: the next pixel is often a cell or more away, not a neighbour,
  // and every pixel would read as wall; half a cell on is the cell itself or the one across a side,
  // so the walls show in proportion, a texture of the maze.
  const halfCell = view.scale < NEXT_PIXEL_FROM;
  sampleRow(row, rect.y);
  for (let j = 0; j < height; j++) {
    sampleRow(below, rect.y + j + 1);
    const at = j * width;
    const uy = (rect.y + j + 0.5 - view.y) / view.scale;
    for (let i = 0; i < width; i++) {
      const cell = row[i]!;
      cells[at + i] = cell;
      let wall: boolean;
      if (cell < 0) wall = row[i + 1]! >= 0 || below[i]! >= 0;
      else if (halfCell) wall = walled(cell, cellAt(topology, unitX(i) + 0.5, uy)) || walled(cell, cellAt(topology, unitX(i), uy + 0.5));
      else wall = walled(cell, row[i + 1]!) || walled(cell, below[i]!);
      walls[at + i] = wall ? 1 : 0;
    }
    [row, below] = [below, row];
  }
  return { cells, walls };
}

/** The pixels of a rect of the sampled picture, as RGBA words for an ImageData. */
export function sampledPixels(scene: CellScene, theme: Theme, view: CellView, rect: PixelRect, memo?: CellSampleMemo): Uint32Array {
  const key = `${view.scale} ${view.x} ${view.y} ${rect.x} ${rect.y} ${rect.width} ${rect.height}`;
  const kept = memo?.last && memo.last.maze === scene.maze && memo.last.key === key ? memo.last.sampled : null;
  const { cells, walls } = kept ?? sampleMaze(scene.maze, view, rect);
  if (memo && !kept) memo.last = { maze: scene.maze, key, sampled: { cells, walls } };
  const wall = rgbaWord(theme.wall);
  const passage = rgbaWord(theme.passage);
  // A colour a cell over the plain maze (0: none), looked up per pixel.
  const solution = rgbaWord(theme.solution);
  const lab = labPalette(theme).map((colour) => (colour ? rgbaWord(colour) : 0));
  const walk = [0, rgbaWord(theme.trail), rgbaWord(theme.backtracked)];
  const { marks } = scene;
  const labMarks = scene.labMarks ?? null;
  const stepAt = scene.solution ? stepLookup(scene.solution, scene.maze.topology.cellCount) : null;
  const { heat, fog } = scene;
  const shades = heat || fog ? heatPalette(theme) : null;
  const pixels = new Uint32Array(cells.length);
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i]!;
    if (cell < 0) {
      pixels[i] = walls[i] ? wall : 0;
      continue;
    }
    if (fog && fog[cell] === 0) {
      pixels[i] = shades!.fogWord;
      continue;
    }
    let colour = stepAt && stepAt(cell) >= 0 ? solution : 0;
    if (colour === 0 && labMarks && labMarks[cell]) colour = lab[labMarks[cell]!] ?? 0;
    if (colour === 0 && marks && (marks[cell] === TRAIL || marks[cell] === BACKTRACKED)) colour = walk[marks[cell]!]!;
    if (colour === 0 && !walls[i] && heat && heat[cell]) colour = shades!.words[heat[cell]!]!;
    pixels[i] = colour !== 0 ? colour : walls[i] ? wall : passage;
  }
  if (scene.solution && stepAt) paintRoute(pixels, scene, view, rect, stepAt, solution);
  return pixels;
}

/**
 * Cells smaller than a pixel mostly fall between pixel centres, and the solution would show as
 * scattered dots: each of its cells also paints the pixel its centre falls in, so the route
 * stays one line. The same pixels for a patch as for the whole: a big rect walks the route, a
 * small one the cells in it, whichever is fewer, and both paint exactly the route's cells
 * whose centres lie in the rect.
 */
function paintRoute(pixels: Uint32Array, scene: CellScene, view: CellView, rect: PixelRect, stepAt: (cell: number) => number, colour: number): void {
  const { topology } = scene.maze;
  const route = scene.solution!;
  const paint = (cell: number) => {
    if (scene.fog && scene.fog[cell] === 0) return;
    const px = Math.floor(view.x + drawnCentreX(topology, cell) * view.scale) - rect.x;
    const py = Math.floor(view.y + drawnCentreY(topology, cell) * view.scale) - rect.y;
    if (px >= 0 && py >= 0 && px < rect.width && py < rect.height) pixels[py * rect.width + px] = colour;
  };
  const cellsAcross = (rect.width * rect.height) / (view.scale * view.scale);
  if (cellsAcross > route.length) {
    for (let i = 0; i < route.length; i++) paint(route[i]!);
    return;
  }
  const box = { minX: (rect.x - view.x) / view.scale, minY: (rect.y - view.y) / view.scale, maxX: (rect.x + rect.width - view.x) / view.scale, maxY: (rect.y + rect.height - view.y) / view.scale };
  cellsInRect(topology, box, (cell) => {
    if (stepAt(cell) >= 0) paint(cell);
  });
}

/** Draws the sampled picture of the area (whole pixels), or of the whole shape. */
export function drawSampledCells(ctx: Context2D, scene: CellScene, theme: Theme, view: CellView, area?: PixelRect, memo?: CellSampleMemo): void {
  const shape = shapePixels(scene.maze.topology, view);
  let rect = shape;
  if (area) {
    const x = Math.floor(area.x);
    const y = Math.floor(area.y);
    rect = intersect(shape, { x, y, width: Math.ceil(area.x + area.width) - x, height: Math.ceil(area.y + area.height) - y });
  }
  if (rect.width <= 0 || rect.height <= 0) return;
  const bitmap = pixelBitmap(sampledPixels(scene, theme, view, rect, memo), rect.width, rect.height);
  if (!bitmap) return;
  ctx.save();
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(bitmap, rect.x, rect.y);
  ctx.restore();
}
