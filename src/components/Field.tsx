import { useId, type ReactNode } from 'react';

interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /**
   * Where the error is shown instead of under the field: fields that share one line of errors
   * (the game's width and height) point to it, and show none of their own.
   */
  errorId?: string | undefined;
  className?: string | undefined;
  children: (id: string, described: string | undefined) => ReactNode;
}

/**
 * A labelled form field with its error (or, when there is none, its hint) under it, tied to the
 * control by aria-describedby: `children` gets the control's id and what describes it. Every
 * form of the page uses it: the game's, the Solvers lab's and the Print studio's.
 */
export function Field({ label, error, hint, errorId, className, children }: FieldProps) {
  const id = useId();
  const described = error ? (errorId ?? `${id}-error`) : hint ? `${id}-hint` : undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children(id, described)}
      {error && errorId ? null : error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="field-hint">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
