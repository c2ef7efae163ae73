import type { Grid } from '../core';

/**
 * What a picture draws over a maze, by block on a block grid and by cell on a maze of cells:
 * the solution, the walk's marks, the markers, the lab's marks. One list for both scenes.
 */
export interface SceneOverlay {
  /** The shortest path (block or cell ids from start to goal), drawn when present. */
  readonly solution: Int32Array | null;
  /** Per block or cell, game/walk.ts marks (trail, backtracked), drawn when present. */
  readonly marks: Uint8Array | null;
  /** The player's place and the exit, drawn as markers when present (the screen, not the PNG). */
  readonly player: number | null;
  readonly exit: number | null;
  /** Per block or cell, render/labMarks.ts marks, drawn over the walk's marks when present. */
  readonly labMarks?: Uint8Array | null;
  /** The start, drawn as a hollow marker when present (the lab: where a search begins). */
  readonly entrance?: number | null;
  /** Per block or cell, a heat-map shade (core heatLevels: 0 none), on passages under the walk's marks (render/heatRamp.ts). */
  readonly heat?: Uint8Array | null;
  /** Per block or cell, 0 where fog covers it (game/fog.ts), over all but the markers; null: no fog. */
  readonly fog?: Uint8Array | null;
  /** A ghost's place, drawn as a translucent marker under the player when present (a race). */
  readonly ghost?: number | null;
}

/** What a picture of a block maze shows; the screen and the PNG export both draw one of these. */
export interface Scene extends SceneOverlay {
  readonly grid: Grid;
}

/** Where the maze lands on the canvas: each block is `block` device pixels, offset by (x, y). */
export interface View {
  readonly block: number;
  readonly x: number;
  readonly y: number;
}

/** From this many device pixels a block, a fitted maze uses whole pixels (every block alike). */
export const WHOLE_PIXELS_FROM = 8;

/**
 * The largest block size that fits the maze in a `width` × `height` device-pixel area,
 * centred. Big blocks are whole pixels, every block alike. Small ones keep the exact fraction,
 * so a 401-block maze fills its frame instead of two-thirds of it (1.5 px would round down to
 * 1): the bitmap is scaled without smoothing, so every block is still a sharp 1- or 2-pixel
 * square, and blockRect snaps repaints to the same pixels.
 */
export function fitView(grid: Grid, width: number, height: number, margin = 0): View {
  // A margin keeps room round the maze for what is drawn past its edge (the halos of the
  // entrance and the exit, which sit on the border).
  const raw = Math.min(Math.max(1, width - 2 * margin) / grid.cols, Math.max(1, height - 2 * margin) / grid.rows);
  const block = raw >= WHOLE_PIXELS_FROM ? Math.floor(raw) : raw;
  return { block, x: Math.floor((width - block * grid.cols) / 2), y: Math.floor((height - block * grid.rows) / 2) };
}

/**
 * The device pixels block (row, col) covers in a view: the same pixels a scale-up without
 * smoothing gives it, so a repaint of one block matches a full draw even at fractional sizes.
 */
export function blockRect(view: View, row: number, col: number): { x: number; y: number; width: number; height: number } {
  // The pixel whose centre a scale-up without smoothing maps into the block (+ 0 turns -0 into 0).
  const edge = (origin: number, at: number) => Math.ceil(origin + at * view.block - 0.5) + 0;
  const x = edge(view.x, col);
  const y = edge(view.y, row);
  return { x, y, width: edge(view.x, col + 1) - x, height: edge(view.y, row + 1) - y };
}

/** Below this many CSS pixels a block at Fit, a maze is hard to play: a new one starts zoomed in on the player. */
export const PLAYABLE_BLOCK_PX = 5;

/** Whether a maze fitted into a `width` × `height` CSS-pixel canvas has blocks too small to play on. */
export function tooSmallToPlay(grid: Grid, width: number, height: number): boolean {
  return width > 0 && height > 0 && Math.min(width / grid.cols, height / grid.rows) < PLAYABLE_BLOCK_PX;
}

/** A rectangle of blocks: where drawing can be limited to what a zoomed-in canvas shows. */
export interface Region {
  readonly row: number;
  readonly col: number;
  readonly rows: number;
  readonly cols: number;
}

/**
 * A view at `block` device pixels a block that keeps block `focus` (the player) in sight,
 * centred where it can be; a maze smaller than the canvas on an axis is centred on it.
 */
export function focusView(grid: Grid, width: number, height: number, block: number, focus: number): View {
  const place = (size: number, blocks: number, at: number): number => {
    const span = blocks * block;
    if (span <= size) return Math.floor((size - span) / 2);
    const centred = Math.round(size / 2 - (at + 0.5) * block);
    return Math.min(0, Math.max(size - span, centred));
  };
  return { block, x: place(width, grid.cols, focus % grid.cols), y: place(height, grid.rows, Math.floor(focus / grid.cols)) };
}

/** The blocks a view shows on a `width` × `height` canvas. */
export function visibleRegion(grid: Grid, view: View, width: number, height: number): Region {
  const col = Math.max(0, Math.floor(-view.x / view.block));
  const row = Math.max(0, Math.floor(-view.y / view.block));
  const cols = Math.min(grid.cols, Math.ceil((width - view.x) / view.block)) - col;
  const rows = Math.min(grid.rows, Math.ceil((height - view.y) / view.block)) - row;
  return { row, col, rows: Math.max(0, rows), cols: Math.max(0, cols) };
}

/** Whether block `index` lies in the middle of the canvas, away from its edges by `margin` of each side. */
export function inComfortZone(grid: Grid, view: View, width: number, height: number, index: number, margin = 0.2): boolean {
  const x = view.x + ((index % grid.cols) + 0.5) * view.block;
  const y = view.y + (Math.floor(index / grid.cols) + 0.5) * view.block;
  return x >= width * margin && x <= width * (1 - margin) && y >= height * margin && y <= height * (1 - margin);
}

/** The part of a scene's blocks inside a region, as a scene of its own (markers and solution left out). */
export function cropScene(scene: Scene, region: Region): Scene {
  const { cols } = scene.grid;
  const cells = new Uint8Array(region.rows * region.cols);
  const marks = scene.marks ? new Uint8Array(cells.length) : null;
  const labMarks = scene.labMarks ? new Uint8Array(cells.length) : null;
  const heat = scene.heat ? new Uint8Array(cells.length) : null;
  const fog = scene.fog ? new Uint8Array(cells.length) : null;
  for (let r = 0; r < region.rows; r++) {
    const from = (region.row + r) * cols + region.col;
    const to = r * region.cols;
    cells.set(scene.grid.blocks.subarray(from, from + region.cols), to);
    marks?.set(scene.marks!.subarray(from, from + region.cols), to);
    labMarks?.set(scene.labMarks!.subarray(from, from + region.cols), to);
    heat?.set(scene.heat!.subarray(from, from + region.cols), to);
    fog?.set(scene.fog!.subarray(from, from + region.cols), to);
  }
  return { grid: { rows: region.rows, cols: region.cols, blocks: cells }, solution: null, marks, player: null, exit: null, labMarks, heat, fog };
}
