import { checkBlockIndex, type Grid } from '../grid';
import { PathWalker } from './pathWalker';
import { buildSearchGrid } from './searchGrid';

/**
 * Every simple path from start to goal, longest first: for each length from the most blocks a
 * path could have (the goal's part of the grid) down to the shortest, a depth-first search that
 * only follows branches able to end on the goal in exactly that many blocks lists the paths of
 * that length, in the source's DFS order (left, right, up, down).
 *
 * The mirror of `allPaths(…, 'bfs')`, which goes up from the shortest. It guarantees the order
 * (nonincreasing length, DFS order within a length) at a price: the grid is searched once per
 * length, and the first paths come only once the longest length has been searched for. Memory
 * stays linear in the grid. start === goal gives [start]; a start or goal on a wall gives none.
 *
 * @throws RangeError when start or goal is not a block of the grid.
 */
export function pathsLongestFirst(grid: Grid, start: number, goal: number): IterableIterator<Int32Array> {
  checkBlockIndex(grid, start, 'start');
  checkBlockIndex(grid, goal, 'goal');
  return listLongestFirst(grid, start, goal);
}

function* listLongestFirst(grid: Grid, start: number, goal: number): Generator<Int32Array, void, undefined> {
  if (grid.blocks[start] !== 0 || grid.blocks[goal] !== 0) return;
  if (start === goal) {
    yield Int32Array.of(start);
    return;
  }
  const search = buildSearchGrid(grid, start, goal);
  const shortest = search.distance[search.start]! + 1;
  if (shortest === 0) return;
  // Every step changes the chessboard colour, so every length has the shortest one's parity.
  let longest = search.reachableBlocks;
  if ((longest - shortest) % 2 !== 0) longest--;
  const walker = new PathWalker(search);
  for (let length = longest; length >= shortest; length -= 2) {
    walker.reset(length);
    for (let path = walker.nextPath(); path !== null; path = walker.nextPath()) yield path;
  }
}
