import { log10SpanningTrees, type Topology } from '../core';
import { squareGridLogTrees } from '../core/trees/squareClosedForm';

/**
 * How many perfect mazes the game's maze is one of: the decimal logarithm of the number of
 * spanning trees of its cell graph. A whole W×H square by the closed form (4 million cells in
 * about 20 ms); any other shape or outline by the determinant (seconds for a quarter of a
 * million cells), so the page asks for those only up to MAX_SHAPED_CELLS.
 */
export type MazeCountRequest =
  | { readonly kind: 'square'; readonly width: number; readonly height: number }
  | { readonly kind: 'cells'; readonly topology: Topology };

/** Other shapes past this many cells are not counted on the Play tab: the count would take seconds of a worker. */
export const MAX_SHAPED_CELLS = 250_000;

/** log10 of the number of perfect mazes (−Infinity: none, 0: one). */
export function mazeCountJob(request: MazeCountRequest): number {
  if (request.kind === 'square') return request.width * request.height <= 1 ? 0 : squareGridLogTrees(request.width, request.height) / Math.LN10;
  return log10SpanningTrees(request.topology);
}
