import { cellAt, drawnCentreX, drawnCentreY, shapeBounds, type Box } from '../../core/shape/geometry';
import type { Topology } from '../../core/shape/topology';
import { PLAYABLE_BLOCK_PX } from '../scene';
import type { CellView, PixelRect } from './cellScene';
import { WALL_WIDTH } from './lineStyle';

/**
 * The largest scale that fits the whole shape (or the part in `bounds`: one level of a maze of
 * levels), its outline's walls included, in a `width` × `height` device-pixel area less
 * `margin` on every side (room for the halos of markers on the border), centred.
 */
export function fitCellView(topology: Topology, width: number, height: number, margin = 0, bounds: Box = shapeBounds(topology)): CellView {
  const spanX = bounds.maxX - bounds.minX;
  const spanY = bounds.maxY - bounds.minY;
  // The outline's walls stick out half a wall each side: scale * span + max(1, scale * WALL_WIDTH) must fit.
  const fits = (room: number, span: number) => Math.min((room - 1) / span, room / (span + WALL_WIDTH));
  const scale = Math.max(1e-6, Math.min(fits(Math.max(1, width - 2 * margin), spanX), fits(Math.max(1, height - 2 * margin), spanY)));
  return {
    scale,
    x: Math.floor((width - scale * spanX) / 2 - scale * bounds.minX),
    y: Math.floor((height - scale * spanY) / 2 - scale * bounds.minY),
  };
}

/**
 * A view at `scale` device pixels a cell that keeps cell `focus` (the player) in sight, centred
 * where it can be, the shape's edge never pulled inside the canvas's; a shape smaller than the
 * canvas on an axis is centred on it. The same rule as focusView for blocks.
 */
export function focusCellView(topology: Topology, width: number, height: number, scale: number, focus: number): CellView {
  const bounds = shapeBounds(topology);
  const place = (size: number, min: number, max: number, at: number): number => {
    const span = (max - min) * scale;
    if (span <= size) return Math.floor((size - span) / 2 - min * scale);
    const centred = Math.round(size / 2 - at * scale);
    return Math.min(-min * scale, Math.max(size - max * scale, centred));
  };
  return {
    scale,
    x: place(width, bounds.minX, bounds.maxX, drawnCentreX(topology, focus)),
    y: place(height, bounds.minY, bounds.maxY, drawnCentreY(topology, focus)),
  };
}

/** The device pixels round the whole shape in a view, walls included, in whole pixels. */
export function shapePixels(topology: Topology, view: CellView): PixelRect {
  const bounds = shapeBounds(topology);
  const pad = Math.max(1, view.scale * WALL_WIDTH) / 2 + 1;
  const x = Math.floor(view.x + bounds.minX * view.scale - pad);
  const y = Math.floor(view.y + bounds.minY * view.scale - pad);
  return { x, y, width: Math.ceil(view.x + bounds.maxX * view.scale + pad) - x, height: Math.ceil(view.y + bounds.maxY * view.scale + pad) - y };
}

/** What a `width` × `height` canvas shows of the shape: the area to pass drawCellScene. */
export function visibleArea(topology: Topology, view: CellView, width: number, height: number): PixelRect {
  return intersect(shapePixels(topology, view), { x: 0, y: 0, width, height });
}

export function intersect(a: PixelRect, b: PixelRect): PixelRect {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  return { x, y, width: Math.max(0, Math.min(a.x + a.width, b.x + b.width) - x), height: Math.max(0, Math.min(a.y + a.height, b.y + b.height) - y) };
}

/** The device pixel of a cell's centre. */
export function cellCentrePx(topology: Topology, view: CellView, cell: number): [number, number] {
  return [view.x + drawnCentreX(topology, cell) * view.scale, view.y + drawnCentreY(topology, cell) * view.scale];
}

/** The cell under device pixel (px, py), or -1 off the maze: what a tap or a click lands on. */
export function cellAtPixel(topology: Topology, view: CellView, px: number, py: number): number {
  return cellAt(topology, (px - view.x) / view.scale, (py - view.y) / view.scale);
}

/** Whether cell `cell`'s centre lies in the middle of the canvas, away from its edges by `margin` of each side. */
export function cellInComfortZone(topology: Topology, view: CellView, width: number, height: number, cell: number, margin = 0.2): boolean {
  const [x, y] = cellCentrePx(topology, view, cell);
  return x >= width * margin && x <= width * (1 - margin) && y >= height * margin && y <= height * (1 - margin);
}

/**
 * Whether the maze fitted into a `width` × `height` CSS-pixel canvas has cells too small to
 * play on: tooSmallToPlay's rule, PLAYABLE_BLOCK_PX, for a cell (one unit, a corridor's width
 * in the line style, as a block is in the block style). `bounds`: the part a fitted view shows
 * (one level of a maze of levels), the whole shape by default.
 */
export function cellTooSmallToPlay(topology: Topology, width: number, height: number, bounds: Box = shapeBounds(topology)): boolean {
  return width > 0 && height > 0 && Math.min(width / (bounds.maxX - bounds.minX), height / (bounds.maxY - bounds.minY)) < PLAYABLE_BLOCK_PX;
}
