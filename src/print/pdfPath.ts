import { num } from '../render/vector/vectorContext';

/**
 * SVG path data, as a VectorContext writes it (M, L, H, V, A and Z, absolute or relative, and
 * C), as PDF path operators in the same coordinates: the page's `cm` does the flip and the
 * scale. Written as text, without pdf-lib's operator objects: a 200-maze book has millions of
 * points. Arcs (circles only, no rotation: all a VectorContext draws) become cubic Béziers of at
 * most a quarter turn each, within 0.03% of the radius. Throws on any other command.
 */
export function svgPathToPdf(d: string): string {
  // A rectangle as a VectorContext writes it (M x y h w v h h -w Z) is PDF's own `re`: a block
  // maze's walls are thousands of them. Anything else goes through the general reading below.
  if (d.startsWith('M')) {
    const subpaths = d.split(/(?=M)/);
    const rects: string[] = [];
    for (const subpath of subpaths) {
      const rect = RECT.exec(subpath);
      if (rect === null || rect[5] !== rect[3]) return pathOperators(d);
      rects.push(`${rect[1]} ${rect[2]} ${rect[3]} ${rect[4]} re`);
    }
    return rects.join('\n');
  }
  return pathOperators(d);
}

const RECT = /^M(-?[\d.]+) (-?[\d.]+)h([\d.]+)v(-?[\d.]+)h-([\d.]+)Z$/;

function pathOperators(d: string): string {
  const out: string[] = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  // Coordinates to a hundredth, as the SVG has them: relative steps add up without drift.
  const at = (value: number): number => Math.round(value * 100) / 100;
  for (const [, command, args] of d.matchAll(/([A-Za-z])([^A-Za-z]*)/g)) {
    const n = args!.trim() === '' ? [] : args!.trim().split(/[\s,]+|(?=-)/).filter((t) => t !== '').map(Number);
    const relative = command === command!.toLowerCase();
    const ox = relative ? x : 0;
    const oy = relative ? y : 0;
    switch (command!.toUpperCase()) {
      case 'M':
        for (let i = 0; i + 1 < n.length; i += 2) {
          x = at(ox + n[i]!);
          y = at(oy + n[i + 1]!);
          if (i === 0) {
            out.push(`${num(x)} ${num(y)} m`);
            startX = x;
            startY = y;
          } else out.push(`${num(x)} ${num(y)} l`);
        }
        break;
      case 'L':
        for (let i = 0; i + 1 < n.length; i += 2) {
          x = at((relative ? x : 0) + n[i]!);
          y = at((relative ? y : 0) + n[i + 1]!);
          out.push(`${num(x)} ${num(y)} l`);
        }
        break;
      case 'H':
        for (const value of n) {
          x = at((relative ? x : 0) + value);
          out.push(`${num(x)} ${num(y)} l`);
        }
        break;
      case 'V':
        for (const value of n) {
          y = at((relative ? y : 0) + value);
          out.push(`${num(x)} ${num(y)} l`);
        }
        break;
      case 'C':
        for (let i = 0; i + 5 < n.length; i += 6) {
          const bx = relative ? x : 0;
          const by = relative ? y : 0;
          const p = n.slice(i, i + 6).map((value, k) => value + (k % 2 === 0 ? bx : by));
          out.push(`${p.map(num).join(' ')} c`);
          x = at(p[4]!);
          y = at(p[5]!);
        }
        break;
      case 'A':
        for (let i = 0; i + 6 < n.length; i += 7) {
          const ex = at((relative ? x : 0) + n[i + 5]!);
          const ey = at((relative ? y : 0) + n[i + 6]!);
          arcTo(out, x, y, n[i]!, n[i + 3] === 1, n[i + 4] === 1, ex, ey);
          x = ex;
          y = ey;
        }
        break;
      case 'Z':
        out.push('h');
        x = startX;
        y = startY;
        break;
      default:
        throw new Error(`svgPathToPdf: the path command ${command} is not drawn by a VectorContext`);
    }
  }
  return out.join('\n');
}

/** A circular arc of radius r from (x0, y0) to (x1, y1), as SVG's A (rotation 0), appended as Bézier curves. */
function arcTo(out: string[], x0: number, y0: number, radius: number, large: boolean, sweep: boolean, x1: number, y1: number): void {
  if (x0 === x1 && y0 === y1) return;
  let r = Math.abs(radius);
  if (r === 0) {
    out.push(`${num(x1)} ${num(y1)} l`);
    return;
  }
  // SVG's endpoint-to-centre conversion (SVG 1.1, F.6.5), for a circle.
  const hx = (x0 - x1) / 2;
  const hy = (y0 - y1) / 2;
  const lambda = (hx * hx + hy * hy) / (r * r);
  if (lambda > 1) r *= Math.sqrt(lambda);
  const sign = large !== sweep ? 1 : -1;
  const coef = sign * Math.sqrt(Math.max(0, (r * r - hx * hx - hy * hy) / (hx * hx + hy * hy)));
  const cx = coef * hy + (x0 + x1) / 2;
  const cy = -coef * hx + (y0 + y1) / 2;
  const from = Math.atan2(y0 - cy, x0 - cx);
  let turn = Math.atan2(y1 - cy, x1 - cx) - from;
  if (sweep && turn < 0) turn += 2 * Math.PI;
  if (!sweep && turn > 0) turn -= 2 * Math.PI;
  const pieces = Math.max(1, Math.ceil(Math.abs(turn) / (Math.PI / 2) - 1e-9));
  const step = turn / pieces;
  const k = (4 / 3) * Math.tan(step / 4);
  for (let i = 0; i < pieces; i++) {
    const a = from + i * step;
    const b = a + step;
    const [ax, ay] = [cx + r * Math.cos(a), cy + r * Math.sin(a)];
    const [bx, by] = i === pieces - 1 ? [x1, y1] : [cx + r * Math.cos(b), cy + r * Math.sin(b)];
    out.push(`${num(ax - k * r * Math.sin(a))} ${num(ay + k * r * Math.cos(a))} ${num(bx + k * r * Math.sin(b))} ${num(by - k * r * Math.cos(b))} ${num(bx)} ${num(by)} c`);
  }
}
