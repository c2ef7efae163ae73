import type { Random } from '../../../../src/core/random';
import { cellBlock, cellSteps, UNVISITED, type CellLayout } from './layout';
import type { CarveTrace, ReplayTrace } from '../../../../src/core/generate/trace';

/**
 * Wilson's algorithm: loop-erased random walks. Put one random cell in the maze. Then, for
 * every cell not yet in the maze (in reading order; any order will do), walk at random from
 * it, one step to a uniformly chosen neighbour at a time, until the walk hits the maze; erase
 * every loop the walk made, and carve what is left, a path from the start cell into the maze.
 *
 * Loops are erased for free: the walk only remembers, for each cell, the direction it last
 * left that cell by. Following those directions from the start cell traces the walk with its
 * loops cut out, because a later departure overwrites an earlier one.
 *
 * Guarantees: a perfect maze drawn uniformly from all spanning trees of the grid (Wilson,
 * 1996), like Aldous–Broder but much faster: the walks only have to hit the growing maze,
 * not cover the grid. The first walks, aimed at a single cell, are the long ones.
 *
 * Texture: the uniform maze, without bias in any direction; many short dead ends (on a large
 * grid a share of 8/π²·(1 − 2/π) ≈ 29.5% of cells) and a meandering solution.
 */
export function carveWilson(layout: CellLayout, random: Random, trace?: CarveTrace): void {
  const { width, height } = layout;
  const { blocks, cols } = layout.grid;
  const last = blocks.length;
  const steps = Int32Array.from(cellSteps(layout));
  // The direction each cell was last left by on the current walk, at index (block - cols - 1) / 2.
  const exit = new Uint8Array(height * cols);

  const walk = trace?.replay ? new ShownWalk(trace.replay, height * cols, cols) : null;

  const root = cellBlock(layout, random.int(height), random.int(width));
  blocks[root] = 0;
  trace?.carve(root);

  for (let i = 0; i < height; i++) {
    for (let j = 0; j < width; j++) {
      const start = cellBlock(layout, i, j);
      if (blocks[start] !== UNVISITED) continue;

      let at = start;
      walk?.from(start);
      while (blocks[at] === UNVISITED) {
        let direction: number;
        let next: number;
        // Uniform among the neighbours that exist: draw among four, redraw if off the grid.
        do {
          direction = random.int(4);
          next = at + steps[direction]!;
        } while (next <= 0 || next >= last || blocks[next] === 1);
        exit[(at - cols - 1) >> 1] = direction;
        at = next;
        if (walk && blocks[at] === UNVISITED) walk.to(at);
      }
      walk?.end();

      at = start;
      while (blocks[at] === UNVISITED) {
        const step = steps[exit[(at - cols - 1) >> 1]!]!;
        blocks[at] = 0;
        blocks[at + step / 2] = 0;
        trace?.carve(at, at + step / 2);
        at += step;
      }
    }
  }
}

/**
 * The current walk as a replay shows it: its cells in order with every loop erased the moment
 * the walk closes it. Only kept for a replay; it changes nothing of the walk. Its cells, in the
 * end, are the ones the "last exit" directions trace, which is what Wilson's algorithm carves.
 */
class ShownWalk {
  private readonly cells: Int32Array;
  /** For each cell (at index (block - cols - 1) / 2), its place on the walk plus one; 0 when off it. */
  private readonly place: Int32Array;
  private length = 0;

  constructor(
    private readonly replay: ReplayTrace,
    size: number,
    private readonly cols: number,
  ) {
    this.cells = new Int32Array(size);
    this.place = new Int32Array(size);
  }

  from(cell: number): void {
    this.cells[0] = cell;
    this.place[this.slot(cell)] = 1;
    this.length = 1;
    this.replay.walkFrom(cell);
  }

  /** A step on to a cell not yet in the maze: a new cell of the walk, or back on it, closing a loop. */
  to(cell: number): void {
    const at = this.place[this.slot(cell)]!;
    if (at === 0) {
      this.cells[this.length++] = cell;
      this.place[this.slot(cell)] = this.length;
      this.replay.walkTo(cell);
      return;
    }
    while (this.length > at) this.place[this.slot(this.cells[--this.length]!)] = 0;
    this.replay.eraseLoop(cell);
  }

  /** The walk hit the maze: forget it, ready for the next. */
  end(): void {
    while (this.length > 0) this.place[this.slot(this.cells[--this.length]!)] = 0;
  }

  private slot(cell: number): number {
    return (cell - this.cols - 1) >> 1;
  }
}
