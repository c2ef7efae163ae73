import type { Topology } from '../shape/topology';
import { checkCancelled, type CountControls } from '../countControls';
import { eliminateFront, frontWork } from './denseFront';
import { separatorTree, type SeparatorTree } from './separatorTree';

/**
 * The natural logarithm of the determinant of a connected topology's reduced Laplacian (the
 * last cell of the elimination order grounded), in floating point, by multifrontal Cholesky
 * on the nested-dissection tree (separatorTree.ts). Each tree node's front is a small dense
 * matrix: its own cells, plus the later cells its subtree touches (its "rim"). The front
 * gathers the Laplacian's entries of its own cells and the Schur complements its children
 * left on their rims, eliminates its own cells (denseFront.ts) and leaves its own Schur
 * complement on its rim for its parent. The determinant is the product of all pivots.
 *
 * Cholesky needs no pivoting on a positive definite matrix and is backward stable, so the
 * logarithm is accurate to far better than the sixth digit (a rounding of relative size ε in
 * each entry moves the logarithm by about ε times the sum of the effective resistances, some
 * 10⁻⁸ at four million cells). Time is dominated by the largest fronts, O(n^1.5) in all.
 */
export function frontalLogDeterminant(topology: Topology, options: CountControls = {}): number {
  const tree = separatorTree(topology);
  const plan = planFronts(topology, tree);
  return eliminateFronts(topology, tree, plan, options);
}

/** The symbolic pass: each node's rim (elimination positions, ascending) and the work of its front. */
interface FrontPlan {
  /** Each cell's position in the elimination order. */
  readonly positionOf: Int32Array;
  readonly rims: Int32Array[];
  /** Each node's children, as lists. */
  readonly children: number[][];
  readonly largestFront: number;
  readonly work: number;
}

function planFronts(topology: Topology, tree: SeparatorTree): FrontPlan {
  const { offsets, neighbours, cellCount } = topology;
  const { order, nodeStart, parent, nodeCount } = tree;
  const grounded = cellCount - 1;
  const positionOf = new Int32Array(cellCount);
  for (let q = 0; q < cellCount; q++) positionOf[order[q]!] = q;
  const children: number[][] = Array.from({ length: nodeCount }, () => []);
  for (let v = 0; v < nodeCount; v++) if (parent[v]! >= 0) children[parent[v]!]!.push(v);
  const stamp = new Int32Array(cellCount).fill(-1);
  const rims: Int32Array[] = new Array<Int32Array>(nodeCount);
  const rim: number[] = [];
  let largestFront = 0;
  let work = 0;
  for (let v = 0; v < nodeCount; v++) {
    const first = nodeStart[v]!;
    const last = Math.min(nodeStart[v + 1]!, grounded) - 1;
    rim.length = 0;
    // Later cells only: the children's rims hold this node's own cells too, and an own cell's
    // earlier neighbours belong to its subtree.
    for (const child of children[v]!) {
      for (const q of rims[child]!) {
        if (q > last && stamp[q] !== v) {
          stamp[q] = v;
          rim.push(q);
        }
      }
    }
    for (let q = first; q <= last; q++) {
      const cell = order[q]!;
      for (let i = offsets[cell]!; i < offsets[cell + 1]!; i++) {
        const later = positionOf[neighbours[i]!]!;
        if (later > last && later !== grounded && stamp[later] !== v) {
          stamp[later] = v;
          rim.push(later);
        }
      }
    }
    rims[v] = Int32Array.from(rim).sort();
    const own = Math.max(0, last - first + 1);
    largestFront = Math.max(largestFront, own + rim.length);
    work += frontWork(own + rim.length, own) + own + rim.length;
  }
  return { positionOf, rims, children, largestFront, work };
}

const EMPTY = new Int32Array(0);

/** The numeric pass, children before parents; the children's Schur complements wait until their parent's turn. */
function eliminateFronts(topology: Topology, tree: SeparatorTree, plan: FrontPlan, options: CountControls): number {
  const { offsets, neighbours, cellCount } = topology;
  const { order, nodeStart, nodeCount } = tree;
  const { positionOf, rims, children, largestFront, work } = plan;
  const grounded = cellCount - 1;
  const front = new Float64Array(largestFront * largestFront);
  const inverses = new Float64Array(largestFront);
  /** Where each elimination position sits in the current front. */
  const slot = new Int32Array(cellCount);
  const waiting = new Map<number, Float64Array>();
  let logDet = 0;
  let done = 0;
  let reported = 0;
  for (let v = 0; v < nodeCount; v++) {
    const first = nodeStart[v]!;
    const last = Math.min(nodeStart[v + 1]!, grounded) - 1;
    const own = Math.max(0, last - first + 1);
    const rim = rims[v]!;
    const m = own + rim.length;
    front.fill(0, 0, m * m);
    for (let a = 0; a < own; a++) slot[first + a] = a;
    for (let a = 0; a < rim.length; a++) slot[rim[a]!] = own + a;
    // The Laplacian's own columns: the degree, and −1 below it for each later neighbour.
    for (let a = 0; a < own; a++) {
      const q = first + a;
      const cell = order[q]!;
      front[a * m + a] = front[a * m + a]! + (offsets[cell + 1]! - offsets[cell]!);
      for (let i = offsets[cell]!; i < offsets[cell + 1]!; i++) {
        const later = positionOf[neighbours[i]!]!;
        if (later > q && later !== grounded) front[a * m + slot[later]!] = front[a * m + slot[later]!]! - 1;
      }
    }
    // The children's Schur complements (extend-add). Rims ascend and so do front slots, so a
    // child's lower triangle lands in the front's lower triangle.
    for (const child of children[v]!) {
      const update = waiting.get(child)!;
      waiting.delete(child);
      const childRim = rims[child]!;
      // Both are spent once added in: let them go (a million-cell count holds only the stack's).
      rims[child] = EMPTY;
      const b = childRim.length;
      for (let a = 0; a < b; a++) {
        const column = slot[childRim[a]!]! * m;
        for (let r = a; r < b; r++) front[column + slot[childRim[r]!]!] = front[column + slot[childRim[r]!]!]! + update[a * b + r]!;
      }
    }
    logDet += eliminateFront(front, m, own, inverses);
    const b = rim.length;
    const update = new Float64Array(b * b);
    for (let a = 0; a < b; a++) update.set(front.subarray((own + a) * m + own + a, (own + a + 1) * m), a * b + a);
    waiting.set(v, update);
    done += frontWork(m, own) + m;
    if (done - reported >= work / 1000 || v === nodeCount - 1) {
      reported = done;
      checkCancelled(options);
      options.onProgress?.(Math.min(done, work), work);
    }
  }
  return logDet;
}
