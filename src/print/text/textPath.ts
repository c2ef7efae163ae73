import { num } from '../../render/vector/vectorContext';
import { GLYPHS, UNITS_PER_EM } from './labelGlyphs';

/**
 * Text as one SVG path in points, drawn from the glyph outlines of labelGlyphs.ts (Noto Sans
 * SC): a label prints the same in every viewer, Chinese included, and the PDF embeds no font.
 * Baseline at y = 0, y down (SVG's way); `width` is the advance of the whole line. A character
 * without an outline (an emoji in a seed) is drawn as '?': the QR code beside it holds the link.
 */
export interface TextPath {
  readonly d: string;
  readonly width: number;
}

/** The character drawn for one without an outline. */
const STAND_IN = '?';

/** A glyph's outline, moved to `x` and scaled: font units (y up) to points (y down). */
function placed(outline: string, x: number, scale: number, out: string[]): void {
  for (const [, letter, args] of outline.matchAll(/([MLQCZ])([^MLQCZ]*)/g)) {
    if (letter === 'Z') {
      out.push('Z');
      continue;
    }
    const numbers = args!.split(' ').map(Number);
    const points: string[] = [];
    for (let i = 0; i < numbers.length; i += 2) points.push(`${num(x + numbers[i]! * scale)} ${num(-numbers[i + 1]! * scale)}`);
    out.push(letter + points.join(' '));
  }
}

export function textPath(text: string, size: number): TextPath {
  const scale = size / UNITS_PER_EM;
  const out: string[] = [];
  let x = 0;
  for (const char of text) {
    const [advance, outline] = (Object.hasOwn(GLYPHS, char) ? GLYPHS[char] : undefined) ?? GLYPHS[STAND_IN]!;
    placed(outline, x, scale, out);
    x += advance * scale;
  }
  return { d: out.join(''), width: x };
}

/** Whether every character of the text has its own outline (no '?' stands in). */
export function hasOutlines(text: string): boolean {
  for (const char of text) if (!Object.hasOwn(GLYPHS, char)) return false;
  return true;
}
