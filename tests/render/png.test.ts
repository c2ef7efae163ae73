import { describe, expect, it } from 'vitest';
import { exportBlockSize } from '../../src/render/png';
import { pngFileName } from '../../src/render/pngFileName';

describe('PNG export', () => {
  const settings = { width: 20, height: 20, algorithm: 'backtracker' as const, seed: 'a b/c', braid: 0 };

  it('names the file after the size, algorithm and seed, with what it shows', () => {
    expect(pngFileName(settings, false)).toBe('maze-20x20-backtracker-a_b_c.png');
    expect(pngFileName(settings, true)).toBe('maze-20x20-backtracker-a_b_c-solution.png');
    expect(pngFileName(settings, true, true)).toBe('maze-20x20-backtracker-a_b_c-solution-trail.png');
    expect(pngFileName(settings, false, true)).toBe('maze-20x20-backtracker-a_b_c-trail.png');
  });

  it('names other shapes first, a circle by its rings, an outline and lines after the size', () => {
    expect(pngFileName({ ...settings, shape: 'hex', width: 30 }, false)).toBe('maze-hex-30x20-backtracker-a_b_c.png');
    expect(pngFileName({ ...settings, shape: 'polar', rings: 12 }, true)).toBe('maze-polar-12rings-backtracker-a_b_c-solution.png');
    expect(pngFileName({ ...settings, shape: 'triangle', mask: 'heart' }, false)).toBe('maze-triangle-20x20-heart-backtracker-a_b_c.png');
    expect(pngFileName({ ...settings, mask: 'AbC-123_x' }, false)).toBe('maze-20x20-outline-backtracker-a_b_c.png');
    expect(pngFileName({ ...settings, style: 'lines' }, false, true)).toBe('maze-20x20-lines-backtracker-a_b_c-trail.png');
  });

  it('picks whole pixels a block, sharp and within canvas limits', () => {
    expect(exportBlockSize({ rows: 31, cols: 31 })).toBe(20);
    expect(exportBlockSize({ rows: 4001, cols: 4001 })).toBe(2);
    expect(exportBlockSize({ rows: 3, cols: 8001 })).toBe(2);
    for (const [rows, cols] of [[1, 1], [2001, 2001], [8001, 3], [4001, 4001]] as const) {
      const k = exportBlockSize({ rows, cols });
      expect(Number.isInteger(k) && k >= 1).toBe(true);
      expect(Math.max(rows, cols) * k).toBeLessThanOrEqual(16_384);
      expect(rows * cols * k * k).toBeLessThanOrEqual(64 * 1024 * 1024);
    }
  });
});
