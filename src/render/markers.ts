import type { PathContext } from './pathContext';
import type { Scene, View } from './scene';
import type { Theme } from './theme';

/**
 * A bump into a wall, as the canvas shows it: the way the player pushed (a unit vector: an
 * arrow's axis, or a hexagon's or triangle's slant) and how far along the nudge is (0..1).
 */
export interface Nudge {
  readonly dx: number;
  readonly dy: number;
  /** 0 at the bump, 1 when it is over. */
  readonly progress: number;
  /** Reduced motion: the player stays put, only the wall flashes. */
  readonly still: boolean;
}

export interface MarkerOptions {
  /** Device pixels a CSS pixel: halos and the bump bar keep their size on any screen. */
  readonly pixelRatio?: number;
  readonly nudge?: Nudge | null;
}

/** Under this many CSS pixels of radius the player's dot is hard to find: a halo rings it. */
const HALO_BELOW_PX = 3;
const HALO_RADIUS_PX = 11;

function centreOf(view: View, cols: number, index: number): [number, number] {
  return [view.x + ((index % cols) + 0.5) * view.block, view.y + (Math.floor(index / cols) + 0.5) * view.block];
}

/** A ring you can find at any zoom: a dark outline, a light one, and a tinted disc inside. */
function halo(ctx: PathContext, x: number, y: number, radius: number, colour: string, ratio: number): void {
  ringedDisc(ctx, x, y, radius, colour, { fill: 0.18, light: 3 * ratio, dark: 1.5 * ratio });
}

/** A see-through disc (`fill` its opacity) ringed white (`light` wide) and then in its colour (`dark` wide). */
function ringedDisc(ctx: PathContext, x: number, y: number, radius: number, colour: string, look: { fill: number; light: number; dark: number }): void {
  ctx.save();
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, Math.PI * 2);
  ctx.globalAlpha = look.fill;
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.globalAlpha = 1;
  ctx.lineWidth = look.light;
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  ctx.lineWidth = look.dark;
  ctx.strokeStyle = colour;
  ctx.stroke();
  ctx.restore();
}

/** Where the markers stand, in device pixels (null: not drawn), and how big a cell is there. */
export interface MarkerPlaces {
  readonly entrance: readonly [number, number] | null;
  readonly exit: readonly [number, number] | null;
  readonly player: readonly [number, number] | null;
  readonly ghost?: readonly [number, number] | null;
  /** Device pixels a block (block style) or a corridor (line style): the markers' size follows it. */
  readonly size: number;
}

/**
 * The markers over the maze: the lab's start, the exit, the player, a halo around each when the maze is drawn
 * too small to see them, and the nudge of a bump into a wall. Drawn on their own layer on
 * screen, so a move redraws two markers, not the maze; never in the PNG.
 */
export function drawMarkers(ctx: PathContext, scene: Scene, theme: Theme, view: View, options: MarkerOptions = {}): void {
  const cols = scene.grid.cols;
  const place = (index: number | null | undefined) => (index === undefined || index === null ? null : centreOf(view, cols, index));
  const entrance = scene.entrance !== scene.player ? place(scene.entrance) : null;
  const exit = scene.exit !== scene.player ? place(scene.exit) : null;
  const ghost = scene.ghost !== undefined && scene.ghost !== null && scene.ghost >= 0 ? place(scene.ghost) : null;
  drawMarkersAt(ctx, { entrance, exit, player: place(scene.player), ghost, size: view.block }, theme, options);
}

/** The markers at their places: the one home of their look, for blocks and for cells. */
export function drawMarkersAt(ctx: PathContext, places: MarkerPlaces, theme: Theme, options: MarkerOptions = {}): void {
  const ratio = options.pixelRatio ?? 1;
  const block = places.size;
  const radius = Math.max(1.5, block * 0.36);
  const small = radius < HALO_BELOW_PX * ratio;
  if (places.entrance) {
    // The lab's start: a hollow square, so it never reads as the exit's filled one; as big as the
    // block allows, with the exit's halo where blocks are small (it was a speck on a big maze).
    const [x, y] = places.entrance;
    if (small) halo(ctx, x, y, HALO_RADIUS_PX * ratio, theme.entrance, ratio);
    const half = Math.max(2 * ratio, block * 0.42);
    const line = Math.max(1.5 * ratio, block * 0.16);
    ctx.strokeStyle = theme.entrance;
    ctx.lineWidth = line;
    ctx.strokeRect(x - half + line / 2, y - half + line / 2, half * 2 - line, half * 2 - line);
  }
  if (places.exit) {
    const [x, y] = places.exit;
    if (small) halo(ctx, x, y, HALO_RADIUS_PX * ratio, theme.exit, ratio);
    const half = Math.max(1, block * 0.3);
    ctx.fillStyle = theme.exit;
    ctx.fillRect(x - half, y - half, half * 2, half * 2);
  }
  // The moving markers (the ghost, under the player) are drawn only where the player is: never on the maze layer or a PNG.
  if (places.player === null) return;
  if (places.ghost) drawGhost(ctx, places.ghost, radius, small, ratio);
  let [x, y] = places.player;
  const nudge = options.nudge;
  if (nudge && nudge.progress < 1) {
    // Towards the wall and back: a quick there-and-back, then a flash on the wall's side.
    const reach = Math.max(2 * ratio, block * 0.22);
    const out = nudge.still ? 0 : Math.sin(Math.PI * nudge.progress) * reach;
    const bar = Math.max(3 * ratio, block * 0.5);
    const edge = Math.max(radius + 2 * ratio, block / 2);
    ctx.save();
    ctx.globalAlpha = 1 - nudge.progress;
    ctx.fillStyle = theme.bump;
    const thick = Math.max(2 * ratio, block * 0.14);
    if (nudge.dy === 0) ctx.fillRect(x + nudge.dx * edge - thick / 2, y - bar, thick, bar * 2);
    else if (nudge.dx === 0) ctx.fillRect(x - bar, y + nudge.dy * edge - thick / 2, bar * 2, thick);
    else {
      // A slanted push: the same bar, turned to face it.
      ctx.translate(x + nudge.dx * edge, y + nudge.dy * edge);
      ctx.rotate(Math.atan2(nudge.dy, nudge.dx));
      ctx.fillRect(-thick / 2, -bar, thick, bar * 2);
    }
    ctx.restore();
    x += nudge.dx * out;
    y += nudge.dy * out;
  }
  if (small) halo(ctx, x, y, HALO_RADIUS_PX * ratio, theme.player, ratio);
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, Math.PI * 2);
  ctx.fillStyle = theme.player;
  ctx.fill();
  if (block >= 6) {
    ctx.lineWidth = Math.max(1, block * 0.08);
    ctx.strokeStyle = theme.playerRing;
    ctx.stroke();
  }
}

/**
 * A ghost's violet: apart from the player's blue, the exit's green and the trail's orange in
 * hue and lightness. Drawn the same in both schemes: a see-through disc with a white ring and
 * a violet one outside it reads on white passages and on dark ones alike.
 */
const GHOST_COLOUR = '#7c3aed';

/**
 * The racing ghost: a see-through disc a third wider than the player, ringed light and dark so
 * it reads on any passage; drawn under the player, so on the same place it rings the player.
 */
function drawGhost(ctx: PathContext, [x, y]: readonly [number, number], playerRadius: number, small: boolean, ratio: number): void {
  if (small) halo(ctx, x, y, HALO_RADIUS_PX * ratio, GHOST_COLOUR, ratio);
  const radius = playerRadius * 1.35;
  ringedDisc(ctx, x, y, radius, GHOST_COLOUR, { fill: 0.45, light: Math.max(1, radius * 0.22), dark: Math.max(1, radius * 0.1) });
}
