import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRandom } from '../../src/core/random';
import { solveCells, type CellMaze } from '../../src/core/shape/cellMaze';
import { carveBacktracker } from '../../src/core/shape/generate/registry';
import { hexTopology, squareTopology, triangleTopology } from '../../src/core/shape/shapes';
import { polarTopology } from '../../src/core/shape/polarTopology';
import type { Topology } from '../../src/core/shape/topology';
import { drawCellScene, type CellScene } from '../../src/render/cells';
import { cellPngLayout, drawCellsInBands, exportCellScale, type PngProgress } from '../../src/render/png';
import { THEME } from '../../src/render/theme';
import { walls } from './painted';
import { FakeOffscreenCanvas, recordingContext } from './recorder';
import { maskedTopology } from './shapesForTests';

function sceneOf(topology: Topology): CellScene {
  const open = carveBacktracker(topology, createRandom('png'));
  const maze: CellMaze = { topology, open, start: 0, goal: topology.cellCount - 1 };
  return { maze, solution: solveCells(maze), marks: null, player: null, exit: null };
}

describe('the PNG of a maze on cells', () => {
  it('draws 40 px a cell unit for small mazes (a square cell as big as two blocks), fewer for big ones, within the canvas limits', () => {
    expect(exportCellScale(hexTopology(30, 20))).toBe(40);
    expect(exportCellScale(polarTopology(10))).toBe(40);
    // A margin of paper round the maze, on every side.
    const layout = cellPngLayout(hexTopology(30, 20));
    expect(layout.view.x).toBeGreaterThanOrEqual(30);
    expect(layout.view.y).toBeGreaterThanOrEqual(30);
    for (const topology of [hexTopology(1000, 1000), triangleTopology(1000, 1000), polarTopology(560), squareTopology(4000, 3), triangleTopology(2000, 2000)]) {
      const { width, height, view } = cellPngLayout(topology);
      expect(view.scale).toBeLessThan(20);
      expect(view.scale).toBeGreaterThan(0);
      expect(Math.max(width, height)).toBeLessThanOrEqual(16_384);
      expect(width * height).toBeLessThanOrEqual(64 * 1024 * 1024);
    }
  });

  it('draws on paper of the passage colour, in bands that tile the picture and give its walls', () => {
    const topology = maskedTopology(hexTopology(12, 9), (slot) => slot % 6 !== 3);
    const scene = sceneOf(topology);
    const { width, height, view } = cellPngLayout(topology);
    const { ctx, calls } = recordingContext();
    const fractions = [...drawCellsInBands(ctx, scene, THEME, width * 40)];
    expect(fractions.at(-1)).toBe(1);
    expect(fractions).toHaveLength(Math.ceil(height / 40));
    expect(calls.slice(0, 2)).toEqual([
      { name: 'set fillStyle', args: [THEME.passage] },
      { name: 'fillRect', args: [0, 0, width, height] },
    ]);
    const clips = calls.filter((c, i) => c.name === 'rect' && calls[i + 1]?.name === 'clip').map((c) => c.args as number[]);
    let y = 0;
    for (const [x, top, w, h] of clips) {
      expect([x, top, w]).toEqual([0, y, width]);
      y += h!;
    }
    expect(y).toBe(height);
    const whole = recordingContext();
    drawCellScene(whole.ctx, scene, THEME, view);
    expect(new Set(walls(calls))).toEqual(new Set(walls(whole.calls)));
    // The whole outline lies inside the picture.
    for (const call of whole.calls.filter((c) => c.name === 'moveTo' || c.name === 'lineTo')) {
      const [px, py] = call.args as [number, number];
      expect(px >= 0 && px <= width && py >= 0 && py <= height).toBe(true);
    }
  });
});

/** The PNG worker run in this thread: messages go straight to its handler, as structured clones. */
class InlineWorker {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  postMessage(data: unknown) {
    const handler = (globalThis as unknown as { self: { onmessage: (event: { data: unknown }) => Promise<void> } }).self.onmessage;
    void handler({ data: structuredClone(data) });
  }
  terminate() {
    this.terminated = true;
  }
}

class PngCanvas extends FakeOffscreenCanvas {
  convertToBlob() {
    return Promise.resolve(new Blob(['png']));
  }
}

describe('the PNG worker', () => {
  let worker: InlineWorker;
  beforeEach(async () => {
    vi.stubGlobal('OffscreenCanvas', PngCanvas);
    const scope = {
      onmessage: null,
      postMessage: (data: unknown) => worker.onmessage?.({ data } as MessageEvent),
    };
    vi.stubGlobal('self', scope);
    vi.stubGlobal(
      'Worker',
      class extends InlineWorker {
        constructor() {
          super();
          // eslint-disable-next-line @typescript-eslint/no-this-alias
          worker = this;
        }
      },
    );
    vi.resetModules();
    await import('../../src/workers/png.worker');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('gets a maze on cells in slices and draws it as the screen does', async () => {
    const { pagePngService } = await import('../../src/workers/pngClient');
    const topology = maskedTopology(polarTopology(7), (slot) => slot !== 20);
    const scene = { ...sceneOf(topology), marks: new Uint8Array(topology.cellCount).fill(1) };
    const progress: PngProgress[] = [];
    const blob = await pagePngService.render({ kind: 'cells', scene }, THEME, (p) => progress.push(p)).result;
    expect(await blob.text()).toBe('png');
    expect(progress.at(-1)).toEqual({ stage: 'encoding' });
    const direct = recordingContext();
    for (const fraction of drawCellsInBands(direct.ctx, scene, THEME, 1 << 22)) void fraction;
    expect(FakeOffscreenCanvas.calls).toEqual(direct.calls);
  });

  it('still draws block grids as before', async () => {
    const { pagePngService } = await import('../../src/workers/pngClient');
    const grid = { rows: 5, cols: 5, blocks: new Uint8Array(25).fill(0) };
    const blob = await pagePngService.render({ kind: 'blocks', scene: { grid, solution: null, marks: null, player: null, exit: null } }, THEME, () => undefined).result;
    expect(await blob.text()).toBe('png');
    expect(worker.terminated).toBe(true);
  });
});
