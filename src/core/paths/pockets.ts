import { fourSteps } from '../fourNeighbours';
import { RING_GROUP_OF, RING_GROUPS } from './ringSplit';
import { moveOffsets } from './searchGrid';

/**
 * Which free neighbours of a block can still reach the goal, once the path has taken it?
 *
 * Called only when the ring test (ringSplit.ts) says the step may have cut the free blocks
 * apart. The neighbours fall into 2–4 ring groups; a breadth-first flood grows from each group
 * at once, blocks labelled with the group that reached them, and groups whose floods meet are
 * one piece. A piece is complete when it has nothing left to expand. The search ends as soon as
 * only one piece is still growing (it holds the goal: the goal was reachable before the step)
 * or the goal's own piece is complete. Complete pieces without the goal are pockets: the moves
 * into them are dropped. Because the floods grow together, the work is about the number of
 * groups times the size of the smaller pieces, not the size of the grid.
 *
 * Besides the moves, `find` leaves a size in `size`/`even` (blocks, and blocks an even number
 * of steps from the goal, i.e. of the goal's chessboard colour): that of the goal's piece when
 * `keptComplete`, or else the total of the pockets dropped.
 */
export class PocketFinder {
  keptComplete = false;
  size = 0;
  even = 0;

  /** `seen[b] === stamp + g`: group g's flood reached b (stamps step by 4, one per group). */
  private readonly seen: Int32Array;
  private stamp = 0;
  /** Two halves, one per flood, in the two-group case; one shared queue otherwise. */
  private readonly queue: Int32Array;
  private readonly half: number;
  // Per group, for three or four groups: union–find parent, blocks queued but not expanded,
  // blocks reached, blocks of the goal's colour reached.
  private readonly owner = new Uint8Array(4);
  private readonly pending = new Int32Array(4);
  private readonly pieceSize = new Int32Array(4);
  private readonly pieceEven = new Int32Array(4);
  private readonly offsets: Int32Array;
  // The same, one field each, for the unrolled flood loops.
  private readonly left: number;
  private readonly right: number;
  private readonly up: number;
  private readonly down: number;

  constructor(
    /** 1 = wall or taken (shared with the walker, which updates it). */
    private readonly blocked: Uint8Array,
    /** Static steps to the goal: only its parity (chessboard colour) is used here. */
    private readonly distance: Int32Array,
    width: number,
    private readonly goal: number,
    /** Most free blocks a flood can reach. */
    capacity: number,
  ) {
    this.seen = new Int32Array(blocked.length);
    this.half = capacity;
    this.queue = new Int32Array(2 * capacity);
    this.offsets = moveOffsets(width);
    [this.left, this.right, this.up, this.down] = fourSteps(width);
  }

  /** `block` has just been taken; `moves` are its free moves (bits 1 left, 2 right, 4 up, 8 down). */
  find(block: number, moves: number, ring: number): number {
    return RING_GROUPS[ring] === 2 ? this.findInTwo(block, moves, ring) : this.findInMany(block, moves, ring);
  }

  /** Two groups, A and B: two floods advance in turn, one block each. */
  private findInTwo(block: number, moves: number, ring: number): number {
    const { blocked, seen, distance, queue, goal, offsets, left, right, up, down } = this;
    const markA = this.nextStamp();
    const markB = markA + 1;
    let headA = 0;
    let tailA = 0;
    let headB = this.half;
    let tailB = this.half;
    let evenA = 0;
    let evenB = 0;
    let movesA = 0;
    let goalInA = false;
    let goalInB = false;
    for (let m = 0; m < 4; m++) {
      if ((moves & (1 << m)) === 0) continue;
      const n = block + offsets[m]!;
      if (RING_GROUP_OF[ring * 4 + m] === 0) {
        seen[n] = markA;
        queue[tailA++] = n;
        evenA += (distance[n]! & 1) ^ 1;
        movesA |= 1 << m;
        goalInA ||= n === goal;
      } else {
        seen[n] = markB;
        queue[tailB++] = n;
        evenB += (distance[n]! & 1) ^ 1;
        goalInB ||= n === goal;
      }
    }
    for (;;) {
      if (headA === tailA) {
        // A's piece is complete: the goal's piece, or a pocket.
        return goalInA ? this.result(movesA, true, tailA, evenA) : this.result(moves ^ movesA, false, tailA, evenA);
      }
      const a = queue[headA++]!;
      for (let m = 0; m < 4; m++) {
        const n = m === 0 ? a + left : m === 1 ? a + right : m === 2 ? a + up : a + down;
        if (blocked[n] !== 0 || seen[n] === markA) continue;
        if (seen[n] === markB) return this.result(moves, false, 0, 0); // they meet: no cut
        seen[n] = markA;
        queue[tailA++] = n;
        evenA += (distance[n]! & 1) ^ 1;
        goalInA ||= n === goal;
      }
      if (headB === tailB) {
        const sizeB = tailB - this.half;
        return goalInB ? this.result(moves ^ movesA, true, sizeB, evenB) : this.result(movesA, false, sizeB, evenB);
      }
      const b = queue[headB++]!;
      for (let m = 0; m < 4; m++) {
        const n = m === 0 ? b + left : m === 1 ? b + right : m === 2 ? b + up : b + down;
        if (blocked[n] !== 0 || seen[n] === markB) continue;
        if (seen[n] === markA) return this.result(moves, false, 0, 0);
        seen[n] = markB;
        queue[tailB++] = n;
        evenB += (distance[n]! & 1) ^ 1;
        goalInB ||= n === goal;
      }
    }
  }

  /** Three or four groups: one shared breadth-first queue, groups merged by union–find. */
  private findInMany(block: number, moves: number, ring: number): number {
    const { blocked, seen, distance, queue, owner, pending, pieceSize, pieceEven, goal, offsets, left, right, up, down } = this;
    const base = this.nextStamp();
    const groups = RING_GROUPS[ring]!;
    for (let g = 0; g < groups; g++) {
      owner[g] = g;
      pending[g] = 0;
      pieceSize[g] = 0;
      pieceEven[g] = 0;
    }
    let head = 0;
    let tail = 0;
    let goalGroup = -1;
    for (let m = 0; m < 4; m++) {
      if ((moves & (1 << m)) === 0) continue;
      const n = block + offsets[m]!;
      const g = RING_GROUP_OF[ring * 4 + m]!;
      seen[n] = base + g;
      queue[tail++] = n;
      pending[g]!++;
      pieceSize[g]!++;
      pieceEven[g]! += (distance[n]! & 1) ^ 1;
      if (n === goal) goalGroup = g;
    }
    let open = groups; // pieces not yet merged away or found to be pockets
    let lostSize = 0;
    let lostEven = 0;
    for (;;) {
      const b = queue[head++]!;
      const g = rootOf(owner, seen[b]! - base);
      for (let m = 0; m < 4; m++) {
        const n = m === 0 ? b + left : m === 1 ? b + right : m === 2 ? b + up : b + down;
        if (blocked[n] !== 0) continue;
        const label = seen[n]! - base;
        if (label < 0 || label > 3) {
          seen[n] = base + g;
          queue[tail++] = n;
          pending[g]!++;
          pieceSize[g]!++;
          pieceEven[g]! += (distance[n]! & 1) ^ 1;
          if (n === goal) goalGroup = g;
        } else {
          const other = rootOf(owner, label);
          if (other !== g) {
            owner[other] = g;
            pending[g]! += pending[other]!;
            pieceSize[g]! += pieceSize[other]!;
            pieceEven[g]! += pieceEven[other]!;
            if (--open === 1) return this.result(this.movesInto(g, moves, ring), false, lostSize, lostEven);
          }
        }
      }
      if (--pending[g]! !== 0) continue;
      // Piece g is complete: the goal's piece, or a pocket.
      if (goalGroup >= 0 && rootOf(owner, goalGroup) === g) {
        return this.result(this.movesInto(g, moves, ring), true, pieceSize[g]!, pieceEven[g]!);
      }
      lostSize += pieceSize[g]!;
      lostEven += pieceEven[g]!;
      owner[g] = 4; // out of range: no group in a pocket has an open piece as its root
      if (--open === 1) {
        let last = 0;
        while (owner[last] !== last) last++;
        return this.result(this.movesInto(last, moves, ring), false, lostSize, lostEven);
      }
    }
  }

  private movesInto(piece: number, moves: number, ring: number): number {
    let kept = 0;
    for (let m = 0; m < 4; m++) {
      if ((moves & (1 << m)) !== 0 && rootOf(this.owner, RING_GROUP_OF[ring * 4 + m]!) === piece) kept |= 1 << m;
    }
    return kept;
  }

  private result(kept: number, keptComplete: boolean, size: number, even: number): number {
    this.keptComplete = keptComplete;
    this.size = size;
    this.even = even;
    return kept;
  }

  /** A fresh base for `seen` marks, four apart; clears `seen` before the stamps could overflow. */
  private nextStamp(): number {
    if (this.stamp >= 0x3fff_fff0) {
      this.seen.fill(0);
      this.stamp = 0;
    }
    this.stamp += 4;
    return this.stamp;
  }
}

/** Union–find root among the (at most four) groups; 4 marks a pocket. */
function rootOf(owner: Uint8Array, g: number): number {
  while (g < 4 && owner[g] !== g) g = owner[g]!;
  return g;
}
