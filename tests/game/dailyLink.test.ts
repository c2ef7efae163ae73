import { describe, expect, it } from 'vitest';
import { parseDailyDate } from '../../src/game/daily/dailyDate';
import { dailyHash, dailyLinkDay } from '../../src/game/daily/dailyLink';
import { dailyMaze } from '../../src/game/daily/dailyMaze';
import { dailySeed, dailySeedDate } from '../../src/game/daily/dailySeed';

describe('daily links', () => {
  it('reads the day a hash asks for: today for #daily, the text after #daily=, none for a tab', () => {
    expect(dailyLinkDay('#daily')).toBe('');
    expect(dailyLinkDay('#daily=2026-11-27')).toBe('2026-11-27');
    expect(dailyLinkDay('#daily=%E2%80%A6')).toBe('…');
    expect(dailyLinkDay('#daily=%E0%A4%A')).toBe('%E0%A4%A');
    expect(dailyLinkDay('#play')).toBeNull();
    expect(dailyLinkDay('')).toBeNull();
    expect(dailyLinkDay('#dailyx')).toBeNull();
    expect(dailyLinkDay(dailyHash('2026-01-01'))).toBe('2026-01-01');
  });

  it('tells a daily seed’s date, as the seed search makes them, and no other seed’s', () => {
    for (let attempt = 1; attempt <= 16; attempt++) expect(dailySeedDate(dailySeed('2026-11-27', attempt))).toBe('2026-11-27');
    for (const date of ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']) {
      expect(dailySeedDate(dailyMaze(parseDailyDate(date)!).settings.seed)).toBe(date);
    }
    expect(dailySeedDate('daily-2026-11-27 ')).toBeNull();
    expect(dailySeedDate('my-daily-2026-11-27')).toBeNull();
    expect(dailySeedDate('x2k9q')).toBeNull();
  });
});
