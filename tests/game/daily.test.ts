import { describe, expect, it } from 'vitest';
import { generateMaze, generateShaped, mazeStats, passagesOfCells, passagesOfGrid } from '../../src/core';
import { dayNumber, formatDailyDate, parseDailyDate, plusDays, weekday, type DailyDate } from '../../src/game/daily/dailyDate';
import { BANDS, dailyMaze } from '../../src/game/daily/dailyMaze';
import { settingsFromQuery, settingsToQuery } from '../../src/game/url';
import { runMaze } from '../support/cli';

describe('daily dates', () => {
  it('reads only dates that exist, as YYYY-MM-DD', () => {
    expect(parseDailyDate('2026-11-27')).toEqual({ year: 2026, month: 11, day: 27 });
    expect(parseDailyDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    for (const text of ['2026-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '2026-04-31', '2026-1-1', '26-01-01', '2026-11-27 ', '', 'today']) {
      expect(parseDailyDate(text), text).toBeNull();
    }
  });

  it('Maze #1 is 1 January 2026; numbers and weekdays go on by calendar days, through leap days and clock changes', () => {
    expect(dayNumber({ year: 2026, month: 1, day: 1 })).toBe(1);
    expect(dayNumber({ year: 2026, month: 11, day: 27 })).toBe(331);
    expect(dayNumber({ year: 2029, month: 1, day: 1 })).toBe(1 + 365 * 3 + 1);
    expect(weekday({ year: 2026, month: 11, day: 27 })).toBe(4); // a Friday
    expect(formatDailyDate({ year: 2026, month: 3, day: 9 })).toBe('2026-03-09');
  });
});

describe('the daily maze', () => {
  const first: DailyDate = { year: 2026, month: 1, day: 1 };

  it('every shape comes within any seven days running', () => {
    for (let start = 0; start < 14; start++) {
      const shapes = new Set<string>();
      for (let k = 0; k < 7; k++) shapes.add(dailyMaze(plusDays(first, start + k)).settings.shape ?? 'square');
      expect([...shapes].sort()).toEqual(['hex', 'polar', 'square', 'triangle']);
    }
  });

  it("is made from the date alone, falls in its day's band, and its link opens the maze it was scored on", () => {
    for (let k = 0; k < 60; k += 3) {
      const date = plusDays(first, k * 5);
      const daily = dailyMaze(date);
      expect(dailyMaze(date)).toEqual(daily);
      const [low, high] = BANDS[daily.band];
      expect(daily.difficulty).toBeGreaterThanOrEqual(low);
      expect(daily.difficulty).toBeLessThanOrEqual(high);
      const { settings, problems } = settingsFromQuery(settingsToQuery(daily.settings));
      expect(problems).toEqual([]);
      const shape = settings.shape ?? 'square';
      const maze = generateShaped({ shape, width: settings.width, height: settings.height, rings: settings.rings ?? 0, mask: null, algorithm: settings.algorithm, seed: settings.seed, braid: settings.braid });
      expect(mazeStats(passagesOfCells(maze)).difficulty).toBe(daily.difficulty);
      if (shape === 'square') {
        // The game makes squares on the block grid: the same maze, so the same score.
        const blocks = generateMaze({ algorithm: settings.algorithm, width: settings.width, height: settings.height, seed: settings.seed, braid: 0 });
        expect(mazeStats(passagesOfGrid(blocks, blocks.start, blocks.goal))).toEqual(mazeStats(passagesOfCells(maze)));
      }
    }
  });

  it('daily --date prints the query the page opens; a date that does not exist is refused with one line, status 2', async () => {
    const date = { year: 2026, month: 11, day: 27 };
    const printed = await runMaze(['daily', '--date', '2026-11-27']);
    expect(printed).toEqual({ status: 0, stdout: `${settingsToQuery(dailyMaze(date).settings)}\n`, stderr: '' });
    expect(printed.stdout).toMatch(/^\?(shape=[a-z]+&)?(w=\d+&h=\d+|rings=\d+)&algorithm=[a-z-]+&seed=[^&\s]+&braid=0\n$/);
    for (const bad of ['2026-02-30', '2026-13-01', 'tomorrow']) {
      const refused = await runMaze(['daily', '--date', bad]);
      expect(refused.status).toBe(2);
      expect(refused.stdout).toBe('');
      expect(refused.stderr).toMatch(/^maze: daily: --date must be a date that exists.*\n$/);
    }
    expect((await runMaze(['daily'])).status).toBe(2);
  });
});
