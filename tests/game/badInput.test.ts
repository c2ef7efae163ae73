import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkMazeOptions, MAX_MAZE_CELLS } from '../../src/core';
import { BEST_TIMES_KEY, FASTEST_RUN_MS, openBestTimes, SLOWEST_RUN_MS } from '../../src/game/bestTimes';
import { draftOf } from '../../src/game/settings';
import { formatDuration } from '../../src/game/time';
import { LINK_SEED_LENGTH, settingsToQuery } from '../../src/game/url';
import { wordedDraft, wordedLinkSettings } from '../../src/store/wordedSettings';
import { issueText, SAVED_TEXT } from '../../src/i18n/saved';
import type { BestTimes } from '../../src/game/bestTimes';

/** The best times' notice as the page says it in English, or null. */
const bestTimesProblem = (times: BestTimes) => (times.issue ? issueText(SAVED_TEXT.en, times.issue) : null);

const fresh = () => 'fresh';
const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}]/u;

describe('links read numbers strictly', () => {
  it.each([
    ['braid', '0x1', 'braid', "braid='0x1'"],
    ['braid', ' .5', 'braid', "braid=' .5'"],
    ['braid', '1e-1', 'braid', "braid='1e-1'"],
    ['braid', 'Infinity', 'braid', "braid='Infinity'"],
    ['w', '0x10', 'width', "w='0x10'"],
    ['w', '1e1', 'width', "w='1e1'"],
    ['w', ' 20', 'width', "w=' 20'"],
    ['h', '20.0', 'height', "h='20.0'"],
    ['h', '+20', 'height', "h='+20'"],
  ])('?%s=%j takes the default, with a notice quoting the value', (param, value, field, quoted) => {
    const params = new URLSearchParams({ w: '9', h: '8', algorithm: 'prim', seed: 's', braid: '0.5' });
    params.set(param, value);
    const { settings, problems } = wordedLinkSettings(`?${params.toString()}`, fresh);
    const defaults: Record<string, number> = { width: 15, height: 15, braid: 0 };
    expect(settings).toMatchObject({ [field]: defaults[field], algorithm: 'prim', seed: 's' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`This link has a bad value, ${quoted}, so the default was used.`);
  });

  it('gives the same maze as before for plain values', () => {
    const { settings, problems } = wordedLinkSettings('?w=20&h=12&algorithm=kruskal&seed=abc&braid=0.05', fresh);
    expect(problems).toEqual([]);
    expect(settings).toEqual({ width: 20, height: 12, algorithm: 'kruskal', seed: 'abc', braid: 0.05 });
    expect(wordedLinkSettings('?w=007&h=5&seed=x&braid=.5', fresh).settings).toMatchObject({ width: 7, braid: 0.5 });
  });

  it('writes braid in plain digits, so every link it writes reads back', () => {
    const settings = { width: 5, height: 5, algorithm: 'prim' as const, seed: 'tiny', braid: 1e-7 };
    expect(settingsToQuery(settings)).toBe('?w=5&h=5&algorithm=prim&seed=tiny&braid=0.0000001');
    expect(wordedLinkSettings(settingsToQuery(settings), fresh)).toEqual({ settings, problems: [] });
    expect(draftOf(settings).braid).toBe('0.0000001');
  });

  it('looks algorithms up among the generators, never through the object prototype', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const { settings, problems } = wordedLinkSettings(`?algorithm=${name}&seed=s`, fresh);
      expect(settings.algorithm).toBe('backtracker');
      expect(problems.join(' ')).toMatch(/Algorithm must be one of/);
    }
  });

  it('quotes a bad value printably: controls and bidi overrides as <U+XXXX>, long ones cut', () => {
    const { problems } = wordedLinkSettings('?algorithm=%C2%9B31m%E2%80%AE&w=%E2%80%AE9', fresh);
    expect(problems.join(' ')).toContain("algorithm='<U+009B>31m<U+202E>'");
    expect(problems.join(' ')).toContain("w='<U+202E>9'");
    for (const problem of problems) expect(problem).not.toMatch(HIDDEN);
  });
});

describe('the form reads numbers strictly too', () => {
  it.each([' 20', '20 ', '0x14', '2e1', '+20', '20.0'])('width %j is refused with what is allowed', (width) => {
    const read = wordedDraft({ width, height: '10', algorithm: 'prim', seed: 's', braid: '0' });
    expect('errors' in read && read.errors.width).toBe('Width must be a whole number from 1 to 4000.');
  });

  it.each(['0x1', ' .5', '1e-1', '.5.', 'NaN'])('braid %j is refused', (braid) => {
    const read = wordedDraft({ width: '10', height: '10', algorithm: 'prim', seed: 's', braid });
    expect('errors' in read && read.errors.braid).toBe('Braid must be a number from 0 to 1.');
  });

  it('takes braid in digits, and an empty braid as 0', () => {
    expect(wordedDraft({ width: '10', height: '10', algorithm: 'prim', seed: 's', braid: '.25' })).toMatchObject({ settings: { braid: 0.25 } });
    expect(wordedDraft({ width: '10', height: '10', algorithm: 'prim', seed: 's', braid: '' })).toMatchObject({ settings: { braid: 0 } });
  });
});

describe('seeds', () => {
  const draft = (seed: string) => ({ width: '10', height: '10', algorithm: 'prim', seed, braid: '0' });

  it('typed in the form: at most 64 characters, as people count them', () => {
    expect(wordedDraft(draft('a'.repeat(64)))).toMatchObject({ settings: { seed: 'a'.repeat(64) } });
    expect(wordedDraft(draft('🙂'.repeat(64)))).toMatchObject({ settings: { seed: '🙂'.repeat(64) } });
    const long = wordedDraft(draft('a'.repeat(65)));
    expect('errors' in long && long.errors.seed).toBe('Seed must be at most 64 characters; this one has 65.');
  });

  it('in a link: one made before the limit (65 to 100 characters) still opens the same maze', () => {
    const seed = 's'.repeat(LINK_SEED_LENGTH);
    expect(wordedLinkSettings(`?w=9&h=9&algorithm=prim&seed=${seed}&braid=0`, fresh)).toEqual({
      settings: { width: 9, height: 9, algorithm: 'prim', seed, braid: 0 },
      problems: [],
    });
  });

  it('in a link: a longer one (a link servers refuse) gets a notice and a fresh seed', () => {
    const { settings, problems } = wordedLinkSettings(`?w=9&h=9&algorithm=prim&seed=${'k'.repeat(5000)}&braid=0`, fresh);
    expect(settings).toEqual({ width: 9, height: 9, algorithm: 'prim', seed: 'fresh', braid: 0 });
    expect(problems).toEqual([`This link has a bad value, seed='${'k'.repeat(40)}…' (5000 characters), so a fresh seed was used. Seed must be at most 100 characters; this one has 5000.`]);
  });
});

describe('any link opens a maze that can be made (fast-check)', () => {
  const value = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 12 }),
    fc.stringMatching(/^[-+ .,0-9eExX]{0,8}$/),
    fc.constantFrom('constructor', '__proto__', 'prim', 'wilson', '4000', '1000', '0.5', '1', '', 'x'.repeat(200)),
  );
  const key = fc.constantFrom('w', 'h', 'algorithm', 'seed', 'braid', 'constructor', '__proto__', 'W');

  it('whatever the parameters: valid settings, and printable notices', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(key, value), { maxLength: 7 }), (pairs) => {
        const query = new URLSearchParams(pairs).toString();
        const { settings, problems } = wordedLinkSettings(`?${query}`, fresh);
        expect(checkMazeOptions(settings)).toEqual(settings);
        expect(settings.width * settings.height).toBeLessThanOrEqual(MAX_MAZE_CELLS);
        expect(wordedLinkSettings(settingsToQuery(settings), fresh)).toEqual({ settings, problems: [] });
        for (const problem of problems) expect(problem).not.toMatch(HIDDEN);
      }),
      { numRuns: 500 },
    );
  });
});

describe('best times', () => {
  function memoryStorage(initial: string | null) {
    const data = new Map<string, string>(initial === null ? [] : [[BEST_TIMES_KEY, initial]]);
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
  }

  it('drops impossible times with a notice, once, and keeps the rest', () => {
    const stored = { '?huge': 1e300, '?tiny': 1e-300, '?under': 49, '?zero': 0, '?neg': -1, '?text': 'fast', '?null': null, '?ok': 61_234, '?fast': FASTEST_RUN_MS, '?slow': SLOWEST_RUN_MS };
    const storage = memoryStorage(JSON.stringify(stored));
    const times = openBestTimes(storage);
    expect(bestTimesProblem(times)).toBe('7 saved best times were unreadable or impossible (under 50 ms or over a week) and have been dropped.');
    for (const key of ['?huge', '?tiny', '?under', '?zero', '?neg', '?text', '?null']) expect(times.get(key)).toBeUndefined();
    expect([times.get('?ok'), times.get('?fast'), times.get('?slow')]).toEqual([61_234, FASTEST_RUN_MS, SLOWEST_RUN_MS]);
    // Rewritten at once: the next visit reads a clean store and says nothing.
    expect(JSON.parse(storage.data.get(BEST_TIMES_KEY)!)).toEqual({ '?ok': 61_234, '?fast': FASTEST_RUN_MS, '?slow': SLOWEST_RUN_MS });
    expect(bestTimesProblem(openBestTimes(storage))).toBeNull();
    expect(bestTimesProblem(openBestTimes(memoryStorage('{"?a":1e300}')))).toMatch(/^A saved best time was unreadable or impossible .* has been dropped\.$/);
  });

  it('keeps its own keys only: __proto__ in the stored JSON is a maze key like any other', () => {
    const times = openBestTimes(memoryStorage('{"__proto__": 5000, "constructor": 6000}'));
    expect(times.get('__proto__')).toBe(5000);
    expect(times.get('constructor')).toBe(6000);
    expect(times.get('toString')).toBeUndefined();
    expect(bestTimesProblem(times)).toBeNull();
  });

  it('never records a time it would drop on reading', () => {
    const storage = memoryStorage(null);
    const times = openBestTimes(storage);
    for (const ms of [0, 3, FASTEST_RUN_MS - 1, SLOWEST_RUN_MS + 1, Infinity, NaN, -5]) expect(times.record('?a', ms)).toBe(false);
    expect(storage.data.has(BEST_TIMES_KEY)).toBe(false);
    expect(times.record('?a', FASTEST_RUN_MS)).toBe(true);
  });
});

describe('formatDuration', () => {
  it('shows hours from an hour on', () => {
    expect(formatDuration(59 * 60_000 + 59_900)).toBe('59:59.9');
    expect(formatDuration(3_600_000)).toBe('1:00:00.0');
    expect(formatDuration(3_723_400)).toBe('1:02:03.4');
    expect(formatDuration(SLOWEST_RUN_MS)).toBe('168:00:00.0');
  });

  it('never shows NaN, a minus sign or an exponent', () => {
    for (const ms of [NaN, -1, -Infinity, Infinity]) expect(formatDuration(ms)).toBe('0:00.0');
    expect(formatDuration(1e300)).not.toMatch(/e|NaN|Infinity/);
  });
});
