import type { CellMaze, Maze } from '../../src/core';
import { blockBoard, cellBoard, movesAlong } from '../../src/game/board';
import { corridorNext, corridorRun, stepToward, type Direction, type Heading } from '../../src/game/moves';

/**
 * The game's one set of moves (game/moves.ts), asked the way the tests ask: on a square maze's
 * blocks by arrow, on a maze of cells by heading to a cell id (-1 for none).
 */
export function step(maze: Maze, at: number, direction: Direction) {
  return stepToward(blockBoard(maze), at, direction);
}

export function stepCell(maze: CellMaze, at: number, heading: Heading, cameFrom = -1): number {
  return stepToward(cellBoard(maze), at, heading, cameFrom)?.to ?? -1;
}

/** A run's arrows on a square maze's blocks (see moves.corridorRun). */
export function runDirections(maze: Maze, at: number, direction: Direction): Direction[] {
  const board = blockBoard(maze);
  const directions: Direction[] = [];
  let here = at;
  for (const way of corridorRun(board, at, direction)) {
    const dx = board.centreX(way.to) - board.centreX(here);
    const dy = board.centreY(way.to) - board.centreY(here);
    directions.push(Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'right' : 'left') : dy > 0 ? 'down' : 'up');
    here = way.to;
  }
  return directions;
}

/** The onward cell of a corridor on a maze of cells, or -1. */
export function corridorNextCell(maze: CellMaze, at: number, cameFrom: number): number {
  return corridorNext(cellBoard(maze), at, cameFrom)?.to ?? -1;
}

export function shortestMoves(maze: Maze, path: ArrayLike<number>): number {
  return movesAlong(blockBoard(maze), path);
}
