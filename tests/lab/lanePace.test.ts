import { describe, expect, it } from 'vitest';
import { lanePace } from '../../src/lab/solvers/lanePace';
import { Playback, SPEEDS, type Scheduler } from '../../src/lab/solvers/playback';

/** Animation frames the test runs by hand, 10 ms apart. */
function frames() {
  let waiting: ((time: number) => void) | null = null;
  let time = 0;
  const scheduler: Scheduler = { request: (callback) => ((waiting = callback), 1), cancel: () => (waiting = null) };
  const next = () => {
    const callback = waiting;
    waiting = null;
    callback?.((time += 10));
  };
  return { scheduler, next };
}

describe('lanePace', () => {
  it('lets each lane hear one playing frame in three, staggered, and every change while paused', () => {
    const { scheduler, next } = frames();
    const playback = new Playback(SPEEDS.indexOf(100), scheduler);
    playback.load(1000);
    const heard = [0, 1, 2].map(() => 0);
    const cursors: number[][] = [[], [], []];
    [0, 1, 2].forEach((phase) => {
      const pace = lanePace(playback, phase);
      pace.subscribe(() => {
        heard[phase]!++;
        cursors[phase]!.push(pace.cursor);
      });
    });
    playback.play(); // the play and 30 frames: 31 changes while playing, a third each
    for (let i = 0; i < 30; i++) next();
    expect(heard).toEqual([11, 10, 10]);
    playback.pause();
    playback.step();
    playback.restart();
    expect(heard).toEqual([14, 13, 13]);
    expect(cursors.map((c) => c.at(-1))).toEqual([0, 0, 0]);
    // Played to the end: every lane hears the last step.
    playback.setLevel(SPEEDS.length - 1);
    playback.play();
    next();
    expect(cursors.map((c) => c.at(-1))).toEqual([1000, 1000, 1000]);
  });
});
