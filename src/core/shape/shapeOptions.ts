import { checkEnoughCells, checkMazeRecipe, MazeOptionsError } from '../generate/mazeOptions';
import type { GeneratorId } from '../generate/generators';
import { MAX_MAZE_CELLS, MAX_POLAR_RINGS, MIN_POLAR_RINGS } from '../limits';
import { shown } from '../quote';
import { maskCellCount, type Mask } from './mask';
import { piecesOf } from './pieces';
import { MAX_LEVELS, MIN_LEVELS } from './levels';
import { graphOnlyKind, needsGraphGenerator, rowBasedRefusal, type GraphOnlyKind } from './rowBased';
import { isShapeId, SHAPE_IDS, shapeTopology } from './shapeTopology';
import { circleLevels, polarRingSizes } from './shapes';
import { checkUnicursal } from './unicursalOptions';
import type { ShapeId, Topology } from './topology';

// What a maze of any shape is made from, and its one check, apart from the generators: a form
// or a link is checked without loading them.

export interface ShapeOptions {
  shape: ShapeId;
  /** Cells across and down (square, hex, triangle); ignored for polar, and set by the mask when there is one. */
  width: number;
  height: number;
  /** Rings round the centre cell, MIN_POLAR_RINGS to MAX_POLAR_RINGS; polar only (ignored otherwise). */
  rings: number;
  /** The cells kept (square, hex, triangle); ignored for polar. */
  mask: Mask | null;
  algorithm: GeneratorId;
  seed: string;
  /** Fraction of dead ends to remove, 0 to 1. */
  braid: number;
  /** Cell ids; null or undefined for the defaults (see generateShaped). */
  start?: number | null;
  goal?: number | null;
  /**
   * A unicursal labyrinth (unicursal.ts): one path through every cell, split from the perfect
   * W/2 × H/2 square maze of `algorithm` and `seed`; a whole square, even sides, braid 0.
   */
  unicursal?: boolean;
  /**
   * A weave (weave.ts): how often, 0 to 1, a cell becomes a crossing whose passage runs over
   * another; square and hex mazes, carved by a graph generator. 0 or absent: no weave.
   */
  weave?: number;
  /**
   * A multi-level maze (levels.ts): how many levels of width × height squares are stacked, with
   * stairs between them, MIN_LEVELS to MAX_LEVELS; square mazes, carved by a graph generator.
   * 1 or absent: one level.
   */
  levels?: number;
}

/** Options checked, with the topology they describe (built once, also for the mask's pieces). */
export interface PreparedShape {
  readonly options: ShapeOptions;
  /** A masked topology, built to count its pieces; null otherwise (built when needed). */
  readonly masked: Topology | null;
}

function checkRings(rings: unknown): number {
  if (typeof rings !== 'number' || !Number.isInteger(rings) || rings < MIN_POLAR_RINGS || rings > MAX_POLAR_RINGS) {
    throw new MazeOptionsError(`rings must be a whole number from ${MIN_POLAR_RINGS} to ${MAX_POLAR_RINGS} (got ${shown(rings)})`, 'rings');
  }
  return rings;
}

function checkMaskObject(mask: Mask): void {
  const { width, height, cells } = mask;
  if (!Number.isInteger(width) || !Number.isInteger(height) || !(cells instanceof Uint8Array) || cells.length !== width * height) {
    throw new MazeOptionsError(`the mask is malformed: ${shown(width)}×${shown(height)} slots need as many bytes (got ${cells instanceof Uint8Array ? cells.length : 'none'})`, 'mask');
  }
}

function checkEnd(name: 'start' | 'goal', value: number | null | undefined, cellCount: number): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isInteger(value) || value < 0 || value >= cellCount) {
    throw new MazeOptionsError(`${name} must be a cell id from 0 to ${cellCount - 1} (got ${shown(value)})`, name);
  }
  return value;
}

/** The shapes a weave is made on: their cells have straight axes for a passage to run under. */
export const WEAVE_SHAPES: readonly ShapeId[] = ['square', 'hex'];

/** Whether a shape weaves (WEAVE_SHAPES). */
export function isWeaveShape(shape: string): boolean {
  return (WEAVE_SHAPES as readonly string[]).includes(shape);
}

/**
 * A weave's density checked (0 when absent): a number from 0 to 1, on a whole grid of a shape
 * that weaves (an outline's narrow necks could leave a tunnel's ends with no other way out), not
 * a labyrinth.
 */
function checkWeave(weave: unknown, shape: ShapeId, unicursal: boolean, masked: boolean): number {
  if (weave === undefined || weave === 0) return 0;
  if (typeof weave !== 'number' || !Number.isFinite(weave) || weave < 0 || weave > 1) throw new MazeOptionsError(`weave must be a number from 0 to 1 (got ${shown(weave)})`, 'weave');
  if (!WEAVE_SHAPES.includes(shape)) throw new MazeOptionsError(`a weave is made on square and hex mazes only, not ${shape}`, 'weave', { code: 'kindShape', kind: 'weave', shape, allowed: WEAVE_SHAPES });
  if (unicursal) throw new MazeOptionsError('a unicursal labyrinth has no crossings: leave out the weave', 'weave', { code: 'kindsClash', kind: 'weave', other: 'unicursal' });
  if (masked) throw new MazeOptionsError('a weave is made on a whole grid, without an outline', 'weave', { code: 'kindOutline', kind: 'weave' });
  return weave;
}

/**
 * A level count checked (1 when absent): a whole number from MIN_LEVELS to MAX_LEVELS (1 is one
 * level, no stairs), on a whole square grid that neither weaves nor is a labyrinth, with room
 * for its cells (width × height × levels, within MAX_MAZE_CELLS).
 */
function checkLevels(levels: unknown, shape: ShapeId, others: { readonly unicursal: boolean; readonly weave: number; readonly masked: boolean; readonly cellsPerLevel: number }): number {
  if (levels === undefined || levels === 1) return 1;
  if (typeof levels !== 'number' || !Number.isInteger(levels) || levels < MIN_LEVELS || levels > MAX_LEVELS) {
    throw new MazeOptionsError(`levels must be a whole number from ${MIN_LEVELS} to ${MAX_LEVELS} (got ${shown(levels)})`, 'levels');
  }
  if (shape !== 'square') throw new MazeOptionsError(`a maze of several levels is made on squares only, not ${shape}`, 'levels', { code: 'kindShape', kind: 'levels', shape, allowed: ['square'] });
  if (others.masked) throw new MazeOptionsError('a maze of several levels is made of whole squares, without an outline', 'levels', { code: 'kindOutline', kind: 'levels' });
  if (others.unicursal) throw new MazeOptionsError('a unicursal labyrinth has one level: leave out the levels', 'levels', { code: 'kindsClash', kind: 'levels', other: 'unicursal' });
  if (others.weave > 0) throw new MazeOptionsError('a weave has one level: choose a weave or levels, not both', 'levels', { code: 'kindsClash', kind: 'levels', other: 'weave' });
  const cells = others.cellsPerLevel * levels;
  if (cells > MAX_MAZE_CELLS) {
    throw new MazeOptionsError(`a maze may have at most ${MAX_MAZE_CELLS.toLocaleString('en-US')} cells; ${levels} levels of ${others.cellsPerLevel.toLocaleString('en-US')} have ${cells.toLocaleString('en-US')}`, 'levels');
  }
  return levels;
}

/** Which kind of square maze only a graph generator can carve (rowBased.ts graphOnlyKind), if the options ask for one. */
export function kindOfOptions(options: { readonly weave?: number | undefined; readonly levels?: number | undefined }): GraphOnlyKind | null {
  return graphOnlyKind((options.weave ?? 0) > 0, (options.levels ?? 1) > 1);
}

/**
 * `pieces`: whether to build a mask's topology and count its pieces (O(cells), about a second
 * for four million). A page checking a link passes false for a big outline: the maze is made
 * in a worker, which checks it all again (generateShaped) and says what is wrong there.
 */
export function prepareShape(options: ShapeOptions, pieces = true): PreparedShape {
  const { shape } = options;
  if (!isShapeId(shape)) throw new MazeOptionsError(`unknown shape ${shown(shape)}; choose one of ${SHAPE_IDS.join(', ')}`, 'shape');
  const polar = shape === 'polar';
  const mask = polar ? null : (options.mask ?? null);
  if (mask) checkMaskObject(mask);
  const rings = polar ? checkRings(options.rings) : options.rings;
  // One home for the limits of sides, cells, algorithm, seed and braid: the square maze's check.
  const size = mask ? { width: mask.width, height: mask.height } : polar ? { width: 1, height: 1 } : { width: options.width, height: options.height };
  // A labyrinth's own limits first: its sides must be even, which says more than the general rule.
  const unicursal = options.unicursal === true;
  if (unicursal) checkUnicursal({ shape, width: size.width, height: size.height, braid: options.braid ?? 0, hasMask: mask !== null });
  const { algorithm, width, height, seed, braid } = checkMazeRecipe({ ...options, ...size });
  const weave = checkWeave(options.weave, shape, unicursal, mask !== null);
  const levels = checkLevels(options.levels, shape, { unicursal, weave, masked: mask !== null, cellsPerLevel: width * height });
  const kind = graphOnlyKind(weave > 0, levels > 1);
  if (needsGraphGenerator(shape, mask !== null, kind)) {
    const refusal = rowBasedRefusal(algorithm, needsGraphGenerator(shape, mask !== null) ? null : kind);
    if (refusal) throw refusal;
  }
  if (shape === 'triangle' && mask === null && width === 1 && height > 1) {
    throw new MazeOptionsError('a triangle maze taller than one row needs at least 2 columns (a single column of triangles falls apart into pairs)', 'width');
  }
  let masked: Topology | null = null;
  let cellCount: number;
  if (polar) {
    cellCount = polarRingSizes(circleLevels(rings)).reduce((sum, size) => sum + size, 0);
  } else if (mask && !pieces) {
    cellCount = maskCellCount(mask);
  } else if (mask) {
    masked = shapeTopology(shape, width, height, mask);
    cellCount = masked.cellCount;
    const pieces = piecesOf(masked).sizes.length;
    if (pieces > 1) {
      throw new MazeOptionsError(`The mask's cells fall into ${pieces} separate pieces (cells must touch across a side); join them or remove the strays.`, 'mask');
    }
  } else {
    cellCount = width * height * levels;
  }
  checkEnoughCells(cellCount, mask ? 'mask' : shape === 'polar' ? 'rings' : 'width', mask ? 'mask' : 'size');
  const start = checkEnd('start', options.start, cellCount);
  const goal = checkEnd('goal', options.goal, cellCount);
  if (start !== null && start === goal) throw new MazeOptionsError(`start and goal must be different cells (both are ${start})`, 'goal');
  return { options: { shape, width, height, rings, mask, algorithm, seed, braid, start, goal, unicursal, weave, levels }, masked };
}

/**
 * Checks options from anywhere (URL, form, CLI) and returns them complete: width and height
 * are the mask's when there is a mask (the mask is the size), the mask is null for polar, start
 * and goal are null when not given. Throws MazeOptionsError saying what is wrong: the shape, a
 * size or ring count past the limits, fewer than 2 cells, a mask in several pieces, a row-based
 * generator on another shape (rowBasedReason), a start or goal that is not a cell, or both the same.
 */
export function checkShapeOptions(options: ShapeOptions, pieces = true): ShapeOptions {
  return prepareShape(options, pieces).options;
}
