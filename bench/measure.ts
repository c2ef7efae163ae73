/** Shared timing helpers for `npm run bench`: medians of several runs, never a single sample. */
export interface BenchRow {
  /** What is measured, e.g. "generate backtracker 1000x1000". */
  name: string;
  /** Median wall time of one run, in milliseconds. */
  medianMs: number;
  runs: number;
  /** The target from the issue, in ms, when there is one. */
  targetMs?: number;
  /** Free text: throughput, speed-up, memory. */
  note?: string;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Runs `fn` once to warm up, then `runs` times; returns the median in ms and the last result. */
export function measure<T>(fn: () => T, runs = 7, warmup = 1): { medianMs: number; result: T } {
  let result = fn();
  for (let i = 1; i < warmup; i++) result = fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    result = fn();
    times.push(performance.now() - t0);
  }
  return { medianMs: median(times), result };
}
