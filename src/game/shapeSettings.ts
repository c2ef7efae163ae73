import { decodeMask, isMaskPresetId, MAX_POLAR_RINGS, MIN_POLAR_RINGS, presetMask, readWholeNumber, SHAPE_IDS, type Mask, type ShapeId } from '../core';

/**
 * What a maze's shape adds to its settings. Every field is optional and its absence is today's
 * square block-grid maze, so settings, links and best-time keys made before shapes existed
 * stay exactly what they were.
 */
export interface ShapeSettings {
  /** The cells' shape; absent is 'square'. */
  readonly shape?: ShapeId;
  /** Rings of a circular (polar) maze; only with shape 'polar'. */
  readonly rings?: number;
  /** The outline cut from a square, hex or triangle grid: a preset id, or a mask's code (core encodeMask). */
  readonly mask?: string;
  /** Squares drawn and played as thin walls between cells (other shapes always are). */
  readonly style?: 'lines';
  /** A unicursal labyrinth (one path through every cell, no choices) split from the square maze of half its size; squares only. */
  readonly unicursal?: true;
  /** A weave: how often (over 0, up to 1) a cell is a crossing whose passage runs over another; square and hex. */
  readonly weave?: number;
  /** A maze of several levels (2 to 10) of squares, with stairs between them; absent for one level. */
  readonly levels?: number;
  /** The start and the exit, as cell ids, when the player moved them (absent: the shape's own). */
  readonly start?: number;
  readonly goal?: number;
}

/** A shape as the menus list it; its words are i18n's (src/i18n/shapeNames.ts), keyed by its id. */
export interface ShapeInfo {
  readonly id: ShapeId;
}

/** The shapes in the menus' order. */
export const SHAPES: readonly ShapeInfo[] = SHAPE_IDS.map((id) => ({ id }));

/** The rings a new circular maze has. */
export const DEFAULT_RINGS = 12;

export function shapeOf(settings: ShapeSettings): ShapeId {
  return settings.shape ?? 'square';
}

/**
 * Whether the settings make a maze of cells (another shape, an outline, squares in lines, a
 * unicursal labyrinth, a weave or levels), drawn in thin walls, rather than a square maze kept and drawn as its block grid. Play is the
 * same on both (game/board.ts); this picks how the maze is made, kept and drawn.
 */
export function isCellMaze(settings: ShapeSettings): boolean {
  return shapeOf(settings) !== 'square' || settings.mask !== undefined || settings.style === 'lines' || settings.unicursal === true || (settings.weave ?? 0) > 0 || (settings.levels ?? 1) > 1;
}

/** Whether a typed ring count is a whole number in range. */
export function isRings(text: string): boolean {
  const rings = readWholeNumber(text);
  return rings !== null && rings >= MIN_POLAR_RINGS && rings <= MAX_POLAR_RINGS;
}

/**
 * The mask a setting names: a preset's outline fitted to the grid's size and shape, or the
 * cells a code carries. Throws core's MaskError for a code that is not one.
 */
export function maskOf(settings: ShapeSettings & { readonly width: number; readonly height: number }): Mask | null {
  const { mask } = settings;
  if (mask === undefined) return null;
  const shape = shapeOf(settings);
  if (shape === 'polar') return null;
  return isMaskPresetId(mask) ? presetMask(mask, shape, settings.width, settings.height) : decodeMask(mask);
}
