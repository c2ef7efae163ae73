import { MAX_LEVELS } from '../../core/shape/levels';

/** The choices: one level (a plain square maze) up to MAX_LEVELS. */
const LEVEL_CHOICES = Array.from({ length: MAX_LEVELS }, (_, index) => index + 1);

/**
 * How many levels a square maze stacks, as the game's form and the Print studio ask it: `value`
 * as a draft keeps it ('' for one level), and `onChoose` gets the same ('' for 1). Its label is
 * the caller's (a <label> round it, or one pointing at `id`).
 */
export function LevelsMenu({ id, name, value, onChoose }: { readonly id?: string; readonly name: string; readonly value: string; readonly onChoose: (levels: string) => void }) {
  return (
    <select id={id} name={name} value={value || '1'} onChange={(event) => onChoose(event.target.value === '1' ? '' : event.target.value)}>
      {LEVEL_CHOICES.map((count) => (
        <option key={count} value={String(count)}>
          {count}
        </option>
      ))}
    </select>
  );
}
