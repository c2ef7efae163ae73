import type { GeneratedMaze } from './generateMazeWith';

/**
 * A square maze with its start or goal moved onto a cell (cells numbered row by row, as the
 * square topology numbers them): the block of that cell becomes the end, and the doorway in the
 * border it replaces is walled up, so the maze keeps exactly two ends. An end not given stays
 * its doorway. The walls inside are untouched: the same maze, with other ends.
 *
 * The grid is changed in place (it is a maze just made, and a 2000×2000 copy is 16 MB); the
 * maze returned shares it. Cells must be in range (checkShapeOptions checks them).
 */
export function withMovedEnds(maze: GeneratedMaze, start: number | null, goal: number | null): GeneratedMaze {
  if (start === null && goal === null) return maze;
  const blockOf = (cell: number) => (2 * Math.floor(cell / maze.width) + 1) * maze.cols + 2 * (cell % maze.width) + 1;
  let { start: from, goal: to } = maze;
  if (start !== null) {
    maze.blocks[maze.start] = 1;
    from = blockOf(start);
  }
  if (goal !== null) {
    maze.blocks[maze.goal] = 1;
    to = blockOf(goal);
  }
  return { ...maze, start: from, goal: to };
}
