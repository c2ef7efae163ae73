import { flatStep } from '../fourNeighbours';
import { checkBlockIndex, type Grid } from '../grid';
import { followMarks, FREE, paddedView, padGrid, REACHED, toPadded } from './padded';

/**
 * Every block's way to the goal, from one breadth-first search run backwards from the goal over
 * the whole grid. Each reached block keeps the direction of the step that brings it one block
 * nearer the goal, so the route from anywhere is read off in time proportional to its length,
 * and is a shortest one (BFS reaches every block first by a shortest path). This is what
 * "solution from here" follows as the player walks: no search per move.
 *
 * One byte a block (the solvers' padded working copy), so it costs what the grid costs, and
 * it is plain data: a worker can build it and transfer it.
 */
export interface GoalRoutes {
  /** Padded grid bytes: FREE/BLOCKED, or REACHED | the direction the block was reached in. */
  readonly state: Uint8Array;
  readonly rows: number;
  readonly cols: number;
  readonly goal: number;
}

/** Runs the backwards search from `goal` (a flat index of an open block). */
export function routesToGoal(grid: Grid, goal: number): GoalRoutes {
  checkBlockIndex(grid, goal, 'goal');
  const padded = padGrid(grid);
  const { state, moves } = padded;
  const [left, right, up, down] = moves;
  let open = 0;
  for (let i = 0; i < grid.blocks.length; i++) if (grid.blocks[i] === 0) open++;
  const queue = new Int32Array(Math.max(1, open));
  const from = toPadded(padded, goal);
  if (state[from] === FREE) {
    state[from] = REACHED;
    queue[0] = from;
    let head = 0;
    let tail = 1;
    while (head < tail) {
      const p = queue[head++]!;
      // The mark is the direction of the move that reached the block from p, as padded.ts has
      // it: undoing that move (p - moves[dir]) steps back towards the goal.
      if (state[p + left] === FREE) {
        state[p + left] = REACHED | 0;
        queue[tail++] = p + left;
      }
      if (state[p + right] === FREE) {
        state[p + right] = REACHED | 1;
        queue[tail++] = p + right;
      }
      if (state[p + up] === FREE) {
        state[p + up] = REACHED | 2;
        queue[tail++] = p + up;
      }
      if (state[p + down] === FREE) {
        state[p + down] = REACHED | 3;
        queue[tail++] = p + down;
      }
    }
  }
  return { state, rows: grid.rows, cols: grid.cols, goal };
}

/** The block one step nearer the goal from `block`, or -1 (the goal itself, or a block that cannot reach it). */
export function stepToward(routes: GoalRoutes, block: number): number {
  checkBlockIndex(routes, block, 'block');
  if (block === routes.goal) return -1;
  const padded = paddedView(routes.state, routes.cols);
  const p = toPadded(padded, block);
  const mark = routes.state[p]!;
  if (mark < REACHED) return -1;
  // Undo the move that reached the block (its direction number is in the mark).
  return block - flatStep(mark & 3, routes.cols);
}

/**
 * A shortest route from `block` to the goal, `block` first and the goal last, in grid
 * indices; null when the goal cannot be reached from there (a wall, or a closed-off pocket).
 */
export function routeFrom(routes: GoalRoutes, block: number): Int32Array | null {
  checkBlockIndex(routes, block, 'block');
  const padded = paddedView(routes.state, routes.cols);
  const start = toPadded(padded, block);
  if (routes.state[start]! < REACHED) return null;
  return followMarks(padded, start, toPadded(padded, routes.goal));
}

/**
 * A maze's solution as the game shows it: the route from its start, read off one backwards
 * search from its goal, so the line shown before the first move and "solution from here" after
 * it always agree (braided mazes have ties). A generated maze always connects its ends.
 */
export function solvedFromStart(maze: Grid & { readonly start: number; readonly goal: number }): { routes: GoalRoutes; solution: Int32Array } {
  const routes = routesToGoal(maze, maze.goal);
  return { routes, solution: routeFrom(routes, maze.start) ?? new Int32Array(0) };
}
