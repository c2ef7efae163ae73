import { useId, type FormEvent } from 'react';
import { isGeneratorId, isMaskPresetId, MASK_PRESET_IDS, MAX_MAZE_CELLS } from '../core';
import { GeneratorOptions } from './GeneratorOptions';
import { formatCount } from '../format/numbers';
import { needsGraphGenerator, PRESETS } from '../game/settings';
import { SHAPES } from '../game/shapeSettings';
import { GENERATOR_TEXT } from '../i18n/generators';
import { PLAY } from '../i18n/play';
import { useText } from '../store/useText';
import { useStore } from '../store';
import { GenerationTime } from './GenerationTime';
import { focusMaze } from './mazeFocus';
import { OutlineButton } from './outline/OutlineButton';

function Field({
  field,
  label,
  hint,
  inputMode,
  errorId,
}: {
  field: 'width' | 'height' | 'seed' | 'braid' | 'rings';
  label: string;
  hint?: string;
  inputMode?: 'numeric' | 'decimal' | 'text';
  /** Where the field's error is shown instead of under it (the size fields share one line). */
  errorId?: string;
}) {
  const id = useId();
  const value = useStore((s) => s.draft[field]);
  const error = useStore((s) => s.draftErrors[field]);
  const editDraft = useStore((s) => s.editDraft);
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
        aria-describedby={error ? (errorId ?? `${id}-error`) : hint ? `${id}-hint` : undefined}
        onChange={(event) => editDraft(field, event.target.value)}
      />
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

/**
 * The Maze section: presets, size, algorithm, seed and braid. A preset or an algorithm acts at
 * once; typed fields act on Enter or "New maze"; an untouched seed gets a fresh one. After a
 * control has acted, the keyboard goes back to the maze (a field with a mistake keeps it).
 */
export function Controls() {
  const algorithmId = useId();
  const titleId = useId();
  const algorithm = useStore((s) => s.draft.algorithm);
  const algorithmError = useStore((s) => s.draftErrors.algorithm);
  const sizeErrorId = useId();
  // One line under both size fields: the sides' own errors, or that together they are too many cells.
  const sizeError = useStore((s) => [s.draftErrors.width, s.draftErrors.height].filter(Boolean).join(' ') || null);
  const generating = useStore((s) => s.generating);
  const shape = useStore((s) => s.draft.shape || 'square');
  const mask = useStore((s) => s.draft.mask ?? '');
  const style = useStore((s) => s.draft.style ?? '');
  const shapeError = useStore((s) => s.draftErrors.shape ?? s.draftErrors.mask ?? s.draftErrors.style);
  const shapeId = useId();
  const outlineId = useId();
  const styleId = useId();
  // Row-by-row generators make only plain squares: elsewhere the menu says so beside their names.
  const isCellMaze = useStore((s) => needsGraphGenerator(s.draft));
  const text = useText(PLAY);
  const generatorText = useText(GENERATOR_TEXT);
  const choose = (field: 'shape' | 'mask' | 'style') => (value: string) => thenPlay(() => useStore.getState().chooseShape(field, value));

  // The store's actions are read when used: they never change.
  const thenPlay = (action: () => Promise<void>) => {
    void action().then(() => {
      if (Object.keys(useStore.getState().draftErrors).length === 0) focusMaze();
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    thenPlay(() => useStore.getState().newMaze());
  };

  return (
    <section className="panel-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{text.maze}</h2>
      <form className="controls" onSubmit={submit} aria-label={text.mazeSettings} noValidate>
        <div className="presets" role="group" aria-label={text.difficulty}>
          {PRESETS.map((preset) => (
            <button key={preset.name} type="button" onClick={() => thenPlay(() => useStore.getState().applyPreset(preset.name))} title={text.presetTitle(preset.width, preset.height)}>
              {text.presets[preset.name]}
            </button>
          ))}
        </div>
        <div className="shape-fields">
          <div className="field field-shape">
            <label htmlFor={shapeId}>{text.shape}</label>
            <select id={shapeId} name="shape" value={shape} onChange={(event) => choose('shape')(event.target.value)}>
              {SHAPES.map((info) => (
                <option key={info.id} value={info.id}>
                  {text.shapes[info.id]}
                </option>
              ))}
            </select>
          </div>
          {shape === 'polar' ? null : (
            <div className="field field-outline">
              <label htmlFor={outlineId}>{text.outline}</label>
              <select id={outlineId} name="mask" value={mask} onChange={(event) => choose('mask')(event.target.value)}>
                <option value="">{text.noOutline}</option>
                {MASK_PRESET_IDS.map((id) => (
                  <option key={id} value={id}>
                    {text.outlines[id]}
                  </option>
                ))}
                {mask !== '' && !isMaskPresetId(mask) && <option value={mask}>{text.ownOutline}</option>}
              </select>
            </div>
          )}
          {shapeError && <p className="field-error shape-hint">{shapeError}</p>}
        </div>
        {/* One short row for the outline editor and the squares' wall style, so New maze stays in sight. */}
        {shape !== 'polar' && (
          <div className="shape-tools">
            {shape !== 'polar' && <OutlineButton />}
            {shape === 'square' && (
              <span className="inline-field">
                <label htmlFor={styleId}>{text.walls}</label>
                {/* An outline's cells are drawn with thin walls: there is no block picture of them. */}
                <select
                  id={styleId}
                  name="style"
                  value={style === 'lines' || mask !== '' ? 'lines' : ''}
                  disabled={mask !== ''}
                  title={mask !== '' ? text.wallsLinesOnly : undefined}
                  onChange={(event) => choose('style')(event.target.value)}
                >
                  <option value="">{text.blocks}</option>
                  <option value="lines">{text.lines}</option>
                </select>
              </span>
            )}
          </div>
        )}
        {shape === 'polar' ? (
          <Field field="rings" label={text.rings} inputMode="numeric" hint={text.ringsHint} />
        ) : (
          <div className="size-fields">
            <Field field="width" label={text.width} inputMode="numeric" errorId={sizeErrorId} />
            <Field field="height" label={text.height} inputMode="numeric" errorId={sizeErrorId} />
            {sizeError ? (
              <p id={sizeErrorId} className="field-error size-hint">
                {sizeError}
              </p>
            ) : (
              <p className="field-hint size-hint">
                {text.sizeHint(formatCount(MAX_MAZE_CELLS))}
              </p>
            )}
          </div>
        )}
        <div className="field field-algorithm">
          <label htmlFor={algorithmId}>{text.algorithm}</label>
          <select id={algorithmId} name="algorithm" value={algorithm} onChange={(event) => thenPlay(() => useStore.getState().chooseAlgorithm(event.target.value))}>
            <GeneratorOptions isCellMaze={isCellMaze} />
          </select>
          <p className={algorithmError ? 'field-error' : 'field-hint'}>
            {algorithmError ?? (isGeneratorId(algorithm) ? generatorText.generators[algorithm].texture : '')}
            {isCellMaze && !algorithmError ? ` ${text.rowBasedNote}` : ''}
          </p>
        </div>
        <div className="seed-row">
          <Field field="seed" label={text.seed} hint={text.seedHint} />
          <button type="button" onClick={() => thenPlay(() => useStore.getState().randomizeSeed())}>
            {text.random}
          </button>
        </div>
        <Field field="braid" label={text.braid} inputMode="decimal" hint={text.braidHint} />
        {/* Stays enabled while a big maze is being made: a new request replaces the running one. */}
        <div className="new-maze-row">
          <button type="submit" className="primary" aria-busy={generating}>
            {text.newMaze}
          </button>
          <GenerationTime />
        </div>
      </form>
    </section>
  );
}
