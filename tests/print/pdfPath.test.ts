import { describe, expect, it } from 'vitest';
import { svgPathToPdf } from '../../src/print/pdfPath';

/** The curves of PDF path text, each as its start and three points, starting from the path's first point. */
function curves(pdf: string): number[][] {
  const lines = pdf.split('\n');
  let current = lines[0]!.split(' ').slice(0, 2).map(Number);
  const result: number[][] = [];
  for (const line of lines.slice(1)) {
    const parts = line.split(' ');
    if (parts.at(-1) !== 'c') continue;
    const points = parts.slice(0, 6).map(Number);
    result.push([...current, ...points]);
    current = points.slice(4);
  }
  return result;
}

/** The point halfway along a cubic Bézier. */
function halfway([x0, y0, x1, y1, x2, y2, x3, y3]: number[]): [number, number] {
  return [(x0! + 3 * x1! + 3 * x2! + x3!) / 8, (y0! + 3 * y1! + 3 * y2! + y3!) / 8];
}

describe('svgPathToPdf', () => {
  it('writes a VectorContext rectangle as re, and lines with absolute points', () => {
    expect(svgPathToPdf('M1 2h3v4h-3ZM5.5 6h1v-2h-1Z')).toBe('1 2 3 4 re\n5.5 6 1 -2 re');
    expect(svgPathToPdf('M0 0l10 0l0-5.25L3 3Z')).toBe('0 0 m\n10 0 l\n10 -5.25 l\n3 3 l\nh');
    expect(svgPathToPdf('M0 0h2v2l-0.1-0.1')).toBe('0 0 m\n2 0 l\n2 2 l\n1.9 1.9 l');
  });

  it('draws an arc the way SVG does: the short way or the long, clockwise or not, on its circle', () => {
    const cases: [string, number, [number, number]][] = [
      ['M10 0A10 10 0 0 1 0 10', 1, [Math.SQRT1_2 * 10, Math.SQRT1_2 * 10]],
      ['M10 0A10 10 0 1 0 0 10', 3, [-Math.SQRT1_2 * 10, -Math.SQRT1_2 * 10]],
      ['M10 0A10 10 0 0 1 -10 0', 2, [0, 10]],
    ];
    for (const [d, pieces, middle] of cases) {
      const found = curves(svgPathToPdf(d));
      expect(found).toHaveLength(pieces);
      for (const curve of found) {
        const [x, y] = halfway(curve);
        expect(Math.hypot(x, y)).toBeCloseTo(10, 2);
      }
      const centre = found.length === 3 ? halfway(found[1]!) : found.length === 2 ? [found[0]![6]!, found[0]![7]!] : halfway(found[0]!);
      expect(centre[0]).toBeCloseTo(middle[0], 1);
      expect(centre[1]).toBeCloseTo(middle[1], 1);
    }
  });

  it('refuses a command a VectorContext never writes', () => {
    expect(() => svgPathToPdf('M0 0Q1 1 2 2')).toThrow('Q');
  });
});
