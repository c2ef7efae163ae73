import type { Grid } from '../../core';
import { DISCOVER, EXPAND, RETREAT } from '../../core/solve/searchTrace';
import { LAB_EXPLORED, LAB_FRONTIER, LAB_NONE, LAB_PATH, LAB_RETREATED } from '../../render/labMarks';
import type { Scene } from '../../render/scene';
import { REPAINT_LIMIT, type Replay } from './replay';

/**
 * A solver's run replayed from its search trace, then its final path block by block:
 * expanded blocks turn explored, discovered ones frontier, blocks backed out of retreated
 * (source 2's backtracking colour, source 4's dead ends), and at last the path.
 *
 * The searcher's head is the block on top of a stack that expand pushes and retreat pops:
 * the walker's or DFS's position, or the block BFS and A* expand.
 */
export class SearchReplay implements Replay {
  readonly length: number;
  private readonly marks: Uint8Array;
  private readonly stack: Int32Array;
  private top = 0;
  private position = 0;

  constructor(
    private readonly grid: Grid,
    private readonly goal: number,
    private readonly events: Int32Array,
    private readonly path: Int32Array | null,
  ) {
    this.length = events.length + (path?.length ?? 0);
    this.marks = new Uint8Array(grid.rows * grid.cols);
    this.stack = new Int32Array(events.length);
  }

  get scene(): Scene {
    const searching = this.position < this.events.length && this.top > 0;
    return { grid: this.grid, solution: null, marks: null, player: searching ? this.stack[this.top - 1]! : null, exit: this.goal, labMarks: this.marks };
  }

  seek(cursor: number): readonly number[] | null {
    const to = Math.max(0, Math.min(this.length, Math.floor(cursor)));
    if (to < this.position || to - this.position > REPAINT_LIMIT) {
      if (to < this.position) {
        this.marks.fill(LAB_NONE);
        this.top = 0;
        this.position = 0;
      }
      while (this.position < to) this.apply(this.position++);
      return null;
    }
    const changed: number[] = [];
    const head = this.scene.player;
    if (head !== null) changed.push(head);
    while (this.position < to) changed.push(this.apply(this.position++));
    const after = this.scene.player;
    if (after !== null) changed.push(after);
    return changed;
  }

  /** Applies step i; returns the block it changed. */
  private apply(i: number): number {
    if (i >= this.events.length) {
      const block = this.path![i - this.events.length]!;
      this.marks[block] = LAB_PATH;
      return block;
    }
    const event = this.events[i]!;
    const block = event >> 2;
    const kind = event & 3;
    if (kind === EXPAND) {
      this.marks[block] = LAB_EXPLORED;
      this.stack[this.top++] = block;
    } else if (kind === DISCOVER) {
      if (this.marks[block] === LAB_NONE) this.marks[block] = LAB_FRONTIER;
    } else if (kind === RETREAT) {
      this.marks[block] = LAB_RETREATED;
      this.top--;
    }
    return block;
  }
}
