import type { PathContext } from '../pathContext';

/** One painted path: SVG path data and how it is painted (a fill or a stroke, never both). */
export interface VectorMark {
  readonly d: string;
  readonly fill: string | null;
  readonly stroke: string | null;
  readonly lineWidth: number;
  readonly lineCap: CanvasLineCap;
  readonly lineJoin: CanvasLineJoin;
  readonly alpha: number;
}

interface PaintState {
  fillStyle: string;
  strokeStyle: string;
  lineWidth: number;
  lineCap: CanvasLineCap;
  lineJoin: CanvasLineJoin;
  globalAlpha: number;
  /** The transform, as canvas's [a b c d e f]: only translations and rotations are asked for. */
  matrix: [number, number, number, number, number, number];
}

/** Coordinates to a hundredth of a unit: finer than any printer, and short text. */
export function num(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** A coordinate as written: to a hundredth. */
function round(value: number): number {
  return Math.round(value * 100) / 100;
}

const TAU = 2 * Math.PI;

/**
 * A 2D context that records paths instead of pixels: every fill and stroke becomes a
 * VectorMark (SVG path data), in painting order. Paths keep the canvas's semantics: an arc
 * joins the current point with a line, a closed subpath starts again where it began. Marks
 * painted the same way one after the other are merged into one, so a maze's walls, painted in
 * batches for the canvas's sake, become one path.
 *
 * What a vector picture cannot be: clipped (`clip` throws: the vector exports draw whole
 * pictures) or scaled (a transform keeps circles circles: only translate and rotate).
 */
export class VectorContext implements PathContext {
  readonly marks: VectorMark[] = [];
  private state: PaintState = { fillStyle: '#000000', strokeStyle: '#000000', lineWidth: 1, lineCap: 'butt', lineJoin: 'miter', globalAlpha: 1, matrix: [1, 0, 0, 1, 0, 0] };
  private readonly saved: PaintState[] = [];
  private path: string[] = [];
  /** The current point (after transform), null before the path has one. */
  private current: [number, number] | null = null;
  private subpathStart: [number, number] | null = null;

  get fillStyle(): string {
    return this.state.fillStyle;
  }
  set fillStyle(value: string | CanvasGradient | CanvasPattern) {
    this.state.fillStyle = colourOf(value);
  }
  get strokeStyle(): string {
    return this.state.strokeStyle;
  }
  set strokeStyle(value: string | CanvasGradient | CanvasPattern) {
    this.state.strokeStyle = colourOf(value);
  }
  get lineWidth(): number {
    return this.state.lineWidth;
  }
  set lineWidth(value: number) {
    this.state.lineWidth = value;
  }
  get lineCap(): CanvasLineCap {
    return this.state.lineCap;
  }
  set lineCap(value: CanvasLineCap) {
    this.state.lineCap = value;
  }
  get lineJoin(): CanvasLineJoin {
    return this.state.lineJoin;
  }
  set lineJoin(value: CanvasLineJoin) {
    this.state.lineJoin = value;
  }
  get globalAlpha(): number {
    return this.state.globalAlpha;
  }
  set globalAlpha(value: number) {
    this.state.globalAlpha = value;
  }

  save(): void {
    this.saved.push({ ...this.state, matrix: [...this.state.matrix] });
  }
  restore(): void {
    const state = this.saved.pop();
    if (state) this.state = state;
  }
  translate(x: number, y: number): void {
    const m = this.state.matrix;
    m[4] += m[0] * x + m[2] * y;
    m[5] += m[1] * x + m[3] * y;
  }
  rotate(angle: number): void {
    const [a, b, c, d] = this.state.matrix;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    this.state.matrix = [a * cos + c * sin, b * cos + d * sin, c * cos - a * sin, d * cos - b * sin, this.state.matrix[4], this.state.matrix[5]];
  }

  beginPath(): void {
    this.path = [];
    this.current = null;
    this.subpathStart = null;
  }
  moveTo(x: number, y: number): void {
    const point = this.apply(x, y);
    this.path.push(`M${num(point[0])} ${num(point[1])}`);
    this.current = point;
    this.subpathStart = point;
  }
  lineTo(x: number, y: number): void {
    if (!this.current) return this.moveTo(x, y);
    const point = this.apply(x, y);
    // Relative, between rounded points: shorter text, and no drift along a long line.
    this.path.push(`l${num(round(point[0]) - round(this.current[0]))} ${num(round(point[1]) - round(this.current[1]))}`);
    this.current = point;
  }
  closePath(): void {
    if (!this.current) return;
    this.path.push('Z');
    this.current = this.subpathStart;
  }
  rect(x: number, y: number, width: number, height: number): void {
    this.path.push(this.rectPath(x, y, width, height));
    this.current = this.subpathStart = this.apply(x, y);
  }
  /** Canvas's arc: a line from the current point to the arc's start, then the arc; a full turn is two half arcs (SVG cannot draw one arc round). */
  arc(cx: number, cy: number, radius: number, from: number, to: number, anticlockwise = false): void {
    let sweep = anticlockwise ? from - to : to - from;
    if (sweep >= TAU) sweep = TAU;
    else sweep = ((sweep % TAU) + TAU) % TAU;
    const start = this.apply(cx + radius * Math.cos(from), cy + radius * Math.sin(from));
    if (this.current) {
      // A wall on a ring is moved to its start, then arced: no line to write between.
      if (num(start[0]) !== num(this.current[0]) || num(start[1]) !== num(this.current[1])) this.path.push(`L${num(start[0])} ${num(start[1])}`);
    } else {
      this.path.push(`M${num(start[0])} ${num(start[1])}`);
      this.subpathStart = start;
    }
    this.current = start;
    if (radius <= 0 || sweep === 0) return;
    const direction = anticlockwise ? -1 : 1;
    const halves = sweep > Math.PI ? 2 : 1;
    for (let i = 1; i <= halves; i++) {
      const angle = from + (direction * sweep * i) / halves;
      const end = this.apply(cx + radius * Math.cos(angle), cy + radius * Math.sin(angle));
      // y grows downwards: canvas's clockwise is SVG's positive sweep.
      this.path.push(`A${num(radius)} ${num(radius)} 0 0 ${anticlockwise ? 0 : 1} ${num(end[0])} ${num(end[1])}`);
      this.current = end;
    }
  }
  clip(): void {
    throw new Error('a vector picture is drawn whole: clipping is not supported');
  }

  fill(): void {
    this.paint(this.path.join(''), this.state.fillStyle, null);
  }
  stroke(): void {
    this.paint(this.path.join(''), null, this.state.strokeStyle);
  }
  fillRect(x: number, y: number, width: number, height: number): void {
    this.paint(this.rectPath(x, y, width, height), this.state.fillStyle, null);
  }
  strokeRect(x: number, y: number, width: number, height: number): void {
    this.paint(this.rectPath(x, y, width, height), null, this.state.strokeStyle);
  }
  /** Only repaints clear: a vector picture is drawn once, on an empty page. */
  clearRect(): void {}

  /** A rectangle as a closed subpath: unrotated, the short form (a wall run of a block maze is one). */
  private rectPath(x: number, y: number, width: number, height: number): string {
    const [a, b, c, d] = this.state.matrix;
    const [x0, y0] = this.apply(x, y);
    if (a === 1 && b === 0 && c === 0 && d === 1) return `M${num(x0)} ${num(y0)}h${num(width)}v${num(height)}h${num(-width)}Z`;
    const corners = [this.apply(x + width, y), this.apply(x + width, y + height), this.apply(x, y + height)];
    return `M${num(x0)} ${num(y0)}${corners.map(([px, py]) => `L${num(px)} ${num(py)}`).join('')}Z`;
  }

  private apply(x: number, y: number): [number, number] {
    const [a, b, c, d, e, f] = this.state.matrix;
    return [a * x + c * y + e, b * x + d * y + f];
  }

  private paint(d: string, fill: string | null, stroke: string | null): void {
    if (d === '') return;
    const { lineWidth, lineCap, lineJoin, globalAlpha: alpha } = this.state;
    const last = this.marks[this.marks.length - 1];
    if (last && last.fill === fill && last.stroke === stroke && last.alpha === alpha && (fill !== null || (last.lineWidth === lineWidth && last.lineCap === lineCap && last.lineJoin === lineJoin))) {
      this.marks[this.marks.length - 1] = { ...last, d: last.d + d };
      return;
    }
    this.marks.push({ d, fill, stroke, lineWidth, lineCap, lineJoin, alpha });
  }
}

function colourOf(value: string | CanvasGradient | CanvasPattern): string {
  if (typeof value !== 'string') throw new Error('a vector picture is painted in plain colours');
  return value;
}
