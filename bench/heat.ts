/**
 * Issue 20: the heat map of a 2000×2000 maze. Its distances are worked out in the analysis
 * worker (one breadth-first pass over 16 million blocks, then a shade a block); on the page it
 * is drawn by the same painters as the maze, at Fit (sampled to the canvas) and zoomed in (the
 * blocks in sight). Drawing is the draw function's own work, as in render.ts: no rasterising.
 */
import { generateMaze, heatLevels, passageDistances, passagesOfBlocks } from '../src/core';
import { drawScene } from '../src/render/draw';
import { sampleScene } from '../src/render/sampledScene';
import { fitView, focusView, visibleRegion, type Scene } from '../src/render/scene';
import { THEME } from '../src/render/theme';
import { measure, type BenchRow } from './measure';
import { nullContext, NullOffscreenCanvas } from './render';

export function benchHeat(): BenchRow[] {
  (globalThis as { OffscreenCanvas?: unknown }).OffscreenCanvas ??= NullOffscreenCanvas;
  const maze = generateMaze({ algorithm: 'backtracker', width: 2000, height: 2000, seed: 'bench' });
  const graph = measure(() => passagesOfBlocks(maze, maze.start, maze.goal), 3);
  const heat = measure(() => heatLevels(passageDistances(graph.result, [maze.start])), 5);
  const rows: BenchRow[] = [
    { name: 'heat map: distances and shades of a 2000x2000 maze (16M blocks, in the worker)', medianMs: heat.medianMs, runs: 5, note: `the blocks' passages made once a maze in ${graph.medianMs.toFixed(0)} ms; off the main thread` },
  ];
  const scene: Scene = { grid: maze, solution: null, marks: new Uint8Array(maze.blocks.length), player: maze.start, exit: maze.goal, heat: heat.result };
  const ctx = nullContext();
  const [width, height] = [1280, 800];
  const fit = fitView(maze, width, height);
  const fitted = measure(() => {
    const shown = sampleScene(scene, fit);
    drawScene(ctx, shown.scene, THEME, shown.view);
  }, 11);
  rows.push({ name: 'heat map: draw a 2000x2000 maze with its heat map at Fit (1280x800, sampled)', medianMs: fitted.medianMs, runs: 11, targetMs: 50, note: 'on the main thread: the draw function\'s own work, no rasterising' });
  const view = focusView(maze, width, height, 12, maze.blocks.length >> 1);
  const region = visibleRegion(maze, view, width, height);
  const zoomed = measure(() => drawScene(ctx, scene, THEME, view, region), 21);
  rows.push({ name: 'heat map: zoomed redraw (12 px a block, 1280x800) of a 2000x2000 maze with its heat map', medianMs: zoomed.medianMs, runs: 21, targetMs: 50 });
  return rows;
}
