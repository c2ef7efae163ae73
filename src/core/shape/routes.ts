import { mostWays, openNeighboursInto } from './ways';
import type { CellMaze } from './cellMaze';

/**
 * For every cell, the next cell on a shortest way to the goal through open passages: one BFS
 * from the goal, O(cells + adjacencies). -1 where the goal cannot be reached; the goal maps to
 * itself. Play's "solution from here" follows it from wherever the player stands.
 */
export function cellRoutesToGoal(maze: CellMaze): Int32Array {
  const { topology, open, goal } = maze;
  const around = new Int32Array(mostWays(topology));
  const toward = new Int32Array(topology.cellCount).fill(-1);
  const queue = new Int32Array(topology.cellCount);
  toward[goal] = goal;
  queue[0] = goal;
  let tail = 1;
  for (let head = 0; head < tail; head++) {
    const cell = queue[head]!;
    const count = openNeighboursInto(topology, open, cell, around);
    for (let k = 0; k < count; k++) {
      const next = around[k]!;
      if (toward[next] === -1) {
        toward[next] = cell;
        queue[tail++] = next;
      }
    }
  }
  return toward;
}

/** The cells from `from` to the goal along `toward` (cellRoutesToGoal), both included; null when the goal cannot be reached. */
export function cellRouteFrom(toward: Int32Array, from: number): Int32Array | null {
  if (!(from >= 0 && from < toward.length) || toward[from] === -1) return null;
  let length = 1;
  for (let cell = from; toward[cell] !== cell; cell = toward[cell]!) length++;
  const route = new Int32Array(length);
  for (let cell = from, i = 0; i < length; cell = toward[cell]!, i++) route[i] = cell;
  return route;
}

/** A maze on cells' solution as the game shows it: each cell's way to the goal, and the route from the start along it. */
export function cellSolvedFromStart(maze: CellMaze): { toward: Int32Array; solution: Int32Array } {
  const toward = cellRoutesToGoal(maze);
  return { toward, solution: cellRouteFrom(toward, maze.start) ?? new Int32Array(0) };
}
