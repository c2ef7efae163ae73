import { checkMazeOptions, GENERATOR_IDS, MAX_MAZE_CELLS, MAX_MAZE_SIDE, MazeOptionsError, type GeneratorId, type MazeOptions } from '../core';

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
  return { width: String(settings.width), height: String(settings.height), algorithm: settings.algorithm, seed: settings.seed, braid: String(settings.braid) };
}

const MAX_SEED_LENGTH = 100;

/** Whether a typed side is a whole number of cells within the limit. */
export function isSide(text: string): boolean {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) && Number(trimmed) >= 1 && Number(trimmed) <= MAX_MAZE_SIDE;
}

/** Whether typed sides make a maze within the cell limit (each side checked by isSide first). */
export function withinCells(width: string, height: string): boolean {
  return Number(width.trim()) * Number(height.trim()) <= MAX_MAZE_CELLS;
}

/**
 * Checks typed fields; returns the settings, or a message per bad field saying what is allowed.
 * The same check serves the form and the URL, so both say the same thing.
 */
export function readDraft(draft: SettingsDraft): { settings: MazeSettings } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  const side = (key: 'width' | 'height'): number => {
    if (!isSide(draft[key])) errors[key] = `${key === 'width' ? 'Width' : 'Height'} must be a whole number from 1 to ${MAX_MAZE_SIDE}.`;
    return Number(draft[key].trim());
  };
  const width = side('width');
  const height = side('height');
  if (!errors.width && !errors.height && !withinCells(draft.width, draft.height)) {
    errors.width = `At most ${MAX_MAZE_CELLS.toLocaleString('en-US')} cells (2000 × 2000); ${width} × ${height} is too many.`;
  }
  if (!(GENERATOR_IDS as readonly string[]).includes(draft.algorithm)) errors.algorithm = `Algorithm must be one of ${GENERATOR_IDS.join(', ')}.`;
  const seed = draft.seed.trim();
  if (seed.length === 0) errors.seed = 'Seed must not be empty (any text works).';
  else if (seed.length > MAX_SEED_LENGTH) errors.seed = `Seed must be at most ${MAX_SEED_LENGTH} characters.`;
  const braidText = draft.braid.trim() === '' ? '0' : draft.braid.trim();
  const braid = Number(braidText);
  if (!Number.isFinite(braid) || braid < 0 || braid > 1) errors.braid = 'Braid must be a number from 0 to 1.';
  if (Object.keys(errors).length > 0) return { errors };
  try {
    return { settings: checkMazeOptions({ algorithm: draft.algorithm as GeneratorId, width, height, seed, braid }) };
  } catch (error) {
    if (error instanceof MazeOptionsError) return { errors: { width: error.message } };
    throw error;
  }
}
