import { GENERATOR_IDS, rowBasedReason } from '../core';
import { GENERATOR_TEXT } from '../i18n/generators';
import { useText } from '../store/useText';

/**
 * The generators as a menu's options. On a shape or an outline the row-by-row ones stay in the
 * list, greyed out and marked, so a player sees why they cannot be chosen rather than missing
 * them. The game's form and the Solvers lab's both use it.
 */
export function GeneratorOptions({ isCellMaze }: { isCellMaze: boolean }) {
  const text = useText(GENERATOR_TEXT);
  return GENERATOR_IDS.map((id) => {
    const unavailable = isCellMaze && rowBasedReason(id) !== null;
    return (
      <option key={id} value={id} disabled={unavailable}>
        {text.generators[id].label}
        {unavailable ? text.squaresOnly : ''}
      </option>
    );
  });
}
