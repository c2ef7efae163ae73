import type { GridShapeId, MaskPresetId } from '../../core';
import { MASK_PRESET_SIZES } from '../../core/shape/maskPresetSizes';

/*
 * Loaded with a pick (store/mazeSlice's chooseShape imports it on demand): it imports only the
 * sizes, so no module of the first load is shared with it and the first load keeps its chunks.
 */

/** The fields of a draft a preset's size depends on. */
interface Sides {
  readonly shape?: string;
  readonly mask?: string;
  readonly width: string;
  readonly height: string;
}

/** A preset's default size on a shape, as a draft's fields; null for a shape without presets (a circular maze). */
function presetSides(preset: string, shape: string): { width: string; height: string } | null {
  if (!Object.hasOwn(MASK_PRESET_SIZES, preset)) return null;
  const sizes = MASK_PRESET_SIZES[preset as MaskPresetId];
  if (!Object.hasOwn(sizes, shape)) return null;
  const [width, height] = sizes[shape as GridShapeId];
  return { width: String(width), height: String(height) };
}

/**
 * The sides a draft takes when the Maze section's `field` becomes `value`, or null to keep its
 * own. Picking a preset gives the preset's default size on the shape. Changing the shape under a
 * preset still at its default size gives the default on the new shape (a star on triangles is
 * bigger); a size the player typed stays. Links are not read here: their sides stay theirs.
 */
export function sidesForPick(draft: Sides, field: 'shape' | 'mask' | 'style', value: string): { width: string; height: string } | null {
  const shape = draft.shape || 'square';
  if (field === 'mask') return presetSides(value, shape);
  if (field !== 'shape' || !draft.mask) return null;
  const before = presetSides(draft.mask, shape);
  return before && before.width === draft.width.trim() && before.height === draft.height.trim() ? presetSides(draft.mask, value) : null;
}
