import type { CellMaze } from '../../core/shape/cellMaze';

/**
 * What a picture of a maze on cells shows (hex, triangle, polar, masked or line-style squares):
 * the screen and the PNG export both draw one of these, through drawCellScene.
 */
export interface CellScene {
  readonly maze: CellMaze;
  /** Cell ids from start to goal, drawn as a line through the centres; null: not shown. */
  readonly solution: Int32Array | null;
  /** Per cell: game/walk.ts TRAIL or BACKTRACKED fills the cell; null: none. */
  readonly marks: Uint8Array | null;
  /** Markers (the screen, never the PNG): drawn by drawCellMarkers on their own layer. */
  readonly player: number | null;
  readonly exit: number | null;
  /** The lab's start, a hollow square marker. */
  readonly entrance?: number | null;
  /** Per cell, render/labMarks.ts marks, filled over the walk's marks. */
  readonly labMarks?: Uint8Array | null;
}

/**
 * Where the maze lands on the canvas: a point (ux, uy) in topology units is at device pixel
 * (x + ux * scale, y + uy * scale). Units are the topology's, y down; polar mazes have their
 * centre at unit (0, 0), so x and y there are the centre's pixel.
 */
export interface CellView {
  readonly scale: number;
  readonly x: number;
  readonly y: number;
}

/** A rectangle of device pixels (whole pixels where drawing is clipped to it). */
export interface PixelRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}
