import { DISCOVER, EXPAND, RETREAT, type Grid } from '../../core';
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
  /** The replay's own marks, made on first use. */
  private working: Uint8Array | null = null;
  /** True while the replay stands at its last step shown from `outcome` as it is (nothing copied). */
  private atOutcome = false;
  /** Made on first use: a big maze's run opened at its outcome never needs its 4 bytes an event. */
  private stackStore: Int32Array | null = null;
  private top = 0;
  private position = 0;

  constructor(
    private readonly grid: Grid,
    private readonly goal: number,
    private readonly events: Int32Array,
    private readonly path: Int32Array | null,
    /** The marks at the last step, when known (a big maze's run brings them): a jump to the end shows them. */
    private readonly outcome: Uint8Array | null = null,
  ) {
    this.length = events.length + (path?.length ?? 0);
  }

  private get marks(): Uint8Array {
    if (this.atOutcome) return this.outcome!;
    return (this.working ??= new Uint8Array(this.grid.rows * this.grid.cols));
  }

  private get stack(): Int32Array {
    return (this.stackStore ??= new Int32Array(this.events.length));
  }

  get scene(): Scene {
    const searching = this.position < this.events.length && this.top > 0;
    return { grid: this.grid, solution: null, marks: null, player: searching ? this.stack[this.top - 1]! : null, exit: this.goal, labMarks: this.marks };
  }

  seek(cursor: number): readonly number[] | null {
    const to = Math.max(0, Math.min(this.length, Math.floor(cursor)));
    if (to < this.position || to - this.position > REPAINT_LIMIT) {
      if (to < this.position) {
        this.atOutcome = false;
        this.marks.fill(LAB_NONE);
        this.top = 0;
        this.position = 0;
      }
      this.fastForward(to);
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

  /**
   * Applies steps up to `to` in one tight loop, what `apply` does step by step: a big maze's
   * run has millions of events, and a jump to its end must not hold the page up.
   */
  private fastForward(to: number): void {
    if (to === this.length && this.outcome) {
      this.atOutcome = true; // the outcome is read, never written: leaving it starts over in `working`
      this.top = 0;
      this.position = to;
      return;
    }
    const { events, marks, stack } = this;
    const eventsTo = Math.min(to, events.length);
    let top = this.top;
    for (let i = this.position; i < eventsTo; i++) {
      const event = events[i]!;
      const block = event >> 2;
      const kind = event & 3;
      if (kind === EXPAND) {
        marks[block] = LAB_EXPLORED;
        stack[top++] = block;
      } else if (kind === DISCOVER) {
        if (marks[block] === LAB_NONE) marks[block] = LAB_FRONTIER;
      } else {
        marks[block] = LAB_RETREATED;
        top--;
      }
    }
    this.top = top;
    const path = this.path;
    if (path) for (let i = Math.max(this.position, events.length); i < to; i++) marks[path[i - events.length]!] = LAB_PATH;
    this.position = Math.max(this.position, to);
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
