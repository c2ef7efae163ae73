import { forEachSide, shapeBounds } from '../../core/shape/geometry';
import type { Mask, Topology } from '../../core';

/**
 * Draws an outline being edited on its whole grid's topology (a cell's id is its slot), with the
 * maze's own cell shapes: cells of the outline filled, gaps faint, strays (cells outside the
 * largest piece) in a warning colour. A full draw fills each colour as one path; a stroke
 * repaints only the cells it touched.
 */

export const OUTLINE_COLOURS = {
  cell: '#1d4ed8',
  gap: '#e2e8f0',
  stray: '#e11d48',
  /** The thin lines between cells, when cells are big enough to show them. */
  seam: '#ffffff',
} as const;

/** Below this many device pixels a cell, lines between cells would be all one sees. */
const SEAMS_FROM = 9;

/** Where the grid sits on the canvas: device pixels per unit, and the canvas point of the grid's corner. */
export interface OutlineView {
  readonly scale: number;
  readonly left: number;
  readonly top: number;
  readonly minX: number;
  readonly minY: number;
}

/** The view that fits the whole grid in a canvas of `width`×`height` device pixels, centred. */
export function outlineView(topology: Topology, width: number, height: number): OutlineView {
  const bounds = shapeBounds(topology);
  const spanX = bounds.maxX - bounds.minX;
  const spanY = bounds.maxY - bounds.minY;
  const scale = Math.min(width / spanX, height / spanY);
  return { scale, left: (width - spanX * scale) / 2, top: (height - spanY * scale) / 2, minX: bounds.minX, minY: bounds.minY };
}

/** A canvas point (device pixels) in the topology's units. */
export function toUnits(view: OutlineView, px: number, py: number): { x: number; y: number } {
  return { x: (px - view.left) / view.scale + view.minX, y: (py - view.top) / view.scale + view.minY };
}

/**
 * Adds one cell's outline to the path. Each side is drawn to its end, the last one back to the
 * start, and closePath is never called: Chromium's closePath costs time in the path's length,
 * so a path of 40,000 cells closed one by one took seconds.
 */
function traceCell(context: CanvasRenderingContext2D, topology: Topology, slot: number, view: OutlineView): void {
  const { scale, left, top, minX, minY } = view;
  forEachSide(topology, slot, (side) => {
    if (side.index === 0) context.moveTo(left + (side.x0 - minX) * scale, top + (side.y0 - minY) * scale);
    context.lineTo(left + (side.x1 - minX) * scale, top + (side.y1 - minY) * scale);
  });
}

function colourOf(cells: Uint8Array, strays: Uint8Array, slot: number): string {
  return cells[slot] ? (strays[slot] ? OUTLINE_COLOURS.stray : OUTLINE_COLOURS.cell) : OUTLINE_COLOURS.gap;
}

function seamWidth(view: OutlineView): number {
  return Math.max(1, Math.min(2, view.scale / 16));
}

export function drawOutline(context: CanvasRenderingContext2D, topology: Topology, mask: Mask, strays: Uint8Array, view: OutlineView): void {
  context.clearRect(0, 0, context.canvas.width, context.canvas.height);
  for (const colour of [OUTLINE_COLOURS.gap, OUTLINE_COLOURS.cell, OUTLINE_COLOURS.stray]) {
    context.beginPath();
    for (let slot = 0; slot < topology.cellCount; slot++) if (colourOf(mask.cells, strays, slot) === colour) traceCell(context, topology, slot, view);
    context.fillStyle = colour;
    context.fill();
  }
  if (view.scale < SEAMS_FROM) return;
  context.beginPath();
  for (let slot = 0; slot < topology.cellCount; slot++) traceCell(context, topology, slot, view);
  context.strokeStyle = OUTLINE_COLOURS.seam;
  context.lineWidth = seamWidth(view);
  context.lineJoin = 'round';
  context.stroke();
}

/**
 * Repaints one cell after a stroke changed it. The stroke round it covers the anti-aliased rim
 * the old colour would leave: the seam colour where seams show, else the cell's own.
 */
export function repaintCell(context: CanvasRenderingContext2D, topology: Topology, mask: Mask, strays: Uint8Array, view: OutlineView, slot: number): void {
  const colour = colourOf(mask.cells, strays, slot);
  context.beginPath();
  traceCell(context, topology, slot, view);
  context.fillStyle = colour;
  context.fill();
  const seams = view.scale >= SEAMS_FROM;
  context.strokeStyle = seams ? OUTLINE_COLOURS.seam : colour;
  context.lineWidth = seams ? seamWidth(view) : 1;
  context.lineJoin = 'round';
  context.stroke();
}

/** Marks the keyboard's cell on the overlay canvas (cleared first); -1 clears it only. */
export function drawCursor(context: CanvasRenderingContext2D, topology: Topology, view: OutlineView, slot: number): void {
  context.clearRect(0, 0, context.canvas.width, context.canvas.height);
  if (slot < 0) return;
  context.beginPath();
  traceCell(context, topology, slot, view);
  context.strokeStyle = '#f59e0b';
  context.lineWidth = Math.max(2, Math.min(4, view.scale / 6)) * (window.devicePixelRatio || 1);
  context.lineJoin = 'round';
  context.stroke();
}
