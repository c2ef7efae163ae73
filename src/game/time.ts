/** A duration as m:ss.t, e.g. 0:07.3 or 12:04.0. */
export function formatDuration(ms: number): string {
  const tenths = Math.floor(Math.max(0, ms) / 100);
  const minutes = Math.floor(tenths / 600);
  const seconds = Math.floor((tenths % 600) / 10);
  return `${minutes}:${String(seconds).padStart(2, '0')}.${tenths % 10}`;
}

/** The clock of a run: nothing before the first move, stopped at the exit or while paused. */
export function elapsedMs(clock: { startedAt: number | null; finishedAt: number | null; pausedAt: number | null }, now: number): number {
  if (clock.startedAt === null) return 0;
  return (clock.pausedAt ?? clock.finishedAt ?? now) - clock.startedAt;
}
