import type { Topology } from '../shape/topology';

/**
 * Nested dissection of a topology's cells by their centres (Lipton, Rose and Tarjan's planar
 * separators, found geometrically, as a grid's lines are): cut the cells at the median of
 * their longer side; the cells of one side that touch the other side are the separator, and
 * the two sides without it no longer touch at all, so each is cut the same way on its own.
 * The separators form a tree; eliminating the cells of each subtree before its separator
 * keeps the fill to the separators and their rims, which is what makes a million-cell
 * elimination cost about n^1.5 instead of a banded n²: on a W×W grid the separators are
 * lines of about W, W/2, W/2, W/4, … cells.
 *
 * Nodes are numbered children first (postorder), the root last; each node's own cells are
 * consecutive in `order`, so `order` is the elimination order.
 */
export interface SeparatorTree {
  /** The cells in elimination order. */
  readonly order: Int32Array;
  /** Node v's own cells are order[nodeStart[v] … nodeStart[v + 1]); nodeCount + 1 entries. */
  readonly nodeStart: Int32Array;
  /** Each node's parent; −1 for the root (the last node). */
  readonly parent: Int32Array;
  readonly nodeCount: number;
}

/** A part this small is a leaf: its cells are eliminated together as one dense front. */
const LEAF_CELLS = 8;

export function separatorTree(topology: Topology): SeparatorTree {
  return new Dissection(topology).run();
}

class Dissection {
  private readonly order: Int32Array;
  private placed = 0;
  private readonly nodeStart: number[] = [];
  private readonly parent: number[] = [];
  /** Which side of the current cut a cell is on: 1 low, 2 high, 0 not in the part being cut. */
  private readonly side: Uint8Array;
  private readonly coordinates: Float64Array;

  constructor(private readonly topology: Topology) {
    this.order = new Int32Array(topology.cellCount);
    this.side = new Uint8Array(topology.cellCount);
    this.coordinates = new Float64Array(topology.cellCount);
  }

  run(): SeparatorTree {
    const all = new Int32Array(this.topology.cellCount);
    for (let cell = 0; cell < all.length; cell++) all[cell] = cell;
    if (all.length > 0) this.dissect(all);
    const nodeCount = this.parent.length;
    const nodeStart = Int32Array.from([...this.nodeStart, this.placed]);
    return { order: this.order, nodeStart, parent: Int32Array.from(this.parent), nodeCount };
  }

  /** Makes the subtree of `cells` (children first) and returns its root node. Depth is about 2·log2(cells): no risk to the stack. */
  private dissect(cells: Int32Array): number {
    const cut = cells.length <= LEAF_CELLS ? null : this.cut(cells);
    if (cut === null) return this.node(cells, []);
    const children: number[] = [];
    if (cut.low.length > 0) children.push(this.dissect(cut.low));
    if (cut.high.length > 0) children.push(this.dissect(cut.high));
    return this.node(cut.separator, children);
  }

  private node(cells: Int32Array, children: number[]): number {
    const node = this.parent.length;
    this.nodeStart.push(this.placed);
    this.order.set(cells, this.placed);
    this.placed += cells.length;
    this.parent.push(-1);
    for (const child of children) this.parent[child] = node;
    return node;
  }

  /** Cuts a part in two across its longer side; null when it cannot be cut (all its centres on one point). */
  private cut(cells: Int32Array): { low: Int32Array; high: Int32Array; separator: Int32Array } | null {
    const { centres } = this.topology;
    let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
    for (const cell of cells) {
      const x = centres[2 * cell]!;
      const y = centres[2 * cell + 1]!;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
    const axis = maxX - minX >= maxY - minY ? 0 : 1;
    if (Math.max(maxX - minX, maxY - minY) === 0) return null;
    const coordinates = this.coordinates.subarray(0, cells.length);
    for (let i = 0; i < cells.length; i++) coordinates[i] = centres[2 * cells[i]! + axis]!;
    const median = selectKth(coordinates, cells.length >> 1);
    // Low is below the median, high the rest, and the cells tied at the median (a grid's line
    // of cells) go to whichever side leaves the halves closer to even, never leaving one empty.
    let below = 0;
    let upTo = 0;
    for (let i = 0; i < cells.length; i++) {
      const c = centres[2 * cells[i]! + axis]!;
      if (c < median) below++;
      if (c <= median) upTo++;
    }
    const half = cells.length / 2;
    const tiesLow = below === 0 || (upTo < cells.length && Math.abs(upTo - half) < Math.abs(below - half));
    const { side } = this;
    for (const cell of cells) {
      const c = centres[2 * cell + axis]!;
      side[cell] = c < median || (tiesLow && c === median) ? 1 : 2;
    }
    // The separator: the cells of the side with fewer of them that touch the other side.
    const touching: [number[], number[]] = [[], []];
    const { offsets, neighbours } = this.topology;
    for (const cell of cells) {
      const own = side[cell]!;
      for (let i = offsets[cell]!; i < offsets[cell + 1]!; i++) {
        const other = side[neighbours[i]!]!;
        if (other !== 0 && other !== own) {
          touching[own - 1]!.push(cell);
          break;
        }
      }
    }
    const cutSide = touching[0].length <= touching[1].length ? 1 : 2;
    const separator = Int32Array.from(touching[cutSide - 1]!);
    for (const cell of separator) side[cell] = 0;
    const low: number[] = [];
    const high: number[] = [];
    for (const cell of cells) {
      if (side[cell] === 1) low.push(cell);
      else if (side[cell] === 2) high.push(cell);
      side[cell] = 0;
    }
    if (low.length === 0 && high.length === 0) return null;
    return { low: Int32Array.from(low), high: Int32Array.from(high), separator };
  }
}

/** The k-th smallest of `values` (0-based), by quickselect; reorders `values`. */
function selectKth(values: Float64Array, k: number): number {
  let [lo, hi] = [0, values.length - 1];
  while (lo < hi) {
    const pivot = values[(lo + hi) >> 1]!;
    let [i, j] = [lo, hi];
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        [values[i], values[j]] = [values[j]!, values[i]!];
        i++;
        j--;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return values[k]!;
  }
  return values[k]!;
}
