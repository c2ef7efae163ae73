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
 * piece is left out: dense weaves stay dense, in many small knots.
 */
const MAX_PIECE_CELLS = 64;

/** A topology's arrays, read once (a lattice builds them behind getters). */
type Arrays = Pick<Topology, 'offsets' | 'neighbours' | 'centres'>;

/** The neighbour of `cell` straight across it from `neighbour` (centres mirrored through the cell's), or -1. */
function oppositeOf({ centres, offsets, neighbours }: Arrays, cell: number, neighbour: number): number {
  const x = 2 * centres[2 * cell]! - centres[2 * neighbour]!;
  const y = 2 * centres[2 * cell + 1]! - centres[2 * neighbour + 1]!;
  for (let i = offsets[cell]!; i < offsets[cell + 1]!; i++) {
    const other = neighbours[i]!;
    if (Math.abs(centres[2 * other]! - x) < 1e-6 && Math.abs(centres[2 * other + 1]! - y) < 1e-6) return other;
  }
  return -1;
}

/**
 * The axes through a cell, written into `axes` as pairs (one, other) of neighbours straight
 * across it from each other, in the topology's order; returns how many.
 */
function axesInto(arrays: Arrays, cell: number, axes: Int32Array): number {
  let count = 0;
  const { offsets, neighbours } = arrays;
  for (let i = offsets[cell]!; i < offsets[cell + 1]!; i++) {
    const one = neighbours[i]!;
    const other = oppositeOf(arrays, cell, one);
    if (other > one) {
      axes[2 * count] = one;
      axes[2 * count + 1] = other;
      count++;
    }
  }
  return count;
}

/** Joins two pieces by their roots, the smaller under the larger; returns the new root. */
function union(parent: Int32Array, size: Int32Array, one: number, other: number): number {
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
  // Cells in each piece, kept at its root (union by size keeps the trees shallow).
  const size = new Int32Array(cellCount).fill(1);
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
  const { cellCount } = base;
  const extra = new Int32Array(cellCount);
  for (let k = 0; k < crossings.length; k += CROSSING_CELLS) {
    extra[crossings[k + 1]!]!++;
    extra[crossings[k + 2]!]!++;
  }
  const offsets = new Int32Array(cellCount + 1);
  const baseEnds = base.offsets;
  for (let cell = 0; cell < cellCount; cell++) offsets[cell + 1] = offsets[cell]! + baseEnds[cell + 1]! - baseEnds[cell]! + extra[cell]!;
  const neighbours = new Int32Array(offsets[cellCount]!);
  const filled = new Int32Array(cellCount);
  const { offsets: baseOffsets, neighbours: baseNeighbours } = base;
  for (let cell = 0; cell < cellCount; cell++) {
    let to = offsets[cell]!;
    for (let i = baseOffsets[cell]!; i < baseOffsets[cell + 1]!; i++) neighbours[to++] = baseNeighbours[i]!;
    filled[cell] = baseOffsets[cell + 1]! - baseOffsets[cell]!;
  }
  for (let k = 0; k < crossings.length; k += CROSSING_CELLS) {
    const a = crossings[k + 1]!;
    const c = crossings[k + 2]!;
    neighbours[offsets[a]! + filled[a]!++] = c;
    neighbours[offsets[c]! + filled[c]!++] = a;
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
  // The pieces, numbered compactly in cell order.
  const pieceOf = new Int32Array(cellCount).fill(-1);
  const rootPiece = new Int32Array(cellCount).fill(-1);
  let pieces = 0;
  for (let cell = 0; cell < cellCount; cell++) {
    const root = find(parent, cell);
    if (rootPiece[root]! < 0) rootPiece[root] = pieces++;
    pieceOf[cell] = rootPiece[root]!;
  }
  // The cells of each piece, piece by piece (a CSR of pieces), so each piece's walls are read together.
  const memberStart = new Int32Array(pieces + 1);
  for (let cell = 0; cell < cellCount; cell++) memberStart[pieceOf[cell]! + 1]!++;
  for (let p = 0; p < pieces; p++) memberStart[p + 1]! += memberStart[p]!;
  const members = new Int32Array(cellCount);
  const placed = memberStart.slice(0, pieces);
  for (let cell = 0; cell < cellCount; cell++) members[placed[pieceOf[cell]!]!++] = cell;
  // The walls that may open (an over cell's are decided; tunnels are open), one per pair of
  // pieces: the first met, reading each piece's cells in order (a stamp per piece says which
  // pieces the current one already has a wall to). Each wall is read from its lower piece.
  const stamp = new Int32Array(pieces).fill(-1);
  // Each wall as the cell it is read from, the cell across it, and its way's index in `open`.
  let wayFrom = new Int32Array(Math.max(16, 2 * cellCount));
  let wayTo = new Int32Array(wayFrom.length);
  let wayAt = new Int32Array(wayFrom.length);
  let e = 0;
  const degree = new Int32Array(pieces + 1);
  for (let p = 0; p < pieces; p++) {
    for (let m = memberStart[p]!; m < memberStart[p + 1]!; m++) {
      const cell = members[m]!;
      if (isOver[cell]) continue;
      const ownEnd = baseOffsets[cell + 1]! - baseOffsets[cell]! + offsets[cell]!;
      for (let way = offsets[cell]!; way < ownEnd; way++) {
        const next = neighbours[way]!;
        const q = pieceOf[next]!;
        if (q <= p || isOver[next] || stamp[q] === p) continue;
        stamp[q] = p;
        if (e === wayFrom.length) {
          const [from, to, at] = [new Int32Array(2 * e), new Int32Array(2 * e), new Int32Array(2 * e)];
          from.set(wayFrom);
          to.set(wayTo);
          at.set(wayAt);
          [wayFrom, wayTo, wayAt] = [from, to, at];
        }
        wayFrom[e] = cell;
        wayTo[e] = next;
        wayAt[e] = way;
        degree[p + 1]!++;
        degree[q + 1]!++;
        e++;
      }
    }
  }
  // The graph of pieces, as a topology the generators run on (a piece sits at its first cell's centre).
  const pieceOffsets = new Int32Array(pieces + 1);
  for (let p = 0; p < pieces; p++) pieceOffsets[p + 1] = pieceOffsets[p]! + degree[p + 1]!;
  const pieceNeighbours = new Int32Array(pieceOffsets[pieces]!);
  const pieceWay = new Int32Array(pieceOffsets[pieces]!);
  const fill = pieceOffsets.slice(0, pieces);
  for (let i = 0; i < e; i++) {
    const p = pieceOf[wayFrom[i]!]!;
    const q = pieceOf[wayTo[i]!]!;
    pieceWay[fill[p]!] = i;
    pieceNeighbours[fill[p]!++] = q;
    pieceWay[fill[q]!] = i;
    pieceNeighbours[fill[q]!++] = p;
  }
  const pieceCentres = new Float64Array(2 * pieces);
  for (let p = 0; p < pieces; p++) {
    const first = members[memberStart[p]!]!;
    pieceCentres[2 * p] = topology.centres[2 * first]!;
    pieceCentres[2 * p + 1] = topology.centres[2 * first + 1]!;
  }
  const pieceGraph: Topology = { shape: base.shape, cellCount: pieces, offsets: pieceOffsets, neighbours: pieceNeighbours, centres: pieceCentres, columns: 0, rows: 0, slots: null };
  const carved = carve(pieceGraph, random);
  const open = new Uint8Array(neighbours.length);
  // A wall's own way is known; its twin is read off the cell across (a few ways: no lookup by topology).
  for (let i = 0; i < carved.length; i++) {
    if (!carved[i]) continue;
    const wall = pieceWay[i]!;
    open[wayAt[wall]!] = 1;
    open[adjacencyIndex(topology, wayTo[wall]!, wayFrom[wall]!)] = 1;
  }
  const join = (from: number, to: number) => {
    open[adjacencyIndex(topology, from, to)] = 1;
    open[adjacencyIndex(topology, to, from)] = 1;
  };
  for (let k = 0; k < crossings.length; k += CROSSING_CELLS) {
    join(crossings[k + 1]!, crossings[k + 2]!);
    join(crossings[k]!, crossings[k + 3]!);
    join(crossings[k]!, crossings[k + 4]!);
  }
  return { topology, open, crossings, over: isOver };
}
