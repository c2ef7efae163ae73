import { describe, expect, it, vi } from 'vitest';
import { LatestJob } from '../../src/workers/latestJob';

describe('LatestJob', () => {
  it('keeps only the latest turn current', () => {
    const jobs = new LatestJob();
    const first = jobs.next();
    expect(first.current).toBe(true);
    const second = jobs.next();
    expect([first.current, second.current]).toEqual([false, true]);
    jobs.stop();
    expect(second.current).toBe(false);
  });

  it('cancels on stop the job the current turn still holds, and nothing once it is done', () => {
    const jobs = new LatestJob();
    const running = { cancel: vi.fn() };
    const finished = { cancel: vi.fn() };
    const turn = jobs.next();
    turn.hold(finished);
    turn.done();
    jobs.stop();
    expect(finished.cancel).not.toHaveBeenCalled();
    jobs.next().hold(running);
    jobs.stop();
    expect(running.cancel).toHaveBeenCalledTimes(1);
  });

  it('lets a stale turn neither hold nor release the current one', () => {
    const jobs = new LatestJob();
    const stale = jobs.next();
    const turn = jobs.next();
    const job = { cancel: vi.fn() };
    turn.hold(job);
    stale.done();
    stale.hold({ cancel: vi.fn() });
    jobs.stop();
    expect(job.cancel).toHaveBeenCalledTimes(1);
  });
});
