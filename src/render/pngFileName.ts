import { writeDecimal } from '../core/decimal';
import { isMaskPresetId } from '../core/shape/maskPresets';
import type { MazeSettings } from '../game/settings';

// The name a download is saved under: the store loads this with the picture's own code, and names it once the picture is made.

/** The files a picture of the maze is saved as: pixels, or paths that stay crisp at any size. */
export type PictureFormat = 'png' | 'svg';

/**
 * "maze-20x20-backtracker-<seed>.png", "...-solution.png" when the solution is drawn, and
 * "-trail" before the extension when the player's trail is, so no download overwrites another.
 * Other shapes say theirs first: "maze-hex-30x20-backtracker-<seed>.png", and a circle its
 * rings, "maze-polar-12rings-backtracker-<seed>.png"; an outline follows the size
 * ("maze-hex-30x20-heart-…", "…-outline-…" for a drawn one), and squares in lines say so
 * ("maze-20x20-lines-…"), a unicursal labyrinth and a weave too ("maze-20x20-unicursal-…",
 * "maze-hex-30x20-weave0.3-…"), and levels ("maze-10x10-3levels-…"). Plain square names are what they always were. An SVG is named
 * the same, ending in .svg.
 */
export function pngFileName(settings: MazeSettings, withSolution: boolean, withTrail = false, format: PictureFormat = 'png'): string {
  const seed = settings.seed.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 60);
  const shape = settings.shape ?? 'square';
  const size = shape === 'polar' ? `${settings.rings ?? 0}rings` : `${settings.width}x${settings.height}`;
  const prefix = shape === 'square' ? '' : `${shape}-`;
  const outline = settings.mask === undefined ? '' : `-${isMaskPresetId(settings.mask) ? settings.mask : 'outline'}`;
  const lines = settings.style === 'lines' ? '-lines' : '';
  const unicursal = settings.unicursal ? '-unicursal' : '';
  const weave = settings.weave ? `-weave${writeDecimal(settings.weave)}` : '';
  const levels = settings.levels ? `-${settings.levels}levels` : '';
  return `maze-${prefix}${size}${outline}${lines}${unicursal}${weave}${levels}-${settings.algorithm}-${seed}${withSolution ? '-solution' : ''}${withTrail ? '-trail' : ''}.${format}`;
}
