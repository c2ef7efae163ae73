import {
  checkShapeOptions,
  circleLevels,
  countSpanningTrees,
  exactCountWork,
  log10SpanningTrees,
  MAX_EXACT_TREE_COUNT_WORK,
  MAX_POLAR_RINGS,
  MazeOptionsError,
  MIN_POLAR_RINGS,
  polarTopology,
  shapeTopology,
  type Topology,
} from '../core';
import type { CommandIo } from './commands';
import { UsageError } from './errors';
import { loadMask } from './input';
import { readFlags, wholeNumber } from './options';
import { checkShapeFlags, side, type ShapeFlags } from './shaped';

/**
 * `count-mazes`: how many different perfect mazes a shape and size allow, the number of
 * spanning trees of the cell graph `generate` makes for the same flags, exactly (one line,
 * the number only); with --log10, its decimal logarithm to six significant digits, for any
 * size the generator allows. The flags are checked as `generate` checks them; a single cell
 * (which `generate` refuses, a maze needing two) allows one maze.
 */
export async function countMazes(args: string[], { out, stdin }: CommandIo): Promise<void> {
  const { values } = readFlags('count-mazes', args, ['shape', 'width', 'height', 'rings', 'mask'], 0, ['log10']);
  const topology = await topologyOfFlags({ shape: values.get('shape'), format: undefined, mask: values.get('mask'), rings: values.get('rings'), width: values.get('width'), height: values.get('height') }, stdin);
  if (values.has('log10')) {
    await out.line(sixDigits(log10SpanningTrees(topology)));
    return;
  }
  const work = exactCountWork(topology, MAX_EXACT_TREE_COUNT_WORK);
  if (work > MAX_EXACT_TREE_COUNT_WORK) {
    throw new UsageError(`count-mazes: an exact count for ${topology.cellCount.toLocaleString('en-US')} cells would take too long; add --log10 for its size as a power of ten`);
  }
  await out.line(countSpanningTrees(topology).toString());
}

/** The cell graph the flags describe, checked as `generate` checks them (its messages, its limits). */
async function topologyOfFlags(flags: ShapeFlags, stdin: CommandIo['stdin']): Promise<Topology> {
  const shape = checkShapeFlags(flags, 'count-mazes');
  const rings = shape === 'polar' ? wholeNumber('rings', flags.rings ?? '10', MIN_POLAR_RINGS, MAX_POLAR_RINGS) : 0;
  const mask = flags.mask === undefined ? null : await loadMask(flags.mask, stdin);
  const width = side('width', flags.width, mask?.width, 'count-mazes');
  const height = side('height', flags.height, mask?.height, 'count-mazes');
  try {
    checkShapeOptions({ shape, width, height, rings, mask, algorithm: 'wilson', seed: '', braid: 0 });
  } catch (error) {
    if (error instanceof MazeOptionsError) throw new UsageError(`count-mazes: ${error.message}`);
    throw error;
  }
  return shape === 'polar' ? polarTopology(circleLevels(rings)) : shapeTopology(shape, width, height, mask);
}

/**
 * x to six significant digits in plain decimal digits, never an exponent: 1203.46, 0.602060,
 * and 2804140 for 2804135.7 (past a million the last digits are zeros).
 */
export function sixDigits(x: number): string {
  if (x === 0) return '0';
  const plain = x.toPrecision(6);
  if (!plain.includes('e')) return plain;
  const scale = 10 ** (Math.floor(Math.log10(Math.abs(x))) - 5);
  return (Math.round(x / scale) * scale).toFixed(0);
}
