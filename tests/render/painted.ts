import { THEME } from '../../src/render/theme';
import type { Call } from './recorder';

/** A drawing's paths: what each fill or stroke painted, with the style it was painted in. */
export interface Painted {
  kind: 'fill' | 'stroke';
  style: unknown;
  ops: Call[];
}

export function painted(calls: readonly Call[]): Painted[] {
  const out: Painted[] = [];
  let ops: Call[] = [];
  let fillStyle: unknown = null;
  let strokeStyle: unknown = null;
  for (const call of calls) {
    if (call.name === 'beginPath') ops = [];
    else if (call.name === 'set fillStyle') fillStyle = call.args[0];
    else if (call.name === 'set strokeStyle') strokeStyle = call.args[0];
    else if (call.name === 'fill') out.push({ kind: 'fill', style: fillStyle, ops });
    else if (call.name === 'stroke') out.push({ kind: 'stroke', style: strokeStyle, ops });
    else if (['moveTo', 'lineTo', 'arc', 'closePath', 'rect'].includes(call.name)) ops.push(call);
  }
  return out;
}

/** The walls stroked: each a segment or an arc, as a string of its rounded numbers. */
export function walls(calls: readonly Call[]): string[] {
  const found: string[] = [];
  for (const path of painted(calls).filter((p) => p.kind === 'stroke' && p.style === THEME.wall))
    path.ops.forEach((op, i) => {
      if (op.name !== 'moveTo') return;
      const next = path.ops[i + 1]!;
      found.push([op.name, ...op.args, next.name, ...next.args].map((v) => (typeof v === 'number' ? v.toFixed(3) : String(v))).join(' '));
    });
  return found;
}

