import { piecesOf } from '../shape/pieces';
import type { Topology } from '../shape/topology';
import type { CountControls } from '../countControls';
import { frontalLogDeterminant } from './frontalLogDeterminant';
import { squareGridLogTrees } from './squareClosedForm';

/**
 * The decimal logarithm of the number of spanning trees of a topology's cell graph (how many
 * digits the count of its perfect mazes has, less one), accurate to far better than six
 * significant digits, for any maze size: a whole W×H square by its closed form
 * (squareClosedForm.ts, milliseconds), every other shape and every mask by the
 * floating-point determinant of the reduced Laplacian (frontalLogDeterminant.ts: about 3·10⁹
 * multiply-adds a second, O(n^1.5); a million-cell hex maze takes seconds, four million tens
 * of seconds), reporting progress and stopping when asked (CountCancelledError).
 *
 * −Infinity when the cells fall into several pieces or there are none (no tree: the count is
 * 0), exactly 0 for a single cell or any graph with one spanning tree (a path).
 */
export function log10SpanningTrees(topology: Topology, options: CountControls = {}): number {
  if (topology.cellCount === 0 || piecesOf(topology).sizes.length > 1) return -Infinity;
  if (topology.cellCount === 1) return 0;
  let natural: number;
  if (isWholeSquare(topology)) {
    natural = squareGridLogTrees(topology.columns, topology.rows);
    options.onProgress?.(1, 1);
  } else {
    natural = frontalLogDeterminant(topology, options);
  }
  // The count is a whole number, so its logarithm is 0 or at least log10 2: what lies below
  // half of that is rounding about a single tree (a path, a strip one cell wide).
  const value = natural / Math.LN10;
  return value < Math.LOG10E * Math.LN2 * 0.5 ? 0 : value;
}

/** Whether the topology is a whole W×H square grid, no slot masked out (then the closed form holds). */
function isWholeSquare(topology: Topology): boolean {
  return topology.shape === 'square' && topology.slots === null && topology.cellCount === topology.columns * topology.rows;
}
