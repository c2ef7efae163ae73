import { describe, expect, it } from 'vitest';
import { createGrid, HEAT_LEVELS, OPEN } from '../../src/core';
import { blockPixels } from '../../src/render/draw';
import { heatPalette } from '../../src/render/heatRamp';
import { sampleScene } from '../../src/render/sampledScene';
import { THEME, rgbaWord, type Theme } from '../../src/render/theme';
import { TRAIL } from '../../src/game/walk';

const DARK: Theme = { ...THEME, wall: '#a8b5c8', passage: '#111a2b', trail: '#6b3a1c' };

function luminance(hex: string): number {
  const v = Number.parseInt(hex.slice(1), 16);
  const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin((v >> 16) & 255) + 0.7152 * lin((v >> 8) & 255) + 0.0722 * lin(v & 255);
}
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
};

describe('the heat map layer', () => {
  it('shades passages, never walls, and the trail stays on top', () => {
    const grid = createGrid(1, 4);
    grid.blocks[1] = OPEN;
    grid.blocks[2] = OPEN;
    const heat = Uint8Array.from([5, 1, HEAT_LEVELS, 0]);
    const marks = Uint8Array.from([0, 0, TRAIL, 0]);
    const pixels = blockPixels({ grid, solution: null, marks, player: null, exit: null, heat }, THEME);
    const { words } = heatPalette(THEME);
    expect(Array.from(pixels)).toEqual([rgbaWord(THEME.wall), words[1], rgbaWord(THEME.trail), rgbaWord(THEME.wall)]);
  });

  it('a big maze sampled to the canvas keeps its shades', () => {
    const grid = createGrid(100, 100, OPEN);
    const heat = new Uint8Array(100 * 100).fill(7);
    const { scene } = sampleScene({ grid, solution: null, marks: null, player: null, exit: null, heat }, { block: 0.1, x: 0, y: 0 });
    expect(scene.heat!.length).toBe(100);
    expect(scene.heat!.every((level) => level === 7)).toBe(true);
  });

  it.each([
    ['light', THEME],
    ['dark', DARK],
  ])('in the %s scheme every shade keeps the walls legible (contrast 3:1 or more) and differs from the trail', (_scheme, theme) => {
    const { colours, fog } = heatPalette(theme);
    for (let level = 1; level <= HEAT_LEVELS; level++) {
      expect(contrast(colours[level]!, theme.wall)).toBeGreaterThanOrEqual(3);
      expect(colours[level]).not.toBe(theme.trail);
    }
    // Near and far read apart, and the fog reads as neither wall nor passage.
    expect(colours[1]).not.toBe(colours[HEAT_LEVELS]);
    expect(fog).not.toBe(theme.wall);
    expect(fog).not.toBe(theme.passage);
  });
});
