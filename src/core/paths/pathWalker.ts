import { RING_GROUP_OF, RING_GROUPS } from './ringSplit.ts';
import type { SearchGrid } from './searchGrid.ts';

/**
 * The engine behind `allPaths`: an explicit-stack depth-first search over simple paths,
 * written as a hand-made iterator so that it can stop after any path and resume later
 * (a listing can be paused, cancelled or streamed) in memory linear in the grid.
 *
 * State, for the current path `stack[0..depth]` (padded block indices, start first):
 * - `blocked[b]` is 1 for walls, pruned blocks and every block on the current path;
 * - `options[i]` holds the moves (bit 1 left, 2 right, 4 up, 8 down) not yet tried from
 *   `stack[i]`. Bits are taken lowest first, which is the source's order left, right, up, down,
 *   so paths come out exactly in the source's DFS order.
 *
 * Prunes only ever drop a move below which no wanted path exists, so they never change the
 * order. The main one keeps the path inside the goal's piece of the grid: when a step could
 * cut the free blocks apart (see ringSplit.ts), flood fills find the pieces and only the moves
 * into the goal's piece are kept. This holds the invariant "the goal is reachable from the
 * head of the path through free blocks", so the search never wanders into a pocket.
 *
 * With `exactBlocks > 0` (used for the shortest-first order) only paths of exactly that many
 * blocks are reported, and more prunes apply, checked when a block is pushed:
 * - too far: a move onto a block more steps from the goal than the length left is dropped,
 *   and `truncated` records it (a longer length might then still have paths);
 * - too little room: the path alternates chessboard colours and must end on the goal's, so
 *   r blocks still to come need ⌈r/2⌉ free blocks of the goal's colour and ⌊r/2⌋ of the other
 *   in the goal's piece. The room is kept per depth: a step takes one block, a pocket cut off
 *   takes its blocks, and stranded dead ends (see strandAround) take theirs. Room only shrinks
 *   as the path grows, so this prune holds for every longer length too: not truncation.
 */
export class PathWalker {
  private readonly blocked: Uint8Array;
  private readonly distance: Int32Array;
  private readonly originalIndex: Int32Array;
  private readonly start: number;
  private readonly goal: number;
  private readonly goalOriginal: number;
  private readonly width: number;
  /** Move bit (1, 2, 4, 8) → padded offset. */
  private readonly offsetOfBit: Int32Array;
  private readonly stack: Int32Array;
  private readonly originalStack: Int32Array;
  private readonly options: Uint8Array;
  /** Exact length only: the moves from `stack[i]` into the goal's piece (before the length test). */
  private readonly pieceMoves: Uint8Array;
  /** Exact length only: stranded blocks set aside (see strandAround); those from index
   * `strandedFrom[i]` on were set aside when `stack[i]` was pushed. */
  private readonly stranded: Int32Array;
  private readonly strandedFrom: Int32Array;
  private strandedCount = 0;
  private depth = -1;

  /** 0 = any length; otherwise only paths of exactly this many blocks. */
  private exactBlocks = 0;
  /** Set when a move was dropped only because the path would grow too long. */
  truncated = false;
  /**
   * Free blocks of the goal's colour (even distance) and of the other colour in the goal's
   * part of the grid once `stack[i]` is taken, at index i + 1; index 0 holds the whole grid.
   */
  private readonly evenRoom: Int32Array;
  private readonly oddRoom: Int32Array;

  // Flood-fill scratch (see splitMoves), for up to four groups of neighbours.
  private readonly seen: Int32Array;
  private stamp = 0;
  private readonly queue: Int32Array;
  /** splitInTwo keeps its second flood's queue in the upper half of `queue`. */
  private readonly queueHalf: number;
  /** Union–find over groups: groups whose floods met are one piece. */
  private readonly owner = new Uint8Array(4);
  /** Per piece (at its root group): blocks queued but not expanded, blocks, even blocks. */
  private readonly pending = new Int32Array(4);
  private readonly pieceSize = new Int32Array(4);
  private readonly pieceEven = new Int32Array(4);

  // Where new paths are cut from (see copyPath).
  private slab = new Int32Array(0);
  private slabUsed = 0;

  constructor(search: SearchGrid) {
    this.blocked = search.blocked.slice();
    this.distance = search.distance;
    this.originalIndex = search.originalIndex;
    this.start = search.start;
    this.goal = search.goal;
    this.goalOriginal = search.originalIndex[search.goal]!;
    this.width = search.width;
    const w = search.width;
    this.offsetOfBit = Int32Array.of(0, -1, 1, 0, -w, 0, 0, 0, w);
    const longest = Math.max(1, search.reachableBlocks);
    this.stack = new Int32Array(longest + 1);
    this.originalStack = new Int32Array(longest + 1);
    this.options = new Uint8Array(longest + 1);
    this.pieceMoves = new Uint8Array(longest + 1);
    this.stranded = new Int32Array(longest + 1);
    this.strandedFrom = new Int32Array(longest + 1);
    this.evenRoom = new Int32Array(longest + 2);
    this.oddRoom = new Int32Array(longest + 2);
    this.evenRoom[0] = search.evenBlocks;
    this.oddRoom[0] = search.reachableBlocks - search.evenBlocks;
    this.seen = new Int32Array(search.blocked.length);
    this.queueHalf = longest + 1;
    this.queue = new Int32Array(2 * (longest + 1));
  }

  /** Start (or restart) the search from the start block; `exactBlocks` 0 = any length. */
  reset(exactBlocks: number): void {
    const blocked = this.blocked;
    for (let i = 0; i <= this.depth; i++) blocked[this.stack[i]!] = 0;
    while (this.strandedCount > 0) blocked[this.stranded[--this.strandedCount]!] = 0;
    this.strandedFrom[0] = 0;
    this.exactBlocks = exactBlocks;
    this.truncated = false;
    this.depth = 0;
    this.stack[0] = this.start;
    this.originalStack[0] = this.originalIndex[this.start]!;
    blocked[this.start] = 1;
    this.options[0] = exactBlocks === 0 ? this.movesFrom(this.start, 0) : this.movesInTime(this.start, 0);
  }

  /** Advance to the next path and return it (a new array), or null when there is none left. */
  nextPath(): Int32Array | null {
    const { blocked, stack, originalStack, options, offsetOfBit, goal, originalIndex, strandedFrom } = this;
    const anyLength = this.exactBlocks === 0;
    let depth = this.depth;
    while (depth >= 0) {
      const left = options[depth]!;
      if (left === 0) {
        blocked[stack[depth]!] = 0;
        const from = strandedFrom[depth]!;
        while (this.strandedCount > from) blocked[this.stranded[--this.strandedCount]!] = 0;
        depth--;
        continue;
      }
      const bit = left & -left;
      options[depth] = left ^ bit;
      const next = stack[depth]! + offsetOfBit[bit]!;
      if (next === goal) {
        // Report, and do not extend past the goal. (With an exact length the goal is only
        // among the moves when it makes the path exactly that long.)
        this.depth = depth;
        return this.copyPath(depth);
      }
      depth++;
      stack[depth] = next;
      originalStack[depth] = originalIndex[next]!;
      blocked[next] = 1;
      strandedFrom[depth] = this.strandedCount;
      options[depth] = anyLength ? this.movesFrom(next, depth) : this.movesInTime(next, depth);
    }
    this.depth = depth;
    return null;
  }

  /**
   * The current path plus the goal, as a new array of the caller's indices.
   *
   * Paths are cut from shared slabs rather than each given its own buffer: V8 gives a typed
   * array over 64 bytes its own off-heap store, which costs several times more than the search
   * that finds the path. Each path is still a separate Int32Array that is never written again;
   * only its `.buffer` is shared with neighbouring paths (`path.slice()` gives a private one).
   * Slabs are small (16 KB), so a few kept paths keep little memory alive.
   */
  private copyPath(depth: number): Int32Array {
    const length = depth + 2;
    let slab = this.slab;
    let used = this.slabUsed;
    if (used + length > slab.length) {
      slab = this.slab = new Int32Array(Math.max(SLAB_INTS, length));
      used = 0;
    }
    const originalStack = this.originalStack;
    for (let i = 0; i <= depth; i++) slab[used + i] = originalStack[i]!;
    slab[used + depth + 1] = this.goalOriginal;
    this.slabUsed = used + length;
    return slab.subarray(used, used + length);
  }

  /** Free neighbours of `block` as move bits. */
  private freeMoves(block: number): number {
    const blocked = this.blocked;
    const w = this.width;
    return (
      (blocked[block - 1] === 0 ? 1 : 0) |
      (blocked[block + 1] === 0 ? 2 : 0) |
      (blocked[block - w] === 0 ? 4 : 0) |
      (blocked[block + w] === 0 ? 8 : 0)
    );
  }

  /** The 8 blocks around `block` as a ring mask (see ringSplit.ts); `moves` = its free moves. */
  private ringOf(block: number, moves: number): number {
    const blocked = this.blocked;
    const w = this.width;
    return (
      (moves & 4 ? 1 : 0) |
      (blocked[block - w + 1] === 0 ? 2 : 0) |
      (moves & 2 ? 4 : 0) |
      (blocked[block + w + 1] === 0 ? 8 : 0) |
      (moves & 8 ? 16 : 0) |
      (blocked[block + w - 1] === 0 ? 32 : 0) |
      (moves & 1 ? 64 : 0) |
      (blocked[block - w - 1] === 0 ? 128 : 0)
    );
  }

  /** Any length: the moves from `block` onto free blocks that can still reach the goal. */
  private movesFrom(block: number, index: number): number {
    const moves = this.freeMoves(block);
    if ((moves & (moves - 1)) === 0) return moves; // one free neighbour cannot be cut off
    const ring = this.ringOf(block, moves);
    const groups = RING_GROUPS[ring]!;
    if (groups < 2) return moves;
    return groups === 2 ? this.splitInTwo(block, moves, ring, index) : this.splitMoves(block, moves, ring, index);
  }

  /**
   * Exact length: the moves from `block`, at `index` on the path, that can still end at the
   * goal with exactly `exactBlocks` blocks, as far as distance and room can tell.
   */
  private movesInTime(block: number, index: number): number {
    const free = this.freeMoves(block);
    if (free === 0) return 0;
    const after = this.exactBlocks - 1 - index; // blocks still to come, the goal last
    if (after <= NEAR_END) return this.lastMoves(block, free, after);
    let moves = free;
    const ring = (free & (free - 1)) === 0 ? 0 : this.ringOf(block, free);
    const groups = RING_GROUPS[ring]!;
    if (groups >= 2) {
      moves = groups === 2 ? this.splitInTwo(block, free, ring, index) : this.splitMoves(block, free, ring, index);
    } else {
      // Nothing cut off: the goal's part of the grid just loses `block`.
      const isOdd = this.distance[block]! & 1;
      this.evenRoom[index + 1] = this.evenRoom[index]! - (isOdd ^ 1);
      this.oddRoom[index + 1] = this.oddRoom[index]! - isOdd;
    }
    this.pieceMoves[index] = moves;
    // (Skipped when this step cut off a pocket, which may hold blocks counted below.)
    if (index > 0 && moves === free) this.strandAround(block, index);
    if (this.evenRoom[index + 1]! < (after + 1) >> 1 || this.oddRoom[index + 1]! < after >> 1) return 0;
    // Every neighbour is one step nearer the goal or one step farther than `block`.
    const nearest = this.distance[block]! - 1;
    if (nearest >= 1 && nearest + 2 <= after - 1) return moves; // all in time, none is the goal
    let kept = 0;
    for (let bit = 1; bit <= 8; bit <<= 1) {
      if ((moves & bit) === 0) continue;
      const n = block + this.offsetOfBit[bit]!;
      if (n === this.goal) {
        if (after === 1) kept |= bit;
      } else if (this.distance[n]! <= after - 1) {
        kept |= bit;
      } else {
        this.truncated = true;
      }
    }
    return kept;
  }

  /**
   * Exact length, one or two blocks to go: the goal itself, or a block next to it. Such a
   * block is never in a pocket (it touches the goal), so no flood or room count is needed.
   */
  private lastMoves(block: number, free: number, after: number): number {
    const { distance, goal, offsetOfBit } = this;
    let kept = 0;
    for (let bit = 1; bit <= 8; bit <<= 1) {
      if ((free & bit) === 0) continue;
      const n = block + offsetOfBit[bit]!;
      if (after === 1 ? n === goal : n !== goal && distance[n]! < after) kept |= bit;
    }
    // Any other free neighbour might start a longer path.
    if (kept !== free) this.truncated = true;
    return kept;
  }

  /**
   * The head has just moved from `stack[index - 1]` to `block`. A free block other than the
   * goal, not next to the head, with at most one free neighbour is stranded: a path could enter
   * it but never leave, and paths stop only at the goal. It is set aside like a wall until
   * `block` is popped, and leaves the room; its one free neighbour may be stranded in turn (a
   * dead-end corridor is eaten up). Only the old head's other neighbours can newly be stranded
   * by this step. (Blocks next to the head are left alone: they are moves of `block`.)
   */
  private strandAround(block: number, index: number): void {
    const { blocked, stranded, distance, goal } = this;
    const w = this.width;
    const previous = this.stack[index - 1]!;
    let others = this.pieceMoves[index - 1]!;
    while (others !== 0) {
      const bit = others & -others;
      others ^= bit;
      let u = previous + this.offsetOfBit[bit]!;
      while (u !== goal && blocked[u] === 0) {
        const d = u - block;
        if (d === 1 || d === -1 || d === w || d === -w) break; // next to the head (or the head)
        let exits = 0;
        let exit = 0;
        if (blocked[u - 1] === 0) { exits++; exit = u - 1; }
        if (blocked[u + 1] === 0) { exits++; exit = u + 1; }
        if (blocked[u - w] === 0) { exits++; exit = u - w; }
        if (exits >= 2) break;
        if (blocked[u + w] === 0) { exits++; exit = u + w; }
        if (exits >= 2) break;
        blocked[u] = 1;
        stranded[this.strandedCount++] = u;
        if ((distance[u]! & 1) === 0) this.evenRoom[index + 1]!--;
        else this.oddRoom[index + 1]!--;
        if (exits === 0) break;
        u = exit;
      }
    }
  }

  /**
   * The common case of splitMoves, two groups of neighbours (A and B), without union–find:
   * the two floods advance in turn, one block each. If they meet, nothing was cut off. If one
   * runs out first, its piece is complete: it is either the goal's piece (keep only its
   * moves) or a pocket (keep only the other side's moves).
   */
  private splitInTwo(block: number, moves: number, ring: number, index: number): number {
    const { blocked, seen, distance, queue, goal, width } = this;
    const markA = this.nextStamp();
    const markB = markA + 1;
    const startB = this.queueHalf;
    let headA = 0;
    let tailA = 0;
    let headB = startB;
    let tailB = startB;
    let evenA = 0;
    let evenB = 0;
    let movesA = 0;
    let goalInA = false;
    let goalInB = false;
    for (let m = 0; m < 4; m++) {
      const bit = 1 << m;
      if ((moves & bit) === 0) continue;
      const n = block + this.offsetOfBit[bit]!;
      if (RING_GROUP_OF[ring * 4 + m] === 0) {
        seen[n] = markA;
        queue[tailA++] = n;
        evenA += (distance[n]! & 1) ^ 1;
        movesA |= bit;
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
        // A's piece is complete.
        if (goalInA) return this.keepSide(movesA, index, tailA, evenA);
        return this.keepSide(moves ^ movesA, index, -1, 0, block, tailA, evenA);
      }
      const a = queue[headA++]!;
      for (let m = 0; m < 4; m++) {
        const n = m === 0 ? a - 1 : m === 1 ? a + 1 : m === 2 ? a - width : a + width;
        if (blocked[n] !== 0 || seen[n] === markA) continue;
        if (seen[n] === markB) return this.keepSide(moves, index, -1, 0, block, 0, 0);
        seen[n] = markA;
        queue[tailA++] = n;
        evenA += (distance[n]! & 1) ^ 1;
        goalInA ||= n === goal;
      }
      if (headB === tailB) {
        if (goalInB) return this.keepSide(moves ^ movesA, index, tailB - startB, evenB);
        return this.keepSide(movesA, index, -1, 0, block, tailB - startB, evenB);
      }
      const b = queue[headB++]!;
      for (let m = 0; m < 4; m++) {
        const n = m === 0 ? b - 1 : m === 1 ? b + 1 : m === 2 ? b - width : b + width;
        if (blocked[n] !== 0 || seen[n] === markB) continue;
        if (seen[n] === markA) return this.keepSide(moves, index, -1, 0, block, 0, 0);
        seen[n] = markB;
        queue[tailB++] = n;
        evenB += (distance[n]! & 1) ^ 1;
        goalInB ||= n === goal;
      }
    }
  }

  /**
   * Return `kept` and record the room after the block at `index`: `size` blocks (`even` of the
   * goal's colour) when the kept piece is known complete; otherwise (size -1) the room before,
   * less `block` and a pocket of `lost` blocks (`lostEven` of the goal's colour).
   */
  private keepSide(kept: number, index: number, size: number, even: number, block = 0, lost = 0, lostEven = 0): number {
    if (size >= 0) {
      this.evenRoom[index + 1] = even;
      this.oddRoom[index + 1] = size - even;
    } else {
      const isOdd = this.distance[block]! & 1;
      this.evenRoom[index + 1] = this.evenRoom[index]! - (isOdd ^ 1) - lostEven;
      this.oddRoom[index + 1] = this.oddRoom[index]! - isOdd - (lost - lostEven);
    }
    return kept;
  }

  /**
   * Taking `block` (at `index` on the path) may have cut its free neighbours apart: find the
   * pieces and keep only the moves into the goal's piece.
   *
   * A breadth-first flood starts from all ring groups of neighbours at once, each block
   * labelled with the group that reached it; groups whose floods meet are merged (union–find).
   * A piece is complete when it has no blocks left to expand. The search ends when a single
   * piece is still open (it holds the goal: the head could reach the goal before this step),
   * or when the goal's piece is complete. Complete pieces without the goal are pockets: their
   * moves are dropped. Because all groups grow together, the work is about (groups × size of
   * the pockets), not the whole grid. Also records the goal piece's size by colour (room).
   */
  private splitMoves(block: number, moves: number, ring: number, index: number): number {
    const { blocked, seen, distance, queue, owner, pending, pieceSize, pieceEven, goal, width } = this;
    const base = this.nextStamp(); // seen[b] === base + g: group g's flood has reached b
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
      const n = block + this.offsetOfBit[1 << m]!;
      const g = RING_GROUP_OF[ring * 4 + m]!;
      seen[n] = base + g;
      queue[tail++] = n;
      pending[g]!++;
      pieceSize[g]!++;
      pieceEven[g]! += (distance[n]! & 1) ^ 1;
      if (n === goal) goalGroup = g;
    }
    let open = groups; // pieces not yet merged away or found complete
    let lostSize = 0; // blocks in pockets
    let lostEven = 0;
    for (;;) {
      const b = queue[head++]!;
      const g = rootOf(owner, seen[b]! - base);
      for (let m = 0; m < 4; m++) {
        const n = m === 0 ? b - 1 : m === 1 ? b + 1 : m === 2 ? b - width : b + width;
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
            if (--open === 1) return this.keepPiece(moves, ring, g, block, index, -1, lostSize, lostEven);
          }
        }
      }
      if (--pending[g]! !== 0) continue;
      // Piece g is complete.
      if (goalGroup >= 0 && rootOf(owner, goalGroup) === g) {
        return this.keepPiece(moves, ring, g, block, index, pieceSize[g]!, 0, pieceEven[g]!);
      }
      lostSize += pieceSize[g]!;
      lostEven += pieceEven[g]!;
      owner[g] = 4; // a pocket: no longer a root of any open piece
      if (--open === 1) {
        let last = 0;
        while (owner[last] !== last) last++;
        return this.keepPiece(moves, ring, last, block, index, -1, lostSize, lostEven);
      }
    }
  }

  /**
   * Keep the moves into piece `keep` and record the room left after `block`: the piece's own
   * size `size` (and `even`) when it is known complete, else (size -1) the room before minus
   * `block` and the pockets found (`lost`, `even` of them of the goal's colour).
   */
  private keepPiece(
    moves: number,
    ring: number,
    keep: number,
    block: number,
    index: number,
    size: number,
    lost: number,
    even: number,
  ): number {
    const owner = this.owner;
    let kept = 0;
    for (let m = 0; m < 4; m++) {
      if ((moves & (1 << m)) !== 0 && rootOf(owner, RING_GROUP_OF[ring * 4 + m]!) === keep) kept |= 1 << m;
    }
    if (size >= 0) {
      this.evenRoom[index + 1] = even;
      this.oddRoom[index + 1] = size - even;
    } else {
      const isOdd = this.distance[block]! & 1;
      this.evenRoom[index + 1] = this.evenRoom[index]! - (isOdd ^ 1) - even;
      this.oddRoom[index + 1] = this.oddRoom[index]! - isOdd - (lost - even);
    }
    return kept;
  }

  /** A fresh base for `seen` marks, four apart (one per flood group); wraps safely. */
  private nextStamp(): number {
    if (this.stamp >= 0x3fff_fff0) {
      this.seen.fill(0);
      this.stamp = 0;
    }
    this.stamp += 4;
    return this.stamp;
  }
}

/**
 * Union–find root among the (at most four) flood groups. A pocket's root points to 4, out of
 * range, so no group inside a pocket has a root among the open pieces.
 */
function rootOf(owner: Uint8Array, g: number): number {
  while (g < 4 && owner[g] !== g) g = owner[g]!;
  return g;
}

const SLAB_INTS = 4096;
/**
 * With this many blocks or fewer still to come, the exact-length search skips flood fills and
 * room counts: the subtree left is so small that trying a move into a pocket costs less than
 * looking for the pocket (measured best between 5 and 8 on open 6×6 and 7×7 grids).
 */
const NEAR_END = 6;
