import { countSpanningTrees, exactCountWork, log10SpanningTrees, MAX_EXACT_TREE_COUNT_WORK, squareTopology, type Topology } from '../core';
import { squareGridLogTrees } from '../core/trees/squareClosedForm';

/**
 * How many perfect mazes the game's maze is one of: the number of spanning trees of its cell
 * graph. First its decimal logarithm, for the line under the maze: a whole W×H square by the
 * closed form (4 million cells in about 20 ms), any other shape or outline by the determinant
 * (seconds for a quarter of a million cells), so the page asks for those only up to
 * MAX_SHAPED_CELLS. Then, when the player asks and it is within reach, the exact number.
 */
export type MazeCountRequest =
  | { readonly kind: 'square'; readonly width: number; readonly height: number }
  | { readonly kind: 'cells'; readonly topology: Topology };

/** What the maze count worker is asked: the logarithm, or the exact count. */
export interface MazeCountAsk {
  readonly want: 'log10' | 'exact';
  readonly maze: MazeCountRequest;
}

/** The logarithm, and whether the exact count is within reach (countSpanningTrees' work at most MAX_EXACT_TREE_COUNT_WORK). */
export interface MazeCountSize {
  /** log10 of the number of perfect mazes (−Infinity: none, 0: one). */
  readonly log10: number;
  readonly exactWithinReach: boolean;
}

/** Progress of an exact count: the primes' bits found of those needed. */
export type MazeCountProgress = readonly [done: number, total: number];

/** Other shapes past this many cells are not counted on the Play tab: the count would take seconds of a worker. */
export const MAX_SHAPED_CELLS = 250_000;

function topologyOf(request: MazeCountRequest): Topology {
  return request.kind === 'square' ? squareTopology(request.width, request.height) : request.topology;
}

/** log10 of the number of perfect mazes, and whether the exact number is within reach. */
export function mazeCountJob(request: MazeCountRequest): MazeCountSize {
  const log10 = request.kind === 'square' ? (request.width * request.height <= 1 ? 0 : squareGridLogTrees(request.width, request.height) / Math.LN10) : log10SpanningTrees(request.topology);
  // No maze of more cells than MAX_SHAPED_CELLS is within reach (the widest that is, a strip,
  // has a few tens of thousands), so a big square's graph is never built just to say so.
  const cells = request.kind === 'square' ? request.width * request.height : request.topology.cellCount;
  const exactWithinReach = cells <= MAX_SHAPED_CELLS && exactCountWork(topologyOf(request), MAX_EXACT_TREE_COUNT_WORK) <= MAX_EXACT_TREE_COUNT_WORK;
  return { log10, exactWithinReach };
}

/** The exact number of perfect mazes, with progress prime by prime. */
export function exactMazeCountJob(request: MazeCountRequest, onProgress: (progress: MazeCountProgress) => void): bigint {
  return countSpanningTrees(topologyOf(request), { onProgress: (done, total) => onProgress([done, total]) });
}
