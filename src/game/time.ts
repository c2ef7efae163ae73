import { formatCount } from '../format/numbers';

/**
 * A duration as m:ss.t (0:07.3, 12:04.0), or h:mm:ss.t from an hour on (1:02:03.4). Tenths
 * are cut, not rounded, so a time never shows as reached before it is. Anything not a
 * finite duration of zero or more shows as 0:00.0 rather than as NaN or exponents.
 */
export function formatDuration(ms: number): string {
  const tenths = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 100) : 0;
  const seconds = Math.floor(tenths / 10) % 60;
  const minutes = Math.floor(tenths / 600) % 60;
  const hours = Math.floor(tenths / 36_000);
  const secondsText = `${String(seconds).padStart(2, '0')}.${tenths % 10}`;
  return hours === 0 ? `${minutes}:${secondsText}` : `${formatCount(hours)}:${String(minutes).padStart(2, '0')}:${secondsText}`;
}

/** The clock of a run: nothing before the first move, stopped at the exit or while paused. */
export function elapsedMs(clock: { startedAt: number | null; finishedAt: number | null; pausedAt: number | null }, now: number): number {
  if (clock.startedAt === null) return 0;
  return (clock.pausedAt ?? clock.finishedAt ?? now) - clock.startedAt;
}
