import { boardOf, wayTo } from '../../game/board';
import type { CellMaze, GeneratedMaze } from '../../core';
import { BACKTRACKED, UNTOUCHED, Walk } from '../../game/walk';
import type { SavedRun } from './parts';

/**
 * A kept run's walk, laid again move by move on its maze (made again from its seed). Null when
 * the run does not fit the maze: a trail that leaves the start elsewhere, crosses a wall,
 * leaves the maze, walked-back ground that is no place or passage, or a won run not at the
 * exit. Each step is checked by the game's own rule (an open way of the board, the same on
 * every shape), so a tampered trail cannot walk through walls.
 */
export function resumedWalk(shown: { maze: GeneratedMaze | null; shaped: CellMaze | null }, run: SavedRun): Walk | null {
  const board = boardOf(shown);
  if (!board || run.trail[0] !== board.start) return null;
  const walk = new Walk(board.size, board.start);
  for (let i = 1; i < run.trail.length; i++) {
    const way = wayTo(board, run.trail[i - 1]!, run.trail[i]!);
    if (!way) return null;
    walk.move(way.to, way.passage);
  }
  if ((walk.position === board.goal) !== run.won) return null;
  if (run.cameFrom >= board.size) return null;
  // Ground walked back over is open ground (a place, or on blocks a passage): a wall listed there would be painted as walked.
  const ground = (at: number) => board.isPlace(at) || (!shown.shaped && shown.maze?.blocks[at] === 0);
  if (run.backtracked.some((at) => !ground(at))) return null;
  // Ground walked and left behind shows as such; what the thread covers stays thread.
  for (const at of run.backtracked) if (walk.marks[at] === UNTOUCHED) walk.marks[at] = BACKTRACKED;
  return walk;
}
