import type { NearestFirst } from '../../solve/searchGraph';
import { centreDistance, type Topology } from '../topology';

/**
 * Greedy search's open list on a cell graph: a binary min-heap of cells keyed by the straight
 * line from their centre to the goal's, which has no whole-number form (A* rounds its h up to
 * whole steps and uses StepBuckets instead). Keys and cells live in typed arrays that double
 * when full. Among equal keys the order is the heap's, which is deterministic.
 */
export class CellHeap implements NearestFirst {
  private keys = new Float64Array(1024);
  private cells = new Int32Array(1024);
  size = 0;

  constructor(
    private readonly topology: Topology,
    private readonly goal: number,
  ) {}

  push(cell: number): void {
    const key = centreDistance(this.topology, cell, this.goal);
    if (this.size === this.keys.length) {
      const keys = new Float64Array(this.size * 2);
      keys.set(this.keys);
      this.keys = keys;
      const cells = new Int32Array(this.size * 2);
      cells.set(this.cells);
      this.cells = cells;
    }
    let at = this.size++;
    while (at > 0) {
      const up = (at - 1) >> 1;
      if (this.keys[up]! <= key) break;
      this.keys[at] = this.keys[up]!;
      this.cells[at] = this.cells[up]!;
      at = up;
    }
    this.keys[at] = key;
    this.cells[at] = cell;
  }

  /** Removes and returns the cell with the least key (the heap must not be empty). */
  pop(): number {
    const top = this.cells[0]!;
    const last = --this.size;
    const key = this.keys[last]!;
    const cell = this.cells[last]!;
    let at = 0;
    for (;;) {
      let child = 2 * at + 1;
      if (child >= last) break;
      if (child + 1 < last && this.keys[child + 1]! < this.keys[child]!) child++;
      if (this.keys[child]! >= key) break;
      this.keys[at] = this.keys[child]!;
      this.cells[at] = this.cells[child]!;
      at = child;
    }
    this.keys[at] = key;
    this.cells[at] = cell;
    return top;
  }
}
