import type { Scene } from '../render/scene';
import type { GameState } from '../store';

/**
 * The game as a picture, for the canvas and for the PNG: one definition, so the download is
 * what the screen shows. The PNG leaves out the moving markers (player, exit) and carries the
 * trail only when asked to.
 */
export function gameScene(state: GameState, purpose: 'screen' | 'png'): Scene | null {
  const { maze } = state;
  if (!maze) return null;
  const marks = state.walk?.marks ?? null;
  const solution = state.showSolution ? state.solution : null;
  if (purpose === 'png') return { grid: maze, solution, marks: state.trailInPng ? marks : null, player: null, exit: null };
  return { grid: maze, solution, marks, player: state.position, exit: maze.goal };
}
