import { levelBounds } from '../../core/shape/geometry';
import { levelOf } from '../../core/shape/levels';
import type { Topology } from '../../core/shape/topology';
import type { Context2D } from '../draw';
import type { CellView } from './cellScene';
import { fitCellView } from './cellView';

/**
 * How a fitted maze of several levels shows on a screen: its levels side by side while a cell
 * keeps at least SIDE_BY_SIDE_MIN_PX CSS pixels, else the player's level alone, filling the
 * canvas, the levels beside it faint at its edges (a phone, or many levels).
 */

/** CSS pixels a cell below which the side-by-side levels give way to the player's level alone. */
export const SIDE_BY_SIDE_MIN_PX = 14;

/** The level a fitted view shows alone, or null for the whole picture (every maze of one level, and levels that fit side by side). */
export function levelShownAlone(topology: Topology, width: number, height: number, pixelRatio: number, position: number): number | null {
  if (topology.levels === undefined || position < 0) return null;
  return fitCellView(topology, width, height).scale / pixelRatio >= SIDE_BY_SIDE_MIN_PX ? null : levelOf(topology, position);
}

/** The view that fits level `level` alone (margin as fitCellView's). */
export function fitLevelView(topology: Topology, width: number, height: number, margin: number, level: number): CellView {
  return fitCellView(topology, width, height, margin, levelBounds(topology, level));
}

/** What of the other levels shows round the one in view: this much of their picture is taken out. */
const FADE = 0.75;

/** Fades what the canvas shows outside level `level`'s panel: the levels beside it stay in sight, faint. */
export function fadeOtherLevels(ctx: Context2D, topology: Topology, view: CellView, level: number, width: number, height: number): void {
  const box = levelBounds(topology, level);
  // Half a cell round the panel stays clear: its outline's walls and the doors' halos.
  const left = Math.floor(view.x + (box.minX - 0.5) * view.scale);
  const top = Math.floor(view.y + (box.minY - 0.5) * view.scale);
  const right = Math.ceil(view.x + (box.maxX + 0.5) * view.scale);
  const bottom = Math.ceil(view.y + (box.maxY + 0.5) * view.scale);
  ctx.save();
  ctx.globalCompositeOperation = 'destination-out';
  ctx.fillStyle = `rgba(0, 0, 0, ${FADE})`;
  ctx.beginPath();
  ctx.rect(0, 0, width, height);
  ctx.rect(left, top, right - left, bottom - top);
  ctx.fill('evenodd');
  ctx.restore();
}
