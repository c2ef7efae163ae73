import { Int32List } from '../int32List';
import type { OpenList } from './searchGraph';

/**
 * A*'s open list on the block grid. With unit steps and the Manhattan heuristic a move changes
 * f by 0 or 2, so the waiting f values are only ever F and F + 2: two stacks ("buckets")
 * instead of a ring or a heap, O(1) a push and a pop, one number an entry. When the F bucket
 * runs dry the two swap and F grows by 2. Within a bucket the newest block comes first.
 *
 * It keeps no steps (the block grid's marks say all A* needs: see BlockGraph), so `steps` and
 * `hint` read 0.
 */
export class ParityBuckets implements OpenList {
  private current = new Int32List();
  private next = new Int32List();
  waiting = 0;
  /** F, the f of the blocks in `current`, and so of the block the last pop returned. */
  f = 0;
  readonly steps = 0;
  readonly hint = 0;

  /** Whether nothing was pushed yet: the first push sets F. */
  private fresh = true;

  push(f: number, p: number): void {
    if (this.fresh) {
      this.f = f;
      this.fresh = false;
    }
    (f === this.f ? this.current : this.next).push(p);
    this.waiting++;
  }

  pop(): number {
    if (this.current.size === 0) {
      [this.current, this.next] = [this.next, this.current];
      this.f += 2;
    }
    this.waiting--;
    return this.current.items[--this.current.size]!;
  }
}
