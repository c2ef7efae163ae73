import { centreBounds, gridTopology, type GridShapeId } from '../../core';

/**
 * Pictures for outlines (a typed text drawn by the page, an uploaded image): core
 * maskFromPixels stretches the grid, as its shape draws it, over the whole picture, so a
 * picture drawn in a canvas of the grid's own proportions keeps its shapes' proportions.
 */

/** A canvas of the grid's proportions whose longer side is `longest` pixels. */
export function pictureSize(shape: GridShapeId, width: number, height: number, longest = 1024): { width: number; height: number } {
  const bounds = centreBounds(gridTopology(shape, width, height));
  // The span maskFromPixels stretches over the picture: the centres, and half a cell all round.
  const spanX = bounds.maxX - bounds.minX + 1;
  const spanY = bounds.maxY - bounds.minY + 1;
  const scale = longest / Math.max(spanX, spanY);
  return { width: Math.max(1, Math.round(spanX * scale)), height: Math.max(1, Math.round(spanY * scale)) };
}

/** A text's ink measured at some font size (a canvas's TextMetrics actualBoundingBox*, from its drawing point). */
export interface Ink {
  readonly left: number;
  readonly right: number;
  readonly ascent: number;
  readonly descent: number;
}

/** How much of the picture the text may fill: a little margin keeps its edges off the border. */
export const TEXT_FILL = 0.92;

/**
 * The font size and drawing point that centre a text's ink in a picture and make it as large as
 * fits, its proportions kept; `ink` was measured at `measuredAt` pixels. Null for a text
 * without ink (empty, or only spaces).
 */
export function fitText(ink: Ink, measuredAt: number, pictureWidth: number, pictureHeight: number): { fontSize: number; x: number; y: number } | null {
  const inkWidth = ink.left + ink.right;
  const inkHeight = ink.ascent + ink.descent;
  if (!(inkWidth > 0) || !(inkHeight > 0)) return null;
  const scale = Math.min((TEXT_FILL * pictureWidth) / inkWidth, (TEXT_FILL * pictureHeight) / inkHeight);
  return {
    fontSize: measuredAt * scale,
    x: (pictureWidth - inkWidth * scale) / 2 + ink.left * scale,
    y: (pictureHeight - inkHeight * scale) / 2 + ink.ascent * scale,
  };
}
