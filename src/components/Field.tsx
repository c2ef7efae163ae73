import { useId, type ReactNode } from 'react';

/**
 * A labelled form field with its error (or, when there is none, its hint) under it, tied to the
 * control by aria-describedby: `children` gets the control's id and what describes it. Used by
 * the Solvers lab's own maze and the Print studio.
 */
export function Field({ label, error, hint, className, children }: { label: string; error?: string | undefined; hint?: string; className?: string; children: (id: string, described: string | undefined) => ReactNode }) {
  const id = useId();
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children(id, described)}
      {error ? (
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
