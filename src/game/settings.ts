import {
  checkMazeOptions,
  GENERATOR_IDS,
  MAX_MAZE_CELLS,
  MAX_MAZE_SIDE,
  MAX_SEED_LENGTH,
  MazeOptionsError,
  readDecimal,
  readWholeNumber,
  seedLength,
  writeDecimal,
  type GeneratorId,
  type MazeOptions,
} from '../core';
import { formatCount } from '../format/numbers';

/** What a maze is made from; it is also what the URL carries. */
export type MazeSettings = Required<MazeOptions>;

export const DEFAULT_SETTINGS: Omit<MazeSettings, 'seed'> = { algorithm: 'backtracker', width: 15, height: 15, braid: 0 };

export interface Preset {
  readonly name: 'Easy' | 'Medium' | 'Hard' | 'Huge';
  readonly width: number;
  readonly height: number;
  readonly algorithm: GeneratorId;
  readonly braid: number;
}

export const PRESETS: readonly Preset[] = [
  { name: 'Easy', width: 10, height: 10, algorithm: 'prim', braid: 0 },
  { name: 'Medium', width: 25, height: 25, algorithm: 'backtracker', braid: 0 },
  { name: 'Hard', width: 60, height: 40, algorithm: 'backtracker', braid: 0 },
  { name: 'Huge', width: 200, height: 200, algorithm: 'backtracker', braid: 0.05 },
];

/** The form's fields as typed, before they are checked. */
export interface SettingsDraft {
  width: string;
  height: string;
  algorithm: string;
  seed: string;
  braid: string;
}

export type DraftErrors = Partial<Record<keyof SettingsDraft, string>>;

export function draftOf(settings: MazeSettings): SettingsDraft {
  return { width: String(settings.width), height: String(settings.height), algorithm: settings.algorithm, seed: settings.seed, braid: writeDecimal(settings.braid) };
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
export function seedProblem(seed: string, maxLength: number = MAX_SEED_LENGTH): string | null {
  if (seed.length === 0) return 'Seed must not be empty (any text works).';
  const length = seedLength(seed);
  return length > maxLength ? `Seed must be at most ${maxLength} characters; this one has ${length}.` : null;
}

/**
 * The form's fields as a person meant them: a space typed or pasted around a number is not part
 * of it. Only the form trims; a link's values and the CLI's are read exactly as they are.
 */
export function typedDraft(draft: SettingsDraft): SettingsDraft {
  return { ...draft, width: draft.width.trim(), height: draft.height.trim(), braid: draft.braid.trim() };
}

/**
 * Checks typed fields; returns the settings, or a message per bad field saying what is allowed.
 * The same check serves the form and the URL, so both say the same thing. Numbers are read
 * strictly (plain digits, see core/decimal); a seed is trimmed and may have at most
 * `maxSeedLength` characters (MAX_SEED_LENGTH for a typed seed; a link may allow old seeds).
 */
export function readDraft(draft: SettingsDraft, maxSeedLength: number = MAX_SEED_LENGTH): { settings: MazeSettings } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  const side = (key: 'width' | 'height'): number => {
    if (!isSide(draft[key])) errors[key] = `${key === 'width' ? 'Width' : 'Height'} must be a whole number from 1 to ${MAX_MAZE_SIDE}.`;
    return Number(draft[key]);
  };
  const width = side('width');
  const height = side('height');
  if (!errors.width && !errors.height && !withinCells(draft.width, draft.height)) {
    errors.width = `At most ${formatCount(MAX_MAZE_CELLS)} cells (2000 × 2000); ${width} × ${height} is too many.`;
  }
  if (!(GENERATOR_IDS as readonly string[]).includes(draft.algorithm)) errors.algorithm = `Algorithm must be one of ${GENERATOR_IDS.join(', ')}.`;
  const seed = draft.seed.trim();
  const seedError = seedProblem(seed, maxSeedLength);
  if (seedError) errors.seed = seedError;
  const braid = readDecimal(draft.braid === '' ? '0' : draft.braid);
  if (braid === null || braid < 0 || braid > 1) errors.braid = 'Braid must be a number from 0 to 1.';
  if (Object.keys(errors).length > 0) return { errors };
  try {
    return { settings: checkMazeOptions({ algorithm: draft.algorithm as GeneratorId, width, height, seed, braid: braid ?? 0 }) };
  } catch (error) {
    if (error instanceof MazeOptionsError) return { errors: { width: error.message } };
    throw error;
  }
}
