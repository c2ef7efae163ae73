/**
 * The one strict reader for numbers people type (CLI flags, URL parameters, form fields): plain
 * decimal digits only. No sign, exponent, hex, underscores, spaces or empty text, which
 * Number() would all accept ('0x1' is 1, ' .5' is 0.5, '' is 0). And its inverse, so a number
 * written into a link reads back as the same number.
 */

const WHOLE = /^[0-9]+$/;
const DECIMAL = /^(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)$/;

/** "42" → 42; null for anything but digits, or a number too big to hold exactly. */
export function readWholeNumber(text: string): number | null {
  if (!WHOLE.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}

/** "0.25", "3", ".5" → the number; null for anything but digits with an optional decimal point. */
export function readDecimal(text: string): number | null {
  return DECIMAL.test(text) ? Number(text) : null;
}

/**
 * A finite number as plain decimal digits (1e-7 → "0.0000001"), which readDecimal reads back
 * to the same number: String() gives the shortest digits that round-trip, and moving the
 * point only rewrites them.
 */
export function writeDecimal(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${String(value)}`);
  const text = String(Math.abs(value));
  const sign = value < 0 ? '-' : '';
  const match = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return sign + text;
  const digits = match[1]! + (match[2] ?? '');
  const point = 1 + Number(match[3]); // where the decimal point falls within the digits
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return sign + digits + '0'.repeat(point - digits.length);
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}
