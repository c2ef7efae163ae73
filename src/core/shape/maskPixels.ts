import { centreBounds } from './centreBounds';
import { checkMaskSize, MaskError, type Mask } from './mask';
import { gridTopology, type GridShapeId } from './shapeTopology';

/**
 * A mask from a picture (an uploaded image, or text the page drew into a canvas): a slot is a
 * cell when the pixel under its centre is dark (luminance below half) and not transparent
 * (alpha below half counts as no cell). The grid as its shape draws it, centres plus half a
 * cell all round, is stretched over the whole image. `rgba` is unpremultiplied RGBA, row-major,
 * as a canvas's ImageData gives it.
 *
 * The mask is returned as the picture gives it, even when its cells fall into several pieces or
 * there are none: checkShapeOptions then says so, and the page shows that message.
 */
export function maskFromPixels(
  rgba: Uint8ClampedArray,
  imageWidth: number,
  imageHeight: number,
  shape: GridShapeId,
  width: number,
  height: number,
): Mask {
  if (!Number.isInteger(imageWidth) || !Number.isInteger(imageHeight) || imageWidth < 1 || imageHeight < 1) {
    throw new MaskError(`the picture must have at least one pixel each way (got ${imageWidth}×${imageHeight})`);
  }
  if (rgba.length !== imageWidth * imageHeight * 4) {
    throw new MaskError(`the picture's pixels (${rgba.length} bytes) do not fit its size ${imageWidth}×${imageHeight} (RGBA, 4 bytes a pixel)`);
  }
  checkMaskSize(width, height);
  const whole = gridTopology(shape, width, height);
  const { minX, minY, maxX, maxY } = centreBounds(whole);
  const spanX = maxX - minX + 1;
  const spanY = maxY - minY + 1;
  const cells = new Uint8Array(width * height);
  for (let slot = 0; slot < whole.cellCount; slot++) {
    const u = (whole.centres[2 * slot]! - minX + 0.5) / spanX;
    const v = (whole.centres[2 * slot + 1]! - minY + 0.5) / spanY;
    const px = Math.min(imageWidth - 1, Math.floor(u * imageWidth));
    const py = Math.min(imageHeight - 1, Math.floor(v * imageHeight));
    const at = (py * imageWidth + px) * 4;
    if (rgba[at + 3]! < 128) continue;
    // Rec. 709 luma on the stored (gamma-encoded) values: dark is below half of 255.
    const luma = 0.2126 * rgba[at]! + 0.7152 * rgba[at + 1]! + 0.0722 * rgba[at + 2]!;
    if (luma < 127.5) cells[slot] = 1;
  }
  return { width, height, cells };
}
