import type { Language } from '../../i18n/language';
import { PATHS_TEXT } from '../../i18n/paths';
import { formatCount, formatPowerOfTen } from '../../format/numbers';

/**
 * How long a full listing would take, from the exact total (or an estimate's logarithm) and the
 * speed seen so far, and the words for it. Listing runs at roughly a million or two paths a
 * second in a worker; until a listing has run long enough to measure, we assume the lower end.
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

/** "about 5 minutes", "about 3 days", "about 1,200 years", "about 1.2 × 10²⁷ years" (in the page's language). */
export function describeDuration(seconds: number, language: Language = 'en'): string {
  if (Number.isNaN(seconds)) return PATHS_TEXT[language].unknownTime;
  if (!Number.isFinite(seconds)) return PATHS_TEXT[language].foreverTime;
  return describeLog10Seconds(Math.log10(Math.max(seconds, 1e-3)), language);
}

/** The same from log10 of the seconds, for times past a double (10³⁰⁰ paths at 10⁶ a second). */
export function describeLog10Seconds(log10Seconds: number, language: Language = 'en'): string {
  const t = PATHS_TEXT[language];
  const about = (n: number, unit: 'second' | 'minute' | 'hour' | 'day' | 'year') => t.duration(formatCount(n), unit, n === 1);
  const seconds = 10 ** log10Seconds;
  if (seconds < MINUTE) return about(Math.max(1, Math.round(seconds)), 'second');
  if (seconds < HOUR) return about(Math.round(seconds / MINUTE), 'minute');
  if (seconds < DAY) return about(Math.round(seconds / HOUR), 'hour');
  if (seconds < YEAR) return about(Math.round(seconds / DAY), 'day');
  const log10Years = log10Seconds - Math.log10(YEAR);
  if (log10Years < 6) return about(Math.round(10 ** log10Years), 'year');
  return t.powerYears(formatPowerOfTen(log10Years, true));
}
