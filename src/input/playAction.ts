import { boardOf } from '../game/board';
import { useStore } from '../store';
import { isRun, runHeading, type KeyAction } from './keymap';
import { walkToJunction } from './walkToJunction';

/**
 * Whether the Play tab takes a key's action now: every one while it is shown, but the stairs
 * only on a maze of several levels (elsewhere Page Up and Page Down scroll the page, as ever).
 */
export function playTakes(action: KeyAction): boolean {
  const state = useStore.getState();
  if (state.tab !== 'play') return false;
  return (action !== 'stairsUp' && action !== 'stairsDown') || (boardOf(state)?.levels ?? 1) > 1;
}

/** Does what a key of the keymap asks on the Play tab. */
export function playAction(action: KeyAction): void {
  const state = useStore.getState();
  if (isRun(action)) walkToJunction(useStore, runHeading(action));
  else if (action === 'stairsUp' || action === 'stairsDown') state.climb(action === 'stairsUp' ? 1 : -1);
  else if (action === 'toggleSolution' || action === 'zoomIn' || action === 'zoomOut' || action === 'zoomToFit') state[action]();
  else state.move(action);
}
