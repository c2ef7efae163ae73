import { describe, expect, it } from 'vitest';
import { VectorContext, num } from '../../../src/render/vector/vectorContext';

describe('VectorContext', () => {
  it('writes a moved-to point absolute and the lines after it relative, between rounded points', () => {
    const ctx = new VectorContext();
    ctx.strokeStyle = '#000000';
    ctx.beginPath();
    ctx.moveTo(1.004, 2);
    ctx.lineTo(3.336, 2);
    ctx.lineTo(3.336, 5.5);
    ctx.stroke();
    expect(ctx.marks).toHaveLength(1);
    // 1.004 is written 1, 3.336 is 3.34: the step between them is 2.34, not 2.332 rounded.
    expect(ctx.marks[0]!.d).toBe('M1 2l2.34 0l0 3.5');
    expect(ctx.marks[0]).toMatchObject({ fill: null, stroke: '#000000', lineWidth: 1, lineCap: 'butt', lineJoin: 'miter', alpha: 1 });
  });

  it('draws a full turn as two half arcs, clockwise as SVG\'s positive sweep, and joins an arc to the current point', () => {
    const ctx = new VectorContext();
    ctx.beginPath();
    ctx.arc(10, 10, 5, 0, Math.PI * 2);
    ctx.fill();
    expect(ctx.marks[0]!.d).toBe('M15 10A5 5 0 0 1 5 10A5 5 0 0 1 15 10');
    const quarter = new VectorContext();
    quarter.beginPath();
    quarter.moveTo(0, 0);
    quarter.arc(0, 0, 10, Math.PI / 2, 0, true);
    quarter.stroke();
    expect(quarter.marks[0]!.d).toBe('M0 0L0 10A10 10 0 0 0 10 0');
  });

  it('writes an unrotated rect short, and a rotated one as its corners', () => {
    const ctx = new VectorContext();
    ctx.fillStyle = '#112233';
    ctx.beginPath();
    ctx.rect(2, 3, 4, 5);
    ctx.fill();
    expect(ctx.marks[0]!.d).toBe('M2 3h4v5h-4Z');
    const turned = new VectorContext();
    turned.translate(10, 0);
    turned.rotate(Math.PI / 2);
    turned.fillRect(0, 0, 2, 1);
    expect(turned.marks[0]!.d).toBe('M10 0L10 2L9 2L9 0Z');
  });

  it('merges marks painted alike one after the other, and only those', () => {
    const ctx = new VectorContext();
    ctx.strokeStyle = '#000000';
    for (const x of [0, 10]) {
      ctx.beginPath();
      ctx.moveTo(x, 0);
      ctx.lineTo(x, 5);
      ctx.stroke();
    }
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.moveTo(20, 0);
    ctx.lineTo(20, 5);
    ctx.stroke();
    ctx.fillStyle = '#000000';
    ctx.fillRect(0, 0, 1, 1);
    expect(ctx.marks.map((m) => m.d)).toEqual(['M0 0l0 5M10 0l0 5', 'M20 0l0 5', 'M0 0h1v1h-1Z']);
  });

  it('keeps styles and transforms per save/restore, and says what it cannot draw', () => {
    const ctx = new VectorContext();
    ctx.fillStyle = '#ff0000';
    ctx.save();
    ctx.fillStyle = '#00ff00';
    ctx.translate(5, 5);
    ctx.globalAlpha = 0.5;
    ctx.fillRect(0, 0, 1, 1);
    ctx.restore();
    ctx.fillRect(0, 0, 1, 1);
    expect(ctx.marks).toEqual([
      expect.objectContaining({ fill: '#00ff00', alpha: 0.5, d: 'M5 5h1v1h-1Z' }),
      expect.objectContaining({ fill: '#ff0000', alpha: 1, d: 'M0 0h1v1h-1Z' }),
    ]);
    expect(() => ctx.clip()).toThrow(/drawn whole/);
    expect(() => {
      ctx.fillStyle = {} as CanvasGradient;
    }).toThrow(/plain colours/);
  });

  it('closes a subpath back to its start, so a line after it starts there', () => {
    const ctx = new VectorContext();
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.lineTo(4, 0);
    ctx.lineTo(4, 4);
    ctx.closePath();
    ctx.lineTo(0, 8);
    ctx.stroke();
    expect(ctx.marks[0]!.d).toBe('M0 0l4 0l0 4Zl0 8');
  });

  it('writes numbers to a hundredth, without a negative zero', () => {
    expect([num(1.006), num(-0.001), num(2), num(1 / 3)]).toEqual(['1.01', '0', '2', '0.33']);
  });
});
