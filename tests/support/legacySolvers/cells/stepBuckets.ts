/** Buckets in the ring: more than the spread of f among waiting cells (see StepBuckets). */
const RING = 8;
const RING_MASK = RING - 1;

/** Numbers an entry holds: the cell, its steps from the start, its first adjacency. */
const ENTRY = 3;

/**
 * A*'s open list when f is a whole number: one stack of entries per value of f, in a ring.
 * With a consistent whole-step heuristic a step raises f by 0, 1 or 2, and every waiting cell
 * was reached from a cell already expanded, so the waiting f values span at most 2; a ring of 8
 * never folds two of them into one bucket. Push and pop are O(1): no comparisons, no heap.
 *
 * Pops come in order of f exactly; among equal f the cell pushed last comes first, which
 * favours the deepest (the standard tie-break: it runs at the goal instead of fanning out along
 * the contour). A cell pushed again with fewer steps leaves its old entry behind, for the
 * caller to skip (lazy deletion).
 *
 * An entry is a cell, its steps, and where its adjacencies begin in the topology's CSR arrays:
 * read when the cell is pushed, beside the search's other loads, rather than when it is popped,
 * where the next step waits on it (measured: up to 1.2× faster on a million cells).
 */
export class StepBuckets {
  private readonly stacks: Int32Array[] = Array.from({ length: RING }, () => new Int32Array(ENTRY * 128));
  private readonly sizes = new Int32Array(RING);
  /** The least f that may be waiting: every waiting entry has f from here to here + 2. */
  private least = 0;
  /** Entries waiting, stale ones included. */
  waiting = 0;
  /** The steps of the entry the last pop returned. */
  steps = 0;
  /** The first adjacency of the entry the last pop returned. */
  firstEdge = 0;

  push(f: number, cell: number, steps: number, firstEdge: number): void {
    if (this.waiting === 0 || f < this.least) this.least = f;
    const bucket = f & RING_MASK;
    let stack = this.stacks[bucket]!;
    const at = this.sizes[bucket]!;
    if (at === stack.length) {
      const grown = new Int32Array(at * 2);
      grown.set(stack);
      this.stacks[bucket] = stack = grown;
    }
    stack[at] = cell;
    stack[at + 1] = steps;
    stack[at + 2] = firstEdge;
    this.sizes[bucket] = at + ENTRY;
    this.waiting++;
  }

  /** Removes and returns the cell of least f, last pushed first (there must be one waiting); its steps and first adjacency are in `steps` and `firstEdge`. */
  pop(): number {
    let bucket = this.least & RING_MASK;
    while (this.sizes[bucket] === 0) bucket = ++this.least & RING_MASK;
    const stack = this.stacks[bucket]!;
    const at = this.sizes[bucket]! - ENTRY;
    this.sizes[bucket] = at;
    this.waiting--;
    this.steps = stack[at + 1]!;
    this.firstEdge = stack[at + 2]!;
    return stack[at]!;
  }
}
