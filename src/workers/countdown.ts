import { stageFraction, type CountStage } from '../core/paths/countPaths';

/** The rate is trusted once this much time and progress have passed since the first report. */
const SETTLE_MS = 700;

/**
 * The time a count has left, from the rate its progress reports have shown so far. A dense
 * sweep says where it stands (pass and row, see CountStage): rows cost about the same in every
 * pass, so its rows are the unit, and a count of several pieces starts over with each piece
 * (and when the reports switch between rows and steps).
 * Other counts are read by their steps done of all. Until the rate settles, an estimate made up
 * front (countCost) stands in, less the time gone; without one, nothing is said. Passes side
 * by side count as many rows as there are of them.
 */
export class Countdown {
  private from: { at: number; done: number; staged: boolean } | null = null;
  private readonly began: number;

  constructor(
    private readonly now: () => number,
    /** Seconds the whole count was estimated to take before it began, if known. */
    private readonly upFront: number | null = null,
  ) {
    this.began = now();
  }

  /** Hears a progress report; answers the seconds left, or null when it cannot tell yet. */
  hear(done: number, total: number, stage?: CountStage | null): number | null {
    const t = this.now();
    const [at, of] = stage ? [stageFraction(stage) * stage.passes * stage.rows, stage.passes * stage.rows] : [done, total];
    const staged = Boolean(stage);
    if (!this.from || at < this.from.done || staged !== this.from.staged) this.from = { at: t, done: at, staged };
    const elapsed = t - this.from.at;
    const progressed = at - this.from.done;
    if (elapsed >= SETTLE_MS && progressed > 0) return Math.max(0, ((of - at) * elapsed) / progressed / 1000);
    return this.upFront !== null && Number.isFinite(this.upFront) ? Math.max(0, this.upFront - (t - this.began) / 1000) : null;
  }
}
