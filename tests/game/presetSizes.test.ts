import { describe, expect, it } from 'vitest';
import { checkShapeOptions, MASK_PRESET_IDS, MASK_PRESET_SIZES, presetMask, type GridShapeId } from '../../src/core';
import { sidesForPick } from '../../src/game/outline/presetSizes';
import { settingsFromQuery } from '../../src/game/url';

const SHAPES: readonly GridShapeId[] = ['square', 'hex', 'triangle'];

describe("presets' own sizes", () => {
  it('each preset on each shape has a size at which it makes a maze, bigger than the old 20×20 default', () => {
    for (const id of MASK_PRESET_IDS)
      for (const shape of SHAPES) {
        const [width, height] = MASK_PRESET_SIZES[id][shape];
        expect(width * height).toBeGreaterThan(400);
        const mask = presetMask(id, shape, width, height);
        expect(() => checkShapeOptions({ shape, width, height, rings: 2, mask, algorithm: 'backtracker', seed: '', braid: 0 })).not.toThrow();
      }
  });

  it('a pick of a preset gives its size on the shape; other picks keep the sides', () => {
    const draft = { shape: 'triangle', mask: '', width: '20', height: '10' };
    expect(sidesForPick(draft, 'mask', 'star')).toEqual({ width: '70', height: '40' });
    expect(sidesForPick({ ...draft, shape: '' }, 'mask', 'heart')).toEqual({ width: '40', height: '36' });
    expect(sidesForPick(draft, 'mask', '')).toBeNull();
    expect(sidesForPick(draft, 'mask', 'AAAB')).toBeNull();
    expect(sidesForPick(draft, 'style', 'lines')).toBeNull();
  });

  it('a shape change under a preset at its default size takes the new shape\'s default; a typed size stays', () => {
    expect(sidesForPick({ shape: 'square', mask: 'star', width: '41', height: '40' }, 'shape', 'triangle')).toEqual({ width: '70', height: '40' });
    expect(sidesForPick({ shape: 'square', mask: 'star', width: '25', height: '25' }, 'shape', 'triangle')).toBeNull();
    expect(sidesForPick({ shape: 'square', mask: 'star', width: '41', height: '40' }, 'shape', 'polar')).toBeNull();
    expect(sidesForPick({ shape: 'square', mask: '', width: '41', height: '40' }, 'shape', 'hex')).toBeNull();
  });

  it('links keep their own sides: only a pick suggests a size', () => {
    const { settings } = settingsFromQuery('?shape=triangle&w=20&h=10&mask=star&algorithm=backtracker&seed=s&braid=0');
    expect(settings).toMatchObject({ shape: 'triangle', width: 20, height: 10, mask: 'star' });
  });
});
