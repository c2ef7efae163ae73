import type { InputHTMLAttributes } from 'react';

/** The fields every maze settings form has: the game's, the Solvers lab's and the Print studio's. */
export type MazeFieldKey = 'shape' | 'width' | 'height' | 'rings' | 'algorithm' | 'braid' | 'seed';

/** The maze fields typed into an <input>; the others are menus. */
export type MazeTextKey = 'width' | 'height' | 'rings' | 'braid' | 'seed';

/** What a tab's input carries beyond its value, id and ARIA: its type, keyboard and range. */
export type InputAttributes = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'min' | 'max' | 'step' | 'autoComplete' | 'placeholder'>;

/**
 * A form as one tab holds it: the draft as typed, the error on each field (already in the
 * page's language), and what a change does. Each tab keeps its own draft and rules; the form's
 * pieces only show them.
 */
export interface FormBinding<K extends string> {
  readonly draft: Readonly<Partial<Record<K, string>>>;
  readonly errors: Readonly<Partial<Record<K, string | undefined>>>;
  readonly change: (key: K, value: string) => void;
  /** Whether each control carries its field's name, as the game's form always has. */
  readonly named?: boolean;
}

/** What a menu of the form (shape, algorithm) is given: its label, its value, its error and its name, and what a choice does. */
export interface MenuFieldProps {
  label: string;
  value: string;
  error?: string | undefined;
  className?: string | undefined;
  name?: string | undefined;
  onChange: (value: string) => void;
}
