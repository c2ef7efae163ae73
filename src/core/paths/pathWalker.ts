import { fourSteps } from '../fourNeighbours';
import { PocketFinder } from './pockets';
import { RING_GROUPS, ringAround } from './ringSplit';
import type { SearchGrid } from './searchGrid';

/**
 * The engine behind `allPaths`: an explicit-stack depth-first search over simple paths,
 * written as a hand-made iterator so that it can stop after any path and resume later
 * (a listing can be paused, cancelled or streamed) in memory linear in the grid.
 *
 * State, for the current path `stack[0..depth]` (padded block indices, start first):
 * - `blocked[b]` is 1 for walls, pruned blocks, every block on the current path and blocks
 *   set aside as stranded (see strandAround);
 * - `options[i]` holds the moves (bit `1 << direction` of fourNeighbours.ts: 1 left, 2 right,
 *   4 up, 8 down) not yet tried from `stack[i]`. Bits are taken lowest first, which is the source's order left, right, up, down,
 *   so paths come out exactly in the source's DFS order.
 *
 * Prunes only ever drop a move below which no wanted path exists, so they never change the
 * order. The main one keeps the path inside the goal's piece of the grid: when a step could
 * cut the free blocks apart (see ringSplit.ts), flood fills find the pieces (pockets.ts) and
 * only the moves into the goal's piece are kept. This holds the invariant "the goal is
 * reachable from the head of the path through free blocks": the search never enters a pocket.
 *
 * With `exactBlocks > 0` (used for the shortest-first order) only paths of exactly that many
 * blocks are reported, and more prunes apply, checked when a block is pushed:
 * - too far: a move onto a block more steps from the goal than the length left is dropped,
 *   and `truncated` records it (a longer length might then still have paths);
 * - too little room: the path alternates chessboard colours and must end on the goal's, so
 *   r blocks still to come need ⌈r/2⌉ free blocks of the goal's colour and ⌊r/2⌋ of the other
 *   in the goal's piece. The room is kept per depth: a step takes one block, a pocket cut off
 *   takes its blocks, and stranded dead ends take theirs. Room only shrinks as the path
 *   grows, so this prune holds for every longer length too: it is not truncation.
 */
export class PathWalker {
  private readonly blocked: Uint8Array;
  private readonly distance: Int32Array;
  private readonly originalIndex: Int32Array;
  private readonly start: number;
  private readonly goal: number;
  private readonly goalOriginal: number;
  private readonly width: number;
  /** Padded offset of each move (fourNeighbours.ts), one field each: the hot loops below are unrolled. */
  private readonly left: number;
  private readonly right: number;
  private readonly up: number;
  private readonly down: number;
  /** Move bit (1, 2, 4, 8) → padded offset. */
  private readonly offsetOfBit: Int32Array;
  private readonly pockets: PocketFinder;

  private readonly stack: Int32Array;
  /** `originalIndex[stack[i]]`, kept alongside so a path is copied out in one pass. */
  private readonly originalStack: Int32Array;
  private readonly options: Uint8Array;
  private depth = -1;

  /** 0 = any length; otherwise only paths of exactly this many blocks. */
  private exactBlocks = 0;
  /** Set when a move was dropped only because the path would grow too long. */
  truncated = false;

  // Exact length only, per depth: -----------------------------------------------------------
  /** Moves from `stack[i]` into the goal's piece (before the length test). */
  private readonly pieceMoves: Uint8Array;
  /**
   * Room: free blocks of the goal's colour (an even number of steps from it) and of the other
   * colour in the goal's piece once `stack[i]` is taken, at index i + 1; index 0 = all.
   */
  private readonly evenRoom: Int32Array;
  private readonly oddRoom: Int32Array;
  /** Blocks set aside as stranded; those from `strandedFrom[i]` on when `stack[i]` was pushed. */
  private readonly stranded: Int32Array;
  private readonly strandedFrom: Int32Array;
  private strandedCount = 0;

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
    const w = (this.width = search.width);
    [this.left, this.right, this.up, this.down] = fourSteps(w);
    this.offsetOfBit = Int32Array.of(0, this.left, this.right, 0, this.up, 0, 0, 0, this.down);
    const longest = Math.max(1, search.reachableBlocks);
    this.pockets = new PocketFinder(this.blocked, search.distance, w, search.goal, longest);
    this.stack = new Int32Array(longest);
    this.originalStack = new Int32Array(longest);
    this.options = new Uint8Array(longest);
    this.pieceMoves = new Uint8Array(longest);
    this.evenRoom = new Int32Array(longest + 1);
    this.oddRoom = new Int32Array(longest + 1);
    this.evenRoom[0] = search.evenBlocks;
    this.oddRoom[0] = search.reachableBlocks - search.evenBlocks;
    this.stranded = new Int32Array(longest);
    this.strandedFrom = new Int32Array(longest);
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
    this.options[0] = exactBlocks === 0 ? this.movesFrom(this.start) : this.movesInTime(this.start, 0);
  }

  /** Advance to the next path and return it (a new array), or null when there is none left. */
  nextPath(): Int32Array | null {
    const { blocked, stack, originalStack, options, offsetOfBit, goal, originalIndex, strandedFrom } = this;
    const anyLength = this.exactBlocks === 0;
    let depth = this.depth;
    while (depth >= 0) {
      const left = options[depth]!;
      if (left === 0) {
        // Pop: free the block and whatever was stranded when it was pushed.
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
      options[depth] = anyLength ? this.movesFrom(next) : this.movesInTime(next, depth);
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
    const { blocked, left, right, up, down } = this;
    return (
      (blocked[block + left] === 0 ? 1 : 0) |
      (blocked[block + right] === 0 ? 2 : 0) |
      (blocked[block + up] === 0 ? 4 : 0) |
      (blocked[block + down] === 0 ? 8 : 0)
    );
  }

  /** Any length: the moves from `block` onto free blocks that can still reach the goal. */
  private movesFrom(block: number): number {
    const moves = this.freeMoves(block);
    if ((moves & (moves - 1)) === 0) return moves; // one free neighbour cannot be cut off
    const ring = ringAround(this.blocked, block, this.width, moves);
    return RING_GROUPS[ring]! < 2 ? moves : this.pockets.find(block, moves, ring);
  }

  /**
   * Exact length: the moves from `block`, at `index` on the path, that can still end at the
   * goal with exactly `exactBlocks` blocks, as far as distance and room can tell.
   */
  private movesInTime(block: number, index: number): number {
    const free = this.freeMoves(block);
    if (free === 0) return 0;
    const after = this.exactBlocks - 1 - index; // blocks still to come, the goal last
    // Near the end, only the distance test (see NEAR_END).
    if (after <= NEAR_END) return this.soonEnough(block, free, after);

    // Which moves stay in the goal's piece, and how much room is left in it.
    let moves = free;
    const isOdd = this.distance[block]! & 1;
    let even = this.evenRoom[index]! - (isOdd ^ 1);
    let odd = this.oddRoom[index]! - isOdd;
    const ring = (free & (free - 1)) === 0 ? 0 : ringAround(this.blocked, block, this.width, free);
    if (RING_GROUPS[ring]! >= 2) {
      const pockets = this.pockets;
      moves = pockets.find(block, free, ring);
      if (pockets.keptComplete) {
        even = pockets.even;
        odd = pockets.size - pockets.even;
      } else {
        even -= pockets.even;
        odd -= pockets.size - pockets.even;
      }
    }
    this.evenRoom[index + 1] = even;
    this.oddRoom[index + 1] = odd;
    this.pieceMoves[index] = moves;
    // (Skipped when this step cut off a pocket, which may hold blocks it would count.)
    if (index > 0 && moves === free) this.strandAround(block, index);
    if (this.evenRoom[index + 1]! < (after + 1) >> 1 || this.oddRoom[index + 1]! < after >> 1) return 0;

    return this.soonEnough(block, moves, after);
  }

  /**
   * Exact length: of `moves` from `block`, those after which the goal can still be reached
   * with exactly `after` blocks to come (the goal last), as far as distance can tell.
   *
   * A grid is bipartite, so the steps from `block` to the goal, `after`, have the parity of
   * its distance d, and d ≤ after (the move onto it was in time). Every neighbour is at d − 1
   * or d + 1. If d < after, every neighbour is in time, but the goal itself would end the path
   * too soon. If d === after, only the neighbours at d − 1 are; any other move was dropped for
   * length alone, which `truncated` records.
   */
  private soonEnough(block: number, moves: number, after: number): number {
    const d = this.distance[block]!;
    if (d < after) return d === 1 ? moves & ~this.moveTowards(block, this.goal) : moves;
    let kept = 0;
    for (let bit = 1; bit <= 8; bit <<= 1) {
      if ((moves & bit) !== 0 && this.distance[block + this.offsetOfBit[bit]!] === d - 1) kept |= bit;
    }
    if (kept !== moves) this.truncated = true;
    return kept;
  }

  /** The move bit from `block` onto its neighbour `to`. */
  private moveTowards(block: number, to: number): number {
    const delta = to - block;
    return delta === this.left ? 1 : delta === this.right ? 2 : delta === this.up ? 4 : 8;
  }

  /**
   * The head has just moved from `stack[index - 1]` to `block`. A free block other than the
   * goal, not next to the head, with at most one free neighbour is stranded: a path could enter
   * it but never leave, and paths stop only at the goal. It is set aside like a wall until
   * `block` is popped, and leaves the room; its one free neighbour may be stranded in turn (a
   * dead-end corridor is eaten up). Only the old head's other neighbours can newly be stranded
   * by this step, and each only once: before the old head was taken it had two free neighbours.
   * (Blocks next to the head are left alone: they are moves of `block`.)
   */
  private strandAround(block: number, index: number): void {
    const { blocked, stranded, distance, goal, left, right, up, down } = this;
    const previous = this.stack[index - 1]!;
    let others = this.pieceMoves[index - 1]!;
    while (others !== 0) {
      const bit = others & -others;
      others ^= bit;
      let u = previous + this.offsetOfBit[bit]!;
      while (u !== goal && blocked[u] === 0) {
        const d = u - block;
        if (d === left || d === right || d === up || d === down) break; // next to the head
        let exits = 0;
        let exit = 0;
        if (blocked[u + left] === 0) { exits++; exit = u + left; }
        if (blocked[u + right] === 0) { exits++; exit = u + right; }
        if (blocked[u + up] === 0) { exits++; exit = u + up; }
        if (exits >= 2) break;
        if (blocked[u + down] === 0) { exits++; exit = u + down; }
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
}

const SLAB_INTS = 4096;

/**
 * With this many blocks or fewer still to come, the exact-length search skips flood fills and
 * room counts: the subtree left is so small that trying a move into a pocket costs less than
 * looking for the pocket (measured: 6 to 10 are about equally good on open 6×6 and 7×7 grids).
 */
const NEAR_END = 8;
