import type { CountStage } from '../../core/paths/countPaths';
import { formatCount, formatDecimal, formatPower } from '../../format/numbers';
import type { HowManyText } from '../../i18n/howMany';

/**
 * The "How many?" panel's numbers in words: the time a count has left ("about 12 s left"),
 * where a dense sweep stands ("Pass 2 of 5 · column 7 of 16") and an amount of memory.
 */

/** "about 12 s left", "about 3 min left", "about 2 h left", "about 4 days left"; null: not known yet. */
export function timeLeftWords(seconds: number | null | undefined, t: HowManyText): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return t.leftUnknown;
  if (seconds < 90) return t.left(formatCount(Math.max(1, Math.round(seconds))), 'second');
  if (seconds < 90 * 60) return t.left(formatCount(Math.round(seconds / 60)), 'minute');
  if (seconds < 36 * 3600) return t.left(formatCount(Math.round(seconds / 3600)), 'hour');
  return t.left(formatCount(Math.round(seconds / 86400)), 'day');
}

/**
 * "Pass 2 of 5 · column 7 of 16", or "Passes 1–2 of 4 · …" while passes run side by side:
 * passes from 1 (the first sizes the count), rows as the slowest pass has finished them.
 */
export function stageWords(stage: CountStage, across: 'rows' | 'columns', t: HowManyText): string {
  const first = formatCount(stage.pass + 1);
  const side = stage.side ?? 1;
  const passes = side > 1 ? `${first}–${formatCount(stage.pass + side)}` : first;
  return t.stage(passes, side > 1, formatCount(stage.passes), across, formatCount(Math.max(1, stage.row)), formatCount(stage.rows));
}

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** "650 MB", "1 GB", "42 GB", "3.2 × 10⁶ TB" (powers of 1024, named as people name them). */
export function memoryWords(bytes: number): string {
  let unit = 0;
  let amount = bytes;
  while (amount >= 1024 && unit < UNITS.length - 1) {
    amount /= 1024;
    unit++;
  }
  if (!Number.isFinite(amount)) return `∞ ${UNITS[unit]}`;
  const number = amount >= 1e6 ? formatPower(amount) : amount >= 10 ? formatCount(Math.round(amount)) : formatDecimal(amount, 1);
  return `${number} ${UNITS[unit]}`;
}
