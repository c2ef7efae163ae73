import type { Direction } from '../game/moves';

/**
 * What a pointer gesture on the maze means. A tap reveals the solution, so it must be
 * deliberate: the pointer may never have strayed more than TAP_SLOP_PX from where it went
 * down. Anything that moved further is a swipe or nothing: a drag that comes back, or a
 * nudge too short to read, does nothing at all, and never shows the answer.
 */
export const TAP_SLOP_PX = 8;
/** Shorter than this (CSS px) a gesture that moved is too small to be a swipe: it does nothing. */
export const SWIPE_MIN_PX = 24;
/** Up to this length a swipe is a flick, one cell; longer, it runs to the next junction. */
export const FLICK_MAX_PX = 64;

export type Gesture = { readonly kind: 'tap' } | { readonly kind: 'none' } | { readonly kind: 'step' | 'run'; readonly direction: Direction };

/** A pointer's path from where it went down: its start, its end and how far it ever strayed. */
export interface PointerTrack {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
  /** The largest distance from (x0, y0) seen while the pointer was down. */
  readonly farthest: number;
}

/** The gesture a finished pointer track makes. */
export function gestureOf({ x0, y0, x1, y1, farthest }: PointerTrack): Gesture {
  const dx = x1 - x0;
  const dy = y1 - y0;
  const distance = Math.hypot(dx, dy);
  if (Math.max(farthest, distance) < TAP_SLOP_PX) return { kind: 'tap' };
  if (distance < SWIPE_MIN_PX) return { kind: 'none' };
  const direction: Direction = Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'right' : 'left') : dy > 0 ? 'down' : 'up';
  return { kind: distance <= FLICK_MAX_PX ? 'step' : 'run', direction };
}
