import { useEffect } from 'react';
import type { Heading } from '../game/moves';
import { bindingFor, type KeyAction } from './keymap';

/** First repeat after this long, then one move per interval: steadier than the OS key repeat. */
export const REPEAT_DELAY_MS = 180;
export const REPEAT_EVERY_MS = 70;

/**
 * Listens on the window and runs the keymap's actions that `enabled(action)` lets through. A held movement key repeats on our
 * own timer, so speed is the same on every machine; the OS's repeat events are swallowed.
 */
export function useKeyboard(run: (action: KeyAction) => void, enabled: (action: KeyAction) => boolean = () => true): void {
  useEffect(() => {
    let held: { key: string; timer: ReturnType<typeof setTimeout> } | null = null;
    const stop = () => {
      if (held) clearTimeout(held.timer);
      held = null;
    };
    const repeat = (key: string, direction: Heading, delay: number) => {
      held = {
        key,
        timer: setTimeout(() => {
          run(direction);
          repeat(key, direction, REPEAT_EVERY_MS);
        }, delay),
      };
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const binding = bindingFor(event);
      // Keys the game does not want now (another tab is shown, Page Up on a maze of one level) keep their usual meaning.
      if (!binding || !enabled(binding.action)) return;
      event.preventDefault();
      if (event.repeat) return;
      stop();
      run(binding.action);
      if (binding.repeats) repeat(event.key, binding.action as Heading, REPEAT_DELAY_MS);
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (held && event.key.toLowerCase() === held.key.toLowerCase()) stop();
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    window.addEventListener('blur', stop);
    return () => {
      stop();
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
      window.removeEventListener('blur', stop);
    };
  }, [run, enabled]);
}
