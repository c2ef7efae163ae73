import {
  generateShaped,
  generateUnicursal,
  graphOnlyKind,
  MAX_LEVELS,
  MAX_MAZE_SIDE,
  MAX_POLAR_RINGS,
  MIN_POLAR_RINGS,
  needsGraphGenerator,
  readDecimal,
  readWholeNumber,
  quote,
  SHAPE_IDS,
  solveShaped,
  type CellMaze,
  type GeneratorId,
  type ShapeId,
  type SolverId,
} from '../core';
import { strayFields } from '../game/strayFields';
import { UsageError } from './errors';
import { loadMask, type Stdin } from './input';
import { fraction, oneOf, wholeNumber } from './options';

export const FORMATS = ['text', 'json', 'svg'] as const;
export type Format = (typeof FORMATS)[number];

/** What `generate` was asked for, beyond today's flags. */
export interface ShapeFlags {
  readonly shape: string | undefined;
  readonly format: string | undefined;
  readonly mask: string | undefined;
  readonly rings: string | undefined;
  readonly width: string | undefined;
  readonly height: string | undefined;
  /** --weave P: a weave maze's crossing density. */
  readonly weave?: string | undefined;
  /** --levels L: a maze of L levels with stairs between them. */
  readonly levels?: string | undefined;
  /** --unicursal: a unicursal labyrinth (drawn in lines only). */
  readonly unicursal?: boolean;
}

/** Whether the call names none of the shape flags: then it is today's `generate`, unchanged. */
export function isPlainGenerate(flags: ShapeFlags): boolean {
  return flags.shape === undefined && flags.format === undefined && flags.mask === undefined && flags.rings === undefined && flags.weave === undefined && flags.levels === undefined;
}

/**
 * Checks which flags go together, and the format a call prints: as asked, else text (today's
 * block grid) for an unmasked square and JSON for every other maze, which has no block grid.
 * Text of another maze is a usage error.
 */
export function chooseFormat(flags: ShapeFlags): Format {
  const shape = checkShapeFlags(flags, 'generate');
  const cellShaped = isCellShaped(flags);
  const format = flags.format === undefined ? (cellShaped ? 'json' : 'text') : oneOf('format', flags.format, FORMATS);
  if (format === 'text' && cellShaped) {
    const kind = `${flags.mask === undefined ? shape : `masked ${shape}`}${isWovenFlag(flags.weave) ? ' weave' : ''}${isLevelledFlag(flags.levels) ? ' multi-level' : ''}`;
    throw new UsageError(`generate: --format text prints unmasked square mazes only (as a 0/1 grid); a ${kind} maze prints as --format json`);
  }
  return format;
}

/** The shape the flags name, checked against the size flags that go with it (`command` names the call in messages). */
export function checkShapeFlags(flags: ShapeFlags, command: string): ShapeId {
  const shape = oneOf('shape', flags.shape ?? 'square', SHAPE_IDS);
  // The rule is the links' too (strayFields): a link drops such a value with a notice.
  const strays = strayFields({ shape, sides: flags.width !== undefined || flags.height !== undefined, rings: flags.rings !== undefined, masked: flags.mask !== undefined, style: undefined });
  if (strays.includes('sidesOnCircle')) throw new UsageError(`${command}: a polar maze takes --rings, not --width or --height`);
  if (shape === 'polar' && flags.mask !== undefined) throw new UsageError(`${command}: --mask works on square, hex and triangle mazes, not polar`);
  if (strays.includes('ringsOffCircle')) throw new UsageError(`${command}: --rings is for polar mazes only (--shape polar)`);
  return shape;
}

/** Whether --weave asks for crossings: a number over 0 (a value that is no number counts, so its error is said where it is read). */
export function isWovenFlag(text: string | undefined): boolean {
  return text !== undefined && (readDecimal(text) ?? 1) > 0;
}

/** Whether --levels asks for more than one level (a value that is no number counts, so its error is said where it is read). */
export function isLevelledFlag(text: string | undefined): boolean {
  return text !== undefined && (readWholeNumber(text) ?? 2) > 1;
}

/** --levels as a count: absent is one level; 1 to MAX_LEVELS (the CLI's strict check and message). */
export function levelsFlag(text: string | undefined): number {
  return text === undefined ? 1 : wholeNumber('levels', text, 1, MAX_LEVELS);
}

/** Whether the maze asked for has no block grid: another shape than square, a mask, a weave or several levels. */
export function isCellShaped(flags: ShapeFlags): boolean {
  return needsGraphGenerator(oneOf('shape', flags.shape ?? 'square', SHAPE_IDS), flags.mask !== undefined, graphOnlyKind(isWovenFlag(flags.weave), isLevelledFlag(flags.levels)));
}

/** A side from its flag, or the mask's (they must agree when both are given), or 15. */
export function side(flag: 'width' | 'height', text: string | undefined, fromMask: number | undefined, command = 'generate', max: number = MAX_MAZE_SIDE): number {
  if (text === undefined) return fromMask ?? 15;
  const value = wholeNumber(flag, text, 1, max);
  if (fromMask !== undefined && value !== fromMask) {
    throw new UsageError(`${command}: --${flag} ${value} does not match the mask's ${fromMask} ${flag === 'width' ? 'columns' : 'rows'} (the mask sets the size; leave out --${flag})`);
  }
  return value;
}

/** What every maze is made with, whatever its shape. */
export interface CommonFlags {
  readonly algorithm: GeneratorId;
  readonly seed: string;
  readonly braid: number;
}

/** The size flags of a block-grid maze: --width and --height, 15 by default. */
export function blockSize(flags: ShapeFlags): { width: number; height: number } {
  return { width: wholeNumber('width', flags.width ?? '15', 1, MAX_MAZE_SIDE), height: wholeNumber('height', flags.height ?? '15', 1, MAX_MAZE_SIDE) };
}

/** A cell-graph maze from the shape flags (checked by chooseFormat first) and today's (algorithm, seed, braid). */
export async function shapedMaze(flags: ShapeFlags, common: CommonFlags, stdin: Stdin): Promise<CellMaze> {
  const shape = oneOf('shape', flags.shape ?? 'square', SHAPE_IDS);
  const rings = shape === 'polar' ? wholeNumber('rings', flags.rings ?? '10', MIN_POLAR_RINGS, MAX_POLAR_RINGS) : 0;
  const mask = flags.mask === undefined ? null : await loadMask(flags.mask, stdin);
  const width = side('width', flags.width, mask?.width);
  const height = side('height', flags.height, mask?.height);
  const weave = flags.weave === undefined ? 0 : fraction('weave', flags.weave);
  const levels = levelsFlag(flags.levels);
  return generateShaped({ ...common, shape, width, height, rings, mask, ...(weave > 0 && { weave }), ...(levels > 1 && { levels }) });
}

/**
 * A unicursal labyrinth (--unicursal) from the flags: square, whole (no mask), one path (no
 * braid), printed as JSON or drawn as SVG; its sides must be even (the core says so).
 */
export function unicursalMaze(flags: ShapeFlags, common: CommonFlags): CellMaze {
  const shape = oneOf('shape', flags.shape ?? 'square', SHAPE_IDS);
  if (shape !== 'square') throw new UsageError(`generate: --unicursal makes square labyrinths only, not ${shape}`);
  if (flags.mask !== undefined) throw new UsageError('generate: --unicursal makes whole squares: leave out --mask');
  if (flags.rings !== undefined) throw new UsageError('generate: --rings is for polar mazes only (--shape polar)');
  if (flags.weave !== undefined) throw new UsageError('generate: a unicursal labyrinth has no crossings: leave out --weave');
  if (isLevelledFlag(flags.levels)) throw new UsageError('generate: a unicursal labyrinth has one level: leave out --levels');
  if (common.braid !== 0) throw new UsageError('generate: a unicursal labyrinth is one path: --braid would open loops in it (leave it out, or 0)');
  if (flags.format !== undefined && oneOf('format', flags.format, FORMATS) === 'text') throw new UsageError('generate: a unicursal labyrinth prints as --format json or svg');
  const width = wholeNumber('width', flags.width ?? '16', 1, MAX_MAZE_SIDE);
  const height = wholeNumber('height', flags.height ?? '16', 1, MAX_MAZE_SIDE);
  return generateUnicursal({ width, height, algorithm: common.algorithm, seed: common.seed });
}

/** The cell a --from or --to flag names in a cell-graph maze: its id. */
function cellFlag(maze: CellMaze, flag: 'from' | 'to', text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const last = maze.topology.cellCount - 1;
  const cell = readWholeNumber(text);
  if (cell === null || cell > last) throw new UsageError(`--${flag} must be a cell id from 0 to ${last} in a cell maze, got ${quote(text)}`);
  return cell;
}

/** The maze with the ends --from and --to name (cell ids), its own where they are not given. */
export function withCellEnds(maze: CellMaze, from: string | undefined, to: string | undefined): CellMaze {
  return { ...maze, start: cellFlag(maze, 'from', from, maze.start), goal: cellFlag(maze, 'to', to, maze.goal) };
}

/** A path through a cell-graph maze as its cell ids, or null when there is none. */
export function solveCellMaze(maze: CellMaze, algorithm: SolverId, from: string | undefined, to: string | undefined): Int32Array | null {
  return solveShaped(withCellEnds(maze, from, to), algorithm, { recordExplored: false }).path;
}
