import type { Grid } from '../grid.ts';
import { PathWalker } from './pathWalker.ts';
import { buildSearchGrid, type SearchGrid } from './searchGrid.ts';

/**
 * The two listing orders of the "number maze" source (SEEDS.md §3):
 * - 'dfs': depth-first with neighbours tried left, right, up, down;
 * - 'bfs': the order a FIFO queue of partial paths reports them, which is the DFS order
 *   stably sorted by length (shorter paths first, equal lengths in DFS order).
 */
export type PathOrder = 'dfs' | 'bfs';

/**
 * Every simple path from start to goal, lazily, in the source's order.
 *
 * Moves go up/down/left/right onto open blocks and never visit a block twice; a path ends at
 * the goal (it is never extended past it). Each path is a fresh Int32Array of flat indices,
 * start first and goal last, which the caller may keep. start === goal gives the one path
 * [start]; a start or goal on a wall gives none. The grid is not modified.
 *
 * Memory stays linear in the grid, whatever the number of paths (an open 7×7 grid has
 * 575,780,564): paths are produced one at a time by an explicit-stack search, so a 1000×1000
 * grid cannot overflow the call stack. The 'bfs' order is produced without the source's
 * exploding queue: for each path length L from the shortest upwards, a depth-first search that
 * only follows branches able to reach the goal in exactly L blocks lists the paths of that
 * length in DFS order; it stops once a search finds no branch cut short by the length limit.
 *
 * @throws RangeError when start or goal is not a block of the grid.
 */
export function allPaths(
  grid: Grid,
  start: number,
  goal: number,
  order: PathOrder = 'dfs',
): IterableIterator<Int32Array> {
  const blocks = grid.rows * grid.cols;
  checkBlock(start, blocks, 'start');
  checkBlock(goal, blocks, 'goal');
  if (grid.cells[start] !== 0 || grid.cells[goal] !== 0) return new PathIterator(null, order);
  if (start === goal) return [Int32Array.of(start)][Symbol.iterator]();
  const search = buildSearchGrid(grid, start, goal);
  if (search.distance[search.start] === -1) return new PathIterator(null, order);
  return new PathIterator(search, order);
}

function checkBlock(block: number, blocks: number, role: string): void {
  if (!Number.isInteger(block) || block < 0 || block >= blocks) {
    throw new RangeError(`${role} ${block} is not a block of a grid with ${blocks} blocks`);
  }
}

/**
 * A hand-written iterator (measured faster than a generator): DFS order walks once with no
 * length limit; BFS order walks once per feasible length. On a grid every step changes the
 * colour of a chessboard colouring, so all paths have the same length parity as the shortest
 * one and lengths go up two at a time.
 */
class PathIterator implements IterableIterator<Int32Array> {
  private readonly walker: PathWalker | null;
  private readonly byLength: boolean;
  private length = 0;
  private readonly longest: number;

  constructor(search: SearchGrid | null, order: PathOrder) {
    this.byLength = order === 'bfs';
    if (search === null) {
      this.walker = null;
      this.longest = 0;
      return;
    }
    this.walker = new PathWalker(search);
    this.longest = search.reachableBlocks;
    if (this.byLength) {
      this.length = search.distance[search.start]! + 1;
      this.walker.reset(this.length);
    } else {
      this.walker.reset(0);
    }
  }

  next(): IteratorResult<Int32Array, undefined> {
    const walker = this.walker;
    if (walker !== null) {
      for (;;) {
        const path = walker.nextPath();
        if (path !== null) return { value: path, done: false };
        // This length is exhausted: go on only if some branch was cut for being too long.
        if (!this.byLength || !walker.truncated || this.length + 2 > this.longest) break;
        this.length += 2;
        walker.reset(this.length);
      }
    }
    return { value: undefined, done: true };
  }

  [Symbol.iterator](): this {
    return this;
  }
}
