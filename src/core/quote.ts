/**
 * User input quoted in a message, made safe to print: every character that would act on a
 * terminal or a page instead of showing (controls, bidi overrides, invisible formatting, lone
 * surrogates, line and paragraph separators, spaces other than the plain one) is written as
 * <U+XXXX>. One home for that rule: the parser, the CLI's flags and file names, and the
 * link notices all quote through here.
 */

/**
 * Cc: C0, DEL and C1 controls (U+009B is a terminal's CSI). Cf: format characters such as
 * U+061C, U+200B–U+200F, U+202A–U+202E, U+2060–U+206F, U+FEFF and the tag characters.
 * Cs: a lone surrogate. Co/Cn: private-use and unassigned code points (no glyph). Zl, Zp:
 * U+2028, U+2029. Z: a space other than U+0020 (a no-break space reads as a plain one).
 * Variation selectors are invisible marks too.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/u;

/** Whether a code point is one that must be shown as <U+XXXX>. */
function isHidden(codePoint: number): boolean {
  return codePoint !== 0x20 && HIDDEN.test(String.fromCodePoint(codePoint));
}

/** "U+009B": a code point as people look it up. */
function codePointName(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The text with every hidden character written as <U+XXXX>; the rest as is. */
export function printable(text: string): string {
  let out = '';
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    out += isHidden(codePoint) ? `<${codePointName(codePoint)}>` : char;
  }
  return out;
}

/** Quoted input longer than this is cut, so one bad value cannot flood a message. */
const QUOTE_MAX_CHARS = 40;

/** 'text', printable and cut to QUOTE_MAX_CHARS characters ("… (5000 characters)" after a cut). */
export function quote(text: string): string {
  const chars = Array.from(text);
  if (chars.length <= QUOTE_MAX_CHARS) return `'${printable(text)}'`;
  return `'${printable(chars.slice(0, QUOTE_MAX_CHARS).join(''))}…' (${chars.length} characters)`;
}

/** One character of input in a message: 'x', or "character U+0007" for a hidden one. */
export function describeChar(codePoint: number): string {
  return isHidden(codePoint) ? `character ${codePointName(codePoint)}` : `'${String.fromCodePoint(codePoint)}'`;
}

/** Any value a caller passed, for a message: a number as itself, anything else quoted printably. */
export function shown(value: unknown): string {
  return typeof value === 'number' ? String(value) : quote(String(value));
}
