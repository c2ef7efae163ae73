/**
 * How long a full listing would take, from the exact total and the speed seen so far, and the
 * words for it. Listing runs at roughly a million or two paths a second in a worker; until a
 * listing has run long enough to measure, we assume the lower end.
 */
export const ASSUMED_PATHS_PER_SECOND = 1_000_000;

/** Beyond this, listing everything is not "reasonable": the page says so and offers the first N. */
export const REASONABLE_SECONDS = 60;

/** The measured speed when there is one, else the assumption. */
export function listingSpeed(measured: number): number {
  return measured > 0 ? measured : ASSUMED_PATHS_PER_SECOND;
}

/** Seconds to list `total` paths at `perSecond`; a bigint total can exceed any safe integer. */
export function secondsToList(total: bigint, perSecond: number): number {
  return Number(total) / perSecond;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const YEAR = 365.25 * DAY;

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** "about 5 minutes", "about 3 days", "about 1.2 × 10^27 years". */
export function describeDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return 'longer than the universe has existed';
  if (seconds < MINUTE) return `about ${plural(Math.max(1, Math.round(seconds)), 'second')}`;
  if (seconds < HOUR) return `about ${plural(Math.round(seconds / MINUTE), 'minute')}`;
  if (seconds < DAY) return `about ${plural(Math.round(seconds / HOUR), 'hour')}`;
  if (seconds < YEAR) return `about ${plural(Math.round(seconds / DAY), 'day')}`;
  const years = seconds / YEAR;
  if (years < 1e6) return `about ${plural(Math.round(years), 'year').replace(/^(\d+)/, (n) => Number(n).toLocaleString('en-US'))}`;
  const exponent = Math.floor(Math.log10(years));
  return `about ${(years / 10 ** exponent).toFixed(1)} × 10^${exponent} years`;
}
