import { SHAPES } from '../../game/shapeSettings';
import { PLAY } from '../../i18n/play';
import { useText } from '../../store/useText';
import { Field } from '../Field';
import type { MenuFieldProps } from './formBinding';

/** The shape menu, its shapes named as the game names them. */
export function ShapeField({ label, value, error, className, name, onChange }: MenuFieldProps) {
  const { shapes } = useText(PLAY);
  return (
    <Field label={label} error={error} className={className}>
      {(id) => (
        <select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
          {SHAPES.map((info) => (
            <option key={info.id} value={info.id}>
              {shapes[info.id]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
