import { checkBlockIndex, type Grid } from '../grid';
import { PathWalker } from './pathWalker';
import { buildSearchGrid } from './searchGrid';

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
 * start first and goal last, which the caller may keep: later paths never write to it. (Paths
 * are views into shared 16 KB slabs, which is much cheaper than a buffer each; use
 * `path.slice()` if a path needs a buffer of its own.) start === goal gives the one path
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
  checkBlockIndex(grid, start, 'start');
  checkBlockIndex(grid, goal, 'goal');
  // Checked here, not in the generator, so that a bad call throws at once.
  return listPaths(grid, start, goal, order);
}

/**
 * DFS order walks once with no length limit; BFS order walks once per length. On a grid every
 * step changes the colour of a chessboard colouring, so all paths have the parity of the
 * shortest one and the lengths go up two at a time. (A generator measured as fast as a
 * hand-written iterator class here: the work is in PathWalker.nextPath, which resumes itself.)
 */
function* listPaths(grid: Grid, start: number, goal: number, order: PathOrder): Generator<Int32Array, void, undefined> {
  if (grid.blocks[start] !== 0 || grid.blocks[goal] !== 0) return;
  if (start === goal) {
    yield Int32Array.of(start);
    return;
  }
  const search = buildSearchGrid(grid, start, goal);
  const shortest = search.distance[search.start]! + 1; // in blocks; 0 when the goal is out of reach
  if (shortest === 0) return;
  const walker = new PathWalker(search);
  if (order === 'dfs') {
    walker.reset(0);
    for (let path = walker.nextPath(); path !== null; path = walker.nextPath()) yield path;
    return;
  }
  // No simple path has more blocks than the goal's part of the grid.
  for (let length = shortest; length <= search.reachableBlocks; length += 2) {
    walker.reset(length);
    for (let path = walker.nextPath(); path !== null; path = walker.nextPath()) yield path;
    // Go on only if some branch was cut for being too long.
    if (!walker.truncated) return;
  }
}
