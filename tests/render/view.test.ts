import { describe, expect, it } from 'vitest';
import { blockRect, cropScene, fitView, focusView, inComfortZone, tooSmallToPlay, visibleRegion, type Scene } from '../../src/render/scene';

const grid = (rows: number, cols: number) => ({ rows, cols, blocks: Uint8Array.from({ length: rows * cols }, (_, i) => i % 2) });

describe('views of the game canvas', () => {
  it('fits whole pixels a block, centred', () => {
    expect(fitView(grid(31, 31), 640, 480)).toEqual({ block: 15, x: 87, y: 7 });
  });

  it('follows the player when zoomed in, without running past the maze edges', () => {
    const g = grid(401, 401);
    const middle = 200 * 401 + 200;
    const centred = focusView(g, 800, 600, 10, middle);
    expect(centred.x + 200.5 * 10).toBeCloseTo(400, 0);
    expect(centred.y + 200.5 * 10).toBeCloseTo(300, 0);
    expect(focusView(g, 800, 600, 10, 401)).toEqual({ block: 10, x: 0, y: 0 }); // the entrance: top-left corner
    expect(focusView(g, 800, 600, 10, 401 * 401 - 1)).toEqual({ block: 10, x: 800 - 4010, y: 600 - 4010 });
    // A maze narrower than the canvas stays centred on that axis.
    expect(focusView(grid(401, 11), 800, 600, 10, 5).x).toBe(345);
  });

  it('draws only the blocks in sight, and knows when the player nears an edge', () => {
    const g = grid(401, 401);
    const view = focusView(g, 800, 600, 10, 200 * 401 + 200);
    const region = visibleRegion(g, view, 800, 600);
    expect(region.cols).toBeLessThanOrEqual(81);
    expect(region.rows).toBeLessThanOrEqual(61);
    expect(region.col * 10 + view.x).toBeLessThanOrEqual(0);
    expect((region.col + region.cols) * 10 + view.x).toBeGreaterThanOrEqual(800);
    expect(inComfortZone(g, view, 800, 600, 200 * 401 + 200)).toBe(true);
    expect(inComfortZone(g, view, 800, 600, 200 * 401 + 238)).toBe(false);
  });

  it('crops a scene to a region, marks included', () => {
    const scene: Scene = { grid: grid(4, 5), solution: Int32Array.from([0, 1]), marks: Uint8Array.from({ length: 20 }, (_, i) => i), player: 3, exit: 19 };
    const part = cropScene(scene, { row: 1, col: 2, rows: 2, cols: 3 });
    expect(Array.from(part.marks!)).toEqual([7, 8, 9, 12, 13, 14]);
    expect(Array.from(part.grid.blocks)).toEqual([1, 0, 1, 0, 1, 0]);
    expect([part.solution, part.player, part.exit]).toEqual([null, null, null]);
  });

  it('fills the frame with a big maze: fractional blocks that stay whole, sharp pixels', () => {
    // The Huge preset (401 blocks) in a 600-pixel frame: 1.5 px a block, not 1 (two-thirds of the frame).
    const view = fitView(grid(401, 401), 600, 600);
    expect(view.block * 401).toBeGreaterThan(595);
    // Each block covers whole pixels, and neighbours meet without a gap or an overlap.
    for (let col = 0; col < 400; col++) {
      const here = blockRect(view, 0, col);
      const next = blockRect(view, 0, col + 1);
      expect(Number.isInteger(here.x) && here.width >= 1).toBe(true);
      expect(here.x + here.width).toBe(next.x);
    }
  });

  it('says when a maze at Fit is too small to play: the Huge preset, a 4000×1 strip, not a 15×15', () => {
    expect(tooSmallToPlay(grid(401, 401), 900, 600)).toBe(true);
    expect(tooSmallToPlay(grid(3, 8001), 900, 600)).toBe(true);
    expect(tooSmallToPlay(grid(31, 31), 360, 360)).toBe(false);
    expect(tooSmallToPlay(grid(31, 31), 0, 0)).toBe(false); // hidden: nothing to decide yet
  });
});
