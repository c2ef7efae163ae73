import { Field } from '../Field';
import type { FormBinding, InputAttributes } from './formBinding';

interface Props<K extends string> {
  form: FormBinding<K>;
  field: K;
  label: string;
  hint?: string | undefined;
  /** Where the field's error is shown instead of under it (see Field). */
  errorId?: string | undefined;
  className?: string | undefined;
  input: InputAttributes;
}

/** A typed field of a form: its input shows the draft, says when it is wrong, and reports each change. */
export function DraftField<K extends string>({ form, field, label, hint, errorId, className, input }: Props<K>) {
  const error = form.errors[field];
  return (
    <Field label={label} error={error} hint={hint} errorId={errorId} className={className}>
      {(id, described) => (
        <input
          id={id}
          name={form.named ? field : undefined}
          {...input}
          value={form.draft[field] ?? ''}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onChange={(event) => form.change(field, event.target.value)}
        />
      )}
    </Field>
  );
}
