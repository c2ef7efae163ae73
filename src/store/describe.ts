import type { StoreState } from './types';
import { isMaskPresetId } from '../core';
import { SPEECH } from '../i18n/speech';

/** The maze in words, for the canvas's accessible name: its shape and size, and what is shown. */
export function mazeLabel(state: StoreState): string {
  const { settings } = state;
  const text = SPEECH[state.language];
  if (!settings || (!state.maze && !state.shaped)) return text.mazeBeingMade;
  return text.mazeLabel({
    shape: settings.shape ?? 'square',
    width: settings.width,
    height: settings.height,
    rings: settings.rings ?? 0,
    outline: settings.mask === undefined ? null : isMaskPresetId(settings.mask) ? settings.mask : 'own',
    unicursal: settings.unicursal === true,
    weave: (settings.weave ?? 0) > 0,
    levels: settings.levels ?? 1,
    solution: state.showSolution,
    won: state.won,
  });
}
