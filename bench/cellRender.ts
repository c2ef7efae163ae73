import { carveBacktracker, createRandom, hexTopology, polarTopology, solveCells, triangleTopology, type Topology } from '../src/core';
import { cellSampleMemo, drawCellScene, drawCellsChanged, fitCellView, focusCellView, visibleArea, type CellScene } from '../src/render/cells';
import type { Context2D } from '../src/render/draw';
import { THEME } from '../src/render/theme';
import { formatCount } from '../src/format/numbers';
import { measure, type BenchRow } from './measure';

/** A context that counts the path operations asked of it and draws nothing (Node has no canvas). */
function countingContext(): { ctx: Context2D; ops: () => number } {
  let ops = 0;
  const target = { createImageData: (width: number, height: number) => ({ width, height, data: new Uint8ClampedArray(width * height * 4) }) };
  const ctx = new Proxy(target, {
    get: (object, key: string) => (key in object ? object[key as keyof typeof object] : () => void ops++),
    set: () => true,
  }) as unknown as Context2D;
  return { ctx, ops: () => ops };
}

class NullOffscreenCanvas {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
  getContext(): Context2D {
    return countingContext().ctx;
  }
}

/**
 * The line style on a million cells of each shape, on a 1280×800 canvas: the fitted picture
 * (sampled, one cell lookup a pixel; again with the memo, as a solution toggle redraws it), a
 * zoomed-in redraw at 12 px a cell, and the repaint of a move. The draw functions' own work:
 * rasterising is the browser's (timed in Chromium by the integration).
 */
export function benchCellRender(): BenchRow[] {
  (globalThis as { OffscreenCanvas?: unknown }).OffscreenCanvas ??= NullOffscreenCanvas;
  const rows: BenchRow[] = [];
  const [width, height] = [1280, 800];
  const shapes: [string, Topology][] = [
    ['hex 1000x1000', hexTopology(1000, 1000)],
    ['triangle 1000x1000', triangleTopology(1000, 1000)],
    ['polar 560 rings', polarTopology(560)],
  ];
  for (const [name, topology] of shapes) {
    const open = carveBacktracker(topology, createRandom('bench'));
    const maze = { topology, open, start: 0, goal: topology.cellCount - 1 };
    const solution = solveCells(maze)!;
    const scene: CellScene = { maze, solution, marks: new Uint8Array(topology.cellCount), player: null, exit: null };
    const fit = fitCellView(topology, width, height);
    const area = visibleArea(topology, fit, width, height);
    const { ctx, ops } = countingContext();
    const fitted = measure(() => drawCellScene(ctx, scene, THEME, fit, area), 5);
    rows.push({ name: `line style ${name}: fitted picture, 1280x800`, medianMs: fitted.medianMs, runs: 5, note: `${fit.scale.toFixed(2)} px a cell: sampled, ${formatCount(area.width * area.height)} pixels, no stroke` });
    const memo = cellSampleMemo();
    const again = measure(() => drawCellScene(ctx, scene, THEME, fit, area, memo), 7);
    rows.push({ name: `line style ${name}: fitted picture redrawn with the memo`, medianMs: again.medianMs, runs: 7 });
    const focus = solution[solution.length >> 1]!;
    const view = focusCellView(topology, width, height, 12, focus);
    const before = ops();
    drawCellScene(ctx, scene, THEME, view, visibleArea(topology, view, width, height));
    const zoomOps = ops() - before;
    const zoomed = measure(() => drawCellScene(ctx, scene, THEME, view, visibleArea(topology, view, width, height)), 11);
    rows.push({ name: `line style ${name}: zoomed redraw, 12 px a cell, solution shown`, medianMs: zoomed.medianMs, runs: 11, note: `${formatCount(zoomOps)} path operations` });
    const next = solution[(solution.length >> 1) + 1]!;
    const move = measure(() => drawCellsChanged(ctx, scene, THEME, view, [focus, next]), 51);
    rows.push({ name: `line style ${name}: repaint the 2 cells of a move`, medianMs: move.medianMs, runs: 51 });
  }
  return rows;
}
