import { adjacencyIndex } from '../../core/shape/cellMaze';
import { cellBox, cellsInRect, doorSide, drawnCentreX, drawnCentreY, forEachSide, newSide, type Box, type Side } from '../../core/shape/geometry';
import type { Topology } from '../../core/shape/topology';
import { BACKTRACKED, TRAIL } from '../../game/walk';
import type { Context2D } from '../draw';
import type { PathContext } from '../pathContext';
import { labPalette } from '../labMarks';
import type { Theme } from '../theme';
import type { CellScene, CellView, PixelRect } from './cellScene';
import { reachPx, SAMPLED_BELOW_PX, solutionWidthPx, wallWidthPx } from './lineStyle';
import { drawSampledCells, type CellSampleMemo } from './sampledCells';
import { runsThrough } from './solutionSteps';
import { batchedPath } from './batches';
import { heatPalette } from '../heatRamp';
import { forEachTunnelWall, insetFloorTracer, isWoven, traceInsetWalls } from './bridges';
import { drawStairs, isStairStep } from './stairs';

/**
 * The line style: the one draw function of a maze on cells, behind the screen and the PNG.
 * Passages are filled with the theme's passage colour, marked cells with their mark's colour;
 * the solution is a line through the centres; the walls (closed passages and the shape's
 * outline, less a door at the start and at the goal) are thin lines with round caps and
 * joins, like a printed maze; a maze of several levels has its stairs drawn on their cells
 * (stairs.ts). Below SAMPLED_BELOW_PX a cell, the same picture is sampled a
 * pixel at a time instead. Outside the shape nothing is drawn: the background shows.
 *
 * Given an `area` (device pixels), only the cells that can reach into it are drawn, clipped
 * to it: zoomed in, the cost follows the cells in view. Drawn an area at a time, a scene gives
 * the pixels it gives drawn whole, because every stroke is a union of round-capped pieces and
 * every piece that can reach into the area is drawn (PNG bands rely on this, and so do moves).
 * `memo` (optional, see CellSampleMemo) keeps the sampled picture's lookups between redraws
 * of a maze whose passages never change in place.
 */
export function drawCellScene(ctx: Context2D, scene: CellScene, theme: Theme, view: CellView, area?: PixelRect, memo?: CellSampleMemo): void {
  if (area && (area.width <= 0 || area.height <= 0)) return;
  if (view.scale < SAMPLED_BELOW_PX) return drawSampledCells(ctx, scene, theme, view, area, memo);
  drawCellLines(ctx, scene, theme, view, area);
}

/**
 * The line style as paths, at any scale: what drawCellScene draws from SAMPLED_BELOW_PX a cell
 * up, and what the vector exports (SVG, PDF) draw through a VectorContext.
 */
export function drawCellLines(ctx: PathContext, scene: CellScene, theme: Theme, view: CellView, area?: PixelRect): void {
  const { topology } = scene.maze;
  const cells = area ? cellsReaching(topology, view, area) : null;
  ctx.save();
  if (area) {
    ctx.beginPath();
    ctx.rect(area.x, area.y, area.width, area.height);
    ctx.clip();
  }
  fillCells(ctx, scene, theme, view, cells);
  strokeSolution(ctx, scene, theme, view, cells);
  strokeWalls(ctx, scene, theme, view, cells);
  drawStairs(ctx, scene, theme, view, cells);
  if (scene.fog) coverFog(ctx, scene, theme, view, cells);
  ctx.restore();
}

/**
 * Repaints the given cells, and what round them their drawing touches: what a move changes
 * (the trail, the solution from here). Each cell's box is cleared and drawn again by
 * drawCellScene, so the patch is exactly the full picture there; the cost is a few cells a cell.
 * The layer is cleared under the patch: the maze's canvas shows only the maze.
 */
export function drawCellsChanged(ctx: Context2D, scene: CellScene, theme: Theme, view: CellView, cells: readonly number[]): void {
  const box: Box = { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  const reach = reachPx(view.scale);
  for (const cell of cells) {
    cellBox(scene.maze.topology, cell, box);
    const x = Math.floor(view.x + box.minX * view.scale - reach);
    const y = Math.floor(view.y + box.minY * view.scale - reach);
    const area = { x, y, width: Math.ceil(view.x + box.maxX * view.scale + reach) - x, height: Math.ceil(view.y + box.maxY * view.scale + reach) - y };
    ctx.clearRect(area.x, area.y, area.width, area.height);
    drawCellScene(ctx, scene, theme, view, area);
  }
}

/** The cells whose drawing can reach into a pixel area: those whose outline comes within reach of it. */
function cellsReaching(topology: Topology, view: CellView, area: PixelRect): number[] {
  const reach = reachPx(view.scale);
  const box: Box = {
    minX: (area.x - reach - view.x) / view.scale,
    minY: (area.y - reach - view.y) / view.scale,
    maxX: (area.x + area.width + reach - view.x) / view.scale,
    maxY: (area.y + area.height + reach - view.y) / view.scale,
  };
  const cells: number[] = [];
  cellsInRect(topology, box, (cell) => cells.push(cell));
  return cells;
}

/** Calls `visit` for every cell drawn: the listed ones, or all. */
function eachCell(topology: Topology, cells: readonly number[] | null, visit: (cell: number) => void): void {
  if (cells) for (const cell of cells) visit(cell);
  else for (let cell = 0; cell < topology.cellCount; cell++) visit(cell);
}

/** An arc that strays less than this many device pixels from its chord is drawn as the chord: the same pixels, a cheaper path. */
const FLAT_ARC_PX = 0.1;

/** Continues the current path along a side, from its start (the current point) to its end. */
function sideTo(ctx: PathContext, view: CellView, s: Side): void {
  const radius = s.radius * view.scale;
  if (s.arc && radius * (1 - Math.cos((s.to - s.from) / 2)) >= FLAT_ARC_PX) ctx.arc(view.x, view.y, radius, s.from, s.to, s.to < s.from);
  else ctx.lineTo(view.x + s.x1 * view.scale, view.y + s.y1 * view.scale);
}

/**
 * Adds a cell's outline to the current path as a closed subpath. Made once a draw: its visitor
 * is one closure for every cell (a million outlines, no allocation each).
 */
function outlineTracer(ctx: PathContext, topology: Topology, view: CellView): (cell: number) => void {
  const side = newSide();
  let first = true;
  const visit = (s: Side) => {
    if (first) ctx.moveTo(view.x + s.x0 * view.scale, view.y + s.y0 * view.scale);
    first = false;
    sideTo(ctx, view, s);
  };
  return (cell) => {
    first = true;
    forEachSide(topology, cell, visit, side);
    ctx.closePath();
  };
}

/** Fill colours by slot: 0 passage, 1 trail, 2 backtracked, 3 + m lab mark m, then `heatFrom` + a heat-map shade. */
function fillSlot(scene: CellScene, cell: number, heatFrom: number): number {
  const lab = scene.labMarks?.[cell];
  if (lab) return 3 + lab;
  const mark = scene.marks?.[cell];
  if (mark === TRAIL) return 1;
  if (mark === BACKTRACKED) return 2;
  const shade = scene.heat?.[cell];
  return shade ? heatFrom + shade : 0;
}

/** Covers the cells fog hides, walls and all, in the fog's colour (a cell's outline drawn too, so no seam shows between two). */
function coverFog(ctx: PathContext, scene: CellScene, theme: Theme, view: CellView, cells: readonly number[] | null): void {
  const fog = scene.fog!;
  const { topology } = scene.maze;
  const trace = outlineTracer(ctx, topology, view);
  const colour = heatPalette(theme).fog;
  ctx.fillStyle = colour;
  ctx.strokeStyle = colour;
  ctx.lineWidth = 1;
  ctx.lineJoin = 'round';
  const path = batchedPath(ctx, () => {
    ctx.fill();
    ctx.stroke();
  });
  eachCell(topology, cells, (cell) => {
    if (fog[cell] !== 0) return;
    trace(cell);
    path.piece();
  });
  path.done();
}

/**
 * Passages, then each mark's cells in its colour. Paths are painted a batch of cells at a time
 * (see batches.ts); where two batches' cells meet, anti-aliasing leaves a hairline of what lay
 * under them, so marked cells are also outlined a pixel wide in their colour (walls cover that
 * at closed sides). Passages are not: under them lies the paper (the PNG) or the light page.
 */
function fillCells(ctx: PathContext, scene: CellScene, theme: Theme, view: CellView, cells: readonly number[] | null): void {
  const { topology } = scene.maze;
  const trace = outlineTracer(ctx, topology, view);
  // A weave's marked cells are filled between their inset walls, as its corridors are drawn (bridges.ts).
  const traceMarked = isWoven(scene.maze) ? insetFloorTracer(ctx, scene.maze, view) : trace;
  const palette = labPalette(theme);
  const colours = [theme.passage, theme.trail, theme.backtracked, ...palette];
  const heatFrom = colours.length - 1;
  if (scene.heat) colours.push(...heatPalette(theme).colours.slice(1));
  const marked: number[][] = colours.map(() => []);
  ctx.fillStyle = theme.passage;
  const passages = batchedPath(ctx, () => ctx.fill());
  eachCell(topology, cells, (cell) => {
    trace(cell);
    passages.piece();
    const slot = fillSlot(scene, cell, heatFrom);
    if (slot !== 0 && colours[slot]) marked[slot]!.push(cell);
  });
  passages.done();
  ctx.lineWidth = 1;
  ctx.lineJoin = 'round';
  marked.forEach((list, slot) => {
    if (list.length === 0) return;
    ctx.fillStyle = colours[slot]!;
    ctx.strokeStyle = colours[slot]!;
    const path = batchedPath(ctx, () => {
      ctx.fill();
      ctx.stroke();
    });
    for (const cell of list) {
      traceMarked(cell);
      path.piece();
    }
    path.done();
  });
}

/**
 * The solution through the cells' centres: all of it, or the stretches through the listed
 * cells; a long stretch in pieces of a few dozen steps (see batches.ts), each piece beginning
 * where the last ended.
 */
function strokeSolution(ctx: PathContext, scene: CellScene, theme: Theme, view: CellView, cells: readonly number[] | null): void {
  const path = scene.solution;
  if (!path || path.length === 0) return;
  const { topology } = scene.maze;
  const runs = cells ? runsThrough(path, topology.cellCount, cells) : [0, path.length - 1];
  if (runs.length === 0) return;
  const at = (step: number, axis: 0 | 1) => (axis === 0 ? view.x + drawnCentreX(topology, path[step]!) * view.scale : view.y + drawnCentreY(topology, path[step]!) * view.scale);
  ctx.strokeStyle = theme.solution;
  ctx.lineWidth = solutionWidthPx(view.scale);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  const line = batchedPath(ctx, () => ctx.stroke());
  for (let r = 0; r < runs.length; r += 2) {
    const from = runs[r]!;
    const to = runs[r + 1]!;
    ctx.moveTo(at(from, 0), at(from, 1));
    // A one-cell path is a dot: a tiny segment gets its round caps drawn.
    if (from === to) ctx.lineTo(at(from, 0) + 0.01, at(from, 1));
    for (let step = from + 1; step <= to; step++) {
      // A staircase is no line across the picture: the line stops at its foot and goes on from its head.
      if (isStairStep(scene.maze, path[step - 1]!, path[step]!)) ctx.moveTo(at(step, 0), at(step, 1));
      else ctx.lineTo(at(step, 0), at(step, 1));
      // A new path after a batch carries on from this step.
      if (line.piece() && step < to) ctx.moveTo(at(step, 0), at(step, 1));
    }
  }
  line.done();
}

/** A weave's tunnel walls (forEachTunnelWall), square-cut where they stop short of a bridge. */
function strokeBridges(ctx: PathContext, scene: CellScene, theme: Theme, view: CellView, cells: readonly number[] | null): void {
  ctx.strokeStyle = theme.wall;
  ctx.lineWidth = wallWidthPx(view.scale);
  ctx.lineCap = 'butt';
  const walls = batchedPath(ctx, () => ctx.stroke());
  forEachTunnelWall(scene.maze, cells, (x0, y0, x1, y1) => {
    ctx.moveTo(view.x + x0 * view.scale, view.y + y0 * view.scale);
    ctx.lineTo(view.x + x1 * view.scale, view.y + y1 * view.scale);
    walls.piece();
  });
  walls.done();
  ctx.lineCap = 'round';
}

/**
 * Every wall once: a closed passage is stroked from its lower-numbered cell (both cells of a
 * wall that reaches the area are listed), the outline from its one cell, less the doors. A
 * weave is drawn inset instead, each cell its own walls, so its crossings show (bridges.ts).
 */
function strokeWalls(ctx: PathContext, scene: CellScene, theme: Theme, view: CellView, cells: readonly number[] | null): void {
  const { topology, open, start, goal } = scene.maze;
  const startDoor = doorSide(topology, start);
  const goalDoor = doorSide(topology, goal);
  ctx.strokeStyle = theme.wall;
  ctx.lineWidth = wallWidthPx(view.scale);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  const walls = batchedPath(ctx, () => ctx.stroke());
  if (isWoven(scene.maze)) {
    const door = (c: number, s: Side) => (c === start && s.index === startDoor) || (c === goal && s.index === goalDoor);
    traceInsetWalls(ctx, scene.maze, view, cells, door, () => walls.piece());
    walls.done();
    strokeBridges(ctx, scene, theme, view, cells);
    return;
  }
  let cell = 0;
  const wall = (s: Side) => {
    if (s.neighbour >= 0) {
      if (s.neighbour < cell || open[adjacencyIndex(topology, cell, s.neighbour)] === 1) return;
    } else if ((cell === start && s.index === startDoor) || (cell === goal && s.index === goalDoor)) return;
    ctx.moveTo(view.x + s.x0 * view.scale, view.y + s.y0 * view.scale);
    sideTo(ctx, view, s);
    walls.piece();
  };
  const side = newSide();
  eachCell(topology, cells, (c) => {
    cell = c;
    forEachSide(topology, c, wall, side);
  });
  walls.done();
}
