/**
 * The line style's proportions, in one place: the draw, its repaints and the views that leave
 * room for the walls all read these.
 */

/** A wall's width, as a fraction of a cell (neighbouring centres one unit apart); never under a device pixel. */
export const WALL_WIDTH = 0.1;
/** The solution line's width, as a fraction of a cell. */
export const SOLUTION_WIDTH = 0.3;

/**
 * Below this many device pixels a cell, walls drawn as lines would be a blur of a million
 * strokes: the picture is sampled instead, one cell lookup a pixel (see sampledCells.ts), at a
 * cost that follows the canvas. Decided by the view's scale alone, so a repaint of a few cells
 * always matches the full draw it patches.
 */
export const SAMPLED_BELOW_PX = 3;

export function wallWidthPx(scale: number): number {
  return Math.max(1, scale * WALL_WIDTH);
}

export function solutionWidthPx(scale: number): number {
  return Math.max(1, scale * SOLUTION_WIDTH);
}

/** How far past a cell's outline its drawing can reach (half the wider line, and a pixel for anti-aliasing). */
export function reachPx(scale: number): number {
  return Math.max(wallWidthPx(scale), solutionWidthPx(scale)) / 2 + 1;
}
