import type { PngScene } from '../png';
import type { Theme } from '../theme';
import { mazeSvg } from './mazePicture';

/** A maze's SVG file, as the page saves it: the picture its PNG shows, the solution its own path. */
export function svgBlob(picture: PngScene, theme: Theme): Blob {
  return new Blob([mazeSvg(picture, theme)], { type: 'image/svg+xml' });
}
