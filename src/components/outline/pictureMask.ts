import { joinedPieces } from '../../game/outline/joinPieces';
import { maskFromPixels, quote, type GridShapeId, type Mask } from '../../core';
import { fitText, pictureSize, type Ink } from '../../game/outline/outlinePicture';
import { textGridSize } from '../../game/outline/textGrid';
import { OUTLINE } from '../../i18n/outline';

/** A picture that cannot become an outline; the editor says why in the page's language (the message is the English). */
export class PictureError extends Error {
  constructor(
    readonly reason: 'no-canvas' | 'not-image',
    /** The file's name, quoted (not-image only). */
    readonly quotedName = '',
  ) {
    super(OUTLINE.en.pictureProblem(reason, quotedName));
  }
}

/**
 * Outlines from pictures the browser draws: a typed text (any script the browser has a font
 * for, Chinese included) or an uploaded image, drawn black on white into a canvas of the grid's
 * proportions and read by core maskFromPixels (dark pixels are cells).
 */

/** Bold, so a letter's strokes are a few cells thick even on a small grid. */
const TEXT_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", sans-serif';
const MEASURED_AT = 100;

function whiteCanvas(shape: GridShapeId, width: number, height: number): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D } {
  const size = pictureSize(shape, width, height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new PictureError('no-canvas');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size.width, size.height);
  return { canvas, context };
}

function maskOfCanvas(canvas: HTMLCanvasElement, context: CanvasRenderingContext2D, shape: GridShapeId, width: number, height: number): Mask {
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  return maskFromPixels(pixels.data, pixels.width, pixels.height, shape, width, height);
}

/** The text's ink in the outline's font, at MEASURED_AT pixels. */
function inkOf(context: CanvasRenderingContext2D, text: string): Ink {
  context.font = `800 ${MEASURED_AT}px ${TEXT_FONT}`;
  const metrics = context.measureText(text);
  return { left: metrics.actualBoundingBoxLeft, right: metrics.actualBoundingBoxRight, ascent: metrics.actualBoundingBoxAscent, descent: metrics.actualBoundingBoxDescent };
}

/** The grid sized to the text, its letters about LETTER_ROWS rows tall (game/outline/textGrid); null when it has no ink. */
export function textGrid(text: string, shape: GridShapeId): { width: number; height: number } | null {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) throw new PictureError('no-canvas');
  return textGridSize(inkOf(context, text), shape);
}

/** The text as large as fits the grid, centred; null when it has no ink (empty or only spaces). */
export function textMask(text: string, shape: GridShapeId, width: number, height: number): Mask | null {
  const { canvas, context } = whiteCanvas(shape, width, height);
  const place = fitText(inkOf(context, text), MEASURED_AT, canvas.width, canvas.height);
  if (!place) return null;
  context.font = `800 ${place.fontSize}px ${TEXT_FONT}`;
  context.fillStyle = '#000';
  context.textBaseline = 'alphabetic';
  context.textAlign = 'left';
  context.fillText(text, place.x, place.y);
  // Letters stand apart, and a maze needs one piece: short bridges join them, as "Join pieces" would.
  return joinedPieces(shape, maskOfCanvas(canvas, context, shape, width, height));
}

/** An image the browser decoded, kept so the outline can be drawn again at another size. */
export type Picture = ImageBitmap;

/** Decodes an uploaded file; rejects with one line naming the file when it is not an image the browser can read. */
export async function readPicture(file: File): Promise<Picture> {
  try {
    return await createImageBitmap(file);
  } catch {
    return Promise.reject(new PictureError('not-image', quote(file.name)));
  }
}

/** The image as large as fits the grid, its proportions kept and centred (the margins are white: no cells). */
export function imageMask(picture: Picture, shape: GridShapeId, width: number, height: number): Mask {
  const { canvas, context } = whiteCanvas(shape, width, height);
  const scale = Math.min(canvas.width / picture.width, canvas.height / picture.height);
  const drawnWidth = picture.width * scale;
  const drawnHeight = picture.height * scale;
  context.drawImage(picture, (canvas.width - drawnWidth) / 2, (canvas.height - drawnHeight) / 2, drawnWidth, drawnHeight);
  return maskOfCanvas(canvas, context, shape, width, height);
}
