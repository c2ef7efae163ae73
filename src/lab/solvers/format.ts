import { formatCount, formatDecimal } from '../../format/numbers';

/** Milliseconds for people: enough digits to compare solvers, never a wall of them. */
export function formatMs(ms: number): string {
  if (ms < 0.001) return `< ${formatDecimal(0.001, 3)}`;
  if (ms < 1) return formatDecimal(ms, 3);
  if (ms < 100) return formatDecimal(ms, 2);
  return formatCount(Math.round(ms));
}
