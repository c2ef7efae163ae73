import type { Random } from '../random';
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

/** The neighbour of `cell` straight across it from `neighbour` (centres mirrored through the cell's), or -1. */
function oppositeOf(topology: Topology, cell: number, neighbour: number): number {
  const { centres, offsets, neighbours } = topology;
  const x = 2 * centres[2 * cell]! - centres[2 * neighbour]!;
  const y = 2 * centres[2 * cell + 1]! - centres[2 * neighbour + 1]!;
  for (let i = offsets[cell]!; i < offsets[cell + 1]!; i++) {
    const other = neighbours[i]!;
    if (Math.abs(centres[2 * other]! - x) < 1e-6 && Math.abs(centres[2 * other + 1]! - y) < 1e-6) return other;
  }
  return -1;
}

/** The axes through a cell: pairs of neighbours straight across it from each other, in the topology's order. */
function axesOf(topology: Topology, cell: number): [number, number][] {
  const axes: [number, number][] = [];
  for (let i = topology.offsets[cell]!; i < topology.offsets[cell + 1]!; i++) {
    const one = topology.neighbours[i]!;
    const other = oppositeOf(topology, cell, one);
    if (other > one) axes.push([one, other]);
  }
  return axes;
}

function find(parent: Int32Array, cell: number): number {
  let root = cell;
  while (parent[root] !== root) root = parent[root]!;
  while (parent[cell] !== root) [cell, parent[cell]] = [parent[cell]!, root];
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
  // 1 on a crossing's cells (none may be another's over cell), 2 on its over cell.
  const role = new Uint8Array(cellCount);
  const found: number[] = [];
  const threshold = Math.round(density * DENSITY_STEPS);
  for (let b = 0; b < cellCount; b++) {
    if (random.int(DENSITY_STEPS) >= threshold || role[b] !== 0) continue;
    const axes = axesOf(topology, b);
    if (axes.length < 2) continue;
    const under = random.int(axes.length);
    const over = (under + 1 + random.int(axes.length - 1)) % axes.length;
    const [a, c] = axes[under]!;
    const [n, s] = axes[over]!;
    if (role[a] === 2 || role[c] === 2 || role[n] === 2 || role[s] === 2) continue;
    const [rb, ra, rc, rn, rs] = [find(parent, b), find(parent, a), find(parent, c), find(parent, n), find(parent, s)];
    // n–b–s and a–c must each join separate pieces, and a–c must not close a loop through the new n–b–s piece.
    const joined = (root: number) => root === rn || root === rb || root === rs;
    if (rn === rb || rb === rs || rn === rs || ra === rc || (joined(ra) && joined(rc))) continue;
    parent[rn] = rb;
    parent[rs] = rb;
    parent[find(parent, a)] = find(parent, c);
    // No neighbour of an over cell may be one: two over cells side by side could wall a cell in.
    for (let i = topology.offsets[b]!; i < topology.offsets[b + 1]!; i++) role[topology.neighbours[i]!] = 1;
    role[b] = 2;
    found.push(b, a, c, n, s);
  }
  return { crossings: Int32Array.from(found), parent };
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
  for (let cell = 0; cell < cellCount; cell++) offsets[cell + 1] = offsets[cell]! + base.offsets[cell + 1]! - base.offsets[cell]! + extra[cell]!;
  const neighbours = new Int32Array(offsets[cellCount]!);
  const filled = new Int32Array(cellCount);
  for (let cell = 0; cell < cellCount; cell++) {
    const own = base.neighbours.subarray(base.offsets[cell]!, base.offsets[cell + 1]!);
    neighbours.set(own, offsets[cell]!);
    filled[cell] = own.length;
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
 * pieces they leave, one node a piece (parallel walls between two pieces: one drawn at random),
 * and its passages are opened between the cells they join. Over cells take no other passage.
 * Returns the topology with its tunnels, its open ways, and the crossings (CROSSING_CELLS a
 * crossing: over, a, c, n, s).
 */
export function carveWeave(base: Topology, random: Random, density: number, carve: (topology: Topology, random: Random) => Uint8Array): { topology: Topology; open: Uint8Array; crossings: Int32Array } {
  const { crossings, parent } = placeCrossings(base, random, density);
  const topology = withTunnels(base, crossings);
  const { cellCount, offsets, neighbours } = topology;
  const isOver = new Uint8Array(cellCount);
  for (let k = 0; k < crossings.length; k += CROSSING_CELLS) isOver[crossings[k]!] = 1;
  // The pieces, numbered compactly in cell order.
  const pieceOf = new Int32Array(cellCount).fill(-1);
  const rootPiece = new Int32Array(cellCount).fill(-1);
  let pieces = 0;
  for (let cell = 0; cell < cellCount; cell++) {
    const root = find(parent, cell);
    if (rootPiece[root]! < 0) rootPiece[root] = pieces++;
    pieceOf[cell] = rootPiece[root]!;
  }
  // The walls that may open (an over cell's are decided; tunnels are open), one per pair of pieces.
  const chosen = new Map<number, { way: number; seen: number }>();
  for (let cell = 0; cell < cellCount; cell++) {
    if (isOver[cell]) continue;
    const ownEnd = base.offsets[cell + 1]! - base.offsets[cell]! + offsets[cell]!;
    for (let way = offsets[cell]!; way < ownEnd; way++) {
      const next = neighbours[way]!;
      if (next < cell || isOver[next]) continue;
      const [p, q] = [pieceOf[cell]!, pieceOf[next]!];
      if (p === q) continue;
      const key = Math.min(p, q) * pieces + Math.max(p, q);
      const held = chosen.get(key);
      if (!held) chosen.set(key, { way, seen: 1 });
      else if (random.int(++held.seen) === 0) held.way = way; // each parallel wall as likely
    }
  }
  // The graph of pieces, as a topology the generators run on (a piece sits at its first cell's centre).
  const wayFrom = new Int32Array(chosen.size);
  const wayTo = new Int32Array(chosen.size);
  const degree = new Int32Array(pieces + 1);
  let e = 0;
  const wayCell = (way: number) => {
    // The cell a way leaves from: offsets are increasing, so a binary search finds it.
    let low = 0;
    let high = cellCount - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (offsets[mid]! <= way) low = mid;
      else high = mid - 1;
    }
    return low;
  };
  for (const { way } of chosen.values()) {
    wayFrom[e] = wayCell(way);
    wayTo[e] = neighbours[way]!;
    degree[pieceOf[wayFrom[e]!]! + 1]!++;
    degree[pieceOf[wayTo[e]!]! + 1]!++;
    e++;
  }
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
  for (let cell = cellCount - 1; cell >= 0; cell--) {
    pieceCentres[2 * pieceOf[cell]!] = topology.centres[2 * cell]!;
    pieceCentres[2 * pieceOf[cell]! + 1] = topology.centres[2 * cell + 1]!;
  }
  const pieceGraph: Topology = { shape: base.shape, cellCount: pieces, offsets: pieceOffsets, neighbours: pieceNeighbours, centres: pieceCentres, columns: 0, rows: 0, slots: null };
  const carved = carve(pieceGraph, random);
  const open = new Uint8Array(neighbours.length);
  const join = (from: number, to: number) => {
    open[adjacencyIndex(topology, from, to)] = 1;
    open[adjacencyIndex(topology, to, from)] = 1;
  };
  for (let i = 0; i < carved.length; i++) if (carved[i]) join(wayFrom[pieceWay[i]!]!, wayTo[pieceWay[i]!]!);
  for (let k = 0; k < crossings.length; k += CROSSING_CELLS) {
    join(crossings[k + 1]!, crossings[k + 2]!);
    join(crossings[k]!, crossings[k + 3]!);
    join(crossings[k]!, crossings[k + 4]!);
  }
  return { topology, open, crossings };
}
