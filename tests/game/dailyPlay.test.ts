import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DailyDate } from '../../src/game/daily/dailyDate';
import { routeSquares } from '../../src/game/daily/routeSquares';
import { clockTime, efficiency, shareText } from '../../src/game/daily/shareText';
import { NO_HISTORY, readDailyHistory, recordSolve, streaks } from '../../src/game/daily/streaks';

const day = (d: number): DailyDate => ({ year: 2026, month: 11, day: d });

describe('streaks', () => {
  it('count consecutive days solved on the day, and never a day twice', () => {
    let history = NO_HISTORY;
    for (const d of [20, 21, 22, 22, 24, 25]) history = recordSolve(history, day(d), day(d));
    expect(streaks(history, day(25))).toEqual({ current: 2, longest: 3, daysPlayed: 5 });
    // Tomorrow, before it is solved, the streak still stands; the day after, it is over.
    expect(streaks(history, day(26)).current).toBe(2);
    expect(streaks(history, day(27)).current).toBe(0);
  });

  it('an archived day adds to the days played, never to the streak', () => {
    let history = recordSolve(NO_HISTORY, day(24), day(24));
    history = recordSolve(history, day(25), day(26)); // yesterday's, from the archive
    history = recordSolve(history, day(26), day(26));
    expect(streaks(history, day(26))).toEqual({ current: 1, longest: 1, daysPlayed: 3 });
  });

  it('survive a reload, across months and years', () => {
    let history = NO_HISTORY;
    const days: DailyDate[] = [
      { year: 2026, month: 12, day: 30 },
      { year: 2026, month: 12, day: 31 },
      { year: 2027, month: 1, day: 1 },
    ];
    for (const d of days) history = recordSolve(history, d, d);
    const { history: read, dropped } = readDailyHistory(JSON.stringify(history), days[2]!);
    expect(dropped).toBe(0);
    expect(read).toEqual(history);
    expect(streaks(read, days[2]!)).toEqual({ current: 3, longest: 3, daysPlayed: 3 });
  });

  it('a corrupted or tampered store gives what can be read, and says how much it left out', () => {
    expect(readDailyHistory('{not json', day(27))).toEqual({ history: NO_HISTORY, dropped: 1 });
    expect(readDailyHistory('[1,2]', day(27))).toEqual({ history: NO_HISTORY, dropped: 1 });
    const { history, dropped } = readDailyHistory(JSON.stringify({ onTheDay: ['2026-11-26', '2026-11-26', '2026-02-30', 7, '2026-12-25'], solved: 'x' }), day(27));
    expect(history).toEqual({ onTheDay: ['2026-11-26'], solved: ['2026-11-26'] });
    expect(dropped).toBe(4);
  });

  it('any order of solves gives the same history', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 2 })), { maxLength: 20 }), (plays) => {
        const solves = plays.map(([d, late]) => [day(d), day(Math.min(30, d + late))] as const);
        const forward = solves.reduce((h, [d, t]) => recordSolve(h, d, t), NO_HISTORY);
        const backward = [...solves].reverse().reduce((h, [d, t]) => recordSolve(h, d, t), NO_HISTORY);
        expect(backward).toEqual(forward);
        const { current, longest, daysPlayed } = streaks(forward, day(30));
        expect(current).toBeLessThanOrEqual(longest);
        expect(longest).toBeLessThanOrEqual(daysPlayed);
      }),
    );
  });
});

describe('the share text', () => {
  const route = Array.from({ length: 21 }, (_, i) => i); // cells 0..20, 20 moves

  it('a clean run is ten green squares', () => {
    expect(routeSquares(route, route)).toEqual(Array(10).fill('clean'));
  });

  it('a short step off the route is a detour, a dead-end dive is a dive, in the tenth where it happened', () => {
    const walk = [0, 1, 2, 3, 100, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 200, 201, 202, 203, 202, 201, 200, 14, 15, 16, 17, 18, 19, 20];
    expect(routeSquares(route, walk)).toEqual(['clean', 'detour', 'clean', 'clean', 'clean', 'clean', 'clean', 'dive', 'clean', 'clean']);
  });

  it('turning back along the route is a detour', () => {
    const walk = [0, 1, 2, 3, 4, 5, 6, 5, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20];
    expect(routeSquares(route, walk)[3]).toBe('detour');
  });

  it('starts with Maze #N and has the time as m:ss and the efficiency as a percentage', () => {
    const text = shareText({ number: 331, what: 'Square 24×24', difficulty: 'Hard 5/10', ms: 83_400, fewestMoves: 87, moves: 100, squares: routeSquares(route, route), link: 'https://example.org/#daily' });
    expect(text).toBe('Maze #331 · Square 24×24 · Hard 5/10\n⏱ 1:23 · 87%\n🟩🟩🟩🟩🟩🟩🟩🟩🟩🟩\nhttps://example.org/#daily');
  });

  it('times and efficiencies at their edges', () => {
    expect(clockTime(0)).toBe('0:00');
    expect(clockTime(59_999)).toBe('0:59');
    expect(clockTime(3_600_000 + 61_000)).toBe('1:01:01');
    expect(clockTime(Number.NaN)).toBe('0:00');
    expect(efficiency(10, 10)).toBe(100);
    expect(efficiency(10, 40)).toBe(25);
    expect(efficiency(10, 0)).toBe(100);
  });
});
