import { REFERENCE_SPEED, secondsOf } from '../core/paths/countCost';
import type { CountStage } from '../core/paths/countPaths';
import type { PricedCount } from './howManyJobs';

/**
 * What the Paths tab says before a simple-path count starts, from countCost and the device's
 * speed: how long it would take here, whether that is an estimate or only an upper bound, and
 * whether it fits in memory at all.
 */
export interface CountPlan {
  /** Seconds on this device (an upper bound when `sure` is false; Infinity when not even that is known). */
  readonly seconds: number;
  readonly sure: boolean;
  /** The most memory the count holds at once, in bytes. */
  readonly bytes: number;
  /** True: fits; false: surely does not (it cannot be counted here); null: may not. */
  readonly fits: boolean | null;
  /** Which way the sweep runs, so progress says "row" or "column". */
  readonly across: 'rows' | 'columns';
  /** The passes of the one dense piece, when the count has exactly one (null otherwise). */
  readonly passes: number | null;
}

/** A count estimated to take longer than this (surely, not as a mere bound) asks before it starts. */
export const ASK_FIRST_SECONDS = 60;

/** The plan of a priced count; a speed of null (the count was too small to measure the device for) is the reference. */
export function planOf({ cost, speed }: PricedCount): CountPlan {
  return {
    seconds: secondsOf(cost, speed ?? REFERENCE_SPEED),
    sure: cost.sure,
    bytes: cost.bytes,
    fits: cost.fits,
    across: cost.across,
    passes: cost.densePieces === 1 ? cost.densePasses : null,
  };
}

/**
 * A dense sweep's stage as the page shows it. Until its first pass has sized the count, the
 * sweep guesses its passes at three; the plan knows better (from 0.7 bits an open block), so
 * "Pass 1 of 5" does not become "Pass 2 of 5" after "Pass 1 of 3".
 */
export function plannedStage(stage: CountStage, plan: CountPlan | null): CountStage {
  return stage.pass === 0 && plan?.passes ? { ...stage, passes: plan.passes } : stage;
}

/** What to do with a count before it starts: count it, ask first (too long), or say it cannot be counted here (memory). */
export function verdictOf(plan: CountPlan): 'count' | 'ask' | 'beyond' {
  if (plan.fits === false) return 'beyond';
  return plan.sure && plan.seconds > ASK_FIRST_SECONDS ? 'ask' : 'count';
}
