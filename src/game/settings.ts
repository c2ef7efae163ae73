import {
  checkMazeOptions,
  GENERATOR_IDS,
  MAX_MAZE_CELLS,
  MIN_MAZE_CELLS,
  MAX_MAZE_SIDE,
  MAX_SEED_LENGTH,
  MazeOptionsError,
  readDecimal,
  readWholeNumber,
  seedLength,
  writeDecimal,
  checkShapeOptions,
  needsGraphGenerator as coreNeedsGraphGenerator,
  isGeneratorId,
  isMaskPresetId,
  isShapeId,
  MaskError,
  maskCellCount,
  rowBasedRefusal,
  graphOnlyKind,
  MAX_LEVELS,
  type GraphOnlyKind,
  type GeneratorId,
  type MazeOptions,
  type ShapeOptions,
} from '../core';
import type { DifficultyBand, PresetName } from '../ids/presets';
import type { DraftProblem } from '../ids/problems';
import { messageOf } from '../core/errors';
import { DEFAULT_RINGS, isRings, maskOf, isCellMaze, type ShapeSettings } from './shapeSettings';

/** What a maze is made from; it is also what the URL carries. The shape fields are absent for today's squares. */
export type MazeSettings = Required<MazeOptions> & ShapeSettings;

export const DEFAULT_SETTINGS: Omit<MazeSettings, 'seed'> = { algorithm: 'backtracker', width: 15, height: 15, braid: 0 };

export interface Preset {
  readonly name: PresetName;
  readonly width: number;
  readonly height: number;
  readonly algorithm: GeneratorId;
  readonly braid: number;
  /** The difficulty band its maze is picked in (game/bandSeed.ts); null for a size alone. */
  readonly band: DifficultyBand | null;
}

/**
 * Easy to Expert pick a maze whose difficulty score falls in their band (BANDS: 1–3, 4, 5, 6–10),
 * at a size where most seeds already do on every shape (measured: 10×10 Prim scores 3, 15×15 the
 * backtracker 4, 25×25 5, 60×40 6–7), so the search in bandSeed.ts rarely needs more than a few
 * tries. Huge stays as a size alone: the one button that shows what the engine can do (40,000
 * cells, zoomed in on the player, a few loops); its score is 8 or so, Expert's band, but
 * searching it would cost seconds of mazes made and thrown away.
 */
export const PRESETS: readonly Preset[] = [
  { name: 'Easy', width: 10, height: 10, algorithm: 'prim', braid: 0, band: 'easy' },
  { name: 'Medium', width: 15, height: 15, algorithm: 'backtracker', braid: 0, band: 'medium' },
  { name: 'Hard', width: 25, height: 25, algorithm: 'backtracker', braid: 0, band: 'hard' },
  { name: 'Expert', width: 60, height: 40, algorithm: 'backtracker', braid: 0, band: 'expert' },
  { name: 'Huge', width: 200, height: 200, algorithm: 'backtracker', braid: 0.05, band: null },
];

/** Rings of a circular maze for each preset: where its band is usual (6 rings of Prim score 2–3, 10 of the backtracker 4, 14 5, 28 6–7). */
const PRESET_RINGS: Readonly<Record<Preset['name'], number>> = { Easy: 6, Medium: 10, Hard: 14, Expert: 28, Huge: 110 };

/**
 * The shape fields a preset keeps from the maze on screen: its shape, style and preset outline
 * (fitted to the preset's size); a circle gets the preset's rings. A drawn or uploaded outline
 * has a size of its own, so a preset leaves it.
 */
export function presetShape(preset: Preset, shown: ShapeSettings): ShapeSettings {
  const fields: { -readonly [K in keyof ShapeSettings]: ShapeSettings[K] } = {};
  if (shown.shape !== undefined && shown.shape !== 'square') fields.shape = shown.shape;
  if (shown.shape === 'polar') fields.rings = PRESET_RINGS[preset.name];
  if (shown.mask !== undefined && isMaskPresetId(shown.mask)) fields.mask = shown.mask;
  if (shown.style !== undefined && (shown.shape ?? 'square') === 'square') fields.style = shown.style;
  return fields;
}

/** The form's fields as typed, before they are checked. */
export interface SettingsDraft {
  width: string;
  height: string;
  algorithm: string;
  seed: string;
  braid: string;
  /** A shape id; absent, '' or 'square' is a square maze. (The shape fields may be left out: a square's draft.) */
  shape?: string;
  rings?: string;
  /** Absent or '' (no outline), a preset id, or a mask's code. */
  mask?: string;
  /** Absent or '' (blocks), or 'lines'; squares only. */
  style?: string;
  /** Absent, '' or '0' (a maze), or '1': a unicursal labyrinth (squares only). */
  unicursal?: string;
  /** Absent, '' or '0' (no weave), or a number up to 1: how often cells are crossings. */
  weave?: string;
  /** Absent, '' or '1' (one level), or a whole number of levels up to MAX_LEVELS (squares only). */
  levels?: string;
  /** Absent or '' (the shape's own), or a cell id: where a maze of cells starts and ends. */
  start?: string;
  goal?: string;
}

/** The fields of a draft that choose what kind of maze it is, each made at once when picked (the store's chooseShape). */
export type ShapeField = 'shape' | 'mask' | 'style' | 'unicursal' | 'weave' | 'levels';

/** The shape fields of a draft, as a new square maze's form has them. */
export const SQUARE_DRAFT = { shape: 'square', rings: String(DEFAULT_RINGS), mask: '', style: '', unicursal: '', weave: '', levels: '', start: '', goal: '' } as const;

/** What is wrong with each bad field, as codes (src/ids/problems.ts); i18n words them. */
export type DraftProblems = Partial<Record<keyof SettingsDraft, DraftProblem>>;

/** The same, in words: what a form shows under each bad field. */
export type DraftErrors = Partial<Record<keyof SettingsDraft, string>>;

export function draftOf(settings: MazeSettings): SettingsDraft {
  return {
    width: String(settings.width),
    height: String(settings.height),
    algorithm: settings.algorithm,
    seed: settings.seed,
    braid: writeDecimal(settings.braid),
    shape: settings.shape ?? 'square',
    rings: String(settings.rings ?? DEFAULT_RINGS),
    mask: settings.mask ?? '',
    style: settings.style ?? '',
    unicursal: settings.unicursal ? '1' : '',
    weave: settings.weave ? writeDecimal(settings.weave) : '',
    levels: settings.levels ? String(settings.levels) : '',
    // Moved ends belong to one maze: a maze made from the form starts at its shape's own.
    start: '',
    goal: '',
  };
}

/** Whether a typed side is a whole number of cells within the limit (digits only: no sign, space, hex or exponent). */
export function isSide(text: string): boolean {
  const side = readWholeNumber(text);
  return side !== null && side >= 1 && side <= MAX_MAZE_SIDE;
}

/** Whether typed sides make a maze within the cell limit (each side checked by isSide first). */
export function withinCells(width: string, height: string): boolean {
  return Number(width) * Number(height) <= MAX_MAZE_CELLS;
}

/** What is wrong with a seed (already trimmed), or null: any text of 1 to `maxLength` characters. */
export function seedProblem(seed: string, maxLength: number = MAX_SEED_LENGTH): DraftProblem | null {
  if (seed.length === 0) return { code: 'seedEmpty' };
  const length = seedLength(seed);
  return length > maxLength ? { code: 'seedTooLong', max: maxLength, length } : null;
}

/**
 * The form's fields as a person meant them: a space typed or pasted around a number is not part
 * of it. Only the form trims; a link's values and the CLI's are read exactly as they are.
 */
export function typedDraft(draft: SettingsDraft): SettingsDraft {
  return { ...draft, width: draft.width.trim(), height: draft.height.trim(), braid: draft.braid.trim(), ...(draft.rings === undefined ? {} : { rings: draft.rings.trim() }) };
}

/**
 * Checks typed fields; returns the settings, or a problem per bad field saying what is allowed
 * (a code: i18n's problem book words it). The same check serves the form and the URL, so both
 * say the same thing. Numbers are read strictly (plain digits, see core/decimal); a seed is
 * trimmed and may have at most `maxSeedLength` characters (MAX_SEED_LENGTH for a typed seed; a
 * link may allow old seeds).
 */
export function readDraft(draft: SettingsDraft, maxSeedLength: number = MAX_SEED_LENGTH): { settings: MazeSettings } | { errors: DraftProblems } {
  const errors: DraftProblems = {};
  const shape = draft.shape || 'square';
  if (!isShapeId(shape)) errors.shape = { code: 'shapeOneOf' };
  const polar = shape === 'polar';
  const shapeFields = readShapeFields(draft, errors);
  const side = (key: 'width' | 'height'): number => {
    if (!polar && !isSide(draft[key])) errors[key] = { code: 'side', width: key === 'width' };
    return Number(draft[key]);
  };
  let width = side('width');
  let height = side('height');
  if (shapeFields.maskSize) ({ width, height } = shapeFields.maskSize);
  if (!polar && !errors.width && !errors.height && width * height > MAX_MAZE_CELLS) {
    errors.width = { code: 'tooManyCells', width, height };
  }
  if (!polar && !shapeFields.maskSize && !errors.width && !errors.height && width * height < MIN_MAZE_CELLS) errors.width = { code: 'tooFewCells' };
  if (!(GENERATOR_IDS as readonly string[]).includes(draft.algorithm)) errors.algorithm = { code: 'algorithmOneOf' };
  const seed = draft.seed.trim();
  const seedError = seedProblem(seed, maxSeedLength);
  if (seedError) errors.seed = seedError;
  const braid = readDecimal(draft.braid === '' ? '0' : draft.braid);
  if (braid === null || braid < 0 || braid > 1) errors.braid = { code: 'braid' };
  if (Object.keys(errors).length > 0) return { errors };
  // A polar maze has no sides: it keeps the default ones, so its settings stay complete.
  const sides = polar ? { width: DEFAULT_SETTINGS.width, height: DEFAULT_SETTINGS.height } : { width, height };
  const settings: MazeSettings = { algorithm: draft.algorithm as GeneratorId, ...sides, seed, braid: braid ?? 0, ...shapeFields.settings };
  if (!isCellMaze(settings)) {
    // Moved ends are checked as on every shape (cells of the maze, and two different ones).
    const endsProblem = settings.start !== undefined || settings.goal !== undefined ? shapeProblem(settings) : null;
    if (endsProblem) return { errors: endsProblem };
    try {
      return { settings: { ...checkMazeOptions(settings), ...shapeFields.settings } };
    } catch (error) {
      if (error instanceof MazeOptionsError) return { errors: { width: coreProblem(error) } };
      throw error;
    }
  }
  const problem = shapeProblem(settings);
  return problem ? { errors: problem } : { settings };
}

/**
 * The shape, rings, outline and style of a draft, as settings fields (absent when they are
 * today's square defaults), and the size an outline's own cells set.
 */
function readShapeFields(typed: SettingsDraft, errors: DraftProblems): { settings: ShapeSettings; maskSize: { width: number; height: number } | null } {
  const draft = { ...SQUARE_DRAFT, ...typed };
  const shape = draft.shape || 'square';
  if (!isShapeId(shape)) return { settings: {}, maskSize: null };
  const fields: { -readonly [K in keyof ShapeSettings]: ShapeSettings[K] } = {};
  if (shape !== 'square') fields.shape = shape;
  if (shape === 'polar') {
    if (!isRings(draft.rings)) errors.rings = { code: 'rings' };
    fields.rings = Number(draft.rings);
    if (draft.mask !== '') errors.mask = { code: 'circleNoOutline' };
  }
  if (draft.style !== '' && draft.style !== 'blocks' && draft.style !== 'lines') errors.style = { code: 'style' };
  if (shape === 'square' && draft.style === 'lines') fields.style = 'lines';
  if (draft.unicursal !== '' && draft.unicursal !== '0' && draft.unicursal !== '1') errors.unicursal = { code: 'unicursal' };
  // Any shape is let through here: the core's check (shapeProblem) says a labyrinth is made on squares only.
  if (draft.unicursal === '1') fields.unicursal = true;
  // Likewise a weave on any shape: the core says which shapes weave.
  if (draft.weave !== '') {
    const weave = readDecimal(draft.weave);
    if (weave === null || weave < 0 || weave > 1) errors.weave = { code: 'weave' };
    else if (weave > 0) fields.weave = weave;
  }
  // Likewise levels on any shape: the core says they are made on squares.
  if (draft.levels !== '') {
    const levels = readWholeNumber(draft.levels);
    if (levels === null || levels < 1 || levels > MAX_LEVELS) errors.levels = { code: 'levels' };
    else if (levels > 1) fields.levels = levels;
  }
  for (const end of ['start', 'goal'] as const) {
    if (draft[end] === '') continue;
    const cell = readWholeNumber(draft[end]);
    if (cell === null || cell > MAX_MAZE_CELLS) errors[end] = { code: 'endCell', start: end === 'start' };
    else fields[end] = cell;
  }
  let maskSize: { width: number; height: number } | null = null;
  if (draft.mask !== '' && shape !== 'polar') {
    fields.mask = draft.mask;
    if (!isMaskPresetId(draft.mask)) {
      try {
        const mask = maskOf({ ...fields, width: 0, height: 0 });
        if (mask) maskSize = { width: mask.width, height: mask.height };
      } catch (error) {
        errors.mask = { code: 'outlineUnreadable', reason: messageOf(error) };
      }
    }
  }
  return { settings: fields, maskSize };
}

/**
 * Whether a draft's maze needs a generator that works on any graph: another shape, an outline,
 * a weave or levels. (Squares in lines are block mazes, converted: every generator makes them.)
 */
export function needsGraphGenerator(draft: SettingsDraft): boolean {
  const shape = draft.shape || 'square';
  return isShapeId(shape) && coreNeedsGraphGenerator(shape, Boolean(draft.mask), graphOnlyKindOf(draft));
}

/** Which kind of square maze a draft asks for that only a graph generator carves: a weave or levels (core graphOnlyKind). */
function graphOnlyKindOf(draft: SettingsDraft): GraphOnlyKind | null {
  return graphOnlyKind(isWoven(draft), isLevelled(draft));
}

/** Whether a draft's maze is drawn in lines whatever its style: an outline, a labyrinth, a weave or levels (no block picture shows them). */
export function isLinesOnly(draft: SettingsDraft): boolean {
  return Boolean(draft.mask) || draft.unicursal === '1' || isWoven(draft) || isLevelled(draft);
}

/** Whether a draft asks for more than one level. */
export function isLevelled(draft: SettingsDraft): boolean {
  const levels = readWholeNumber(draft.levels ?? '');
  return levels !== null && levels > 1;
}

/** Whether a draft asks for a weave (a number over 0). */
export function isWoven(draft: SettingsDraft): boolean {
  const weave = readDecimal(draft.weave ?? '');
  return weave !== null && weave > 0;
}

/**
 * A draft whose shape or outline has just changed, with a generator that can make it: a
 * row-by-row one gives way to the backtracker, and `replaced` says why, as the core refuses it
 * (null when nothing changed); i18n's generatorReplacedText says it.
 */
export function withUsableGenerator(draft: SettingsDraft): { draft: SettingsDraft; replaced: DraftProblem | null } {
  const shape = draft.shape || 'square';
  const onlyKind = isShapeId(shape) && !coreNeedsGraphGenerator(shape, Boolean(draft.mask)) ? graphOnlyKindOf(draft) : null;
  const refusal = needsGraphGenerator(draft) && isGeneratorId(draft.algorithm) ? rowBasedRefusal(draft.algorithm, onlyKind) : null;
  return refusal ? { draft: { ...draft, algorithm: 'backtracker' }, replaced: coreProblem(refusal) } : { draft, replaced: null };
}

/** The core's refusal as a setting's problem: its message, and what was refused where the core says. */
function coreProblem(error: MazeOptionsError): DraftProblem {
  return error.refusal ? { code: 'core', message: error.message, refusal: error.refusal } : { code: 'core', message: error.message };
}

/** Outlines up to this many cells have their pieces counted as they are typed or opened (a few ms). */
const MAX_PIECES_CHECKED_HERE = 250_000;

/**
 * What stops a cell-graph maze being made from complete settings (a row-by-row generator on a
 * shape, an outline in pieces, too few cells), as the field to blame and the core's message;
 * null when it can be made. The same check as generation's (core checkShapeOptions), run before asking.
 */
export function shapeProblem(settings: MazeSettings): DraftProblems | null {
  // The core's own check: a row-by-row generator on a shape, an outline in pieces, too few cells.
  // A big outline's pieces are counted where its maze is made, in a worker: on this thread they
  // took over a second for a 15-character link code that expands to four million cells.
  try {
    const options = shapeOptions(settings);
    checkShapeOptions(options, options.mask === null || maskCellCount(options.mask) <= MAX_PIECES_CHECKED_HERE);
    return null;
  } catch (error) {
    // The core names the option to blame; a draft has a field for each.
    if (error instanceof MazeOptionsError) return { [error.option ?? 'width']: coreProblem(error) };
    if (error instanceof MaskError) return { mask: { code: 'core', message: error.message } };
    throw error;
  }
}

/** Settings as the core's options for a cell-graph maze. */
export function shapeOptions(settings: MazeSettings): ShapeOptions {
  return {
    shape: settings.shape ?? 'square',
    width: settings.width,
    height: settings.height,
    rings: settings.rings ?? DEFAULT_RINGS,
    mask: maskOf(settings),
    algorithm: settings.algorithm,
    seed: settings.seed,
    braid: settings.braid,
    start: settings.start ?? null,
    goal: settings.goal ?? null,
    ...(settings.unicursal && { unicursal: true }),
    ...(settings.weave && { weave: settings.weave }),
    ...(settings.levels && { levels: settings.levels }),
  };
}
