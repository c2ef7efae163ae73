/**
 * How a long count talks to its caller: it reports progress now and then, and asks whether to
 * stop. A count runs synchronously (in a worker on the page), so a caller stops it by answering
 * true from `cancelled` (a flag in shared memory, a deadline), and the count throws
 * CountCancelledError at its next check rather than finishing.
 */
import type { CountStage } from './paths/countStage';

export interface CountOptions {
  /**
   * Called now and then with the work done so far and in all (blocks searched and swept, for a
   * progress bar in a Web Worker), and, while a piece is swept, where the sweep stands.
   */
  onProgress?: (done: number, total: number, stage?: CountStage) => void;
}

export interface CountControls extends CountOptions {
  /** Asked now and then (as often as progress is reported); true stops the count with CountCancelledError. */
  cancelled?: () => boolean;
}

/** Thrown by a count whose `cancelled` said true: no result, and nothing left half-done. */
export class CountCancelledError extends Error {
  override readonly name = 'CountCancelledError';
  constructor() {
    super('the count was cancelled');
  }
}

/** Throws CountCancelledError when the controls say to stop. */
export function checkCancelled(controls: CountControls): void {
  if (controls.cancelled?.()) throw new CountCancelledError();
}

/**
 * Progress from 0 to a total fixed at the start, in order, and the cancel check at each report.
 * Work is reported in whatever unit the count uses; `report` is cheap enough to call often,
 * since it only calls out once `every` units have passed since the last time.
 */
export class CountTicker {
  private reported = -Infinity;

  constructor(
    private readonly controls: CountControls,
    readonly total: number,
    private readonly every: number,
  ) {}

  /** Says `done` of `total` units are done (checking for a cancel) when enough work has passed. */
  report(done: number): void {
    if (done - this.reported < this.every) return;
    this.now(done);
  }

  /** Says `done` of `total` at once (with the stage, when the count has one), and checks for a cancel. */
  now(done: number, stage?: CountStage): void {
    this.reported = done;
    checkCancelled(this.controls);
    this.controls.onProgress?.(Math.min(done, this.total), this.total, stage);
  }

  /** The count is done: progress ends at the total. */
  finish(): void {
    if (this.reported < this.total) this.controls.onProgress?.(this.total, this.total);
  }
}
