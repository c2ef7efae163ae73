import { useId, type FormEvent } from 'react';
import { GENERATOR_IDS, GENERATORS, MAX_MAZE_SIDE } from '../core';
import { PRESETS, type SettingsDraft } from '../game/settings';
import { useGame } from '../store';

function Field({ field, label, hint, inputMode }: { field: 'width' | 'height' | 'seed' | 'braid'; label: string; hint?: string; inputMode?: 'numeric' | 'decimal' | 'text' }) {
  const id = useId();
  const value = useGame((s) => s.draft[field]);
  const error = useGame((s) => s.draftErrors[field]);
  const editDraft = useGame((s) => s.editDraft);
  return (
    <div className={`field field-${field}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={field}
        value={value}
        inputMode={inputMode ?? 'text'}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        onChange={(event) => editDraft(field, event.target.value)}
      />
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

/** The maze's settings. Enter or "New maze" makes a maze; an untouched seed gets a fresh one. */
export function Controls() {
  const algorithmId = useId();
  const algorithm = useGame((s) => s.draft.algorithm);
  const algorithmError = useGame((s) => s.draftErrors.algorithm);
  const editDraft = useGame((s) => s.editDraft);
  const newMaze = useGame((s) => s.newMaze);
  const randomizeSeed = useGame((s) => s.randomizeSeed);
  const applyPreset = useGame((s) => s.applyPreset);
  const generating = useGame((s) => s.generating);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void newMaze();
  };

  return (
    <form className="controls" onSubmit={submit} aria-label="Maze settings" noValidate>
      <div className="presets" role="group" aria-label="Difficulty">
        {PRESETS.map((preset) => (
          <button key={preset.name} type="button" onClick={() => void applyPreset(preset.name)} title={`${preset.width} × ${preset.height} cells`}>
            {preset.name}
          </button>
        ))}
      </div>
      <div className="size-fields">
        <Field field="width" label="Width" inputMode="numeric" hint={`cells, 1–${MAX_MAZE_SIDE}`} />
        <Field field="height" label="Height" inputMode="numeric" hint="cells" />
      </div>
      <div className="field field-algorithm">
        <label htmlFor={algorithmId}>Algorithm</label>
        <select id={algorithmId} name="algorithm" value={algorithm} onChange={(event) => editDraft('algorithm' as keyof SettingsDraft, event.target.value)}>
          {GENERATOR_IDS.map((id) => (
            <option key={id} value={id}>
              {GENERATORS[id].label}
            </option>
          ))}
        </select>
        <p className={algorithmError ? 'field-error' : 'field-hint'}>{algorithmError ?? GENERATORS[algorithm as keyof typeof GENERATORS]?.texture}</p>
      </div>
      <div className="seed-row">
        <Field field="seed" label="Seed" hint="same seed, same maze; New maze keeps a seed you type" />
        <button type="button" onClick={() => void randomizeSeed()}>
          Random
        </button>
      </div>
      <Field field="braid" label="Braid" inputMode="decimal" hint="0 = one path; up to 1 = loops, no dead ends" />
      {/* Stays enabled while a big maze is being made: a new request replaces the running one. */}
      <button type="submit" className="primary" aria-busy={generating}>
        New maze
      </button>
    </form>
  );
}
