import { quote, randomSeed, writeDecimal } from '../core';
import { DEFAULT_SETTINGS, isSide, readDraft, SQUARE_DRAFT, withinCells, type DraftErrors, type MazeSettings, type SettingsDraft } from './settings';

/** The query parameter that carries each field. */
const PARAMS: Readonly<Record<keyof SettingsDraft, string>> = {
  width: 'w',
  height: 'h',
  algorithm: 'algorithm',
  seed: 'seed',
  braid: 'braid',
  shape: 'shape',
  rings: 'rings',
  mask: 'mask',
  style: 'style',
  start: 'start',
  goal: 'goal',
};

/**
 * The longest seed a link may carry. Typed seeds stop at MAX_SEED_LENGTH (64), but the page
 * accepted and wrote seeds of up to 100 characters before that limit, and links made then must
 * keep opening the same maze. 100 characters is still a short link; seeds of a few KB (which
 * servers refuse with 431) get a notice and a fresh seed, as they always did past 100.
 */
export const LINK_SEED_LENGTH = 100;

/**
 * The URL carries the maze: ?w=&h=&algorithm=&seed=&braid= (braid in plain digits, never 1e-7).
 * A shape comes first (?shape=hex&w=&h=..., ?shape=polar&rings=...), an outline and the line
 * style after; a square maze's link is exactly what it was before shapes existed.
 */
export function settingsToQuery(settings: MazeSettings): string {
  const params = new URLSearchParams();
  if (settings.shape !== undefined && settings.shape !== 'square') params.set('shape', settings.shape);
  if (settings.shape === 'polar') params.set('rings', String(settings.rings));
  else {
    params.set('w', String(settings.width));
    params.set('h', String(settings.height));
  }
  if (settings.mask !== undefined) params.set('mask', settings.mask);
  params.set('algorithm', settings.algorithm);
  params.set('seed', settings.seed);
  params.set('braid', writeDecimal(settings.braid));
  if (settings.style !== undefined) params.set('style', settings.style);
  if (settings.start !== undefined) params.set('start', String(settings.start));
  if (settings.goal !== undefined) params.set('goal', String(settings.goal));
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
  const draft: Required<SettingsDraft> = {
    width: pick('w', String(DEFAULT_SETTINGS.width)),
    height: pick('h', String(DEFAULT_SETTINGS.height)),
    algorithm: pick('algorithm', DEFAULT_SETTINGS.algorithm),
    seed: pick('seed', '') || makeSeed(),
    braid: pick('braid', String(DEFAULT_SETTINGS.braid)),
    shape: pick('shape', SQUARE_DRAFT.shape),
    rings: pick('rings', SQUARE_DRAFT.rings),
    mask: pick('mask', SQUARE_DRAFT.mask),
    style: pick('style', SQUARE_DRAFT.style),
    start: pick('start', SQUARE_DRAFT.start),
    goal: pick('goal', SQUARE_DRAFT.goal),
  };
  const read = readDraft(draft, LINK_SEED_LENGTH);
  if ('settings' in read) return { settings: read.settings, problems: [] };
  const errors: DraftErrors = read.errors;
  // A bad side takes its default; sides fine alone but too many cells together both do.
  const sidesFit = isSide(draft.width) && isSide(draft.height) && withinCells(draft.width, draft.height);
  // Sides fine as numbers that the shape cannot take (a triangle one column wide): both go.
  const shapeRefused = sidesFit && errors.width !== undefined;
  const fallback: Required<SettingsDraft> = {
    width: isSide(draft.width) && (sidesFit || !isSide(draft.height)) && !shapeRefused ? draft.width : String(DEFAULT_SETTINGS.width),
    height: isSide(draft.height) && (sidesFit || !isSide(draft.width)) && !shapeRefused ? draft.height : String(DEFAULT_SETTINGS.height),
    algorithm: errors.algorithm ? DEFAULT_SETTINGS.algorithm : draft.algorithm,
    seed: errors.seed ? makeSeed() : draft.seed,
    braid: errors.braid ? String(DEFAULT_SETTINGS.braid) : draft.braid,
    shape: errors.shape ? SQUARE_DRAFT.shape : draft.shape,
    rings: errors.rings ? SQUARE_DRAFT.rings : draft.rings,
    mask: errors.mask || errors.shape ? SQUARE_DRAFT.mask : draft.mask,
    style: errors.style ? SQUARE_DRAFT.style : draft.style,
    start: errors.start || errors.goal ? SQUARE_DRAFT.start : draft.start,
    goal: errors.start || errors.goal ? SQUARE_DRAFT.goal : draft.goal,
  };
  // What the repair itself brings up (the default size of a shape that cannot be that small,
  // say) is repaired the same way, once: a link always opens a maze.
  let repaired = readDraft(fallback, LINK_SEED_LENGTH);
  if ('errors' in repaired) repaired = readDraft({ ...fallback, ...SQUARE_DRAFT, width: String(DEFAULT_SETTINGS.width), height: String(DEFAULT_SETTINGS.height), algorithm: DEFAULT_SETTINGS.algorithm }, LINK_SEED_LENGTH);
  if (!('settings' in repaired)) throw new Error('default settings must be valid');
  const problems = (Object.keys(errors) as (keyof SettingsDraft)[]).map((field) => {
    const replaced = field === 'seed' ? 'a fresh seed was used' : field === 'mask' ? 'the maze has no outline' : 'the default was used';
    return `This link has a bad value, ${PARAMS[field]}=${quote(draft[field])}, so ${replaced}. ${errors[field]!}`;
  });
  return { settings: repaired.settings, problems };
}

/** The key under which a maze's best time is kept: its settings, in URL form. */
export function mazeKey(settings: MazeSettings): string {
  return settingsToQuery(settings);
}
