import { MIN_POLAR_RINGS } from '../../core';
import { GENERATOR_TEXT } from '../../i18n/generators';
import { MazeSettingsFields } from '../../components/mazeForm/MazeSettingsFields';
import type { FormBinding, InputAttributes, MazeFieldKey, MazeTextKey } from '../../components/mazeForm/formBinding';
import { needsGraphGenerator, type MazeSettings } from '../../game/settings';
import { DEFAULT_RINGS, shapeOf } from '../../game/shapeSettings';
import { SHAPE_NOUNS } from '../../i18n/shapeNames';
import { useStore } from '../../store';
import type { LabMazeSource } from '../../store/solversSlice';
import { formatCount } from '../../format/numbers';
import { LAB_MAZE_MAX_RINGS, LAB_MAZE_MAX_SIDE } from './labMazeSettings';
import { useLabDraft } from './useLabDraft';
import { SOLVERS_TEXT, type SolversText } from '../../i18n/solvers';
import { useText } from '../../store/useText';

/** The lab's typed fields: numbers within the lab's limits, and a seed. */
const LAB_INPUTS: Record<MazeTextKey, InputAttributes> = {
  width: { type: 'number', inputMode: 'numeric', min: 1, max: LAB_MAZE_MAX_SIDE },
  height: { type: 'number', inputMode: 'numeric', min: 1, max: LAB_MAZE_MAX_SIDE },
  rings: { type: 'number', inputMode: 'numeric', min: MIN_POLAR_RINGS, max: LAB_MAZE_MAX_RINGS },
  braid: { type: 'number', inputMode: 'decimal', min: 0, max: 1, step: 0.05 },
  seed: { type: 'text' },
};

/** The lab's own maze: shape, size (or rings), generator, braid and seed, applied as soon as they are valid. */
function OwnMazeFields() {
  const { draft, errors, change } = useLabDraft();
  const t = useText(SOLVERS_TEXT);
  const form: FormBinding<MazeFieldKey> = { draft, errors, change };
  // Four columns on a wide screen: the shape, its size, its generator, then braid and seed.
  return (
    <MazeSettingsFields
      form={form}
      labels={{ shape: t.shape, width: t.width, height: t.height, rings: t.rings, algorithm: t.generator, braid: t.braid, seed: t.seed }}
      inputs={LAB_INPUTS}
      isCellMaze={needsGraphGenerator(draft)}
    >
      {(fields) => (
        <div className="lab-maze-fields">
          {fields.shape}
          <div className="size-fields">{fields.size}</div>
          {fields.algorithm}
          <div className="size-fields">
            {fields.braid}
            {fields.seed}
          </div>
        </div>
      )}
    </MazeSettingsFields>
  );
}

/** The game's maze's size and shape in words: "15 × 15 cells", "a hex maze of 30 × 20 cells", "a circular maze of 12 rings", "3 levels of 10 × 10 cells". */
function gameSize(settings: MazeSettings, t: SolversText): string {
  const shape = shapeOf(settings);
  const kind = { weave: (settings.weave ?? 0) > 0, unicursal: settings.unicursal === true, levels: settings.levels ?? 1 };
  return t.gameSize(shape, SHAPE_NOUNS[shape], settings.width, settings.height, settings.rings ?? DEFAULT_RINGS, kind);
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
