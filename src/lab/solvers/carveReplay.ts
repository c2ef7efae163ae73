import { BUILD, CARVE, ERASE_LOOP, OPEN_ROOM, STEP_TO, WALK_FROM, WALK_TO, type GeneratedMaze, type Grid } from '../../core';
import { LAB_BUILT, LAB_CARVED, LAB_ERASED, LAB_NONE, LAB_WALK } from '../../render/labMarks';
import type { Scene } from '../../render/scene';
import { REPAINT_LIMIT, type Replay } from './replay';

/**
 * A generator replayed from its events (see core/generate/trace.ts): the grid starts as solid
 * wall with the entrance and exit open. Each step opens a block, walls one up, opens the whole
 * room (a wall adder's start), or moves a random walker. The block just opened or walled up
 * shows in its own colour, so the eye follows where the generator works; Wilson's walk shows
 * as a trail that loses its loops as they close, the erased loop pale until the next walk;
 * the walker (Wilson's, Aldous–Broder's) is the scene's moving marker.
 */
export class CarveReplay implements Replay {
  readonly length: number;
  private readonly grid: Grid;
  private readonly marks: Uint8Array;
  private readonly events: Int32Array;
  /** The walk on show, its cells in order (Wilson's). */
  private readonly walk: Int32Array;
  private walkLength = 0;
  /** Blocks marked erased, cleared when the next walk starts. */
  private erased: number[] = [];
  private walker: number | null = null;
  /** The block the last carve or build touched, marked as such until the next. */
  private touched: number | null = null;
  private position = 0;
  /** Set when a step changes too much to repaint block by block (the room opening). */
  private repaintAll = false;

  constructor(private readonly maze: GeneratedMaze) {
    this.events = maze.carveEvents ?? new Int32Array(0);
    this.length = this.events.length;
    this.grid = { rows: maze.rows, cols: maze.cols, blocks: new Uint8Array(maze.rows * maze.cols) };
    this.marks = new Uint8Array(maze.rows * maze.cols);
    this.walk = new Int32Array(maze.width * maze.height);
    this.reset();
  }

  get scene(): Scene {
    return { grid: this.grid, solution: null, marks: null, player: this.walker, exit: null, labMarks: this.marks };
  }

  seek(cursor: number): readonly number[] | null {
    const to = Math.max(0, Math.min(this.length, Math.floor(cursor)));
    const full = to < this.position || to - this.position > REPAINT_LIMIT;
    if (to < this.position) this.reset();
    const changed: number[] = [];
    if (this.walker !== null) changed.push(this.walker);
    this.repaintAll = false;
    while (this.position < to) this.apply(this.events[this.position++]!, changed);
    if (this.position === this.length) this.finish(changed);
    if (this.walker !== null) changed.push(this.walker);
    return full || this.repaintAll ? null : changed;
  }

  private apply(event: number, changed: number[]): void {
    const block = event >> 3;
    switch (event & 7) {
      case CARVE:
      case BUILD: {
        const built = (event & 7) === BUILD;
        this.grid.blocks[block] = built ? 1 : 0;
        this.touch(block, built ? LAB_BUILT : LAB_CARVED, changed);
        return;
      }
      case OPEN_ROOM:
        this.openRoom();
        return;
      case WALK_FROM:
        this.clearWalk(changed);
        this.walk[0] = block;
        this.walkLength = 1;
        this.mark(block, LAB_WALK, changed);
        this.walker = block;
        return;
      case WALK_TO: {
        const last = this.walk[this.walkLength - 1]!;
        this.walk[this.walkLength++] = block;
        this.mark((last + block) / 2, LAB_WALK, changed);
        this.mark(block, LAB_WALK, changed);
        this.walker = block;
        return;
      }
      case ERASE_LOOP:
        while (this.walkLength > 1 && this.walk[this.walkLength - 1] !== block) {
          const cell = this.walk[--this.walkLength]!;
          const wall = (cell + this.walk[this.walkLength - 1]!) / 2;
          this.mark(cell, LAB_ERASED, changed);
          this.mark(wall, LAB_ERASED, changed);
          this.erased.push(cell, wall);
        }
        this.walker = block;
        return;
      case STEP_TO:
        this.walker = block;
        return;
    }
  }

  private touch(block: number, mark: number, changed: number[]): void {
    if (this.touched !== null && (this.marks[this.touched] === LAB_CARVED || this.marks[this.touched] === LAB_BUILT)) this.mark(this.touched, LAB_NONE, changed);
    this.touched = block;
    this.mark(block, mark, changed);
  }

  private mark(block: number, mark: number, changed: number[]): void {
    this.marks[block] = mark;
    changed.push(block);
  }

  /** The walk carved (or given up) and its erased loops faded: the next walk starts clean. */
  private clearWalk(changed: number[]): void {
    for (const block of this.erased) if (this.marks[block] === LAB_ERASED) this.mark(block, LAB_NONE, changed);
    this.erased = [];
    for (let i = 0; i < this.walkLength; i++) {
      const cell = this.walk[i]!;
      if (this.marks[cell] === LAB_WALK) this.mark(cell, LAB_NONE, changed);
      if (i > 0) {
        const wall = (cell + this.walk[i - 1]!) / 2;
        if (this.marks[wall] === LAB_WALK) this.mark(wall, LAB_NONE, changed);
      }
    }
    this.walkLength = 0;
  }

  /** The last picture is the maze alone: no walker, walk or highlighted block. */
  private finish(changed: number[]): void {
    this.clearWalk(changed);
    if (this.touched !== null) this.mark(this.touched, LAB_NONE, changed);
    this.touched = null;
    if (this.walker !== null) changed.push(this.walker);
    this.walker = null;
  }

  /** Every block inside the border open but the pillars between four cells, as recursive division starts. */
  private openRoom(): void {
    const { rows, cols, blocks } = this.grid;
    for (let r = 1; r < rows - 1; r++) {
      const step = r & 1 ? 1 : 2;
      for (let c = 1; c < cols - 1; c += step) blocks[r * cols + c] = 0;
    }
    this.repaintAll = true;
  }

  private reset(): void {
    const { blocks: cells } = this.grid;
    cells.fill(1);
    cells[this.maze.start] = 0;
    cells[this.maze.goal] = 0;
    this.marks.fill(LAB_NONE);
    this.walkLength = 0;
    this.erased = [];
    this.walker = null;
    this.touched = null;
    this.position = 0;
  }
}
