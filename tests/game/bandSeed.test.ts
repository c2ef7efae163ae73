import { describe, expect, it } from 'vitest';
import { BANDS, bandCandidate, seedInBand } from '../../src/game/bandSeed';
import { dailyMaze } from '../../src/game/daily/dailyMaze';
import { presetShape, PRESETS, type MazeSettings } from '../../src/game/settings';
import { bandSeedJob, difficultyOfSettings } from '../../src/workers/bandSeedJob';
import { testStore } from '../support/store';

describe('the search for a maze in a band', () => {
  it('takes the first seed in the band, trying seed, seedb, seedc, …', () => {
    const scores: Record<string, number> = { s: 2, sb: 7, sc: 5, sd: 5 };
    const asked: string[] = [];
    const found = seedInBand('s', 'hard', (seed) => (asked.push(seed), scores[seed]!));
    expect(found).toEqual({ seed: 'sc', difficulty: 5 });
    expect(asked).toEqual(['s', 'sb', 'sc']);
  });

  it('takes the closest (the first of equals) when no try falls in the band', () => {
    expect(seedInBand('x', 'medium', (seed) => (seed === 'xc' ? 6 : seed === 'xe' ? 5 : 9), 6)).toEqual({ seed: 'xe', difficulty: 5 });
    expect(bandCandidate('x', 1)).toBe('x');
    expect(bandCandidate('x', 16)).toBe('xp');
  });

  it('is the daily maze’s search too: a day’s seed is the first of its candidates in its band', () => {
    const daily = dailyMaze({ year: 2026, month: 11, day: 27 });
    expect(daily.settings.seed.startsWith('daily-2026-11-27')).toBe(true);
    expect(daily.difficulty).toBeGreaterThanOrEqual(BANDS[daily.band][0]);
    expect(daily.difficulty).toBeLessThanOrEqual(BANDS[daily.band][1]);
  });
});

describe('the presets', () => {
  const shapes: [string, MazeSettings | Record<string, never>][] = [
    ['squares', {}],
    ['squares in lines', { style: 'lines' } as never],
    ['hexagons', { shape: 'hex' } as never],
    ['triangles', { shape: 'triangle' } as never],
    ['a circle', { shape: 'polar', rings: 10 } as never],
  ];
  for (const preset of PRESETS.filter((p) => p.band !== null)) {
    it.each(shapes)(`${preset.name} on %s picks a maze whose difficulty is in its band`, (_, shown) => {
      const settings = { width: preset.width, height: preset.height, algorithm: preset.algorithm, braid: preset.braid, seed: `preset-${preset.name}`, ...presetShape(preset, shown) } as MazeSettings;
      const { seed, difficulty } = bandSeedJob({ settings, band: preset.band! });
      const [low, high] = BANDS[preset.band!];
      expect(difficulty).toBeGreaterThanOrEqual(low);
      expect(difficulty).toBeLessThanOrEqual(high);
      expect(difficultyOfSettings({ ...settings, seed })).toBe(difficulty);
    });
  }

  it('lands the chosen seed in the settings (and so the link): Expert in the store', async () => {
    const { store } = testStore();
    await store.getState().applyPreset('Expert');
    const settings = store.getState().settings!;
    expect(settings).toMatchObject({ width: 60, height: 40, algorithm: 'backtracker' });
    expect(settings.seed).toMatch(/^seed-1[a-p]?$/);
    expect(difficultyOfSettings(settings)).toBeGreaterThanOrEqual(6);
  });

  it('keeps Huge a size alone, beyond the bands', () => {
    expect(PRESETS.map((p) => [p.name, p.band])).toEqual([
      ['Easy', 'easy'],
      ['Medium', 'medium'],
      ['Hard', 'hard'],
      ['Expert', 'expert'],
      ['Huge', null],
    ]);
  });
});
