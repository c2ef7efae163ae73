/**
 * Cutting a grid into the pieces every simple start–goal path must cross, so that the frontier
 * sweep only ever sees blocks that can lie on such a path, in narrow separate pieces.
 *
 * The open blocks form a graph; its biconnected components ("pieces" here, to keep "block" for
 * grid squares) meet at cut vertices. A simple path from start to goal passes, in order, through
 * the cut vertices that separate them, a₁ … a_k, and between two of them stays inside one piece:
 * leaving it through another cut vertex would mean coming back through that same vertex. So
 *
 *   paths(start, goal) = Π paths(aᵢ, aᵢ₊₁) inside piece i      (a₀ = start, a_k+1 = goal)
 *
 * and every open block outside those pieces (dead ends, side loops, other regions) lies on no
 * path at all. This is the exact form of pruning dead ends: a block is kept if and only if some
 * simple start–goal path visits it. A piece of two blocks is a single passage (one path); a
 * perfect maze is nothing but such pieces, so its count needs no sweep at all.
 *
 * The pieces come from one depth-first search from the start with Tarjan's low points, run
 * with parent links instead of recursion (a 2001×2001 maze has corridors millions of blocks
 * long), in O(blocks) time and about 17 bytes per block.
 */
import { fourSteps, neighbourIndex, READING_ORDER } from '../fourNeighbours';
import type { Grid } from '../grid';

/** One piece on the way: its blocks cut out as a grid of their own, with the entry and exit blocks. */
export interface PathPiece {
  /** The piece's blocks open, all else wall; block (r, c) here is (top + r, left + c) in the whole grid. */
  readonly grid: Grid;
  readonly top: number;
  readonly left: number;
  /** Flat indices in `grid`: where every path enters the piece and where it leaves. */
  readonly entry: number;
  readonly exit: number;
}

/**
 * The pieces of more than two blocks that every simple path from `start` to `goal` crosses, in
 * order (pieces of two blocks have exactly one path and are left out); null when no path exists.
 * Start and goal must be distinct open blocks.
 */
export function pathPieces(grid: Grid, start: number, goal: number): PathPiece[] | null {
  const tree = searchFrom(grid, start);
  if (tree.disc[goal]! < 0) return null;
  const roots = pieceRoots(tree, start, goal);
  return cutOut(grid, tree, roots, goal);
}

/** The depth-first tree: discovery times, parents, and for each block the child that roots its piece. */
interface SearchTree {
  disc: Int32Array;
  parent: Int32Array;
  /** For a block v ≠ start: the block x whose tree edge (parent(x), x) opens v's piece. */
  pieceRoot: Int32Array;
  /** A block-sized array the search no longer needs, for the caller to reuse. */
  spare: Int32Array;
}

function searchFrom(grid: Grid, start: number): SearchTree {
  const { rows, cols, blocks: cells } = grid;
  const n = rows * cols;
  const disc = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const parent = new Int32Array(n);
  const order = new Int32Array(n);
  const tried = new Uint8Array(n);
  let time = 0;
  disc[start] = 0;
  order[time++] = start;
  parent[start] = -1;
  const reading = READING_ORDER;
  const steps = fourSteps(cols);
  let v = start;
  while (v >= 0) {
    const d = tried[v]!;
    if (d < 4) {
      tried[v] = d + 1;
      // Neighbours in reading order (the pieces found do not depend on the order).
      const w = neighbourIndex(v, reading[d]!, rows, cols, steps);
      if (w < 0 || cells[w] !== 0) continue;
      if (disc[w]! < 0) {
        parent[w] = v;
        disc[w] = low[w] = time;
        order[time++] = w;
        v = w;
      } else if (w !== parent[v] && disc[w]! < low[v]!) {
        low[v] = disc[w]!;
      }
    } else {
      const p = parent[v]!;
      if (p >= 0 && low[v]! < low[p]!) low[p] = low[v]!;
      v = p;
    }
  }
  // In discovery order, so a parent is settled before its children. The edge (p, w) opens a
  // new piece when nothing below w reaches above p; otherwise it stays in its parent's piece.
  // The piece roots overwrite the low points, which are no longer needed once read.
  const pieceRoot = low;
  for (let i = 1; i < time; i++) {
    const w = order[i]!;
    const p = parent[w]!;
    pieceRoot[w] = low[w]! >= disc[p]! ? w : pieceRoot[p]!; // always a new piece below the start
  }
  return { disc, parent, pieceRoot, spare: order };
}

/** The roots of the pieces on the tree path from start to goal, in order. */
function pieceRoots(tree: SearchTree, start: number, goal: number): number[] {
  const roots: number[] = [];
  for (let v = goal; v !== start; v = tree.parent[v]!) if (tree.pieceRoot[v] === v) roots.push(v);
  return roots.reverse();
}

/** The smallest box around each piece's blocks, and how many blocks it has. */
interface Boxes {
  top: Int32Array;
  left: Int32Array;
  bottom: Int32Array;
  right: Int32Array;
  size: Int32Array;
}

/** Cuts each piece of more than two blocks out of the grid, as the smallest box around it. */
function cutOut(grid: Grid, tree: SearchTree, roots: readonly number[], goal: number): PathPiece[] {
  const { cols } = grid;
  const entries = roots.map((root) => tree.parent[root]!);
  const pieceOf = tree.spare.fill(-1);
  roots.forEach((root, i) => (pieceOf[root] = i));
  const memberPiece = (v: number): number => (tree.disc[v]! > 0 ? pieceOf[tree.pieceRoot[v]!]! : -1);

  const boxes = boxesOf(grid, entries, memberPiece);
  const pieces: PathPiece[] = [];
  const pieceGrids: (Grid | null)[] = entries.map(() => null);
  const local = (i: number, v: number): number =>
    (Math.floor(v / cols) - boxes.top[i]!) * (boxes.right[i]! - boxes.left[i]! + 1) + (v % cols) - boxes.left[i]!;
  for (let i = 0; i < entries.length; i++) {
    if (boxes.size[i]! <= 2) continue;
    const width = boxes.right[i]! - boxes.left[i]! + 1;
    const height = boxes.bottom[i]! - boxes.top[i]! + 1;
    const piece: Grid = { rows: height, cols: width, blocks: new Uint8Array(width * height).fill(1) };
    piece.blocks[local(i, entries[i]!)] = 0;
    pieceGrids[i] = piece;
    const exit = i + 1 < entries.length ? entries[i + 1]! : goal;
    pieces.push({ grid: piece, top: boxes.top[i]!, left: boxes.left[i]!, entry: local(i, entries[i]!), exit: local(i, exit) });
  }
  for (let v = 0; v < grid.blocks.length; v++) {
    const i = memberPiece(v);
    const piece = i >= 0 ? pieceGrids[i] : null;
    if (piece) piece.blocks[local(i, v)] = 0;
  }
  return pieces;
}

function boxesOf(grid: Grid, entries: readonly number[], memberPiece: (v: number) => number): Boxes {
  const count = entries.length;
  const boxes: Boxes = {
    top: new Int32Array(count).fill(grid.rows),
    left: new Int32Array(count).fill(grid.cols),
    bottom: new Int32Array(count).fill(-1),
    right: new Int32Array(count).fill(-1),
    size: new Int32Array(count),
  };
  const include = (i: number, v: number): void => {
    const row = Math.floor(v / grid.cols);
    const col = v - row * grid.cols;
    boxes.top[i] = Math.min(boxes.top[i]!, row);
    boxes.bottom[i] = Math.max(boxes.bottom[i]!, row);
    boxes.left[i] = Math.min(boxes.left[i]!, col);
    boxes.right[i] = Math.max(boxes.right[i]!, col);
    boxes.size[i]!++;
  };
  entries.forEach((entry, i) => include(i, entry));
  for (let v = 0; v < grid.blocks.length; v++) {
    const i = memberPiece(v);
    if (i >= 0) include(i, v);
  }
  return boxes;
}
