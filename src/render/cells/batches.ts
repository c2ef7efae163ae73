import type { PathContext } from '../pathContext';

/**
 * Pieces a path holds before it is painted and a new one begun. Chromium's rasteriser slows
 * down more than linearly with the contours of one path: 8,300 hexagons filled as one path took
 * 477 ms, in paths of 64 cells 17 ms; 33,000 hexagons' walls stroked as one path 371 ms, in
 * paths of 64 cells 107 ms (software rendering, 1280×800).
 */
const PIECES_A_PATH = 64;

/**
 * A path painted every PIECES_A_PATH pieces: call `piece` after adding each one, `done` at the
 * end. Round caps and joins make a stroke the union of its pieces, so splitting it changes no
 * pixel but for anti-aliasing where two paths' pieces meet.
 */
export function batchedPath(ctx: PathContext, paint: () => void): { piece(): boolean; done(): void } {
  let count = 0;
  ctx.beginPath();
  return {
    /** Counts a piece added; true when that painted the path and began a new one. */
    piece() {
      if (++count < PIECES_A_PATH) return false;
      paint();
      ctx.beginPath();
      count = 0;
      return true;
    },
    done() {
      if (count > 0) paint();
    },
  };
}
