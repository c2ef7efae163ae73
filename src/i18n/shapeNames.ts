import type { MaskPresetId, ShapeId } from '../core';

/**
 * The shapes and preset outlines in English, keyed by the core's ids: the menu's labels, and
 * what a maze of each shape is called in a sentence ("a hex maze of 30 by 20 cells"). Their
 * Chinese names are in zh/play.ts and zh/speech.ts.
 */
export const SHAPE_LABELS: Readonly<Record<ShapeId, string>> = { square: 'Square', hex: 'Hexagon', triangle: 'Triangle', upsilon: 'Octagon', polar: 'Circle' };

export const SHAPE_NOUNS: Readonly<Record<ShapeId, string>> = { square: 'maze', hex: 'hex maze', triangle: 'triangle maze', upsilon: 'octagon maze', polar: 'circular maze' };

export const OUTLINE_LABELS: Readonly<Record<MaskPresetId, string>> = { circle: 'Circle', heart: 'Heart', star: 'Star', diamond: 'Diamond' };
