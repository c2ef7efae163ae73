import { quote, randomSeed, writeDecimal } from '../core';
import { DEFAULT_SETTINGS, isSide, readDraft, withinCells, type DraftErrors, type MazeSettings, type SettingsDraft } from './settings';

/** The query parameter that carries each field. */
const PARAMS: Readonly<Record<keyof SettingsDraft, string>> = { width: 'w', height: 'h', algorithm: 'algorithm', seed: 'seed', braid: 'braid' };

/**
 * The longest seed a link may carry. Typed seeds stop at MAX_SEED_LENGTH (64), but the page
 * accepted and wrote seeds of up to 100 characters before that limit, and links made then must
 * keep opening the same maze. 100 characters is still a short link; seeds of a few KB (which
 * servers refuse with 431) get a notice and a fresh seed, as they always did past 100.
 */
export const LINK_SEED_LENGTH = 100;

/** The URL carries the maze: ?w=&h=&algorithm=&seed=&braid= (braid in plain digits, never 1e-7). */
export function settingsToQuery(settings: MazeSettings): string {
  const params = new URLSearchParams({
    w: String(settings.width),
    h: String(settings.height),
    algorithm: settings.algorithm,
    seed: settings.seed,
    braid: writeDecimal(settings.braid),
  });
  return `?${params.toString()}`;
}

/**
 * Settings from a query string. Missing parameters take defaults (and a fresh seed); a tampered
 * one is reported (quoting its value, made printable) and replaced by its default, so a bad
 * link still opens a playable maze.
 */
export function settingsFromQuery(search: string, makeSeed: () => string = randomSeed): { settings: MazeSettings; problems: string[] } {
  const params = new URLSearchParams(search);
  const pick = (key: string, fallback: string): string => params.get(key) ?? fallback;
  const draft: SettingsDraft = {
    width: pick('w', String(DEFAULT_SETTINGS.width)),
    height: pick('h', String(DEFAULT_SETTINGS.height)),
    algorithm: pick('algorithm', DEFAULT_SETTINGS.algorithm),
    seed: pick('seed', '') || makeSeed(),
    braid: pick('braid', String(DEFAULT_SETTINGS.braid)),
  };
  const read = readDraft(draft, LINK_SEED_LENGTH);
  if ('settings' in read) return { settings: read.settings, problems: [] };
  const errors: DraftErrors = read.errors;
  // A bad side takes its default; sides fine alone but too many cells together both do.
  const sidesFit = isSide(draft.width) && isSide(draft.height) && withinCells(draft.width, draft.height);
  const fallback = {
    width: isSide(draft.width) && (sidesFit || !isSide(draft.height)) ? draft.width : String(DEFAULT_SETTINGS.width),
    height: isSide(draft.height) && (sidesFit || !isSide(draft.width)) ? draft.height : String(DEFAULT_SETTINGS.height),
    algorithm: errors.algorithm ? DEFAULT_SETTINGS.algorithm : draft.algorithm,
    seed: errors.seed ? makeSeed() : draft.seed,
    braid: errors.braid ? String(DEFAULT_SETTINGS.braid) : draft.braid,
  };
  const repaired = readDraft(fallback, LINK_SEED_LENGTH);
  if (!('settings' in repaired)) throw new Error('default settings must be valid');
  const problems = (Object.keys(errors) as (keyof SettingsDraft)[]).map((field) => {
    const replaced = field === 'seed' ? 'a fresh seed was used' : 'the default was used';
    return `This link has a bad value, ${PARAMS[field]}=${quote(draft[field])}, so ${replaced}. ${errors[field]!}`;
  });
  return { settings: repaired.settings, problems };
}

/** The key under which a maze's best time is kept: its settings, in URL form. */
export function mazeKey(settings: MazeSettings): string {
  return settingsToQuery(settings);
}
