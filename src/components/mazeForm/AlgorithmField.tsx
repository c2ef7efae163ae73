import type { ReactNode } from 'react';
import { Field } from '../Field';
import { GeneratorOptions } from '../GeneratorOptions';
import type { MenuFieldProps } from './formBinding';

interface Props extends MenuFieldProps {
  /** Whether the maze is on cells, where the row-by-row generators are greyed out. */
  isCellMaze: boolean;
  /** A line of the tab's own under the menu (the game's: the generator's texture). */
  note?: ReactNode;
}

/** The generator menu: every generator, those the shape cannot make greyed out and marked. */
export function AlgorithmField({ label, value, error, className, name, isCellMaze, note, onChange }: Props) {
  return (
    <Field label={label} error={error} className={className}>
      {(id) => (
        <>
          <select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
            <GeneratorOptions isCellMaze={isCellMaze} />
          </select>
          {note}
        </>
      )}
    </Field>
  );
}
