import type { PathContext } from '../pathContext';
import { drawMarkersAt, type MarkerOptions } from '../markers';
import type { Theme } from '../theme';
import type { CellScene, CellView } from './cellScene';
import { cellCentrePx } from './cellView';
import { INSET_SCALE, isWoven } from './bridges';

/** A corridor of the line style is about this much of a cell wide (a wall takes the rest): the markers' size. */
const CORRIDOR = 0.8;

/** A weave's corridors are inset (bridges.ts): a marker this much of their width stays between their walls. */
const IN_INSET_CORRIDOR = 0.85;

/**
 * The player, the exit and the lab's start over a maze on cells, at the cells' centres, with
 * their halos when small: the block style's markers (render/markers.ts), sized to a corridor.
 */
export function drawCellMarkers(ctx: PathContext, scene: CellScene, theme: Theme, view: CellView, options: MarkerOptions = {}): void {
  const { topology } = scene.maze;
  const place = (cell: number | null | undefined) => (cell === undefined || cell === null || cell < 0 ? null : cellCentrePx(topology, view, cell));
  drawMarkersAt(
    ctx,
    {
      entrance: scene.entrance !== scene.player ? place(scene.entrance) : null,
      exit: scene.exit !== scene.player ? place(scene.exit) : null,
      player: place(scene.player),
      ghost: place(scene.ghost),
      size: view.scale * (isWoven(scene.maze) ? INSET_SCALE * IN_INSET_CORRIDOR : CORRIDOR),
    },
    theme,
    options,
  );
}
