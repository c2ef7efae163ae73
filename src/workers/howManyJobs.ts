/**
 * The Paths tab's "How many?" jobs besides the simple-path count (pathsJob.ts's countJob): what
 * that count will cost, the shortest and the Hamiltonian paths, and the perfect mazes of the
 * grid's maze size. Free of workers and DOM, so Node tests run exactly what the worker runs.
 */
import { countHamiltonianPaths, countShortestPaths, countSpanningTrees, exactCountWork, log10SpanningTrees, MAX_EXACT_TREE_COUNT_WORK, squareTopology } from '../core';
import { countCost, REFERENCE_SPEED, secondsOf, type CountCost, type CountSpeed } from '../core/paths/countCost';
import { measureCountSpeed } from '../core/paths/countSpeed';
import { throttled, type CountProgress, type CountRequest } from './pathsJob';

export interface CostRequest extends CountRequest {
  /** The device's speed measured before (the page keeps it), or null to measure it now. */
  readonly speed: CountSpeed | null;
}

/** What a simple-path count will cost, and the speed to price it at (null: too quick a count to measure the device for). */
export interface PricedCount {
  readonly cost: CountCost;
  readonly speed: CountSpeed | null;
}

/** A count priced under this at the reference speed is quick on any device: the device is not measured for it. */
const QUICK_SECONDS = 2;

/** The device's speed, once per worker (a page that kept it sends it along instead). */
let measured: CountSpeed | null = null;

/**
 * countCost of the request, for a count whose dense passes run on `runners` side by side (the
 * worker's pass pool), with the device's speed: the page's, else measured here once (about
 * 0.2 s), unless the count is quick anyway (a small grid, a maze with few loops) or its time
 * is only a loose bound.
 */
export function costJob(request: CostRequest, runners = 1, now: () => number = () => performance.now()): PricedCount {
  const cost = countCost(request.grid, request.start, request.goal, { runners });
  if (request.speed) return { cost, speed: request.speed };
  // A loose bound (walls) decides nothing up front, so it needs no measured device either.
  if (!measured && (!cost.sure || secondsOf(cost, REFERENCE_SPEED) < QUICK_SECONDS)) return { cost, speed: null };
  return { cost, speed: (measured ??= measureCountSpeed(now)) };
}

/** The exact number of shortest paths, with throttled progress. */
export function shortestJob(request: CountRequest, onProgress: CountProgress, now: () => number = () => performance.now()): bigint {
  return countShortestPaths(request.grid, request.start, request.goal, { onProgress: throttled(onProgress, now) });
}

/** The exact number of Hamiltonian paths (through every open block), with throttled progress. */
export function hamiltonianJob(request: CountRequest, onProgress: CountProgress, now: () => number = () => performance.now()): bigint {
  return countHamiltonianPaths(request.grid, request.start, request.goal, { onProgress: throttled(onProgress, now) });
}

/** A square maze's size in cells. */
export interface MazeSize {
  readonly width: number;
  readonly height: number;
}

/** How many perfect mazes of a size there are: exactly when that is within reach, and always as a power of ten. */
export interface MazeCount extends MazeSize {
  /** The exact count, or null when it would take too long (exactCountWork over MAX_EXACT_TREE_COUNT_WORK). */
  readonly exact: bigint | null;
  /** log10 of the count. */
  readonly log10: number;
}

/**
 * The spanning trees of the W×H square grid of cells: the perfect mazes of that size. Exact up
 * to MAX_EXACT_TREE_COUNT_WORK (about 86×86 cells, tens of seconds at most), with progress
 * prime by prime; past that its logarithm from the closed form, at once.
 */
export function mazesJob(size: MazeSize, onProgress: CountProgress, now: () => number = () => performance.now()): MazeCount {
  const topology = squareTopology(size.width, size.height);
  const log10 = log10SpanningTrees(topology);
  const exact = exactCountWork(topology, MAX_EXACT_TREE_COUNT_WORK) <= MAX_EXACT_TREE_COUNT_WORK ? countSpanningTrees(topology, { onProgress: throttled(onProgress, now) }) : null;
  return { ...size, exact, log10 };
}
