import { quote, randomSeed, writeDecimal } from '../core';
import type { DraftProblem, LinkProblem } from '../ids/problems';
import { strayFields } from './strayFields';
import { DEFAULT_SETTINGS, isSide, readDraft, SQUARE_DRAFT, withinCells, type DraftProblems, type MazeSettings, type SettingsDraft } from './settings';

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
  unicursal: 'unicursal',
  weave: 'weave',
  levels: 'levels',
  start: 'start',
  goal: 'goal',
};

/**
 * Whether a link names a maze: it carries one of the maze's own parameters. Others (`lang`, or
 * a tracker's `utm_source` or `fbclid` added on the way) do not, so such a link opens the
 * maze kept from the last visit, not a fresh one.
 */
export function namesMaze(search: string): boolean {
  const names = new Set(Object.values(PARAMS));
  return [...new URLSearchParams(search).keys()].some((param) => names.has(param));
}

/** The query a page opens with: its link's, if the link names a maze; else the maze kept from the last visit, if any. */
export function openingQuery(search: string, keptQuery: string | null): string {
  return keptQuery !== null && !namesMaze(search) ? keptQuery : search;
}

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
  if (settings.unicursal) params.set('unicursal', '1');
  if (settings.weave) params.set('weave', writeDecimal(settings.weave));
  if (settings.levels) params.set('levels', String(settings.levels));
  if (settings.start !== undefined) params.set('start', String(settings.start));
  if (settings.goal !== undefined) params.set('goal', String(settings.goal));
  return `?${params.toString()}`;
}

/**
 * Settings from a query string. Missing parameters take defaults (and a fresh seed); a tampered
 * one is reported (quoting its value, made printable) and replaced by its default, so a bad
 * link still opens a playable maze. The problems are data; i18n words them (linkProblemText).
 */
export function settingsFromQuery(search: string, seedMaker: () => string = randomSeed): { settings: MazeSettings; problems: LinkProblem[] } {
  // A seed maker that gives nothing must not leave a link without a maze: a fresh seed then.
  const makeSeed = () => seedMaker() || randomSeed();
  const params = new URLSearchParams(search);
  const problems: LinkProblem[] = [];
  // A parameter given twice counts by its last value, as a repeated CLI flag does, and says so.
  const pick = (key: string, fallback: string): string => {
    const values = params.getAll(key);
    if (values.length > 1) problems.push({ param: key, quoted: quote(values.at(-1)!), replaced: 'last', why: { code: 'repeated' } });
    return values.at(-1) ?? fallback;
  };
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
    unicursal: pick('unicursal', SQUARE_DRAFT.unicursal),
    weave: pick('weave', SQUARE_DRAFT.weave),
    levels: pick('levels', SQUARE_DRAFT.levels),
    start: pick('start', SQUARE_DRAFT.start),
    goal: pick('goal', SQUARE_DRAFT.goal),
  };
  // A value its shape cannot take (rings on a square, sides on a circle, blocks on a hex) is
  // dropped with a notice: the CLI refuses the same flags (strayFields has the rule).
  const given = { shape: draft.shape, sides: params.has('w') || params.has('h'), rings: params.has('rings'), masked: draft.mask !== '', style: draft.style };
  for (const stray of strayFields(given)) {
    const fields = stray === 'sidesOnCircle' ? (['width', 'height'] as const) : stray === 'ringsOffCircle' ? (['rings'] as const) : (['style'] as const);
    for (const field of fields) {
      if (!params.has(PARAMS[field])) continue;
      problems.push({ param: PARAMS[field], quoted: quote(draft[field]), replaced: 'ignored', why: { code: stray } });
      draft[field] = field === 'width' ? String(DEFAULT_SETTINGS.width) : field === 'height' ? String(DEFAULT_SETTINGS.height) : SQUARE_DRAFT[field];
    }
  }
  // A bad value takes its default, with a message; what that brings up next (a generator the
  // link's shape cannot use, once its bad braid is out of the way) is repaired the same way,
  // pass after pass, so every bad value is named and the link still opens its own shape.
  const reported = new Set<keyof SettingsDraft>();
  let typed = { ...draft };
  // Each pass names at least one new field or mends one (a labyrinth's odd side takes a pass of its own).
  for (let pass = 0; pass <= Object.keys(PARAMS).length; pass++) {
    const read = readDraft(typed, LINK_SEED_LENGTH);
    if ('settings' in read) return { settings: read.settings, problems };
    for (const field of Object.keys(read.errors) as (keyof SettingsDraft)[]) {
      if (reported.has(field)) continue;
      reported.add(field);
      const why = read.errors[field]!;
      problems.push({ param: PARAMS[field], quoted: quote(draft[field]), replaced: field === 'seed' || field === 'mask' ? field : evenSides(typed, why) ? 'even' : 'default', why });
    }
    typed = repaired(typed, read.errors, makeSeed);
  }
  const fallback = readDraft({ ...typed, ...SQUARE_DRAFT, width: String(DEFAULT_SETTINGS.width), height: String(DEFAULT_SETTINGS.height), algorithm: DEFAULT_SETTINGS.algorithm }, LINK_SEED_LENGTH);
  if (!('settings' in fallback)) throw new Error('default settings must be valid');
  return { settings: fallback.settings, problems };
}

/** Whether a side's problem is a labyrinth's odd side (its sides are even), which a link mends to the even side after it. */
function isOddSide(problem: DraftProblem | undefined): boolean {
  return problem?.code === 'core' && problem.refusal?.code === 'unicursalSides';
}

/**
 * Whether a labyrinth link's odd side, refused as odd (`problem`), is mended to the even side
 * after it: only when both sides, rounded up to even, still fit the cell limit (else it takes
 * its default, as any bad side does, and the notice says so).
 */
function evenSides(draft: Required<SettingsDraft>, problem: DraftProblem | undefined): boolean {
  if (!isOddSide(problem) || !isSide(draft.width) || !isSide(draft.height)) return false;
  return withinCells(evenSide(Number(draft.width)), evenSide(Number(draft.height)));
}

/**
 * A link's fields with each bad one replaced by its default (a side fine alone but too many
 * cells together: both); a labyrinth's odd side by the even one after it (the largest side is
 * even), so the link keeps about its size, its other side then checked in turn.
 */
function repaired(draft: Required<SettingsDraft>, errors: DraftProblems, makeSeed: () => string): Required<SettingsDraft> {
  for (const key of ['width', 'height'] as const) {
    if (evenSides(draft, errors[key])) return { ...draft, [key]: evenSide(Number(draft[key])) };
  }
  const sidesFit = isSide(draft.width) && isSide(draft.height) && withinCells(draft.width, draft.height);
  // Sides fine as numbers that the shape cannot take (a triangle one column wide): both go.
  const shapeRefused = sidesFit && (errors.width !== undefined || errors.height !== undefined);
  // A labyrinth's sides are even: its defaults are the nearest even ones, so the link still opens one.
  const labyrinth = draft.unicursal === '1' && !errors.unicursal;
  const [width, height] = labyrinth ? [evenSide(DEFAULT_SETTINGS.width), evenSide(DEFAULT_SETTINGS.height)] : [String(DEFAULT_SETTINGS.width), String(DEFAULT_SETTINGS.height)];
  return {
    width: isSide(draft.width) && (sidesFit || !isSide(draft.height)) && !shapeRefused ? draft.width : width,
    height: isSide(draft.height) && (sidesFit || !isSide(draft.width)) && !shapeRefused ? draft.height : height,
    algorithm: errors.algorithm ? DEFAULT_SETTINGS.algorithm : draft.algorithm,
    seed: errors.seed ? makeSeed() : draft.seed,
    braid: errors.braid ? String(DEFAULT_SETTINGS.braid) : draft.braid,
    shape: errors.shape ? SQUARE_DRAFT.shape : draft.shape,
    rings: errors.rings ? SQUARE_DRAFT.rings : draft.rings,
    mask: errors.mask || errors.shape ? SQUARE_DRAFT.mask : draft.mask,
    style: errors.style ? SQUARE_DRAFT.style : draft.style,
    unicursal: errors.unicursal ? SQUARE_DRAFT.unicursal : draft.unicursal,
    weave: errors.weave ? SQUARE_DRAFT.weave : draft.weave,
    levels: errors.levels ? SQUARE_DRAFT.levels : draft.levels,
    start: errors.start || errors.goal ? SQUARE_DRAFT.start : draft.start,
    goal: errors.start || errors.goal ? SQUARE_DRAFT.goal : draft.goal,
  };
}

/** A side rounded up to an even number of cells, as a unicursal labyrinth needs. */
export function evenSide(side: number): string {
  return String(side + (side % 2));
}

/** The key under which a maze's best time is kept: its settings, in URL form. */
export function mazeKey(settings: MazeSettings): string {
  return settingsToQuery(settings);
}
