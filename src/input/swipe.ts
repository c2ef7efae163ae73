import type { Direction } from '../game/rules';

/** Shorter than this (CSS px) a pointer gesture is a tap, not a swipe. */
export const SWIPE_MIN_PX = 24;

/** The direction of a pointer gesture from (x0, y0) to (x1, y1), or 'tap' when it barely moved. */
export function gestureOf(x0: number, y0: number, x1: number, y1: number): Direction | 'tap' {
  const dx = x1 - x0;
  const dy = y1 - y0;
  if (Math.hypot(dx, dy) < SWIPE_MIN_PX) return 'tap';
  if (Math.abs(dx) > Math.abs(dy)) return dx > 0 ? 'right' : 'left';
  return dy > 0 ? 'down' : 'up';
}
