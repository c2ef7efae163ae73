import { readFileSync } from 'node:fs';
/** Shared timing helpers for `npm run bench`: medians of several runs, never a single sample. */
export interface BenchRow {
  /** What is measured, e.g. "generate backtracker 1000x1000". */
  name: string;
  /** Median wall time of one run, in milliseconds. */
  medianMs: number;
  runs: number;
  /** The target from the issue, in ms, when there is one. */
  targetMs?: number;
  /** A target that is not a time (memory, a file's size): what it is, and whether it was met. */
  check?: { target: string; ok: boolean };
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

/**
 * Two functions timed in turns (a, b, a, b, …) after a warm-up of each: for a ratio between
 * them on a shared machine, where load that comes and goes would otherwise fall on one side.
 */
export function measureInTurns<A, B>(a: () => A, b: () => B, runs = 7): { a: { medianMs: number; result: A }; b: { medianMs: number; result: B } } {
  let resultA = a();
  let resultB = b();
  const timesA: number[] = [];
  const timesB: number[] = [];
  for (let i = 0; i < runs; i++) {
    let t0 = performance.now();
    resultA = a();
    timesA.push(performance.now() - t0);
    t0 = performance.now();
    resultB = b();
    timesB.push(performance.now() - t0);
  }
  return { a: { medianMs: median(timesA), result: resultA }, b: { medianMs: median(timesB), result: resultB } };
}

/**
 * The most resident memory this process has held, in bytes, worker threads included. Linux's
 * VmHWM belongs to this program image; getrusage's maxRSS is not used where VmHWM exists,
 * because it survives exec and so would report the bench parent's size when that was larger.
 */
export function peakRss(): number {
  try {
    const match = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
    if (match) return Number(match[1]) * 1024;
  } catch {
    // Not Linux: fall back below.
  }
  return process.resourceUsage().maxRSS * 1024;
}
