import { describe, expect, it } from 'vitest';
import { INSTANT, levelFor, Playback, type Scheduler } from '../../src/lab/solvers/playback';

const still: Scheduler = { request: () => 0, cancel: () => undefined };

describe('replay speed', () => {
  it('opens each replay at about ten seconds until the learner picks a speed, then keeps theirs', () => {
    const playback = new Playback(levelFor(0), still);
    playback.load(5000, { level: levelFor(5000) });
    expect(playback.level).toBe(levelFor(5000));
    playback.load(100, { level: levelFor(100) });
    expect(playback.level).toBe(levelFor(100));
    playback.setLevel(INSTANT);
    playback.load(800, { level: levelFor(800) });
    expect(playback.level).toBe(INSTANT);
  });
});
