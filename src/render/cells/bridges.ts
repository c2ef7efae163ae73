import type { CellMaze } from '../../core';
import { adjacencyIndex } from '../../core/shape/cellMaze';
import { forEachSide, newSide, type Side } from '../../core/shape/geometry';
import { CROSSING_CELLS } from '../../core/shape/crossings';
import type { PathContext } from '../pathContext';
import type { CellView } from './cellScene';

/**
 * A weave drawn as Mazes for Programmers draws one: every cell inset, its passages corridors
 * narrower than the cell, so a corridor can be seen to run under another. Each cell's outline
 * is shrunk towards its centre by INSET_SCALE; a closed side is the shrunk side, an open one
 * two walls straight out from the shrunk side's ends to the cell's edge, where the neighbour's
 * meet them. At a crossing the over cell's corridor runs on between its walls (its rails),
 * unbroken, and the tunnel's walls stop BRIDGE_GAP short of them, square-ended (forEachTunnelWall),
 * so the eye reads the lower passage going under.
 */
export const INSET_SCALE = 0.56;
/** The gap, in topology units (neighbouring centres about one apart), between a tunnel's walls' ends and the bridge's rails' middle lines. */
export const BRIDGE_GAP = 0.15;

const overIndexes = new WeakMap<Int32Array, Int32Array>();

/** Per cell, the index in `crossings` of the crossing it is the over cell of, or -1. Once per maze. */
function overIndexOf(crossings: Int32Array, cellCount: number): Int32Array {
  let index = overIndexes.get(crossings);
  if (!index) {
    index = new Int32Array(cellCount).fill(-1);
    for (let k = 0; k < crossings.length; k += CROSSING_CELLS) index[crossings[k]!] = k;
    overIndexes.set(crossings, index);
  }
  return index;
}

/** Whether the maze is drawn inset: a weave, whose crossings need room to show. */
export function isWoven(maze: CellMaze): boolean {
  return maze.crossings !== undefined;
}

/** A side of a cell shrunk towards its centre: the shrunk side's ends, and the outward normal times the corridor's reach past them. */
interface ShrunkSide {
  ax: number;
  ay: number;
  bx: number;
  by: number;
  nx: number;
  ny: number;
}

/** Side `s` of the cell centred at (ox, oy), shrunk by INSET_SCALE, written into `out` (one record a draw: nothing allocated a side). */
function shrink(s: Side, ox: number, oy: number, out: ShrunkSide): ShrunkSide {
  const k = INSET_SCALE;
  out.ax = ox + k * (s.x0 - ox);
  out.ay = oy + k * (s.y0 - oy);
  out.bx = ox + k * (s.x1 - ox);
  out.by = oy + k * (s.y1 - oy);
  out.nx = (1 - k) * ((s.x0 + s.x1) / 2 - ox);
  out.ny = (1 - k) * ((s.y0 + s.y1) / 2 - oy);
  return out;
}

/** Whether `nb` is the over cell of a crossing whose tunnel ends at `cell`: that side of `cell` opens under the bridge. */
function isTunnelMouth(crossings: Int32Array | undefined, overIndex: Int32Array | null, cell: number, nb: number): boolean {
  if (!overIndex || !crossings) return false;
  const at = overIndex[nb]!;
  return at >= 0 && (crossings[at + 1] === cell || crossings[at + 2] === cell);
}

/**
 * Adds a cell's inset floor to the current path, as closed subpaths: its shrunk outline, and a
 * strip out to its edge through each side that opens (a passage, or a tunnel's mouth). What a
 * walked cell of a weave is filled with, so its colour stays between the corridor's walls
 * instead of spilling into the margins round them. Made once a draw, like outlineTracer.
 */
export function insetFloorTracer(ctx: PathContext, maze: CellMaze, view: CellView): (cell: number) => void {
  const { topology, open, crossings } = maze;
  const overIndex = crossings ? overIndexOf(crossings, topology.cellCount) : null;
  const { centres } = topology;
  const at = (x: number, y: number): [number, number] => [view.x + x * view.scale, view.y + y * view.scale];
  const side = newSide();
  const shrunk: ShrunkSide = { ax: 0, ay: 0, bx: 0, by: 0, nx: 0, ny: 0 };
  let cell = 0;
  let ox = 0;
  let oy = 0;
  let first = true;
  const corners = (s: Side) => {
    const { ax, ay } = shrink(s, ox, oy, shrunk);
    const [x, y] = at(ax, ay);
    if (first) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
    first = false;
  };
  const strips = (s: Side) => {
    const nb = s.neighbour;
    if (nb < 0 || (open[adjacencyIndex(topology, cell, nb)] !== 1 && !isTunnelMouth(crossings, overIndex, cell, nb))) return;
    const { ax, ay, bx, by, nx, ny } = shrink(s, ox, oy, shrunk);
    ctx.moveTo(...at(ax, ay));
    ctx.lineTo(...at(bx, by));
    ctx.lineTo(...at(bx + nx, by + ny));
    ctx.lineTo(...at(ax + nx, ay + ny));
    ctx.closePath();
  };
  return (c) => {
    cell = c;
    ox = centres[2 * c]!;
    oy = centres[2 * c + 1]!;
    first = true;
    forEachSide(topology, c, corners, side);
    ctx.closePath();
    forEachSide(topology, c, strips, side);
  };
}

/**
 * The walls of the listed cells (all when null), inset (see above), added to the current path;
 * `piece` is called after each. `door(cell, side)` tells the start's and the goal's openings
 * in the outline, drawn open.
 */
export function traceInsetWalls(ctx: PathContext, maze: CellMaze, view: CellView, cells: readonly number[] | null, door: (cell: number, side: Side) => boolean, piece: () => void): void {
  const { topology, open, crossings } = maze;
  const overIndex = crossings ? overIndexOf(crossings, topology.cellCount) : null;
  const { centres } = topology;
  const line = (x0: number, y0: number, x1: number, y1: number) => {
    ctx.moveTo(view.x + x0 * view.scale, view.y + y0 * view.scale);
    ctx.lineTo(view.x + x1 * view.scale, view.y + y1 * view.scale);
    piece();
  };
  let cell = 0;
  let ox = 0;
  let oy = 0;
  const shrunk: ShrunkSide = { ax: 0, ay: 0, bx: 0, by: 0, nx: 0, ny: 0 };
  // The over cell's tunnel ends, when `cell` is one; -1 otherwise.
  let underA = -1;
  let underC = -1;
  const wall = (s: Side) => {
    const { ax, ay, bx, by, nx, ny } = shrink(s, ox, oy, shrunk);
    const nb = s.neighbour;
    const mouthOver = nb >= 0 && (nb === underA || nb === underC);
    const passage = nb >= 0 ? open[adjacencyIndex(topology, cell, nb)] === 1 || mouthUnder(nb) : door(cell, s);
    if (mouthOver) {
      // The bridge's rail; the tunnel's walls up to it are forEachTunnelWall's.
      line(ax, ay, bx, by);
    } else if (passage) {
      line(ax, ay, ax + nx, ay + ny);
      line(bx, by, bx + nx, by + ny);
    } else line(ax, ay, bx, by);
  };
  // A tunnel's end cell: its side towards the over cell is a passage, out under the bridge.
  const mouthUnder = (nb: number) => isTunnelMouth(crossings, overIndex, cell, nb);
  const side = newSide();
  const drawCell = (c: number) => {
    cell = c;
    ox = centres[2 * c]!;
    oy = centres[2 * c + 1]!;
    const at = overIndex ? overIndex[c]! : -1;
    underA = at >= 0 ? crossings![at + 1]! : -1;
    underC = at >= 0 ? crossings![at + 2]! : -1;
    forEachSide(topology, c, wall, side);
  };
  if (cells) for (const c of cells) drawCell(c);
  else for (let c = 0; c < topology.cellCount; c++) drawCell(c);
}

/**
 * Calls `wall(x0, y0, x1, y1)` with the tunnel's walls at each crossing over the listed cells
 * (all when null), in topology units: from the over cell's edge at a mouth straight in, ending
 * BRIDGE_GAP short of the rail. The painter strokes them with square-cut ends, so the gap shows
 * whatever the walls' thickness.
 */
export function forEachTunnelWall(maze: CellMaze, cells: readonly number[] | null, wall: (x0: number, y0: number, x1: number, y1: number) => void): void {
  const { crossings, topology } = maze;
  if (!crossings || crossings.length === 0) return;
  const index = overIndexOf(crossings, topology.cellCount);
  const { centres } = topology;
  const k = INSET_SCALE;
  const side = newSide();
  const wallsOf = (at: number) => {
    const b = crossings[at]!;
    const [a, c] = [crossings[at + 1]!, crossings[at + 2]!];
    const ox = centres[2 * b]!;
    const oy = centres[2 * b + 1]!;
    forEachSide(
      topology,
      b,
      (s) => {
        if (s.neighbour !== a && s.neighbour !== c) return;
        // From the edge in, along the outward normal's reach past the shrunk side (see traceInsetWalls).
        const nx = (1 - k) * ((s.x0 + s.x1) / 2 - ox);
        const ny = (1 - k) * ((s.y0 + s.y1) / 2 - oy);
        const stop = BRIDGE_GAP / Math.hypot(nx, ny);
        for (const [x, y] of [
          [s.x0, s.y0],
          [s.x1, s.y1],
        ] as const) {
          const ix = ox + k * (x - ox);
          const iy = oy + k * (y - oy);
          wall(ix + nx, iy + ny, ix + stop * nx, iy + stop * ny);
        }
      },
      side,
    );
  };
  if (cells) {
    for (const cell of cells) if (index[cell]! >= 0) wallsOf(index[cell]!);
  } else for (let at = 0; at < crossings.length; at += CROSSING_CELLS) wallsOf(at);
}
