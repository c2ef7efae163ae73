/**
 * The player's walk, kept like Trémaux's thread: a stack of the cells from the entrance to the
 * player. Stepping back onto the previous cell unwinds the thread and marks the cell left
 * behind (and the passage crossed) as backtracked; stepping anywhere else lays thread.
 *
 * Mutable and typed-array backed on purpose: a move costs O(1) however long the walk, so a
 * 1000×1000 maze plays as fast as a small one. Each move reports the blocks whose mark changed,
 * which is all the canvas repaints.
 */
export const UNTOUCHED = 0;
export const TRAIL = 1;
export const BACKTRACKED = 2;

export class Walk {
  /** Per block: UNTOUCHED, TRAIL or BACKTRACKED. */
  readonly marks: Uint8Array;
  private thread: Int32Array;
  private depth = 0;
  /** Passage crossed to reach each thread entry (-1 for none), to unmark it when backtracking. */
  private passages: Int32Array;

  constructor(blocks: number, start: number) {
    this.marks = new Uint8Array(blocks);
    this.thread = new Int32Array(64);
    this.passages = new Int32Array(64);
    this.push(start, -1);
    this.marks[start] = TRAIL;
  }

  get position(): number {
    return this.thread[this.depth - 1]!;
  }

  /** The thread, entrance first (a view: copy it to keep it), to save the walk and replay it later. */
  get trail(): Int32Array {
    return this.thread.subarray(0, this.depth);
  }

  private push(block: number, passage: number): void {
    if (this.depth === this.thread.length) {
      const thread = new Int32Array(this.thread.length * 2);
      thread.set(this.thread);
      this.thread = thread;
      const passages = new Int32Array(this.passages.length * 2);
      passages.set(this.passages);
      this.passages = passages;
    }
    this.thread[this.depth] = block;
    this.passages[this.depth] = passage;
    this.depth++;
  }

  /**
   * Moves the player to `to`, crossing `passage` (-1 for none). Returns the blocks whose mark
   * changed, and whether the move walked back along the thread.
   */
  move(to: number, passage: number): { changed: number[]; backtracked: boolean } {
    const from = this.position;
    if (this.depth >= 2 && this.thread[this.depth - 2] === to) {
      const crossed = this.passages[this.depth - 1]!;
      this.depth--;
      this.marks[from] = BACKTRACKED;
      if (crossed >= 0) this.marks[crossed] = BACKTRACKED;
      return { changed: crossed >= 0 ? [from, crossed, to] : [from, to], backtracked: true };
    }
    this.push(to, passage);
    this.marks[to] = TRAIL;
    if (passage >= 0) this.marks[passage] = TRAIL;
    return { changed: passage >= 0 ? [from, passage, to] : [from, to], backtracked: false };
  }
}
