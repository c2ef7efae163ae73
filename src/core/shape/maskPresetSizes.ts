import type { MaskPresetId } from './maskPresets';
import type { GridShapeId } from './shapeTopology';

/**
 * The size a preset is drawn at when it is picked, per shape: the smallest at which its outline
 * reads (a heart's lobes and notch, a star's five points), looked at on each shape. A triangle's
 * rows are 1.5 units and its columns 0.87, so its grids are wider than tall; upsilon slots sit on the
 * unit grid, as squares do. Only the default a
 * pick suggests: a maze keeps the size its settings or link give. (A file of its own: the first
 * load reads preset ids, not these sizes, which load with the editor or a pick.)
 */
export const MASK_PRESET_SIZES: Readonly<Record<MaskPresetId, Readonly<Record<GridShapeId, readonly [number, number]>>>> = {
  circle: { square: [30, 30], hex: [32, 28], triangle: [60, 34], upsilon: [30, 30] },
  heart: { square: [40, 36], hex: [42, 36], triangle: [60, 34], upsilon: [40, 36] },
  star: { square: [41, 40], hex: [46, 40], triangle: [70, 40], upsilon: [41, 40] },
  diamond: { square: [31, 31], hex: [34, 30], triangle: [52, 30], upsilon: [31, 31] },
};
