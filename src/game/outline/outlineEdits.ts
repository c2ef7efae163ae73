import { cellAt } from '../../core/shape/geometry';
import { OUTLINE_MAX_SIDE } from '../../ids/outline';
import { centreBounds, decodeMask, gridTopology, isMaskPresetId, MaskError, presetMask, type GridShapeId, type Mask } from '../../core';

/**
 * The outline editor's whole-grid edits: a full or empty grid, inverting, and carrying an
 * outline to another size. Each returns a new mask and leaves its input alone.
 */

export { OUTLINE_MAX_SIDE };

/** The size the editor opens at when the maze's own size cannot be read. */
const FALLBACK_SIDE = 30;

export function filledMask(width: number, height: number): Mask {
  return { width, height, cells: new Uint8Array(width * height).fill(1) };
}

export function clearedMask(width: number, height: number): Mask {
  return { width, height, cells: new Uint8Array(width * height) };
}

/** Cells become gaps and gaps cells. Inverting twice gives the mask back. */
export function invertedMask(mask: Mask): Mask {
  const cells = new Uint8Array(mask.cells.length);
  for (let slot = 0; slot < cells.length; slot++) cells[slot] = mask.cells[slot] ? 0 : 1;
  return { width: mask.width, height: mask.height, cells };
}

/**
 * The outline stretched onto a W×H grid of the shape, as a picture is (core maskFromPixels):
 * both grids, as the shape draws them, span the same box, and a new slot is a cell when the old
 * cell under its centre was. To the same size it is the same mask.
 */
export function resampledMask(mask: Mask, shape: GridShapeId, width: number, height: number): Mask {
  const from = gridTopology(shape, mask.width, mask.height);
  const to = gridTopology(shape, width, height);
  const source = centreBounds(from);
  const target = centreBounds(to);
  const scaleX = (source.maxX - source.minX + 1) / (target.maxX - target.minX + 1);
  const scaleY = (source.maxY - source.minY + 1) / (target.maxY - target.minY + 1);
  const cells = new Uint8Array(width * height);
  for (let slot = 0; slot < to.cellCount; slot++) {
    const x = source.minX - 0.5 + (to.centres[2 * slot]! - target.minX + 0.5) * scaleX;
    const y = source.minY - 0.5 + (to.centres[2 * slot + 1]! - target.minY + 0.5) * scaleY;
    const old = cellAt(from, x, y);
    if (old >= 0 && mask.cells[old]) cells[slot] = 1;
  }
  return { width, height, cells };
}

/** A typed side as the editor takes it: a whole number from 1 to OUTLINE_MAX_SIDE, else null. */
export function editorSide(text: string): number | null {
  if (!/^\d{1,4}$/.test(text.trim())) return null;
  const side = Number(text.trim());
  return side >= 1 && side <= OUTLINE_MAX_SIDE ? side : null;
}

/** A size brought within the editor's limits, its proportions kept. */
export function editorSize(width: number, height: number): { width: number; height: number } {
  const safe = (side: number) => (Number.isInteger(side) && side >= 1 ? side : FALLBACK_SIDE);
  const [w, h] = [safe(width), safe(height)];
  const factor = Math.min(1, OUTLINE_MAX_SIDE / w, OUTLINE_MAX_SIDE / h);
  return { width: Math.max(1, Math.round(w * factor)), height: Math.max(1, Math.round(h * factor)) };
}

/**
 * What the editor opens with: the maze's outline (a preset fitted to the maze's size, or the
 * cells of a code) or, without one, the whole grid; brought within the editor's size. A code
 * that cannot be read opens as the whole grid (the Maze section already says what is wrong).
 */
export function startingOutline(shape: GridShapeId, setting: string, width: number, height: number): Mask {
  const size = editorSize(width, height);
  if (setting === '') return filledMask(size.width, size.height);
  if (isMaskPresetId(setting)) return presetMask(setting, shape, size.width, size.height);
  let mask: Mask;
  try {
    mask = decodeMask(setting);
  } catch (error) {
    if (!(error instanceof MaskError)) throw error;
    return filledMask(size.width, size.height);
  }
  const fitted = editorSize(mask.width, mask.height);
  return fitted.width === mask.width && fitted.height === mask.height ? mask : resampledMask(mask, shape, fitted.width, fitted.height);
}
