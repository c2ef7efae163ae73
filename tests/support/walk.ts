import { solve, type Maze } from '../../src/core';
import { blockBoard } from '../../src/game/board';
import { stepToward, type Direction } from '../../src/game/moves';

/** The moves that follow the shortest path from the entrance to the exit. */
export function solutionDirections(maze: Maze): Direction[] {
  const board = blockBoard(maze);
  const onPath = new Set(solve(maze, maze.start, maze.goal, 'bfs').path!);
  const moves: Direction[] = [];
  let at = maze.start;
  let previous = -1;
  while (at !== maze.goal) {
    const next = (['up', 'down', 'left', 'right'] as const)
      .map((direction) => ({ direction, to: stepToward(board, at, direction)?.to }))
      .find(({ to }) => to !== undefined && onPath.has(to) && to !== previous)!;
    moves.push(next.direction);
    previous = at;
    at = next.to!;
  }
  return moves;
}

export const ARROW: Record<Direction, string> = { up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight' };
