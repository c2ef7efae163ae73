import { useId } from 'react';
import { isWeaveShape } from '../../core/shape/shapeOptions';
import type { ShapeField } from '../../game/settings';
import { PLAY } from '../../i18n/play';
import { useStore } from '../../store';
import { useText } from '../../store/useText';
import { WeaveSlider } from '../WeaveSlider';
import { LevelsMenu } from './LevelsMenu';

/**
 * What else a maze can be, on the Maze form's shape row: a weave (squares and hexagons, whole
 * grids), a unicursal labyrinth and levels (squares). Each is made at once when picked (`choose`,
 * the form's chooseShape). Loaded just after the form, never in the first load.
 */
export default function MazeKinds({ choose }: { readonly choose: (field: ShapeField) => (value: string) => void }) {
  const text = useText(PLAY);
  const shape = useStore((s) => s.draft.shape || 'square');
  const mask = useStore((s) => s.draft.mask ?? '');
  const unicursal = useStore((s) => s.draft.unicursal === '1');
  const levels = useStore((s) => s.draft.levels ?? '');
  const levelsId = useId();
  return (
    <>
      {/* A slider is set with the arrow keys: it keeps the focus, where a choice made hands it to the maze. */}
      {isWeaveShape(shape) && !unicursal && mask === '' && <WeaveSlider onSet={(value) => void useStore.getState().chooseShape('weave', value)} />}
      {shape === 'square' && (
        <label className="inline-field" title={text.unicursalTitle}>
          <input type="checkbox" name="unicursal" checked={unicursal} onChange={(event) => choose('unicursal')(event.target.checked ? '1' : '')} />
          <span className="inline-label">{text.unicursal}</span>
        </label>
      )}
      {shape === 'square' && (
        <span className="inline-field" title={text.levelsTitle}>
          <label className="inline-label" htmlFor={levelsId}>
            {text.levels}
          </label>
          <LevelsMenu id={levelsId} name="levels" value={levels} onChoose={choose('levels')} />
        </span>
      )}
    </>
  );
}
