/**
 * A pool of workers that run dense passes side by side (countPathsWith's PassRunner), whatever
 * the workers are: the page's Web Workers or Node's worker threads. Each worker is a job lane
 * (lane.ts), so it is spawned on first need, a dead one fails its pass with a message, and a
 * cancelled pass ends its worker at once (a pass cannot pause). A pass goes to an idle lane, or
 * waits for one.
 */
import type { PassRunner } from '../core/paths/countDenseExact';
import type { PassRequest } from './densePassJob';
import { JobLane, type LaneWorker } from './lane';

export interface PassPool {
  readonly runPass: PassRunner;
  /** How many passes run side by side. */
  readonly size: number;
  /**
   * Tells every worker that ran a pass that the count has ended, so it lets go of the layers it
   * keeps for the next pass (hundreds of MB for a wide grid): a pool that lives on after a count
   * (the page's) holds nothing between counts.
   */
  release(): void;
  /** Ends every worker; a pass still running fails. */
  close(): void;
}

type PassLane = JobLane<PassRequest, number, number[]>;

export function createPassPool(spawn: () => LaneWorker, size: number): PassPool {
  const idle: PassLane[] = Array.from({ length: size }, () => new JobLane<PassRequest, number, number[]>(spawn, { name: 'counting worker', graceMs: 0, supersede: false }));
  const all = [...idle];
  /** The lanes that ran a pass since the last release. */
  const used = new Set<PassLane>();
  const waiting: ((lane: PassLane) => void)[] = [];
  const take = (): Promise<PassLane> => {
    const lane = idle.pop();
    return lane ? Promise.resolve(lane) : new Promise((resolve) => waiting.push(resolve));
  };
  const give = (lane: PassLane): void => {
    const next = waiting.shift();
    if (next) next(lane);
    else idle.push(lane);
  };

  const runPass: PassRunner = async (grid, moduli, onRow) => {
    const lane = await take();
    used.add(lane);
    let gaveUp: unknown = null;
    const job = lane.run({ kind: 'pass', grid, moduli }, (row) => {
      if (gaveUp !== null) return;
      try {
        onRow(row);
      } catch (error) {
        // The caller gave up (a cancel): the pass is no longer wanted, and its worker ends.
        gaveUp = error;
        job.cancel();
      }
    });
    try {
      return await job.result;
    } catch (error) {
      throw gaveUp ?? error;
    } finally {
      give(lane);
    }
  };

  return {
    runPass,
    size,
    release: () => {
      // Queued behind any pass still running on the lane; nothing to wait for.
      for (const lane of used) lane.run({ kind: 'release' }).result.catch(() => undefined);
      used.clear();
    },
    close: () => all.forEach((lane) => lane.terminate()),
  };
}
