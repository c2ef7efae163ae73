import { Int32List } from '../int32List';
import type { NearestFirst } from './searchGraph';

/**
 * Greedy search's open list on the block grid: blocks by their Manhattan distance h to the goal,
 * a whole number below rows + cols, so it is a bucket queue indexed by h. A push is O(1); a pop
 * scans up from the lowest non-empty bucket, which only moves down when a block nearer the goal
 * is pushed. Within a bucket the newest block comes first.
 */
export class ManhattanBuckets implements NearestFirst {
  private readonly buckets: (Int32List | undefined)[] = [];
  private readonly goalRow: number;
  private readonly goalCol: number;
  private readonly inverse: number;
  private lowest = Infinity;
  size = 0;

  /** Over a padded grid `stride` blocks wide, towards padded block `goal`. */
  constructor(
    private readonly stride: number,
    goal: number,
  ) {
    this.goalRow = Math.floor(goal / stride);
    this.goalCol = goal - this.goalRow * stride;
    this.inverse = 1 / stride;
  }

  /** (p + 0.5) keeps the quotient off whole numbers, so the floor is exact (see padded.ts). */
  private distanceLeft(p: number): number {
    const row = Math.floor((p + 0.5) * this.inverse);
    return Math.abs(row - this.goalRow) + Math.abs(p - row * this.stride - this.goalCol);
  }

  push(p: number): void {
    const h = this.distanceLeft(p);
    (this.buckets[h] ??= new Int32List(64)).push(p);
    if (h < this.lowest) this.lowest = h;
    this.size++;
  }

  pop(): number {
    let bucket = this.buckets[this.lowest];
    while (!bucket || bucket.size === 0) bucket = this.buckets[++this.lowest];
    this.size--;
    return bucket.items[--bucket.size]!;
  }
}
