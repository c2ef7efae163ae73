import { lazy, useId, type FormEvent } from 'react';
import { isGeneratorId, isMaskPresetId, MASK_PRESET_IDS, MAX_MAZE_CELLS } from '../core';
import { formatCount } from '../format/numbers';
import { isLevelled, isLinesOnly, isWoven, needsGraphGenerator, PRESETS, type ShapeField } from '../game/settings';
import { BANDS } from '../game/bandSeed';
import { GENERATOR_TEXT } from '../i18n/generators';
import { PLAY } from '../i18n/play';
import { useText } from '../store/useText';
import { useStore } from '../store';
import { GenerationTime } from './GenerationTime';
import { Quietly } from './QuietBoundary';
import { focusMaze } from './mazeFocus';
import { OutlineButton } from './outline/OutlineButton';
import { MazeSettingsFields } from './mazeForm/MazeSettingsFields';
import type { FormBinding, InputAttributes, MazeFieldKey, MazeTextKey } from './mazeForm/formBinding';

/** The game's typed fields: text with the keyboard each wants, never filled in by the browser. */
// The weave, labyrinth and levels choices (mazeForm/MazeKinds.tsx) come just after the form: no first-load bytes.
const MazeKinds = lazy(() => import('./mazeForm/MazeKinds'));

const INPUTS: Record<MazeTextKey, InputAttributes> = {
  width: { inputMode: 'numeric', autoComplete: 'off' },
  height: { inputMode: 'numeric', autoComplete: 'off' },
  rings: { inputMode: 'numeric', autoComplete: 'off' },
  braid: { inputMode: 'decimal', autoComplete: 'off' },
  seed: { inputMode: 'text', autoComplete: 'off' },
};

/**
 * The Maze section: presets, size, algorithm, seed and braid. A preset or an algorithm acts at
 * once; typed fields act on Enter or "New maze"; an untouched seed gets a fresh one. After a
 * control has acted, the keyboard goes back to the maze (a field with a mistake keeps it).
 */
export function Controls() {
  const titleId = useId();
  const draft = useStore((s) => s.draft);
  const draftErrors = useStore((s) => s.draftErrors);
  const algorithm = draft.algorithm;
  const algorithmError = draftErrors.algorithm;
  const sizeErrorId = useId();
  // One line under both size fields: the sides' own errors, or that together they are too many cells.
  const sizeError = [draftErrors.width, draftErrors.height].filter(Boolean).join(' ') || null;
  const generating = useStore((s) => s.generating);
  const shape = draft.shape || 'square';
  const mask = draft.mask ?? '';
  const style = draft.style ?? '';
  const woven = isWoven(draft);
  const levelled = isLevelled(draft);
  const linesOnly = isLinesOnly(draft);
  const shapeError = draftErrors.shape ?? draftErrors.mask ?? draftErrors.style ?? draftErrors.unicursal ?? draftErrors.weave ?? draftErrors.levels;
  const outlineId = useId();
  const styleId = useId();
  // Row-by-row generators make only plain squares: elsewhere the menu says so beside their names.
  const isCellMaze = needsGraphGenerator(draft);
  const text = useText(PLAY);
  const generatorText = useText(GENERATOR_TEXT);
  const choose = (field: ShapeField) => (value: string) => thenPlay(() => useStore.getState().chooseShape(field, value));

  // The store's actions are read when used: they never change.
  const thenPlay = (action: () => Promise<void>) => {
    void action().then(() => {
      if (Object.keys(useStore.getState().draftErrors).length === 0) focusMaze();
    });
  };
  // The shape's error shares a line with the outline's and the style's, the sides' one of their
  // own, and the algorithm's is its note: the fields show only the rest under themselves.
  const form: FormBinding<MazeFieldKey> = {
    draft,
    errors: { rings: draftErrors.rings, braid: draftErrors.braid, seed: draftErrors.seed, width: draftErrors.width, height: draftErrors.height },
    named: true,
    change: (key, value) => {
      if (key === 'shape') choose('shape')(value);
      else if (key === 'algorithm') thenPlay(() => useStore.getState().chooseAlgorithm(value));
      else useStore.getState().editDraft(key, value);
    },
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
            <button key={preset.name} type="button" onClick={() => thenPlay(() => useStore.getState().applyPreset(preset.name))} title={text.presetTitle(preset.width, preset.height, preset.band && BANDS[preset.band])}>
              {text.presets[preset.name]}
            </button>
          ))}
        </div>
        <MazeSettingsFields
          form={form}
          labels={{ shape: text.shape, width: text.width, height: text.height, rings: text.rings, algorithm: text.algorithm, braid: text.braid, seed: text.seed }}
          inputs={INPUTS}
          hints={{ rings: text.ringsHint, seed: text.seedHint, braid: text.braidHint }}
          errorIds={{ width: sizeErrorId, height: sizeErrorId }}
          fieldClass={(key) => `field-${key}`}
          isCellMaze={isCellMaze}
          algorithmNote={
            <p className={algorithmError ? 'field-error' : 'field-hint'}>
              {algorithmError ?? (isGeneratorId(algorithm) ? generatorText.generators[algorithm].texture : '')}
              {isCellMaze && !algorithmError ? ` ${shape === 'square' && !mask && (woven || levelled) ? (woven ? text.rowBasedWeaveNote : text.rowBasedLevelsNote) : text.rowBasedNote}` : ''}
            </p>
          }
        >
          {(fields) => (
            <>
              <div className="shape-fields">
                {fields.shape}
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
                  <OutlineButton />
                  {shape === 'square' && (
                    <span className="inline-field">
                      <span id={styleId} className="inline-label">
                        {text.walls}
                      </span>
                      {/* Both styles in sight, one click each. An outline's cells are drawn with thin walls: there is no block picture of them. */}
                      <span className="segmented" role="radiogroup" aria-labelledby={styleId} title={mask !== '' ? text.wallsLinesOnly : linesOnly ? text.wallsLabyrinthLinesOnly : undefined}>
                        {(['', 'lines'] as const).map((value) => (
                          <label className="segment" key={value || 'blocks'}>
                            <input
                              type="radio"
                              name="style"
                              value={value}
                              checked={(style === 'lines' || linesOnly ? 'lines' : '') === value}
                              disabled={linesOnly}
                              onChange={() => choose('style')(value)}
                            />
                            <span>{value === '' ? text.blocks : text.lines}</span>
                          </label>
                        ))}
                      </span>
                    </span>
                  )}
                  <Quietly>
                    <MazeKinds choose={choose} />
                  </Quietly>
                </div>
              )}
              {shape === 'polar' ? (
                fields.size
              ) : (
                <div className="size-fields">
                  {fields.size}
                  {sizeError ? (
                    <p id={sizeErrorId} className="field-error size-hint">
                      {sizeError}
                    </p>
                  ) : (
                    <p className="field-hint size-hint">{text.sizeHint(formatCount(MAX_MAZE_CELLS))}</p>
                  )}
                </div>
              )}
              {fields.algorithm}
              <div className="seed-row">
                {fields.seed}
                <button type="button" onClick={() => thenPlay(() => useStore.getState().randomizeSeed())}>
                  {text.random}
                </button>
              </div>
              {fields.braid}
            </>
          )}
        </MazeSettingsFields>
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
