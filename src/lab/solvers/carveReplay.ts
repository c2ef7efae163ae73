import type { GeneratedMaze, Grid } from '../../core';
import { LAB_FRONTIER, LAB_NONE } from '../../render/labMarks';
import type { Scene } from '../../render/scene';
import { REPAINT_LIMIT, type Replay } from './replay';

/**
 * A generator replayed from its carve order (see core/generate/trace.ts): the grid starts as
 * solid wall with the entrance and exit open, and each step opens a block (entry >= 0) or
 * walls one up again (entry < 0, stored as ~block). The block just touched shows in the
 * frontier colour, so the eye follows where the generator works; that is its texture forming.
 */
export class CarveReplay implements Replay {
  readonly length: number;
  private readonly grid: Grid;
  private readonly marks: Uint8Array;
  private readonly order: Int32Array;
  private position = 0;

  constructor(private readonly maze: GeneratedMaze) {
    this.order = maze.carveOrder ?? new Int32Array(0);
    this.length = this.order.length;
    this.grid = { rows: maze.rows, cols: maze.cols, cells: new Uint8Array(maze.rows * maze.cols) };
    this.marks = new Uint8Array(maze.rows * maze.cols);
    this.reset();
  }

  get scene(): Scene {
    return { grid: this.grid, solution: null, marks: null, player: null, exit: null, labMarks: this.marks };
  }

  seek(cursor: number): readonly number[] | null {
    const to = Math.max(0, Math.min(this.length, Math.floor(cursor)));
    const full = to < this.position || to - this.position > REPAINT_LIMIT;
    if (to < this.position) this.reset();
    const changed: number[] = [];
    const last = this.latest();
    if (last !== null) {
      this.marks[last] = LAB_NONE;
      changed.push(last);
    }
    while (this.position < to) {
      const block = this.apply(this.order[this.position++]!);
      if (!full) changed.push(block);
    }
    const now = this.latest();
    if (now !== null && this.position < this.length) this.marks[now] = LAB_FRONTIER;
    return full ? null : changed;
  }

  /** Opens a block (entry >= 0) or walls it up (entry = ~block); returns the block. */
  private apply(entry: number): number {
    const block = entry >= 0 ? entry : ~entry;
    this.grid.cells[block] = entry >= 0 ? 0 : 1;
    return block;
  }

  /** The block the last step touched, or null before the first. */
  private latest(): number | null {
    if (this.position === 0) return null;
    const entry = this.order[this.position - 1]!;
    return entry >= 0 ? entry : ~entry;
  }

  private reset(): void {
    const { cells } = this.grid;
    cells.fill(1);
    cells[this.maze.start] = 0;
    cells[this.maze.goal] = 0;
    this.marks.fill(LAB_NONE);
    this.position = 0;
  }
}
