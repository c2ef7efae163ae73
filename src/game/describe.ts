import type { GameState } from '../store/types';
import { isMaskPresetId } from '../core';
import { OUTLINE_LABELS, shapeInfo } from './shapeSettings';

/** The maze in words, for the canvas's accessible name: its shape and size, and what is shown. */
export function mazeLabel(state: GameState): string {
  const { settings } = state;
  if (!settings || (!state.maze && !state.shaped)) return 'Maze, being made';
  const shape = settings.shape ?? 'square';
  const noun = shapeInfo(shape).noun;
  const size = shape === 'polar' ? `of ${settings.rings} rings` : `of ${settings.width} by ${settings.height} cells`;
  const outline = settings.mask === undefined ? '' : ` in ${isMaskPresetId(settings.mask) ? `a ${OUTLINE_LABELS[settings.mask].toLowerCase()}` : 'your own'} outline`;
  const name = `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${size}${outline}`;
  return `${name}${state.showSolution ? ', solution shown' : ''}${state.won ? ', solved' : ''}`;
}
