import { useEffect, useState } from 'react';
import { GENERATOR_TEXT } from '../../i18n/generators';
import { PLAY } from '../../i18n/play';
import { GeneratorOptions } from '../../components/GeneratorOptions';
import { Field } from '../../components/Field';
import { draftOf, needsGraphGenerator, withUsableGenerator, type DraftErrors, type MazeSettings, type SettingsDraft } from '../../game/settings';
import { DEFAULT_RINGS, SHAPES, shapeOf } from '../../game/shapeSettings';
import { SHAPE_NOUNS } from '../../i18n/shapeNames';
import { useStore } from '../../store';
import type { LabMazeSource } from '../../store/solversSlice';
import { formatCount } from '../../format/numbers';
import { LAB_MAZE_MAX_RINGS, LAB_MAZE_MAX_SIDE, readLabDraft } from './labMazeSettings';
import { SOLVERS_TEXT, type SolversText } from '../../i18n/solvers';
import { useText } from '../../store/useText';

/** The lab's own maze: shape, size (or rings), generator, braid and seed, applied as soon as they are valid. */
function OwnMazeFields() {
  const settings = useStore((s) => s.labSettings);
  const makeLabMaze = useStore((s) => s.makeLabMaze);
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(settings));
  const [errors, setErrors] = useState<DraftErrors>({});
  const t = useText(SOLVERS_TEXT);
  const { shapes } = useText(PLAY);
  const language = useStore((s) => s.language);
  // The errors on show are said again in the page's language after a switch.
  useEffect(() => {
    setErrors((shown) => {
      const fields = Object.keys(shown) as (keyof DraftErrors)[];
      if (fields.length === 0) return shown;
      const read = readLabDraft(draft, language);
      const again: DraftErrors = {};
      if ('errors' in read) for (const field of fields) if (read.errors[field] !== undefined) again[field] = read.errors[field];
      return again;
    });
  }, [language, draft]);
  // Settings changed elsewhere (a suggested smaller maze) replace what is typed; settings made
  // from what is typed leave it as it is, cursor and all.
  useEffect(() => {
    setDraft((typed) => {
      const read = readLabDraft(typed);
      return 'settings' in read && JSON.stringify(read.settings) === JSON.stringify(settings) ? typed : draftOf(settings);
    });
  }, [settings]);
  const change = (key: keyof SettingsDraft, value: string) => {
    // As on the game's form: a row-by-row generator gives way to the backtracker on a shape it cannot make.
    const next = key === 'shape' ? withUsableGenerator({ ...draft, [key]: value }).draft : { ...draft, [key]: value };
    setDraft(next);
    const read = readLabDraft(next, language);
    if ('errors' in read) setErrors(read.errors);
    else {
      setErrors({});
      makeLabMaze(read.settings);
    }
  };
  const input = (key: 'width' | 'height' | 'rings' | 'braid' | 'seed', props: { type: string; inputMode?: 'numeric' | 'decimal'; min?: number; max?: number; step?: number }) => (id: string, described: string | undefined) => (
    <input
      id={id}
      {...props}
      value={draft[key] ?? ''}
      spellCheck={false}
      aria-invalid={errors[key] ? true : undefined}
      aria-describedby={described}
      onChange={(event) => change(key, event.target.value)}
    />
  );
  const shape = draft.shape || 'square';
  const isCellMaze = needsGraphGenerator(draft);
  const generatorField = (
    <Field label={t.generator} error={errors.algorithm}>
      {(id) => (
        <select id={id} value={draft.algorithm} onChange={(event) => change('algorithm', event.target.value)}>
          <GeneratorOptions isCellMaze={isCellMaze} />
        </select>
      )}
    </Field>
  );
  // Four columns on a wide screen: the shape, its size, its generator, then braid and seed.
  return (
    <div className="lab-maze-fields">
      <Field label={t.shape} error={errors.shape}>
        {(id) => (
          <select id={id} value={shape} onChange={(event) => change('shape', event.target.value)}>
            {SHAPES.map((info) => (
              <option key={info.id} value={info.id}>
                {shapes[info.id]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="size-fields">
        {shape === 'polar' ? (
          <Field label={t.rings} error={errors.rings}>
            {input('rings', { type: 'number', inputMode: 'numeric', min: 2, max: LAB_MAZE_MAX_RINGS })}
          </Field>
        ) : (
          <>
            <Field label={t.width} error={errors.width}>
              {input('width', { type: 'number', inputMode: 'numeric', min: 1, max: LAB_MAZE_MAX_SIDE })}
            </Field>
            <Field label={t.height} error={errors.height}>
              {input('height', { type: 'number', inputMode: 'numeric', min: 1, max: LAB_MAZE_MAX_SIDE })}
            </Field>
          </>
        )}
      </div>
      {generatorField}
      <div className="size-fields">
        <Field label={t.braid} error={errors.braid}>
          {input('braid', { type: 'number', inputMode: 'decimal', min: 0, max: 1, step: 0.05 })}
        </Field>
        <Field label={t.seed} error={errors.seed}>
          {input('seed', { type: 'text' })}
        </Field>
      </div>
    </div>
  );
}

/** The game's maze's size and shape in words: "15 × 15 cells", "a hex maze of 30 × 20 cells", "a circular maze of 12 rings". */
function gameSize(settings: MazeSettings, t: SolversText): string {
  const shape = shapeOf(settings);
  return t.gameSize(shape, SHAPE_NOUNS[shape], settings.width, settings.height, settings.rings ?? DEFAULT_RINGS);
}

/**
 * Which maze the lab solves: its own small one (by default, so a learner sees blocks) or the
 * game's; a grid sent from the Paths editor shows instead, with the ways back.
 */
export function LabMazeSettings() {
  const labInput = useStore((s) => s.labInput);
  const source = useStore((s) => s.labSource);
  const game = useStore((s) => s.settings);
  const gameMaze = useStore((s) => s.maze);
  const gameShaped = useStore((s) => s.shaped);
  const chooseLabSource = useStore((s) => s.chooseLabSource);
  const followGameMaze = useStore((s) => s.followGameMaze);
  const t = useText(SOLVERS_TEXT);
  const { generators } = useText(GENERATOR_TEXT);
  if (labInput) {
    return (
      <p className="lab-source">
        {t.drawnGrid(labInput.grid.rows, labInput.grid.cols)}{' '}
        <button type="button" className="link" onClick={followGameMaze}>
          {t.useGamesMaze}
        </button>{' '}
        <button type="button" className="link" onClick={() => chooseLabSource('lab')}>
          {t.useLabsMaze}
        </button>
      </p>
    );
  }
  const choice = (value: LabMazeSource, label: string) => (
    <label className="segment">
      <input type="radio" name="lab-maze-source" value={value} checked={source === value} onChange={() => chooseLabSource(value)} />
      <span>{label}</span>
    </label>
  );
  return (
    <fieldset className="lab-maze">
      <legend>{t.maze}</legend>
      <div className="segmented segmented-two">
        {choice('lab', t.labMaze)}
        {choice('game', t.gamesMaze)}
      </div>
      {source === 'lab' ? (
        <OwnMazeFields />
      ) : (
        <p className="lab-note">
          {t.gamesMaze}
          {game ? t.gameSummary(gameSize(game, t), generators[game.algorithm].label, game.braid) : ''}
          {gameMaze
            ? t.gameBlocks(formatCount(gameMaze.rows), formatCount(gameMaze.cols))
            : gameShaped
              ? t.gameCells(formatCount(gameShaped.topology.cellCount))
              : t.beingMade}
        </p>
      )}
    </fieldset>
  );
}
