import type { CellMaze } from '../../core/shape/cellMaze';
import type { SceneOverlay } from '../scene';

/**
 * What a picture of a maze on cells shows (hex, triangle, polar, masked or line-style squares):
 * the screen and the PNG export both draw one of these, through drawCellScene. Its solution is
 * a line through the cells' centres; its markers are drawn by drawCellMarkers on their own layer.
 */
export interface CellScene extends SceneOverlay {
  readonly maze: CellMaze;
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
