import type { Random } from '../random';
import type { ReplayTrace } from './trace';

/**
 * A graph of cells to carve: what the eight graph generators (backtracker, both Prims,
 * Kruskal, Wilson, Aldous–Broder, hunt-and-kill, growing tree) need of a maze, and all they
 * need, so each is written once. Two kinds implement it: the square block grid (BlockGraph:
 * neighbours computed, passages written into the grid, a cell named by its block) and any CSR
 * topology (TopologyGraph, in shape/: hex, triangle, polar, masked squares).
 *
 * A cell is a number the graph gives out (firstCell, nextCell, randomCell, neighbour). A way
 * out of a cell is its neighbour's place in the cell's fixed neighbour order, 0 to maxWays − 1,
 * so (cell << wayBits) | way names a wall in one int32 (Prim's and Kruskal's wall lists).
 *
 * The graph also keeps how each side has always used the random source, so the same seed gives
 * the same maze as before the two were one: `forcedMoveDraws` (see pickWay), `randomCell` and
 * `randomWay`. The carving methods differ only in which blocks they report to a trace, and
 * in what order, which a replay shows.
 */
export interface CarveGraph {
  readonly cellCount: number;
  /** Most ways out of a cell; every way is below 1 << wayBits. */
  readonly maxWays: number;
  readonly wayBits: number;
  /** How many walls separate two cells: the longest a wall list can get. */
  readonly wallCount: number;
  /** Per-cell arrays are indexed by indexOf(cell), which is below indexLimit. */
  readonly indexLimit: number;
  /** The first cell in reading order; nextCell gives the next, or -1 after the last. */
  readonly firstCell: number;
  /** Whether a choice among one option still draws a number (see pickWay). */
  readonly forcedMoveDraws: boolean;
  /** Present only when a replay watches the walk of Wilson's and Aldous–Broder. */
  readonly replay: ReplayTrace | undefined;

  nextCell(cell: number): number;
  indexOf(cell: number): number;
  /** A cell drawn at random (the square draws row then column; a topology, a cell id). */
  randomCell(random: Random): number;
  isVisited(cell: number): boolean;
  /** Writes into `out` the ways to neighbours not yet visited, in neighbour order; returns how many. */
  freshWays(cell: number, out: Int32Array): number;
  /** Writes into `out` the ways to visited neighbours; returns how many. */
  visitedWays(cell: number, out: Int32Array): number;
  /** Writes into `out` the ways to every neighbour the cell has; returns how many. */
  everyWay(cell: number, out: Int32Array): number;
  /** The cell across the way. */
  neighbour(cell: number, way: number): number;
  /** The way from `cell` to its neighbour `neighbour`. */
  wayTo(cell: number, neighbour: number): number;
  /** A way drawn uniformly among the cell's neighbours. */
  randomWay(cell: number, random: Random): number;
  /** A neighbour drawn uniformly, as randomWay draws (for walks that only need the cell). */
  randomNeighbour(cell: number, random: Random): number;

  /** Takes a lone cell into the maze (the first). Trace: the cell. */
  visit(cell: number): void;
  /** From a maze cell, opens the way and takes in the fresh cell across; returns it. Trace: wall, cell across. */
  carve(cell: number, way: number): number;
  /** Takes the fresh `cell` into the maze through the way to a maze neighbour. Trace: wall, cell. */
  attach(cell: number, way: number): void;
  /** Takes `cell` into the maze with the way open (Wilson's path); returns the cell across. Trace: cell, wall. */
  pave(cell: number, way: number): number;
  /** Opens the way between two cells in different trees, taking in either if fresh (Kruskal). Trace: the cell if fresh; wall, the cell across if fresh. */
  join(cell: number, way: number): void;
}

/**
 * A random one of the first `count` ways in `ways`. The square's generators never drew for a
 * forced move, the other shapes' always did: `forcedMoveDraws`, read once by the caller, keeps
 * both (a flag, not a graph method, so the hot loops make one call less to the graph).
 */
export function pickWay(ways: Int32Array, count: number, random: Random, forcedMoveDraws: boolean): number {
  return ways[count === 1 && !forcedMoveDraws ? 0 : random.int(count)]!;
}
