import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drawBlocks, drawScene } from '../../src/render/draw';
import { drawInBands } from '../../src/render/png';
import { sampleMemo, sampleScene } from '../../src/render/sampledScene';
import { fitView, focusView, visibleRegion, type Scene } from '../../src/render/scene';
import { rgbaWord, THEME } from '../../src/render/theme';
import { FakeOffscreenCanvas, recordingContext, type Call } from './recorder';

/** A rows × cols grid, all open, whose solution snakes through every block, row after row. */
function snake(rows: number, cols: number): Scene {
  const path = new Int32Array(rows * cols);
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) path[r * cols + c] = r * cols + (r % 2 === 0 ? c : cols - 1 - c);
  return { grid: { rows, cols, blocks: new Uint8Array(rows * cols) }, solution: path, marks: null, player: null, exit: null };
}

const points = (calls: readonly Call[]) => calls.filter((c) => c.name === 'moveTo' || c.name === 'lineTo').map((c) => c.args as [number, number]);

beforeEach(() => {
  vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('drawing only what is in view', () => {
  it('zoomed in, strokes the solution only where it passes through the blocks in sight', () => {
    const scene = snake(1001, 1001);
    const view = focusView(scene.grid, 800, 600, 10, 500 * 1001 + 500);
    const region = visibleRegion(scene.grid, view, 800, 600);
    const { ctx, calls } = recordingContext();
    drawScene(ctx, scene, THEME, view, region);
    const stroked = points(calls);
    // The snake crosses every visible block once: about the region's blocks, not the million of the path.
    expect(stroked.length).toBeLessThanOrEqual(region.rows * region.cols + 4 * region.rows);
    // Every visible block's centre is on the line.
    const at = new Set(stroked.map(([x, y]) => `${x},${y}`));
    for (let r = region.row; r < region.row + region.rows; r++)
      for (let c = region.col; c < region.col + region.cols; c++) expect(at.has(`${view.x + (c + 0.5) * 10},${view.y + (r + 0.5) * 10}`)).toBe(true);
    // Drawing is clipped to the region, so the stretches' ends drawn outside it leave no trace.
    const clip = calls.findIndex((c) => c.name === 'clip');
    expect(calls[clip - 1]!.name).toBe('rect');
    expect(calls[clip - 1]!.args).toEqual([view.x + region.col * 10, view.y + region.row * 10, region.cols * 10, region.rows * 10]);
    expect(clip).toBeLessThan(calls.findIndex((c) => c.name === 'stroke'));
  });

  it('repaints a moved-through block with only the solution steps beside it', () => {
    const scene = snake(201, 201);
    const view = { block: 8, x: -400, y: -400 };
    const { ctx, calls } = recordingContext();
    const block = 100 * 201 + 57;
    drawBlocks(ctx, scene, THEME, view, [block]);
    const stroked = points(calls);
    const centre = (b: number) => [view.x + ((b % 201) + 0.5) * 8, view.y + (Math.floor(b / 201) + 0.5) * 8];
    const step = scene.solution!.indexOf(block);
    expect(stroked).toEqual([centre(scene.solution![step - 1]!), centre(block), centre(scene.solution![step + 1]!)]);
  });

  it('fitted to the canvas at a pixel a block or less, paints the solution into the bitmap instead of stroking it', () => {
    const scene = snake(801, 801);
    const shown = sampleScene(scene, fitView(scene.grid, 400, 300));
    const { ctx, calls } = recordingContext();
    drawScene(ctx, shown.scene, THEME, shown.view);
    expect(points(calls)).toEqual([]);
    const put = FakeOffscreenCanvas.calls.find((c) => c.name === 'putImageData')!;
    const pixels = new Uint32Array((put.args[0] as ImageData).data.buffer);
    const solution = rgbaWord(THEME.solution);
    for (const block of shown.scene.solution!) expect(pixels[block]).toBe(solution);
  });

  it('draws a PNG in bands that tile the picture, each clipped to its own rows', () => {
    const scene = snake(37, 29);
    const { ctx, calls } = recordingContext();
    const fractions = [...drawInBands(ctx, scene, THEME, 3, 29 * 9 * 5)];
    expect(fractions).toEqual([5, 10, 15, 20, 25, 30, 35, 37].map((rows) => rows / 37));
    const clips = calls.filter((c, i) => c.name === 'rect' && calls[i + 1]?.name === 'clip').map((c) => c.args as number[]);
    let y = 0;
    for (const [x, top, width, height] of clips) {
      expect([x, top, width]).toEqual([0, y, 29 * 3]);
      y += height!;
    }
    expect(y).toBe(37 * 3);
    // Together the bands stroke every step of the solution, each band only its own stretch and the steps beside it.
    const stroked = points(calls);
    expect(stroked.length).toBeLessThan(scene.solution!.length + 4 * clips.length);
    expect(new Set(stroked.map(String)).size).toBe(scene.solution!.length);
  });
});

describe('sampling a big maze fitted to the canvas', () => {
  it('keeps the sampled walls and solution between redraws of the same maze, and samples the marks afresh', () => {
    const scene = { ...snake(401, 401), marks: new Uint8Array(401 * 401) };
    const view = fitView(scene.grid, 200, 200);
    const memo = sampleMemo();
    const first = sampleScene(scene, view, memo).scene;
    scene.marks.fill(1); // the walk marks blocks in place
    const again = sampleScene(scene, view, memo).scene;
    expect(again.grid.blocks).toBe(first.grid.blocks);
    expect(again.solution).toBe(first.solution);
    expect(again.marks!.every((mark) => mark === 1)).toBe(true);
    expect(again).toEqual(sampleScene(scene, view).scene);
    // Hidden and shown again, the solution keeps its samples; another size is sampled anew.
    expect(sampleScene({ ...scene, solution: null }, view, memo).scene.solution).toBeNull();
    expect(sampleScene(scene, view, memo).scene.solution).toBe(first.solution);
    const smaller = sampleScene(scene, fitView(scene.grid, 100, 100), memo).scene;
    expect(smaller.grid.rows).toBeLessThan(first.grid.rows);
  });
});
