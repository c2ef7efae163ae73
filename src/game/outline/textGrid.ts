import { centreBounds, gridTopology, type GridShapeId } from '../../core';
import { OUTLINE_MAX_SIDE } from '../../ids/outline';
import { TEXT_FILL, type Ink } from './outlinePicture';

/**
 * The grid a typed text is drawn on. A text fitted to whatever grid is open comes out a few
 * rows tall ("MAZE" at 20×20 is four rows, unreadable), so the grid sizes itself to the text:
 * rows enough that its ink spans LETTER_ROWS of them, and columns enough that the height, not
 * the width, is what limits the text (the width follows the text's length). Within the editor's
 * limits: a text too long for OUTLINE_MAX_SIDE columns gets them all, and rows that fit.
 */

/**
 * Rows the text's ink spans: a capital ten rows tall keeps a bold letter's strokes and gaps
 * apart (E has three bars and two gaps), and a lower-case letter, about seven tenths of a
 * capital, still gets about seven.
 */
export const LETTER_ROWS = 10;

/** A grid's span across its cells' centres plus half a cell each side, in the shape's units, as maskFromPixels stretches it over a picture. */
function spanOf(shape: GridShapeId, width: number, height: number): { x: number; y: number } {
  const { minX, maxX, minY, maxY } = centreBounds(gridTopology(shape, width, height));
  return { x: maxX - minX + 1, y: maxY - minY + 1 };
}

/*
 * Spans grow by the same step with each column and each row from two of them on (a shape's
 * columns and rows are evenly spaced; a second column may shift half a row, as hexagons'), so
 * a few small grids give the rule at any size.
 */

/** Rows the ink of a text spans when the grid's height limits it: TEXT_FILL of the grid's span, in rows. */
function inkRowsWhenHeightBound(shape: GridShapeId, height: number): number {
  const pitch = spanOf(shape, 2, 3).y - spanOf(shape, 2, 2).y;
  return (TEXT_FILL * spanOf(shape, 2, height).y) / pitch;
}

/** The fewest columns at which a text of these proportions is limited by the grid's height, not its width. */
export function textColumns(ink: Ink, shape: GridShapeId, height: number): number {
  const aspect = (ink.left + ink.right) / (ink.ascent + ink.descent);
  const [two, three] = [spanOf(shape, 2, height), spanOf(shape, 3, height)];
  const wanted = aspect * two.y;
  if (wanted <= spanOf(shape, 1, height).x) return 1;
  return 2 + Math.max(0, Math.ceil((wanted - two.x) / (three.x - two.x) - 1e-9));
}

/** The grid's size for a text whose ink is `ink` (at any font size: only its proportions count); null for a text without ink. */
export function textGridSize(ink: Ink, shape: GridShapeId): { width: number; height: number } | null {
  if (!(ink.left + ink.right > 0) || !(ink.ascent + ink.descent > 0)) return null;
  let height = 1;
  while (inkRowsWhenHeightBound(shape, height) < LETTER_ROWS) height++;
  // Too wide for the editor: fewer rows, each letter as tall as the columns allow.
  for (; height >= 1; height--) {
    const width = textColumns(ink, shape, height);
    if (width <= OUTLINE_MAX_SIDE) return { width, height };
  }
  return { width: OUTLINE_MAX_SIDE, height: 1 };
}
