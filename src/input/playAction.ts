import { useStore } from '../store';
import { isRun, runHeading, type KeyAction } from './keymap';
import { walkToJunction } from './walkToJunction';

/** Does what a key of the keymap asks on the Play tab. */
export function playAction(action: KeyAction): void {
  const state = useStore.getState();
  if (isRun(action)) walkToJunction(useStore, runHeading(action));
  else if (action === 'toggleSolution' || action === 'zoomIn' || action === 'zoomOut' || action === 'zoomToFit') state[action]();
  else state.move(action);
}
