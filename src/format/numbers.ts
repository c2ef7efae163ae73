/**
 * Numbers for people, in one locale-aware form across the app: counts with the locale's digit
 * groups ("57,344"), and numbers too long to read at a glance also as a power of ten
 * ("6.95 × 10⁴⁰"). Components and messages format through here, never with their own
 * toLocaleString or toFixed, so a count reads the same in every tab.
 */

/** The locale numbers are written in: the browser's (or Node's) own, whatever the page's language. */
const locale: string | undefined = undefined;

const groups = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });

/** A whole count with digit groups: 57344 → "57,344" (en), a bigint of any size too. */
export function formatCount(n: number | bigint): string {
  return groups.format(n);
}

/** A number with at most `digits` decimals (exactly `digits` when `fixed`: a time says 1.0 s), in the locale's form (12.5, 12,5 in some). */
export function formatDecimal(n: number, digits: number, fixed = false): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: fixed ? digits : 0 }).format(n);
}

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';

function superscript(exponent: number): string {
  return (exponent < 0 ? '⁻' : '') + String(Math.abs(exponent)).replace(/\d/g, (d) => SUPERSCRIPT[Number(d)]!);
}

/** The exponent of ten and the three significant figures of a positive number, bigints included. */
function powerParts(n: number | bigint): { mantissa: number; exponent: number } {
  if (typeof n === 'bigint') {
    const digits = n.toString();
    const exponent = digits.length - 1;
    return { mantissa: Number(`${digits[0]}.${digits.slice(1, 6)}`), exponent };
  }
  const exponent = Math.floor(Math.log10(n));
  return { mantissa: n / 10 ** exponent, exponent };
}

/** "6.95 × 10⁴⁰": three significant figures and a superscript exponent. */
export function formatPower(n: number | bigint): string {
  if (n === 0 || n === 0n) return '0';
  const parts = powerParts(n);
  let exponent = parts.exponent;
  let rounded = Number(parts.mantissa.toPrecision(3));
  if (rounded >= 10) {
    rounded /= 10;
    exponent += 1;
  }
  return `${formatDecimal(rounded, 2)} × 10${superscript(exponent)}`;
}

/** From here on a count is also given as a power of ten: twelve digits stop being readable. */
export const POWER_FROM = 1e12;

/** A count with its digits, and for a big one its power of ten: "6,950,…,488 (6.95 × 10⁴⁰)". */
export function formatBig(n: number | bigint): string {
  const big = typeof n === 'bigint' ? n >= BigInt(POWER_FROM) : n >= POWER_FROM;
  return big ? `${formatCount(n)} (≈ ${formatPower(n)})` : formatCount(n);
}

/**
 * A power of ten known only by its logarithm (an estimate of 10³³³ paths is beyond a double):
 * "10³³³", or "3.2 × 10⁸" with a mantissa when `withMantissa`. Small ones read as counts.
 */
export function formatPowerOfTen(log10: number, withMantissa = false): string {
  if (!Number.isFinite(log10)) return log10 > 0 ? '∞' : '0';
  if (log10 < 6) return formatCount(Math.round(10 ** log10));
  const exponent = Math.floor(log10);
  if (!withMantissa) return `10${superscript(Math.round(log10))}`;
  const mantissa = Number((10 ** (log10 - exponent)).toPrecision(2));
  return mantissa >= 10 ? `10${superscript(exponent + 1)}` : `${formatDecimal(mantissa, 1)} × 10${superscript(exponent)}`;
}
