import { randomSeed } from '../core';
import { DEFAULT_SETTINGS, isSide, readDraft, withinCells, type DraftErrors, type MazeSettings } from './settings';

/** The URL carries the maze: ?w=&h=&algorithm=&seed=&braid= */
export function settingsToQuery(settings: MazeSettings): string {
  const params = new URLSearchParams({
    w: String(settings.width),
    h: String(settings.height),
    algorithm: settings.algorithm,
    seed: settings.seed,
    braid: String(settings.braid),
  });
  return `?${params.toString()}`;
}

/**
 * Settings from a query string. Missing parameters take defaults (and a fresh seed); a tampered
 * one is reported and replaced by its default, so a bad link still opens a playable maze.
 */
export function settingsFromQuery(search: string, makeSeed: () => string = randomSeed): { settings: MazeSettings; problems: string[] } {
  const params = new URLSearchParams(search);
  const pick = (key: string, fallback: string): string => params.get(key) ?? fallback;
  const draft = {
    width: pick('w', String(DEFAULT_SETTINGS.width)),
    height: pick('h', String(DEFAULT_SETTINGS.height)),
    algorithm: pick('algorithm', DEFAULT_SETTINGS.algorithm),
    seed: pick('seed', '') || makeSeed(),
    braid: pick('braid', String(DEFAULT_SETTINGS.braid)),
  };
  const read = readDraft(draft);
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
  const repaired = readDraft(fallback);
  if (!('settings' in repaired)) throw new Error('default settings must be valid');
  // The messages say what each value must be; the page words them as one notice.
  return { settings: repaired.settings, problems: Object.values(errors) };
}

/** The key under which a maze's best time is kept: its settings, in URL form. */
export function mazeKey(settings: MazeSettings): string {
  return settingsToQuery(settings);
}
