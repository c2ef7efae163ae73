import type { Direction } from '../game/rules';

export type KeyAction = Direction | 'toggleSolution' | 'zoomIn' | 'zoomOut' | 'zoomToFit';

/** Bindings are data: each action and the keys that trigger it (KeyboardEvent.key values). */
export interface KeyBinding {
  readonly action: KeyAction;
  readonly keys: readonly string[];
  /** Held down, the action repeats. */
  readonly repeats: boolean;
}

export const KEYMAP: readonly KeyBinding[] = [
  { action: 'up', keys: ['ArrowUp', 'w', 'W'], repeats: true },
  { action: 'down', keys: ['ArrowDown', 's', 'S'], repeats: true },
  { action: 'left', keys: ['ArrowLeft', 'a', 'A'], repeats: true },
  { action: 'right', keys: ['ArrowRight', 'd', 'D'], repeats: true },
  { action: 'toggleSolution', keys: ['h', 'H'], repeats: false },
  { action: 'zoomIn', keys: ['+', '='], repeats: false },
  { action: 'zoomOut', keys: ['-', '_'], repeats: false },
  { action: 'zoomToFit', keys: ['0'], repeats: false },
];

/** Keys typed into these belong to the field, never to the game. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  return element.isContentEditable || element.closest('input, textarea, select, [contenteditable="true"]') !== null;
}

/** The binding a key event triggers, or undefined (modifier chords and typing are left alone). */
export function bindingFor(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>): KeyBinding | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return undefined;
  return KEYMAP.find((binding) => binding.keys.includes(event.key));
}
