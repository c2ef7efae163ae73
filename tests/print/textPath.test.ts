import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GLYPHS, UNITS_PER_EM } from '../../src/print/text/labelGlyphs';
import { hasOutlines, textPath } from '../../src/print/text/textPath';

const root = join(import.meta.dirname, '../..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('text as paths for printed labels', () => {
  it('has an outline for every character the Chinese catalogue uses (run npm run glyphs after adding text)', () => {
    const missing = new Set<string>();
    for (const file of filesUnder(join(root, 'src/i18n')).filter((f) => f.endsWith('.ts')))
      for (const char of readFileSync(file, 'utf8')) if (char.codePointAt(0)! >= 0x2e80 && !hasOutlines(char)) missing.add(char);
    expect([...missing].join('')).toBe('');
  });

  it('has every printable ASCII and Latin-1 character, so any seed typed on a Western keyboard prints as typed', () => {
    for (let cp = 0x20; cp <= 0xff; cp++) if (cp <= 0x7e || cp >= 0xa0) expect(hasOutlines(String.fromCodePoint(cp))).toBe(true);
    expect(hasOutlines('六边形迷宫 · 种子 abc-1 · 40×40')).toBe(true);
  });

  it('advances by each glyph, scaled to the size, and draws each glyph moved along', () => {
    const size = 12;
    const text = 'Maze 7';
    const { d, width } = textPath(text, size);
    const expected = [...text].reduce((sum, char) => sum + GLYPHS[char]![0], 0) * (size / UNITS_PER_EM);
    expect(width).toBeCloseTo(expected, 9);
    // A glyph starts with a move: one a contour; the space has none.
    expect(d.startsWith('M')).toBe(true);
    const points = [...d.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(Math.min(...points.map(([x]) => x!))).toBeGreaterThanOrEqual(0);
    expect(Math.max(...points.map(([x]) => x!))).toBeLessThanOrEqual(width);
    // Capitals rise above the baseline (y up is negative in SVG), none sinks far below it.
    expect(Math.min(...points.map(([, y]) => y!))).toBeLessThan(-0.6 * size);
    expect(Math.max(...points.map(([, y]) => y!))).toBeLessThan(0.3 * size);
  });

  it("draws a character it has no outline for as '?', keeping the line's length honest", () => {
    expect(hasOutlines('🙂')).toBe(false);
    expect(textPath('a🙂b', 10)).toEqual(textPath('a?b', 10));
    expect(textPath('', 10)).toEqual({ d: '', width: 0 });
  });
});
