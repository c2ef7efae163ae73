import type { ReactNode } from 'react';
import { AlgorithmField } from './AlgorithmField';
import { DraftField } from './DraftField';
import type { FormBinding, InputAttributes, MazeFieldKey, MazeTextKey } from './formBinding';
import { ShapeField } from './ShapeField';

/** The form's pieces, for the tab to lay out: `size` is the rings of a circle, else width and height. */
export interface MazeFieldPieces {
  readonly shape: ReactNode;
  readonly size: ReactNode;
  readonly algorithm: ReactNode;
  readonly braid: ReactNode;
  readonly seed: ReactNode;
}

interface Props {
  form: FormBinding<MazeFieldKey>;
  labels: Readonly<Record<MazeFieldKey, string>>;
  /** Each typed field's input: a tab's own type, keyboard and limits. */
  inputs: Readonly<Record<MazeTextKey, InputAttributes>>;
  hints?: Readonly<Partial<Record<MazeTextKey, string>>>;
  /** Where a typed field's error is shown instead of under it (see Field). */
  errorIds?: Readonly<Partial<Record<MazeTextKey, string>>>;
  /** The class a field carries beside `field`, for the tab's layout. */
  fieldClass?: (key: MazeFieldKey) => string | undefined;
  /** Whether the maze is on cells (see AlgorithmField). */
  isCellMaze: boolean;
  algorithmNote?: ReactNode;
  children: (pieces: MazeFieldPieces) => ReactNode;
}

/**
 * One maze settings form for every tab: shape, size (or rings), generator, braid and seed,
 * with their labels, hints and errors tied to their controls. Each tab passes its own draft,
 * errors, words and change handlers, and lays the pieces out with what is its alone (the
 * game's presets and outline, the studio's count).
 */
export function MazeSettingsFields({ form, labels, inputs, hints = {}, errorIds = {}, fieldClass = () => undefined, isCellMaze, algorithmNote, children }: Props) {
  const name = (key: MazeFieldKey) => (form.named ? key : undefined);
  const typed = (key: MazeTextKey) => (
    <DraftField form={form} field={key} label={labels[key]} hint={hints[key]} errorId={errorIds[key]} className={fieldClass(key)} input={inputs[key]} />
  );
  const shape = form.draft.shape || 'square';
  return children({
    shape: <ShapeField label={labels.shape} value={shape} error={form.errors.shape} className={fieldClass('shape')} name={name('shape')} onChange={(value) => form.change('shape', value)} />,
    size:
      shape === 'polar' ? (
        typed('rings')
      ) : (
        <>
          {typed('width')}
          {typed('height')}
        </>
      ),
    algorithm: (
      <AlgorithmField
        label={labels.algorithm}
        value={form.draft.algorithm ?? ''}
        error={form.errors.algorithm}
        className={fieldClass('algorithm')}
        name={name('algorithm')}
        isCellMaze={isCellMaze}
        note={algorithmNote}
        onChange={(value) => form.change('algorithm', value)}
      />
    ),
    braid: typed('braid'),
    seed: typed('seed'),
  });
}
