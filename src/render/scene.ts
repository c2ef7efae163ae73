import type { Grid } from '../core';

/** What a picture of a maze shows; the screen and the PNG export both draw one of these. */
export interface Scene {
  readonly grid: Grid;
  /** Shortest path in blocks, drawn when present. */
  readonly solution: Int32Array | null;
  /** Per-block walk marks (see game/walk.ts), drawn when present. */
  readonly marks: Uint8Array | null;
  /** The player's block and the exit, drawn as markers when present (the screen, not the PNG). */
  readonly player: number | null;
  readonly exit: number | null;
  /** Per-block lab marks (see labMarks.ts), drawn over the walk marks when present. */
  readonly labMarks?: Uint8Array | null;
}

/** Where the maze lands on the canvas: each block is `block` device pixels, offset by (x, y). */
export interface View {
  readonly block: number;
  readonly x: number;
  readonly y: number;
}

/**
 * The largest block size that fits the maze in a `width` × `height` device-pixel area,
 * centred. Whole pixels when blocks are a pixel or more, so edges stay crisp.
 */
export function fitView(grid: Grid, width: number, height: number): View {
  const raw = Math.min(width / grid.cols, height / grid.rows);
  const block = raw >= 1 ? Math.floor(raw) : raw;
  return { block, x: Math.floor((width - block * grid.cols) / 2), y: Math.floor((height - block * grid.rows) / 2) };
}
