import { Int32List } from '../core';

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
  private readonly thread = new Int32List(64);
  /** Passage crossed to reach each thread entry (-1 for none), to unmark it when backtracking. */
  private readonly passages = new Int32List(64);
  /**
   * Every place stood on, in order, the entrance first: the whole run, backtracks included (the
   * thread forgets them). What a replay (a ghost) and a share text's route need; 4 bytes a move.
   */
  private readonly history = new Int32List(64);
  /** When each of `steps` was reached, in ms of the run's clock (-1 when not known: a resumed run's first steps). */
  private readonly clock = new Int32List(64);

  constructor(blocks: number, start: number) {
    this.marks = new Uint8Array(blocks);
    this.push(start, -1);
    this.history.push(start);
    this.clock.push(0);
    this.marks[start] = TRAIL;
  }

  get position(): number {
    return this.thread.items[this.thread.size - 1]!;
  }

  /** The thread, entrance first (a view: copy it to keep it), to save the walk and replay it later. */
  get trail(): Int32Array {
    return this.thread.items.subarray(0, this.thread.size);
  }

  /** Every place stood on so far, in order (a view: copy it to keep it). A resumed run's begins with its thread. */
  get steps(): Int32Array {
    return this.history.items.subarray(0, this.history.size);
  }

  /** When each of `steps` was reached (ms of the run's clock, -1 unknown), for a ghost's pace. */
  get times(): Int32Array {
    return this.clock.items.subarray(0, this.clock.size);
  }

  private push(block: number, passage: number): void {
    this.thread.push(block);
    this.passages.push(passage);
  }

  /**
   * Moves the player to `to`, crossing `passage` (-1 for none). Returns the blocks whose mark
   * changed, and whether the move walked back along the thread. `atMs` is the run's clock then.
   */
  move(to: number, passage: number, atMs = -1): { changed: number[]; backtracked: boolean } {
    const from = this.position;
    this.history.push(to);
    this.clock.push(atMs);
    const depth = this.thread.size;
    if (depth >= 2 && this.thread.items[depth - 2] === to) {
      const crossed = this.passages.items[depth - 1]!;
      this.thread.size--;
      this.passages.size--;
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
