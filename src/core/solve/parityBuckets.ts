import { Int32List } from '../int32List';

/**
 * A*'s open list on the block grid. With unit steps and the Manhattan heuristic a move changes
 * f by 0 or 2, so the waiting f values are only ever F and F + 2: two stacks ("buckets")
 * instead of a ring or a heap, O(1) a push and a pop, one number an entry. When the F bucket
 * runs dry the two swap and F grows by 2. Within a bucket the newest block comes first.
 * It keeps no steps: the block grid's marks say all A* needs (see BlockGraph).
 */
export class ParityBuckets {
  private current = new Int32List();
  private next = new Int32List();
  size = 0;
  /** F, the f of the blocks in `current`, and so of the block the last pop returned. */
  f = 0;

  /** The first block, with f = F. */
  push(f: number, p: number): void {
    this.f = f;
    this.pushHere(p);
  }

  /** A block with f = F. */
  pushHere(p: number): void {
    this.current.push(p);
    this.size++;
  }

  /** A block with f = F + 2. */
  pushLater(p: number): void {
    this.next.push(p);
    this.size++;
  }

  pop(): number {
    if (this.current.size === 0) {
      const emptied = this.current;
      this.current = this.next;
      this.next = emptied;
      this.f += 2;
    }
    this.size--;
    return this.current.items[--this.current.size]!;
  }
}
