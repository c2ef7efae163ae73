import { indexOf } from '../core';
import { messageOf } from '../core/errors';
import { Countdown } from '../workers/countdown';
import { mazeSizeOf } from '../workers/mazeSize';
import { JobCancelled, type Job } from '../workers/job';
import { LatestJob, type Turn } from '../workers/latestJob';
import type { PathsService } from '../workers/pathsClient';
import type { CountProgress } from '../workers/pathsJob';
import type { StoreState } from './types';
import { IDLE_TALLIES, TALLY_KINDS, type Tally, type TallyKind } from './pathsRunState';

type Set = (partial: Partial<StoreState>) => void;
type Get = () => StoreState;

/** The counts of "How many?" besides the simple paths', run one after another on the counting lane. */
export interface TallyRunner {
  /** Counts every tally not counted yet (idle or cancelled), in the panel's order, once `before` (the simple count) has settled. */
  countAll(before: () => Promise<void>): Promise<void>;
  /** Stops them: the running one is marked cancelled, waiting ones go back to idle. */
  cancel(): void;
  /** Forgets them (the grid changed): every tally back to idle. */
  reset(): void;
  /** Whether one is running or waiting. */
  busy(): boolean;
}

export function createTallyRunner(set: Set, get: Get, service: () => PathsService, now: () => number): TallyRunner {
  /** The tallies' run: a new countAll, a cancel or a reset makes the one before stale (latestJob.ts). */
  const runs = new LatestJob();

  const patch = (kind: TallyKind, change: Partial<Tally>) => set({ pathsTallies: { ...get().pathsTallies, [kind]: { ...get().pathsTallies[kind], ...change } } });

  /** Runs one tally to its end (done, failed or cancelled); never rejects. */
  const run = (kind: TallyKind, turn: Turn): Promise<void> =>
    new Promise((settle) => {
      const { pathsGrid: grid, pathsStart, pathsGoal } = get();
      const request = { grid, start: indexOf(grid, pathsStart.row, pathsStart.col), goal: indexOf(grid, pathsGoal.row, pathsGoal.col) };
      const countdown = new Countdown(now);
      const onProgress: CountProgress = (done, of, stage) => {
        if (turn.current) patch(kind, { done, of, secondsLeft: countdown.hear(done, of, stage) });
      };
      const size = mazeSizeOf(grid);
      const started: Job<bigint | { exact: bigint | null; log10: number }> =
        kind === 'mazes' ? service().mazes({ width: size.width, height: size.height }, onProgress) : service().tally(kind, request, onProgress);
      turn.hold(started);
      patch(kind, { status: 'counting', done: 0, of: 0, secondsLeft: null, error: null, size: kind === 'mazes' ? { width: size.width, height: size.height } : null });
      started.result.then(
        (result) => {
          if (turn.current) {
            turn.done();
            if (typeof result === 'bigint') patch(kind, { status: 'done', total: result, secondsLeft: null });
            else patch(kind, { status: 'done', total: result.exact, log10: result.log10, secondsLeft: null });
          }
          settle();
        },
        (error: unknown) => {
          if (turn.current && !(error instanceof JobCancelled)) {
            turn.done();
            const tooLarge = error instanceof Error && error.name === 'CountTooLargeError';
            patch(kind, { status: 'failed', error: tooLarge ? 'memory' : messageOf(error), secondsLeft: null });
          }
          settle();
        },
      );
    });

  return {
    async countAll(before) {
      const turn = runs.next();
      // Counted ones stay, and so do failed ones: a count too large for memory stays too large.
      const waiting = TALLY_KINDS.filter((kind) => ['idle', 'cancelled'].includes(get().pathsTallies[kind].status));
      for (const kind of waiting) patch(kind, { ...IDLE_TALLIES[kind], status: 'waiting' });
      await before();
      for (const kind of waiting) {
        if (!turn.current) return;
        await run(kind, turn);
      }
    },
    cancel() {
      const tallies = get().pathsTallies;
      runs.stop();
      for (const kind of TALLY_KINDS) {
        const { status } = tallies[kind];
        if (status === 'counting') patch(kind, { status: 'cancelled', secondsLeft: null });
        else if (status === 'waiting') patch(kind, { status: 'idle' });
      }
    },
    reset() {
      runs.stop();
      set({ pathsTallies: IDLE_TALLIES });
    },
    busy: () => TALLY_KINDS.some((kind) => ['counting', 'waiting'].includes(get().pathsTallies[kind].status)),
  };
}
