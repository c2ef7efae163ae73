import type { Region } from './scene';

/** Tiles are TILE × TILE blocks: small enough that a zoomed-in view touches a few dozen. */
const TILE = 64;

/**
 * The steps of a solution grouped by the tile of blocks they stand on: which steps to stroke in
 * a region is then found from the tiles under it, in time that follows the region, not the path
 * (a 2000×2000 maze's solution can run to millions of blocks). CSR layout: the steps on tile t
 * are `steps[starts[t] .. starts[t + 1])`, in path order.
 */
export interface SolutionTiles {
  readonly cols: number;
  readonly tileCols: number;
  readonly tileRows: number;
  readonly starts: Int32Array;
  readonly steps: Int32Array;
}

const built = new WeakMap<Int32Array, SolutionTiles>();

/** Groups the steps of `solution` (blocks of a grid `cols` wide) by tile; built once per solution, in O(path). */
export function solutionTiles(solution: Int32Array, cols: number): SolutionTiles {
  const cached = built.get(solution);
  if (cached && cached.cols === cols) return cached;
  const tileCols = Math.ceil(cols / TILE);
  const tileOf = new Int32Array(solution.length);
  let tileCount = 0;
  for (let i = 0; i < solution.length; i++) {
    const block = solution[i]!;
    const row = (block / cols) | 0;
    const tile = ((row / TILE) | 0) * tileCols + (((block - row * cols) / TILE) | 0);
    tileOf[i] = tile;
    if (tile >= tileCount) tileCount = tile + 1;
  }
  const tileRows = Math.ceil(tileCount / tileCols);
  // A counting sort by tile keeps each tile's steps in path order.
  const starts = new Int32Array(tileRows * tileCols + 1);
  for (let i = 0; i < solution.length; i++) starts[tileOf[i]! + 1]!++;
  for (let t = 0; t < tileRows * tileCols; t++) starts[t + 1]! += starts[t]!;
  const next = starts.slice(0, -1);
  const steps = new Int32Array(solution.length);
  for (let i = 0; i < solution.length; i++) steps[next[tileOf[i]!]!++] = i;
  const tiles = { cols, tileCols, tileRows, starts, steps };
  built.set(solution, tiles);
  return tiles;
}

const wholes = new WeakMap<ArrayBuffer, Int32Array>();

/** The path a tail is a view of (paths own their buffers from index 0), one array per buffer so its tiles are kept. */
function wholeOf(tail: Int32Array): Int32Array {
  const buffer = tail.buffer as ArrayBuffer;
  let whole = wholes.get(buffer);
  const length = tail.byteOffset / Int32Array.BYTES_PER_ELEMENT + tail.length;
  if (!whole || whole.length < length) {
    whole = new Int32Array(buffer, 0, length);
    wholes.set(buffer, whole);
    // Its tails are drawn move after move: worth its tiles at once.
    drawnOnce.add(whole);
  }
  return whole;
}

/** Paths drawn once without tiles: the tiles are built on their second draw. */
const drawnOnce = new WeakSet<Int32Array>();

/** One pass over the path: cheaper than building its tiles, for a path drawn only once. */
function scanRegion(solution: Int32Array, cols: number, region: Region): Int32Array {
  const lastRow = region.row + region.rows - 1;
  const lastCol = region.col + region.cols - 1;
  const found: number[] = [];
  for (let i = 0; i < solution.length; i++) {
    const block = solution[i]!;
    const row = (block / cols) | 0;
    const col = block - row * cols;
    if (row >= region.row && row <= lastRow && col >= region.col && col <= lastCol) found.push(i);
  }
  return Int32Array.from(found);
}

/**
 * The steps of `solution` whose block lies in `region`, in path order. A path drawn again and
 * again (zoom steps, the view following the player) is looked up in its tiles; a path drawn once
 * (the solution from where the player stands changes with every move) is scanned instead, which
 * costs a third of building tiles it would never use again.
 */
export function stepsInRegion(solution: Int32Array, cols: number, region: Region): Int32Array {
  // A tail of a longer path (the solution from where the player stands on it) is looked up in
  // the whole path's tiles: one index serves every step the player takes along it.
  const offset = solution.byteOffset / Int32Array.BYTES_PER_ELEMENT;
  if (offset > 0) {
    const whole = wholeOf(solution);
    const steps = stepsInRegion(whole, cols, region);
    let first = 0;
    while (first < steps.length && steps[first]! < offset) first++;
    const tail = steps.subarray(first);
    for (let i = 0; i < tail.length; i++) tail[i]! -= offset;
    return tail;
  }
  if (built.get(solution)?.cols !== cols && !drawnOnce.has(solution)) {
    drawnOnce.add(solution);
    return scanRegion(solution, cols, region);
  }
  const tiles = solutionTiles(solution, cols);
  const lastRow = region.row + region.rows - 1;
  const lastCol = region.col + region.cols - 1;
  const found: number[] = [];
  for (let tr = Math.floor(region.row / TILE); tr <= Math.min(tiles.tileRows - 1, Math.floor(lastRow / TILE)); tr++) {
    for (let tc = Math.floor(region.col / TILE); tc <= Math.min(tiles.tileCols - 1, Math.floor(lastCol / TILE)); tc++) {
      const t = tr * tiles.tileCols + tc;
      for (let s = tiles.starts[t]!; s < tiles.starts[t + 1]!; s++) {
        const step = tiles.steps[s]!;
        const block = solution[step]!;
        const row = Math.floor(block / cols);
        const col = block % cols;
        if (row >= region.row && row <= lastRow && col >= region.col && col <= lastCol) found.push(step);
      }
    }
  }
  // Each tile's steps are in order; steps from several tiles are merged by one small sort.
  return Int32Array.from(found).sort();
}

/**
 * The stretches of the path to stroke so that every step in `steps` (sorted) is drawn with its
 * joins: each run of consecutive steps, widened by one step on either side (the segment that
 * enters or leaves the region), as [from, to] pairs of path indexes, inclusive.
 */
export function strokeRuns(steps: Int32Array, pathLength: number): number[] {
  const runs: number[] = [];
  let i = 0;
  while (i < steps.length) {
    let j = i;
    while (j + 1 < steps.length && steps[j + 1] === steps[j]! + 1) j++;
    runs.push(Math.max(0, steps[i]! - 1), Math.min(pathLength - 1, steps[j]! + 1));
    i = j + 1;
  }
  return runs;
}
