import { CountTooLargeError, indexOf, type Grid } from '../core';
import { messageOf } from '../core/errors';
import { formatCount } from '../format/numbers';
import { KeptPaths } from '../workers/keptPaths';
import { JobCancelled } from '../workers/job';
import { LatestJob, type Turn } from '../workers/latestJob';
import type { PathsService } from '../workers/pathsClient';
import { defaultPathsService } from '../workers/labServices';
import type { Slice } from './types';
import { IDLE_COUNT, idleListing, type PathsRunActions } from './pathsRunState';
import { pathsMessages } from '../i18n/pathsMessages';
import type { CountSpeed } from '../core/paths/countCost';
import { Countdown } from '../workers/countdown';
import { plannedStage, planOf, verdictOf, type CountPlan } from '../workers/countPlan';
import { createTallyRunner } from './pathsTallies';
import { isCounting, type PathsCount } from './pathsRunState';

/** Why a simple count could not be made: the words the count's failure has always had. */
const TOO_LARGE = 'too many to count exactly in memory';

/** The simple count once cancelled: an estimate stops where it stood, anything else is marked cancelled. */
function cancelledCount(count: PathsCount): PathsCount {
  return count.estimating ? { ...count, estimating: false } : { ...IDLE_COUNT, status: 'cancelled' };
}

/**
 * The Paths lab's runs: listing every path of the editor's grid (or the first few) and counting
 * them, off the main thread, with what they found so far. The grid and its ends are the
 * editor's (pathsEditorSlice.ts); when they change, the editor asks for the results to go.
 * These are the runs' actions, which load with the labs (labActions.ts); their state is
 * pathsRunState.ts's.
 */
export * from './pathsRunState';

/** What the page keeps of a listing: ~160 MB of blocks at most, and at most 2 million paths. */
export const KEEP_PATHS = 2_000_000;
export const KEEP_BLOCKS = 40_000_000;
/** The store hears about new paths at most this often, so React renders at most ~10 times a second. */
export const PUBLISH_EVERY_MS = 100;

/** The runs' actions; their state and first values are pathsRunState.ts's. */
export function createPathsRunActions(service: () => PathsService = defaultPathsService, now: () => number = () => performance.now()): Slice<PathsRunActions> {
  // The listing and the simple count: only each one's latest turn is heard (latestJob.ts).
  const listings = new LatestJob();
  const counts = new LatestJob();
  /** The simple count's end, for "How many?" to wait on; and the device's speed once measured. */
  let simpleSettled: Promise<void> = Promise.resolve();
  let deviceSpeed: CountSpeed | null = null;
  let publishTimer: ReturnType<typeof setTimeout> | null = null;
  let listedSoFar = 0;

  return (set, get) => {
    const tallies = createTallyRunner(set, get, service, now);
    const stopListing = () => {
      listings.stop();
      if (publishTimer !== null) clearTimeout(publishTimer);
      publishTimer = null;
    };

    const stopCounting = () => {
      counts.stop();
    };

    const clearResults = (keepCount: boolean) => {
      stopListing();
      if (!keepCount) {
        stopCounting();
        tallies.reset();
      }
      set({
        pathsListing: idleListing(get().pathsOrder),
        pathsKept: new KeptPaths(),
        pathsSelected: null,
        ...(keepCount ? {} : { pathsCount: IDLE_COUNT }),
      });
    };

    const publish = () => {
      if (publishTimer !== null) clearTimeout(publishTimer);
      publishTimer = null;
      const listing = get().pathsListing;
      const elapsed = now() - listing.startedAt;
      const speed = elapsed >= 500 ? (listedSoFar * 1000) / elapsed : listing.speed;
      set({ pathsListing: { ...listing, listed: listedSoFar, kept: get().pathsKept.size, speed } });
    };

    /**
     * The simple count: first what it will cost (countCost, in the counting worker), then, as
     * that says, the count itself, a question (over a minute here: "Count anyway"), or the
     * estimate (more memory than a page has). `anyway` skips the question. The promise settles
     * when the count has (done, asking, failed or cancelled), an estimate after it included, so
     * the counts after it in "How many?" wait their turn on the lane; it never rejects.
     */
    const startCount = (grid: Grid, start: number, goal: number, anyway = false): Promise<void> => {
      const turn = counts.next();
      const settled = new Promise<void>((settle) => {
        const sizing = turn.hold(service().cost({ grid, start, goal, speed: deviceSpeed }));
        set({ pathsCount: { ...IDLE_COUNT, status: 'sizing', of: grid.rows * grid.cols } });
        sizing.result.then(
          (priced) => {
            if (!turn.current) return settle();
            deviceSpeed ??= priced.speed;
            const plan = planOf(priced);
            const verdict = verdictOf(plan);
            if (verdict === 'beyond') {
              set({ pathsCount: { ...get().pathsCount, status: 'failed', error: TOO_LARGE, plan } });
              return void startEstimate(grid, start, goal, turn).then(settle);
            }
            if (verdict === 'ask' && !anyway) {
              turn.done();
              set({ pathsCount: { ...get().pathsCount, status: 'asking', plan } });
              return settle();
            }
            runCount(grid, start, goal, turn, plan).then(settle, settle);
          },
          // What a count costs only advises: without it, the count goes ahead.
          (error: unknown) => {
            if (!turn.current || error instanceof JobCancelled) return settle();
            runCount(grid, start, goal, turn, null).then(settle, settle);
          },
        );
      });
      simpleSettled = settled;
      return settled;
    };

    const runCount = (grid: Grid, start: number, goal: number, turn: Turn, plan: CountPlan | null): Promise<void> => {
      const countdown = new Countdown(now, plan?.sure ? plan.seconds : null);
      const job = service().count({ grid, start, goal }, (done, of, reported) => {
        if (!turn.current) return;
        const stage = reported ? plannedStage(reported, plan) : null;
        set({ pathsCount: { ...get().pathsCount, done, of, stage, secondsLeft: countdown.hear(done, of, stage) } });
      });
      turn.hold(job);
      set({ pathsCount: { ...IDLE_COUNT, status: 'counting', of: grid.rows * grid.cols, plan, secondsLeft: countdown.hear(0, 1) } });
      return job.result.then(
        (total) => {
          if (!turn.current) return;
          turn.done();
          set({ pathsCount: { ...get().pathsCount, status: 'done', total, done: get().pathsCount.of, stage: null, secondsLeft: null } });
        },
        (error: unknown) => {
          if (!turn.current || error instanceof JobCancelled) return;
          turn.done();
          const tooLarge = error instanceof CountTooLargeError || (error instanceof Error && error.name === 'CountTooLargeError');
          const why = tooLarge ? TOO_LARGE : messageOf(error);
          set({ pathsCount: { ...get().pathsCount, status: 'failed', error: why, stage: null, secondsLeft: null } });
          return tooLarge ? startEstimate(grid, start, goal, turn) : undefined;
        },
      );
    };

    /** The editor's grid and ends, as flat indices. */
    const ends = () => {
      const { pathsGrid: grid, pathsStart, pathsGoal } = get();
      return { grid, start: indexOf(grid, pathsStart.row, pathsStart.col), goal: indexOf(grid, pathsGoal.row, pathsGoal.col) };
    };

    /** The simple count for "How many?": started when not counted yet, awaited when under way. */
    const simpleCount = (): Promise<void> => {
      const { status, estimating } = get().pathsCount;
      if (status === 'idle' || status === 'cancelled') {
        const { grid, start, goal } = ends();
        return startCount(grid, start, goal);
      }
      return status === 'sizing' || status === 'counting' || estimating ? simpleSettled : Promise.resolve();
    };

    /** Random walks give the order of magnitude the count could not (see estimatePaths.ts). */
    const startEstimate = (grid: Grid, start: number, goal: number, turn: Turn): Promise<void> => {
      const job = service().estimate({ grid, start, goal }, (done, of) => {
        if (turn.current) set({ pathsCount: { ...get().pathsCount, done, of } });
      });
      turn.hold(job);
      set({ pathsCount: { ...get().pathsCount, estimating: true, done: 0, of: 1 } });
      return job.result.then(
        (estimate) => {
          if (!turn.current) return;
          turn.done();
          set({ pathsCount: { ...get().pathsCount, estimating: false, estimate } });
        },
        () => {
          if (!turn.current) return;
          turn.done();
          set({ pathsCount: { ...get().pathsCount, estimating: false } });
        },
      );
    };

    return {
      setPathsOrder: (order) => {
        if (order === get().pathsOrder) return;
        set({ pathsOrder: order });
        clearResults(true);
      },

      clearPathsResults: clearResults,

      findAllPaths: (limit = Infinity) => {
        if (get().pathsReading) return;
        const { pathsGrid: grid, pathsStart, pathsGoal, pathsOrder: order, pathsCount } = get();
        const start = indexOf(grid, pathsStart.row, pathsStart.col);
        const goal = indexOf(grid, pathsGoal.row, pathsGoal.col);
        // The count depends on the grid and its ends only: one already made (or failed) still holds.
        clearResults(true);
        if (pathsCount.status === 'idle' || pathsCount.status === 'cancelled') void startCount(grid, start, goal);

        const kept = new KeptPaths();
        listedSoFar = 0;
        set({ pathsKept: kept, pathsSelected: null, pathsListing: { ...idleListing(order), status: 'running', limit, from: pathsStart, to: pathsGoal, startedAt: now() } });
        const turn = listings.next();
        // Batches come often (one per worker slice); the store hears of them at most every PUBLISH_EVERY_MS.
        const job = service().list({ grid, start, goal, order, limit, keepPaths: KEEP_PATHS, keepBlocks: KEEP_BLOCKS }, (batch) => {
          if (!turn.current) return;
          kept.append(batch);
          listedSoFar = batch.listed;
          publishTimer ??= setTimeout(publish, PUBLISH_EVERY_MS);
        });
        turn.hold(job);
        job.result.then(
          (result) => {
            if (!turn.current) return;
            turn.done();
            listedSoFar = result.listed;
            publish();
            set({ pathsListing: { ...get().pathsListing, status: result.stop, endedAt: now() } });
            const { listed } = result;
            get().announce(listed === 0 && result.stop === 'done' ? pathsMessages(get().language).noWayOut : pathsMessages(get().language).listed(formatCount(listed), listed === 1));
          },
          (error: unknown) => {
            if (!turn.current) return;
            turn.done();
            publish();
            set({ pathsListing: { ...get().pathsListing, status: 'failed', endedAt: now(), error: messageOf(error) } });
          },
        );
      },

      cancelPaths: () => {
        const listing = get().pathsListing;
        const counting = isCounting(get().pathsCount);
        if (listing.status !== 'running' && !counting) return;
        if (listings.running) publish();
        stopListing();
        stopCounting();
        if (listing.status === 'running') set({ pathsListing: { ...get().pathsListing, status: 'cancelled', endedAt: now() } });
        if (counting) set({ pathsCount: cancelledCount(get().pathsCount) });
        get().announce(pathsMessages(get().language).cancelledAfter(get().pathsListing.listed));
      },

      countHowMany: () => tallies.countAll(simpleCount),

      countPathsAnyway: () => {
        if (get().pathsCount.status !== 'asking') return;
        const { grid, start, goal } = ends();
        // The count asked for goes first: the panel's other counts, which went on while it
        // asked, share its worker one at a time, so the one under way stops (a count cannot
        // pause) and they all come back once it is done.
        const resume = tallies.busy();
        if (resume) tallies.cancel();
        const counted = startCount(grid, start, goal, true);
        if (resume) void tallies.countAll(() => counted);
      },

      cancelHowMany: () => {
        const counting = isCounting(get().pathsCount);
        if (!counting && !tallies.busy()) return;
        if (counting) {
          stopCounting();
          set({ pathsCount: cancelledCount(get().pathsCount) });
        }
        tallies.cancel();
        get().announce(pathsMessages(get().language).countsCancelled);
      },

      preparePathsWorkers: () => service().warm(),

      selectPath: (index) => {
        const size = get().pathsKept.size;
        set({ pathsSelected: index === null || size === 0 ? null : Math.max(0, Math.min(size - 1, index)) });
      },
    };
  };
}
