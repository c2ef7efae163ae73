import { checkMazeOptions, generateMaze, MazeOptionsError } from '../generate/generateMaze';
import type { GeneratorId } from '../generate/registry';
import { MAX_POLAR_RINGS, MIN_POLAR_RINGS } from '../limits';
import { shown } from '../quote';
import { createRandom } from '../random';
import type { CellMaze } from './cellMaze';
import { longestPathEnds, polarTopCell } from './endpoints';
import { braidCells } from './generate/braid';
import { GRAPH_GENERATORS, type GraphGeneratorId } from './generate/registry';
import { cellMazeOfGrid } from './gridMaze';
import type { Mask } from './mask';
import { piecesOf } from './pieces';
import { needsGraphGenerator, rowBasedReason } from './rowBased';
import { isShapeId, SHAPE_IDS, shapeTopology } from './shapeTopology';
import { circleLevels, polarRingSizes, polarTopology } from './shapes';
import type { ShapeId, Topology } from './topology';

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
}

/** Options checked, with the topology they describe (built once, also for the mask's pieces). */
interface PreparedShape {
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

function prepareShape(options: ShapeOptions): PreparedShape {
  const { shape } = options;
  if (!isShapeId(shape)) throw new MazeOptionsError(`unknown shape ${shown(shape)}; choose one of ${SHAPE_IDS.join(', ')}`, 'shape');
  const polar = shape === 'polar';
  const mask = polar ? null : (options.mask ?? null);
  if (mask) checkMaskObject(mask);
  const rings = polar ? checkRings(options.rings) : options.rings;
  // One home for the limits of sides, cells, algorithm, seed and braid: the square maze's check.
  const size = mask ? { width: mask.width, height: mask.height } : polar ? { width: 1, height: 1 } : { width: options.width, height: options.height };
  const { algorithm, width, height, seed, braid } = checkMazeOptions({ ...options, ...size });
  if (needsGraphGenerator(shape, mask !== null)) {
    const reason = rowBasedReason(algorithm);
    if (reason) throw new MazeOptionsError(reason, 'algorithm');
  }
  if (shape === 'triangle' && mask === null && width === 1 && height > 1) {
    throw new MazeOptionsError('a triangle maze taller than one row needs at least 2 columns (a single column of triangles falls apart into pairs)', 'width');
  }
  let masked: Topology | null = null;
  let cellCount: number;
  if (polar) {
    cellCount = polarRingSizes(circleLevels(rings)).reduce((sum, size) => sum + size, 0);
  } else if (mask) {
    masked = shapeTopology(shape, width, height, mask);
    cellCount = masked.cellCount;
    const pieces = piecesOf(masked).sizes.length;
    if (pieces > 1) {
      throw new MazeOptionsError(`The mask's cells fall into ${pieces} separate pieces (cells must touch across a side); join them or remove the strays.`, 'mask');
    }
  } else {
    cellCount = width * height;
  }
  if (cellCount < 2) throw new MazeOptionsError(`a maze needs at least 2 cells; this ${mask ? 'mask' : 'size'} gives ${cellCount}`, mask ? 'mask' : shape === 'polar' ? 'rings' : 'width');
  const start = checkEnd('start', options.start, cellCount);
  const goal = checkEnd('goal', options.goal, cellCount);
  if (start !== null && start === goal) throw new MazeOptionsError(`start and goal must be different cells (both are ${start})`, 'goal');
  return { options: { shape, width, height, rings, mask, algorithm, seed, braid, start, goal }, masked };
}

/**
 * Checks options from anywhere (URL, form, CLI) and returns them complete: width and height
 * are the mask's when there is a mask (the mask is the size), the mask is null for polar, start
 * and goal are null when not given. Throws MazeOptionsError saying what is wrong: the shape, a
 * size or ring count past the limits, fewer than 2 cells, a mask in several pieces, a row-based
 * generator on another shape (rowBasedReason), a start or goal that is not a cell, or both the same.
 */
export function checkShapeOptions(options: ShapeOptions): ShapeOptions {
  return prepareShape(options).options;
}

/**
 * A maze of any shape. An unmasked square is exactly generateMaze's block grid, converted
 * (cellMazeOfGrid). Every other shape runs a graph generator seeded by the seed, then braids
 * (start and goal count as open to the outside, as the entrance and exit do on squares).
 *
 * Default ends: an unmasked square, hex or triangle goes from cell 0 to the last cell; polar
 * from the outer ring's top cell to the centre; a masked maze between the two ends of its
 * longest path (before braiding), lower id first. A start or goal given replaces its default
 * (see chooseEnds). The same options give the same maze.
 */
export function generateShaped(options: ShapeOptions, onProgress?: (fraction: number) => void): CellMaze {
  const prepared = prepareShape(options);
  const { shape, mask, algorithm, width, height, rings, seed, braid, start, goal } = prepared.options;
  if (shape === 'square' && mask === null) {
    const maze = cellMazeOfGrid(generateMaze({ algorithm, width, height, seed, braid }, onProgress ? { onProgress } : {}));
    return { ...maze, ...chooseEnds(start, goal, [maze.start, maze.goal]) };
  }
  const topology = prepared.masked ?? (shape === 'polar' ? polarTopology(circleLevels(rings)) : shapeTopology(shape, width, height, null));
  onProgress?.(0.1);
  const random = createRandom(seed);
  const open = GRAPH_GENERATORS[algorithm as GraphGeneratorId](topology, random);
  onProgress?.(0.8);
  let ends: [number, number];
  if (mask) ends = longestPathEnds(topology, open);
  else if (shape === 'polar') ends = [polarTopCell(topology, polarRingSizes(topology.rows).at(-1)!), 0];
  else ends = [0, topology.cellCount - 1];
  const chosen = chooseEnds(start, goal, ends);
  // Braided against the shape's own ends: moving the start or the exit keeps the same walls.
  braidCells(topology, open, braid, random, ends);
  onProgress?.(1);
  return { topology, open, ...chosen };
}

/**
 * The ends given, else the defaults. One end given on the other's default takes the default
 * pair the other way round (given the goal's cell as start, the goal is the default start), so
 * start and goal always differ (checkShapeOptions refused two equal given ends).
 */
function chooseEnds(start: number | null | undefined, goal: number | null | undefined, [first, last]: readonly [number, number]): { start: number; goal: number } {
  const from = start ?? (goal === first ? last : first);
  const to = goal ?? (from === last ? first : last);
  return { start: from, goal: to };
}
