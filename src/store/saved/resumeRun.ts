import { isOpen, isPassage, type CellMaze, type GeneratedMaze } from '../../core';
import { step, type Direction } from '../../game/rules';
import { BACKTRACKED, UNTOUCHED, Walk } from '../../game/walk';
import type { SavedRun } from './parts';

const SQUARES: readonly Direction[] = ['up', 'down', 'left', 'right'];

/**
 * A kept run's walk, laid again move by move on its maze (made again from its seed). Null when
 * the run does not fit the maze: a trail that leaves the entrance elsewhere, crosses a wall,
 * leaves the maze, walked-back ground on a wall, or a won run not at the exit. Each step is checked by the game's own rules
 * (rules.step on blocks, isPassage on cells), so a tampered trail cannot walk through walls.
 */
export function resumedWalk(board: { maze: GeneratedMaze | null; shaped: CellMaze | null }, run: SavedRun): Walk | null {
  const { maze, shaped } = board;
  const frame = shaped ? { size: shaped.topology.cellCount, start: shaped.start, goal: shaped.goal } : maze ? { size: maze.rows * maze.cols, start: maze.start, goal: maze.goal } : null;
  if (!frame || run.trail[0] !== frame.start) return null;
  // Ground walked back over is open ground: a wall listed there would be painted as walked.
  if (run.backtracked.some((block) => block >= frame.size || (maze !== null && !shaped && !isOpen(maze, block))) || run.cameFrom >= frame.size) return null;
  const walk = new Walk(frame.size, frame.start);
  for (let i = 1; i < run.trail.length; i++) {
    const from = run.trail[i - 1]!;
    const to = run.trail[i]!;
    if (to >= frame.size) return null;
    let passage: number;
    if (shaped) {
      if (!isPassage(shaped, from, to)) return null;
      passage = -1;
    } else {
      const crossing = SQUARES.map((direction) => step(maze!, from, direction)).find((next) => next?.to === to);
      if (!crossing) return null;
      passage = crossing.passage;
    }
    walk.move(to, passage);
  }
  if ((walk.position === frame.goal) !== run.won) return null;
  // Ground walked and left behind shows as such; what the thread covers stays thread.
  for (const block of run.backtracked) if (walk.marks[block] === UNTOUCHED) walk.marks[block] = BACKTRACKED;
  return walk;
}
