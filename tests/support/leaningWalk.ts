import type { Maze } from '../../src/core';
import { blockBoard } from '../../src/game/board';
import { stepToward, type Direction } from '../../src/game/moves';

const DIRECTIONS: readonly Direction[] = ['left', 'right', 'up', 'down'];

/**
 * The arrows of a player who leans toward the goal, as the difficulty's model walker does
 * (core/stats/effort.ts), but without its randomness or its look-ahead: depth first, at each
 * place the unwalked way whose end lies nearest the goal in a straight line first (ties in
 * left, right, up, down order), back along the way it came when none is left. Deterministic, so
 * a browser test can walk it by keys and check the moves the page counts.
 */
export function leaningDirections(maze: Maze): Direction[] {
  const board = blockBoard(maze);
  const gx = board.centreX(board.goal);
  const gy = board.centreY(board.goal);
  const away = (place: number) => Math.hypot(board.centreX(place) - gx, board.centreY(place) - gy);
  const walked = new Set<number>([board.start]);
  const trail: { place: number; back: Direction | null }[] = [{ place: board.start, back: null }];
  const moves: Direction[] = [];
  while (trail.at(-1)!.place !== board.goal) {
    const { place, back } = trail.at(-1)!;
    const ahead = DIRECTIONS.map((direction) => ({ direction, to: stepToward(board, place, direction)?.to }))
      .filter((way): way is { direction: Direction; to: number } => way.to !== undefined && !walked.has(way.to))
      .sort((a, b) => away(a.to) - away(b.to))[0];
    if (ahead) {
      walked.add(ahead.to);
      moves.push(ahead.direction);
      trail.push({ place: ahead.to, back: OPPOSITE[ahead.direction] });
    } else {
      if (!back) throw new Error('the goal cannot be reached');
      moves.push(back);
      trail.pop();
    }
  }
  return moves;
}

const OPPOSITE: Record<Direction, Direction> = { left: 'right', right: 'left', up: 'down', down: 'up' };
