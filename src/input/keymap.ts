import type { Heading } from '../game/moves';

/** A walk in a heading on to the next junction or dead end (Shift with a move key). */
export type RunAction = `run ${Heading}`;

export type KeyAction = Heading | RunAction | 'stairsUp' | 'stairsDown' | 'toggleSolution' | 'zoomIn' | 'zoomOut' | 'zoomToFit';

/** Bindings are data: each action and the keys that trigger it (KeyboardEvent.key values). */
export interface KeyBinding {
  readonly action: KeyAction;
  readonly keys: readonly string[];
  /** Held down, the action repeats. */
  readonly repeats: boolean;
  /**
   * Only with Shift held. Bindings without it take their keys with or without Shift (Shift
   * spells "+" and "W" on many keyboards, and Caps Lock spells "W" without it).
   */
  readonly shift?: true;
}

export function isRun(action: KeyAction): action is RunAction {
  return action.startsWith('run ');
}

/** The heading a run walks. */
export function runHeading(action: RunAction): Heading {
  return action.slice('run '.length) as Heading;
}

export const KEYMAP: readonly KeyBinding[] = [
  { action: 'up', keys: ['ArrowUp', 'w', 'W'], repeats: true },
  { action: 'down', keys: ['ArrowDown', 's', 'S'], repeats: true },
  { action: 'left', keys: ['ArrowLeft', 'a', 'A'], repeats: true },
  { action: 'right', keys: ['ArrowRight', 'd', 'D'], repeats: true },
  // Hexagons and triangles have neighbours between the arrows: the diagonals reach them.
  { action: 'up-left', keys: ['q', 'Q'], repeats: true },
  { action: 'up-right', keys: ['e', 'E'], repeats: true },
  { action: 'down-left', keys: ['z', 'Z'], repeats: true },
  { action: 'down-right', keys: ['c', 'C'], repeats: true },
  // Shift with a move key walks to the next junction or dead end: one key per corridor.
  { action: 'run up', keys: ['ArrowUp', 'W', 'w'], repeats: false, shift: true },
  { action: 'run down', keys: ['ArrowDown', 'S', 's'], repeats: false, shift: true },
  { action: 'run left', keys: ['ArrowLeft', 'A', 'a'], repeats: false, shift: true },
  { action: 'run right', keys: ['ArrowRight', 'D', 'd'], repeats: false, shift: true },
  { action: 'run up-left', keys: ['Q', 'q'], repeats: false, shift: true },
  { action: 'run up-right', keys: ['E', 'e'], repeats: false, shift: true },
  { action: 'run down-left', keys: ['Z', 'z'], repeats: false, shift: true },
  { action: 'run down-right', keys: ['C', 'c'], repeats: false, shift: true },
  // A maze of levels: the stairs where the player stands (elsewhere the keys do nothing).
  { action: 'stairsUp', keys: ['PageUp'], repeats: false },
  { action: 'stairsDown', keys: ['PageDown'], repeats: false },
  { action: 'toggleSolution', keys: ['h', 'H'], repeats: false },
  { action: 'zoomIn', keys: ['+', '='], repeats: false },
  { action: 'zoomOut', keys: ['-', '_'], repeats: false },
  { action: 'zoomToFit', keys: ['0'], repeats: false },
];

/** Inputs that take no typing: with one of these focused, the game's keys still work. */
const KEYLESS_INPUTS = new Set(['checkbox', 'button', 'submit', 'reset', 'image', 'file', 'color']);

/**
 * Keys typed into these belong to the field, never to the game: a text field being typed in,
 * a menu or a radio group (their arrows pick an option), a slider. A checkbox or a button
 * does its job on Space or Enter and leaves the arrows and H to the game.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  const field = element.closest('input, textarea, select, [contenteditable="true"]');
  if (!field) return false;
  return !(field instanceof HTMLInputElement && KEYLESS_INPUTS.has(field.type));
}

/**
 * The binding a key event triggers, or undefined (modifier chords and typing are left alone).
 * With Shift held a Shift binding of the key wins; without, Shift bindings are passed over.
 */
export function bindingFor(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'> & { readonly shiftKey?: boolean }): KeyBinding | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return undefined;
  const takes = (binding: KeyBinding) => binding.keys.includes(event.key);
  return (event.shiftKey ? KEYMAP.find((binding) => binding.shift && takes(binding)) : undefined) ?? KEYMAP.find((binding) => !binding.shift && takes(binding));
}
