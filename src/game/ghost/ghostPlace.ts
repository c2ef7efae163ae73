/** A run read back from its move log (moveLog.ts): the places stood on, the start first, and when each was reached. */
export interface GhostRun {
  readonly steps: Int32Array;
  /** ms after the first move (the start's and the first move's are 0). */
  readonly times: Float64Array;
  /** When the exit was reached: the run's time. */
  readonly totalMs: number;
}

/**
 * Where a ghost stands `elapsedMs` after the first move: the last place its run had reached by
 * then (a binary search, so a frame costs the same on any run). The race starts with a move, so
 * at 0 the ghost has made its first. Kept apart from the log's reading, which loads on first use.
 */
export function ghostPlaceAt(run: GhostRun, elapsedMs: number): { place: number; step: number } {
  const { times, steps } = run;
  let low = Math.min(1, times.length - 1);
  let high = times.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (times[mid]! <= elapsedMs) low = mid;
    else high = mid - 1;
  }
  return { place: steps[low]!, step: low };
}
