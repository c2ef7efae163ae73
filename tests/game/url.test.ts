import { describe, expect, it } from 'vitest';
import { openBestTimes, BEST_TIMES_KEY } from '../../src/game/bestTimes';
import { formatDuration } from '../../src/game/time';
import { openingQuery, settingsToQuery } from '../../src/game/url';
import { wordedDraft, wordedLinkSettings } from '../../src/store/wordedSettings';
import { issueText, SAVED_TEXT } from '../../src/i18n/saved';
import type { BestTimes } from '../../src/game/bestTimes';

/** The best times' notice as the page says it in English, or null. */
const bestTimesProblem = (times: BestTimes) => (times.issue ? issueText(SAVED_TEXT.en, times.issue) : null);

const seed = () => 'fresh';

describe('URL', () => {
  it('round-trips settings', () => {
    const settings = { width: 20, height: 12, algorithm: 'prim' as const, seed: 'a b&c', braid: 0.25 };
    const query = settingsToQuery(settings);
    expect(query).toBe('?w=20&h=12&algorithm=prim&seed=a+b%26c&braid=0.25');
    expect(wordedLinkSettings(query, seed)).toEqual({ settings, problems: [] });
  });

  it('fills in defaults and a fresh seed when parameters are missing', () => {
    expect(wordedLinkSettings('', seed).settings).toEqual({ width: 15, height: 15, algorithm: 'backtracker', seed: 'fresh', braid: 0 });
  });

  it('reports tampered values and falls back to defaults for just those', () => {
    const { settings, problems } = wordedLinkSettings('?w=1000000000&h=7&algorithm=quantum&seed=keep&braid=NaN', seed);
    expect(settings).toEqual({ width: 15, height: 7, algorithm: 'backtracker', seed: 'keep', braid: 0 });
    expect(problems).toHaveLength(3);
    expect(problems.join(' ')).toMatch(/Width must be a whole number from 1 to 4000/);
    expect(problems.join(' ')).toMatch(/Algorithm must be one of/);
    expect(problems.join(' ')).toMatch(/Braid must be a number from 0 to 1/);
  });
});

describe('an oversized link', () => {
  it('falls back to the default size on both sides when the sides are fine alone but too many together', () => {
    const { settings, problems } = wordedLinkSettings('?w=4000&h=4000&algorithm=prim&seed=big&braid=0', seed);
    expect([settings.width, settings.height]).toEqual([15, 15]);
    expect(problems.join(' ')).toMatch(/At most 4,000,000 cells/);
    expect(wordedLinkSettings('?w=4000&h=abc&seed=x', seed).settings).toMatchObject({ width: 4000, height: 15 });
  });
});

describe('readDraft', () => {
  it('names every bad field with what is allowed', () => {
    const result = wordedDraft({ width: '0', height: 'ten', algorithm: 'backtracker', seed: '  ', braid: '2' });
    expect('errors' in result && result.errors).toEqual({
      width: 'Width must be a whole number from 1 to 4000.',
      height: 'Height must be a whole number from 1 to 4000.',
      seed: 'Seed must not be empty (any text works).',
      braid: 'Braid must be a number from 0 to 1.',
    });
    const tooMany = wordedDraft({ width: '4000', height: '4000', algorithm: 'prim', seed: 's', braid: '' });
    expect('errors' in tooMany && tooMany.errors.width).toMatch(/At most 4,000,000 cells/);
  });
});

describe('best times', () => {
  function memoryStorage(initial: string | null) {
    const data = new Map<string, string>(initial === null ? [] : [[BEST_TIMES_KEY, initial]]);
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
  }

  it('keeps the best time per maze', () => {
    const storage = memoryStorage(null);
    const times = openBestTimes(storage);
    expect(times.record('?a', 5000)).toBe(true);
    expect(times.record('?a', 6000)).toBe(false);
    expect(times.record('?a', 4000)).toBe(true);
    expect(openBestTimes(storage).get('?a')).toBe(4000);
    expect(bestTimesProblem(times)).toBeNull();
  });

  it('ignores a corrupted store with a notice, and recovers on the next record', () => {
    for (const junk of ['{not json', '[1,2]', '"text"', 'null']) {
      const storage = memoryStorage(junk);
      const times = openBestTimes(storage);
      expect(times.get('?a')).toBeUndefined();
      if (junk !== 'null') expect(bestTimesProblem(times)).toMatch(/unreadable/);
      times.record('?a', 100);
      expect(JSON.parse(storage.data.get(BEST_TIMES_KEY)!)).toEqual({ '?a': 100 });
    }
    expect(openBestTimes(memoryStorage('{"?a":"fast","?b":-1,"?c":4200}')).get('?c')).toBe(4200);
  });

  it('survives storage that throws', () => {
    const times = openBestTimes({
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
    });
    expect(bestTimesProblem(times)).toMatch(/blocks local storage/);
    expect(times.record('?a', 1000)).toBe(true);
  });
});

describe('formatDuration', () => {
  it('shows minutes, seconds and tenths', () => {
    expect(formatDuration(0)).toBe('0:00.0');
    expect(formatDuration(7349)).toBe('0:07.3');
    expect(formatDuration(724_000)).toBe('12:04.0');
  });
});

describe('openingQuery', () => {
  it("opens the link's maze when it names one, else the kept maze, else the bare link", () => {
    const kept = '?w=6&h=5&algorithm=prim&seed=kept&braid=0';
    expect(openingQuery('?shape=hex&w=4&h=3&algorithm=backtracker&seed=a&braid=0', kept)).toBe('?shape=hex&w=4&h=3&algorithm=backtracker&seed=a&braid=0');
    expect(openingQuery('?lang=zh', kept)).toBe(kept);
    expect(openingQuery('', kept)).toBe(kept);
    expect(openingQuery('?lang=zh', null)).toBe('?lang=zh');
  });
});

describe('settingsFromQuery with a seed maker that gives nothing', () => {
  it('still opens a maze, never throws: a link without a seed, even with bad values, gets a fresh seed', () => {
    for (const query of ['?lang=zh', '', '?w=0&h=x', '?shape=hex&algorithm=eller']) {
      const { settings } = wordedLinkSettings(query, () => '');
      expect(settings.seed.length).toBeGreaterThan(0);
    }
  });
});
