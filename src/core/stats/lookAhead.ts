import { Int32List } from '../int32List';
import { distanceToGoal, type PassageGraph } from './passageGraph';

/**
 * How far the model walker sees: the cells up to SIGHT steps ahead, down one way at a time.
 * Three steps is what a player takes in at a glance on a drawn maze.
 */
export const SIGHT = 3;

/**
 * A breadth-first look from `from` down the passage to `first`, never back through `from` nor
 * through a cell `walked` marks (null: none), up to SIGHT steps from `from`. One scratch array
 * of stamps serves every look of a walk, so a look costs only the few cells it sees.
 */
export class LookAhead {
  private readonly stamps: Int32Array;
  private stamp = 0;
  private readonly queue = new Int32List(64);
  // What the last look saw (fields, not an object a look: the exact walk looks a million times).
  /** The goal is in sight down the way. */
  seesGoal = false;
  /** The way ends in sight: no cell at SIGHT + 1 steps, no goal, so it is never walked. */
  dead = false;
  /** The least straight-line distance to the goal among the cells in sight. */
  nearest = Infinity;

  constructor(private readonly graph: PassageGraph) {
    this.stamps = new Int32Array(graph.size);
  }

  look(from: number, first: number, walked: Uint8Array | null): void {
    const { graph, stamps } = this;
    const { offsets, targets, goal } = graph;
    const stamp = ++this.stamp;
    stamps[from] = stamp;
    stamps[first] = stamp;
    const { queue } = this;
    queue.size = 0;
    queue.push(first);
    let head = 0;
    // Cells `first`..: depth 0 is one step from `from`; depth SIGHT - 1 is the last in sight.
    let depth = 0;
    let layerEnd = 1;
    let nearest = Infinity;
    let seesGoal = false;
    let beyond = false;
    while (head < queue.size) {
      if (head === layerEnd) {
        depth++;
        layerEnd = queue.size;
      }
      const v = queue.items[head++]!;
      if (depth === SIGHT) {
        // A cell just past sight: the way goes on.
        beyond = true;
        break;
      }
      if (v === goal) seesGoal = true;
      const d = distanceToGoal(graph, v);
      if (d < nearest) nearest = d;
      for (let i = offsets[v]!; i < offsets[v + 1]!; i++) {
        const w = targets[i]!;
        if (stamps[w] === stamp || (walked !== null && walked[w] === 1)) continue;
        stamps[w] = stamp;
        queue.push(w);
      }
    }
    this.seesGoal = seesGoal;
    this.dead = !beyond && !seesGoal;
    this.nearest = nearest;
  }
}
