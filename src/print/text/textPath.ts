/**
 * STAND-IN, to be replaced by the glyph outlines before this lands (the integrator builds
 * them): text as one SVG path in points, so labels print the same in every viewer, Chinese
 * included, with no font embedded. Baseline at y = 0, y down (SVG's way); `width` is the advance.
 * This stand-in draws each character as a box of the right width.
 */
export interface TextPath {
  readonly d: string;
  readonly width: number;
}

export function textPath(text: string, size: number): TextPath {
  let x = 0;
  const parts: string[] = [];
  for (const char of text) {
    const advance = (char.codePointAt(0)! > 0x2e80 ? 1 : 0.55) * size;
    if (char !== ' ') parts.push(`M${x + 0.05 * size} 0h${advance - 0.1 * size}v${-0.7 * size}h${-(advance - 0.1 * size)}Z`);
    x += advance;
  }
  return { d: parts.join(''), width: x };
}
