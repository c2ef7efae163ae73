import { generateMaze, solve } from '../src/core';
import { drawBlocks, drawScene, type Context2D } from '../src/render/draw';
import { focusView, visibleRegion, type Scene } from '../src/render/scene';
import { solutionTiles } from '../src/render/solutionTiles';
import { THEME } from '../src/render/theme';
import { formatCount } from '../src/format/numbers';
import { measure, type BenchRow } from './measure';

/**
 * A context that does nothing, for Node (which has no canvas): what is timed is the draw
 * function's own work (which blocks and which solution points it asks for), the part that grew
 * with the maze. Rasterising is the browser's; the browser tests bound the whole redraw.
 */
export function nullContext(): Context2D {
  const target = { createImageData: (width: number, height: number) => ({ width, height, data: new Uint8ClampedArray(width * height * 4) }) };
  return new Proxy(target, { get: (object, key: string) => (key in object ? object[key as keyof typeof object] : () => undefined), set: () => true }) as unknown as Context2D;
}

export class NullOffscreenCanvas {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
  getContext(): Context2D {
    return nullContext();
  }
}

/** The zoomed-in game canvas on a 2000×2000 backtracker maze with its solution shown. */
export function benchRender(): BenchRow[] {
  (globalThis as { OffscreenCanvas?: unknown }).OffscreenCanvas ??= NullOffscreenCanvas;
  const maze = generateMaze({ algorithm: 'backtracker', width: 2000, height: 2000, seed: 'bench' });
  const solution = solve(maze, maze.start, maze.goal, 'bfs', { recordExplored: false }).path!;
  const scene: Scene = { grid: maze, solution, marks: new Uint8Array(maze.blocks.length), player: maze.start, exit: maze.goal };
  const ctx = nullContext();
  const [width, height] = [1280, 800];
  // Half way along the solution: the view's region is the middle of the maze.
  const focus = solution[solution.length >> 1]!;
  const view = focusView(maze, width, height, 12, focus);
  const region = visibleRegion(maze, view, width, height);
  const rows: BenchRow[] = [];
  const tiles = measure(() => solutionTiles(solution.slice(), maze.cols), 5);
  rows.push({ name: 'render: index a 2000x2000 backtracker solution by tile (once per solution)', medianMs: tiles.medianMs, runs: 5, note: `${formatCount(solution.length)} blocks on the solution` });
  const redraw = measure(() => drawScene(ctx, scene, THEME, view, region), 21);
  rows.push({
    name: 'render: zoomed redraw (12 px a block, 1280x800) of a 2000x2000 maze, solution shown',
    medianMs: redraw.medianMs,
    runs: 21,
    note: `draw function's own work, no rasterising; ${formatCount(region.rows * region.cols)} blocks in sight; before: every solution point was stroked`,
  });
  const move = measure(() => drawBlocks(ctx, scene, THEME, view, [focus, focus + 1, focus + 2]), 51);
  rows.push({ name: 'render: repaint the 3 blocks of a move, solution shown', medianMs: move.medianMs, runs: 51 });
  return rows;
}
