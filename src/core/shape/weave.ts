import type { Random } from '../random';
import { Int32List } from '../int32List';
import { adjacencyIndex } from './cellMaze';
import type { Topology } from './topology';

/**
 * Weave mazes: passages that cross over and under each other, as in Mazes for Programmers'
 * Kruskal weave. Crossings are placed first, then any generator carves the rest around them.
 *
 * A crossing is a cell `over` whose own two passages run straight across it (to its two
 * neighbours on one axis), while a passage from `a` to `c` (its neighbours on another axis)
 * runs straight under it: a and c are joined by a way of their own, and neither borders the
 * over cell through an open wall. On squares the two axes are at right angles; on hexagons
 * the under passage crosses one of the two other axes.
 *
 * Guarantee: with no braid the passages, tunnels included, form a spanning tree of the cells.
 * The crossings' own passages are a forest (each crossing is placed only where its five cells
 * lie in four different pieces, Kruskal's check), the rest of the graph is carved as a perfect
 * maze of those pieces, one piece a node, so the whole is a tree.
 */

import { CROSSING_CELLS } from './crossings';

export { CROSSING_CELLS } from './crossings';

/** How fine the density draw is: one draw of this many per cell. */
const DENSITY_STEPS = 1_000_000;

/**
 * The most cells one piece of joined crossings may hold. Dense weaves chain crossings into one
 * piece; a piece of hundreds of thousands of cells would be one node of the graph the generator
 * carves, with as many walls (more than a carve graph holds, and quadratic for the backtracker,
 * which reads a node's walls each time it comes back). A crossing that would make a bigger
 * piece is left out: dense weaves stay dense, in many small knots. (A piece's size is kept in a
 * byte, placeCrossings' `size`: this must stay under 256.)
 */
const MAX_PIECE_CELLS = 64;

/** A topology's arrays, read once (a lattice builds them behind getters). */
type Arrays = Pick<Topology, 'offsets' | 'neighbours' | 'centres'>;

/**
 * The axes through a cell, written into `axes` as pairs (one, other) of neighbours straight
 * across it from each other (centres mirrored through the cell's), each pair once, from the
 * neighbour of lower id, in the topology's order; returns how many.
 */
function axesInto({ centres, offsets, neighbours }: Arrays, cell: number, axes: Int32Array): number {
  const first = offsets[cell]!;
  const end = offsets[cell + 1]!;
  const twiceX = 2 * centres[2 * cell]!;
  const twiceY = 2 * centres[2 * cell + 1]!;
  let count = 0;
  for (let i = first; i < end; i++) {
    const one = neighbours[i]!;
    const x = twiceX - centres[2 * one]!;
    const y = twiceY - centres[2 * one + 1]!;
    for (let j = first; j < end; j++) {
      const other = neighbours[j]!;
      if (Math.abs(centres[2 * other]! - x) < 1e-6 && Math.abs(centres[2 * other + 1]! - y) < 1e-6) {
        if (other > one) {
          axes[2 * count] = one;
          axes[2 * count + 1] = other;
          count++;
        }
        break;
      }
    }
  }
  return count;
}

/** Joins two pieces by their roots, the smaller under the larger; returns the new root. */
function union(parent: Int32Array, size: Uint8Array, one: number, other: number): number {
  const big = size[one]! >= size[other]! ? one : other;
  const small = big === one ? other : one;
  parent[small] = big;
  size[big]! += size[small]!;
  return big;
}

function find(parent: Int32Array, cell: number): number {
  let root = cell;
  while (parent[root] !== root) root = parent[root]!;
  while (parent[cell] !== root) {
    const next = parent[cell]!;
    parent[cell] = root;
    cell = next;
  }
  return root;
}

/**
 * Crossings drawn at random: each cell in turn, with probability `density`, becomes one if it
 * is crossable (two axes or more, on no other crossing yet, its passage cells over no crossing
 * of their own) and the crossing's passages join four separate pieces. The under axis and
 * then the over axis are drawn among the cell's axes. Returns the crossings' cells
 * (CROSSING_CELLS a crossing) and the pieces they join (a union-find forest over the cells).
 */
export function placeCrossings(topology: Topology, random: Random, density: number): { crossings: Int32Array; parent: Int32Array } {
  const { cellCount } = topology;
  const parent = new Int32Array(cellCount);
  for (let cell = 0; cell < cellCount; cell++) parent[cell] = cell;
  // Cells in each piece (at most MAX_PIECE_CELLS), kept at its root (union by size keeps the trees shallow).
  const size = new Uint8Array(cellCount).fill(1);
  // 1 on a crossing's cells (none may be another's over cell), 2 on its over cell.
  const role = new Uint8Array(cellCount);
  // Room for about as many crossings as a weave of this density places (under a third of the cells at most); the list grows past it.
  const found = new Int32List(Math.max(16, Math.ceil(cellCount * Math.min(density, 0.3)) * CROSSING_CELLS));
  const threshold = Math.round(density * DENSITY_STEPS);
  const axes = new Int32Array(32);
  const arrays: Arrays = { offsets: topology.offsets, neighbours: topology.neighbours, centres: topology.centres };
  for (let b = 0; b < cellCount; b++) {
    if (random.int(DENSITY_STEPS) >= threshold || role[b] !== 0) continue;
    const count = axesInto(arrays, b, axes);
    if (count < 2) continue;
    const under = random.int(count);
    const over = (under + 1 + random.int(count - 1)) % count;
    const a = axes[2 * under]!;
    const c = axes[2 * under + 1]!;
    const n = axes[2 * over]!;
    const s = axes[2 * over + 1]!;
    if (role[a] === 2 || role[c] === 2 || role[n] === 2 || role[s] === 2) continue;
    const rb = find(parent, b);
    const ra = find(parent, a);
    const rc = find(parent, c);
    const rn = find(parent, n);
    const rs = find(parent, s);
    // n–b–s and a–c must each join separate pieces, and a–c must not close a loop through the new n–b–s piece.
    if (rn === rb || rb === rs || rn === rs || ra === rc) continue;
    const aJoined = ra === rn || ra === rb || ra === rs;
    const cJoined = rc === rn || rc === rb || rc === rs;
    if (aJoined && cJoined) continue;
    const bridge = size[rn]! + size[rb]! + size[rs]!;
    const tunnel = size[ra]! + size[rc]!;
    // a–c joins the n–b–s piece when one end is in it already.
    if ((aJoined || cJoined ? bridge + tunnel - size[aJoined ? ra : rc]! : Math.max(bridge, tunnel)) > MAX_PIECE_CELLS) continue;
    union(parent, size, union(parent, size, rn, rb), rs);
    union(parent, size, find(parent, ra), find(parent, rc));
    // No neighbour of an over cell may be one: two over cells side by side could wall a cell in.
    for (let i = arrays.offsets[b]!; i < arrays.offsets[b + 1]!; i++) role[arrays.neighbours[i]!] = 1;
    role[b] = 2;
    found.push(b);
    found.push(a);
    found.push(c);
    found.push(n);
    found.push(s);
  }
  return { crossings: found.toArray(), parent };
}

/** One byte a cell: 1 on the crossings' over cells, whose walls braiding must leave as they are. */
export function overCells(crossings: Int32Array, cellCount: number): Uint8Array {
  const over = new Uint8Array(cellCount);
  for (let k = 0; k < crossings.length; k += CROSSING_CELLS) over[crossings[k]!] = 1;
  return over;
}

/**
 * The topology with a tunnel for each crossing: a way between its under cells a and c, after
 * their own neighbours. Everything else is the base topology's (its shape, grid, slots and
 * centres), so its geometry draws it; only the tunnels have no side of their own.
 */
export function withTunnels(base: Topology, crossings: Int32Array): Topology {
  const { cellCount, offsets: baseOffsets, neighbours: baseNeighbours } = base;
  // Tunnels a cell ends (one per crossing it is an under cell of: at most its degree).
  const tunnels = new Uint8Array(cellCount);
  for (let k = 0; k < crossings.length; k += CROSSING_CELLS) {
    tunnels[crossings[k + 1]!]!++;
    tunnels[crossings[k + 2]!]!++;
  }
  // One pass in cell order copies the base's ways and leaves room after each cell's for its tunnels.
  const offsets = new Int32Array(cellCount + 1);
  const neighbours = new Int32Array(baseNeighbours.length + 2 * (crossings.length / CROSSING_CELLS));
  let to = 0;
  let from = 0;
  for (let cell = 0; cell < cellCount; cell++) {
    const end = baseOffsets[cell + 1]!;
    while (from < end) neighbours[to++] = baseNeighbours[from++]!;
    to += tunnels[cell]!;
    offsets[cell + 1] = to;
  }
  // The tunnels in crossing order, each into its cells' first free place (counted back from their ends).
  for (let k = 0; k < crossings.length; k += CROSSING_CELLS) {
    const a = crossings[k + 1]!;
    const c = crossings[k + 2]!;
    neighbours[offsets[a + 1]! - tunnels[a]!--] = c;
    neighbours[offsets[c + 1]! - tunnels[c]!--] = a;
  }
  return { shape: base.shape, cellCount, offsets, neighbours, centres: base.centres, columns: base.columns, rows: base.rows, slots: base.slots };
}

/**
 * A weave maze: crossings placed (placeCrossings), then `carve` makes a perfect maze of the
 * pieces they leave, one node a piece (of parallel walls between two pieces, the first met),
 * and its passages are opened between the cells they join. Over cells take no other passage.
 * Returns the topology with its tunnels, its open ways, the crossings (CROSSING_CELLS a
 * crossing: over, a, c, n, s) and their over cells (overCells), which braiding leaves alone.
 */
export function carveWeave(base: Topology, random: Random, density: number, carve: (topology: Topology, random: Random) => Uint8Array): { topology: Topology; open: Uint8Array; crossings: Int32Array; over: Uint8Array } {
  const { crossings, parent } = placeCrossings(base, random, density);
  const topology = withTunnels(base, crossings);
  const { cellCount, offsets, neighbours } = topology;
  const baseOffsets = base.offsets;
  const isOver = overCells(crossings, cellCount);
  const { pieceOf, pieces, firstCell, nextCell } = piecesOf(parent);
  // The walls that may open (an over cell's are decided; tunnels are open), one per pair of
  // pieces: the first met, reading each piece's cells in order (a stamp per piece says which
  // pieces the current one already has a wall to). Each wall is read from its lower piece, so
  // piece p's walls to higher pieces are walls lowStart[p] to lowStart[p + 1]; a wall is kept as
  // the cell it is read from and its way's index in `open` (room for a wall per adjacency, each
  // listed from both its cells: pages never written cost nothing).
  const stamp = new Int32Array(pieces).fill(-1);
  const wallFrom = new Int32Array(neighbours.length >> 1);
  const wallAt = new Int32Array(neighbours.length >> 1);
  const lowStart = new Int32Array(pieces + 1);
  const degree = new Int32Array(pieces);
  let walls = 0;
  for (let p = 0; p < pieces; p++) {
    for (let cell = firstCell[p]!; cell >= 0; cell = nextCell[cell]!) {
      if (isOver[cell]) continue;
      const ownEnd = baseOffsets[cell + 1]! - baseOffsets[cell]! + offsets[cell]!;
      for (let way = offsets[cell]!; way < ownEnd; way++) {
        const next = neighbours[way]!;
        const q = pieceOf[next]!;
        if (q <= p || isOver[next] || stamp[q] === p) continue;
        stamp[q] = p;
        wallFrom[walls] = cell;
        wallAt[walls++] = way;
        degree[q]!++;
      }
    }
    lowStart[p + 1] = walls;
    degree[p]! += walls - lowStart[p]!;
  }
  // The graph of pieces, as a topology the generators run on. A piece's ways are its walls from
  // lower pieces (as they were found), then its own: so its own walls are its last ways.
  const pieceOffsets = new Int32Array(pieces + 1);
  for (let p = 0; p < pieces; p++) pieceOffsets[p + 1] = pieceOffsets[p]! + degree[p]!;
  const pieceNeighbours = new Int32Array(pieceOffsets[pieces]!);
  const fill = degree;
  fill.set(pieceOffsets.subarray(0, pieces));
  for (let p = 0; p < pieces; p++) {
    for (let wall = lowStart[p]!; wall < lowStart[p + 1]!; wall++) {
      const q = pieceOf[neighbours[wallAt[wall]!]!]!;
      pieceNeighbours[fill[p]!++] = q;
      pieceNeighbours[fill[q]!++] = p;
    }
  }
  const carved = carve(pieceGraphOf(base, topology, pieceOffsets, pieceNeighbours, firstCell), random);
  const open = new Uint8Array(neighbours.length);
  // Each wall the generator opened, once, from its lower piece: its own way is known, its twin
  // is read off the cell across (a few ways).
  for (let p = 0; p < pieces; p++) {
    const own = pieceOffsets[p + 1]! - (lowStart[p + 1]! - lowStart[p]!);
    for (let wall = lowStart[p]!, i = own; wall < lowStart[p + 1]!; wall++, i++) {
      if (!carved[i]) continue;
      const at = wallAt[wall]!;
      open[at] = 1;
      open[adjacencyIndex(topology, neighbours[at]!, wallFrom[wall]!)] = 1;
    }
  }
  const join = (one: number, other: number) => {
    open[adjacencyIndex(topology, one, other)] = 1;
    open[adjacencyIndex(topology, other, one)] = 1;
  };
  for (let k = 0; k < crossings.length; k += CROSSING_CELLS) {
    join(crossings[k + 1]!, crossings[k + 2]!);
    join(crossings[k]!, crossings[k + 3]!);
    join(crossings[k]!, crossings[k + 4]!);
  }
  return { topology, open, crossings, over: isOver };
}

/**
 * The pieces of a union-find forest, numbered compactly in the order of their first cells, and
 * each piece's cells as a list in cell order: firstCell[piece], then nextCell[cell] until -1.
 * Takes `parent` over: its roots are marked with their pieces, then it becomes nextCell.
 */
function piecesOf(parent: Int32Array): { pieceOf: Int32Array; pieces: number; firstCell: Int32Array; nextCell: Int32Array } {
  const cellCount = parent.length;
  const pieceOf = new Int32Array(cellCount);
  let pieces = 0;
  for (let cell = 0; cell < cellCount; cell++) {
    // A root found for the first time is marked -(piece + 1): the trees are shallow (union by size).
    let root = cell;
    while (parent[root]! >= 0 && parent[root] !== root) root = parent[root]!;
    if (parent[root] === root) parent[root] = -(++pieces);
    pieceOf[cell] = -parent[root]! - 1;
  }
  const firstCell = new Int32Array(pieces).fill(-1);
  const nextCell = parent;
  for (let cell = cellCount - 1; cell >= 0; cell--) {
    const piece = pieceOf[cell]!;
    nextCell[cell] = firstCell[piece]!;
    firstCell[piece] = cell;
  }
  return { pieceOf, pieces, firstCell, nextCell };
}

/**
 * The graph of pieces as a topology: one node a piece, its ways its walls. A piece sits at its
 * first cell's centre, worked out only if a generator asks (none does today).
 */
function pieceGraphOf(base: Topology, topology: Topology, offsets: Int32Array, neighbours: Int32Array, firstCell: Int32Array): Topology {
  let centres: Float64Array | null = null;
  return {
    shape: base.shape,
    cellCount: firstCell.length,
    offsets,
    neighbours,
    get centres() {
      if (!centres) {
        centres = new Float64Array(2 * firstCell.length);
        for (let p = 0; p < firstCell.length; p++) {
          centres[2 * p] = topology.centres[2 * firstCell[p]!]!;
          centres[2 * p + 1] = topology.centres[2 * firstCell[p]! + 1]!;
        }
      }
      return centres;
    },
    columns: 0,
    rows: 0,
    slots: null,
  };
}
