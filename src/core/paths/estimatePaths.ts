import { checkBlockIndex, type Grid } from '../grid';
import type { Random } from '../random';
import { RING_GROUPS } from './ringSplit';
import { moveOffsets } from './searchGrid';

/**
 * Knuth's estimator for the number of simple paths from start to goal ("Estimating the
 * efficiency of backtrack programs", 1975), for grids too wide and open to count exactly.
 *
 * One walk goes from the start, each step onto one of the k open blocks it may take, chosen
 * uniformly, and multiplies k together until it reaches the goal. That product is an unbiased
 * estimate of the number of paths: a path is reached with probability 1/∏k, and is worth ∏k.
 * Here a walk may only step onto blocks from which the goal can still be reached (blocks cut
 * off from it are set aside by a flood fill from the goal whenever a step may split the free
 * blocks, see ringSplit.ts), so every walk ends at the goal and none is wasted: the estimate
 * stays unbiased, since every walk is a path of the tree the listing would search.
 *
 * The estimate is unbiased but heavy-tailed: on a wide open grid most walks land well below
 * the true count and a rare one far above it, so a mean over a few thousand walks falls short,
 * by some fifty orders of magnitude on an open 40×40 grid (about 10^320 against some 10^367
 * from the growth of the exact counts of smaller squares): a floor, not a value. Weights are kept as natural logarithms (an open 40×40 grid
 * has about 10^300 paths, beyond a double).
 */
export class PathEstimator {
  private readonly width: number;
  /** 0 free, 1 wall or border, 2 on the walk, 3 cut off from the goal during this walk. */
  private readonly state: Uint8Array;
  private readonly start: number;
  private readonly goal: number;
  private readonly touched: Int32Array;
  private touchedCount = 0;
  private readonly queue: Int32Array;
  private readonly seen: Uint32Array;
  private stamp = 0;
  private readonly offsets: Int32Array;
  /** False when no path exists (a wall at an end, or the goal out of reach). */
  readonly possible: boolean;

  constructor(grid: Grid, start: number, goal: number) {
    checkBlockIndex(grid, start, 'start');
    checkBlockIndex(grid, goal, 'goal');
    const w = (this.width = grid.cols + 2);
    const size = w * (grid.rows + 2);
    this.state = new Uint8Array(size).fill(1);
    for (let r = 0; r < grid.rows; r++) {
      for (let c = 0; c < grid.cols; c++) this.state[(r + 1) * w + c + 1] = grid.blocks[r * grid.cols + c]!;
    }
    const pad = (i: number) => (Math.floor(i / grid.cols) + 1) * w + (i % grid.cols) + 1;
    this.start = pad(start);
    this.goal = pad(goal);
    this.touched = new Int32Array(size);
    this.queue = new Int32Array(size);
    this.seen = new Uint32Array(size);
    this.offsets = moveOffsets(w);
    // Blocks the goal cannot be reached from (the start aside) are out for good.
    this.state[this.start] = 2;
    this.floodFromGoal();
    this.possible = grid.blocks[start] === 0 && grid.blocks[goal] === 0 && (start === goal || this.hasMove(this.start));
    for (let b = 0; b < size; b++) if (this.state[b] === 3) this.state[b] = 1;
    this.state[this.start] = 0;
    this.touchedCount = 0;
  }

  /** One walk from start to goal: the natural log of its weight (−Infinity when there is no path). */
  walk(random: Random): number {
    if (!this.possible) return -Infinity;
    if (this.start === this.goal) return 0;
    const { state, offsets, goal } = this;
    let head = this.start;
    this.take(head, 2);
    let logWeight = 0;
    const moves = new Int32Array(4);
    while (head !== goal) {
      let k = 0;
      for (let m = 0; m < 4; m++) {
        const next = head + offsets[m]!;
        if (state[next] === 0) moves[k++] = next;
      }
      // k ≥ 1: every free block can reach the goal (the invariant the flood fills keep).
      logWeight += Math.log(k);
      head = moves[random.int(k)]!;
      if (head === goal) break;
      this.take(head, 2);
      if (RING_GROUPS[this.ring(head)]! > 1) this.floodFromGoal();
    }
    this.restore();
    return logWeight;
  }

  private hasMove(block: number): boolean {
    for (let m = 0; m < 4; m++) if (this.state[block + this.offsets[m]!] === 0) return true;
    return false;
  }

  private take(block: number, as: number): void {
    this.state[block] = as;
    this.touched[this.touchedCount++] = block;
  }

  private restore(): void {
    while (this.touchedCount > 0) this.state[this.touched[--this.touchedCount]!] = 0;
  }

  /** Free blocks around `block`, as ringSplit.ts reads them (N, NE, E, SE, S, SW, W, NW). */
  private ring(block: number): number {
    const { state, width: w } = this;
    const free = (b: number) => (state[b] === 0 ? 1 : 0);
    return (
      free(block - w) |
      (free(block - w + 1) << 1) |
      (free(block + 1) << 2) |
      (free(block + w + 1) << 3) |
      (free(block + w) << 4) |
      (free(block + w - 1) << 5) |
      (free(block - 1) << 6) |
      (free(block - w - 1) << 7)
    );
  }

  /** Marks every free block the goal cannot reach as cut off (3), for the rest of this walk. */
  private floodFromGoal(): void {
    const { state, queue, seen, offsets, goal } = this;
    const stamp = ++this.stamp;
    let head = 0;
    let tail = 0;
    queue[tail++] = goal;
    seen[goal] = stamp;
    while (head < tail) {
      const b = queue[head++]!;
      for (let m = 0; m < 4; m++) {
        const n = b + offsets[m]!;
        if (state[n] === 0 && seen[n] !== stamp) {
          seen[n] = stamp;
          queue[tail++] = n;
        }
      }
    }
    for (let b = 0; b < state.length; b++) if (state[b] === 0 && seen[b] !== stamp) this.take(b, 3);
  }
}

/** The log-mean of weights given as natural logs, as a base-10 logarithm: log10(mean(e^x)). */
export function log10MeanOfLogs(logs: readonly number[]): number {
  const finite = logs.filter(Number.isFinite);
  if (finite.length === 0) return -Infinity;
  const top = Math.max(...finite);
  let sum = 0;
  for (const x of finite) sum += Math.exp(x - top);
  return (top + Math.log(sum / logs.length)) / Math.LN10;
}
