import { DOWN, LEFT, opposite, RIGHT, UP } from '../fourNeighbours';
import type { Grid } from '../grid';
import { ManhattanBuckets } from './manhattanBuckets';
import { Int32List } from '../int32List';
import { followMarks, FREE, padGrid, REACHED, toGridIndices, toPadded, tracePath, type PaddedGrid } from './padded';
import { NO_WAY, type NearestFirst, type SolverGraph } from './searchGraph';

// Status bits above a reached block's direction bits (see padded.ts), by search.
/** A*: settled, its steps final. */
const CLOSED = REACHED;
/** A*: waiting in the bucket of its f; PARITY holds (f / 2) & 1. */
const OPEN = REACHED | 8;
const PARITY = 16;
/** Trémaux: walked back out of, never entered again (walked blocks are REACHED). */
const DEAD = REACHED | 8;
/** Bidirectional BFS: reached from the goal's side (the start's side leaves it clear). */
const FROM_GOAL = 8;

/** Headings are direction numbers: the direction on the walker's right hand, and on its left. */
const RIGHT_OF = [UP, DOWN, RIGHT, LEFT] as const;
const LEFT_OF = [DOWN, UP, LEFT, RIGHT] as const;

/** A stack's items with twice the room. */
function grown(items: Int32Array): Int32Array {
  const more = new Int32Array(items.length * 2);
  more.set(items);
  return more;
}

/** Reaches the FREE blocks around p, left, right, up, down, marking each REACHED | d by the move; writes them to out from `at`: the index after. */
function reachFrom(state: Uint8Array, left: number, right: number, up: number, down: number, p: number, out: Int32Array, at: number): number {
  if (state[p + left] === FREE) {
    state[p + left] = REACHED | LEFT;
    out[at++] = p + left;
  }
  if (state[p + right] === FREE) {
    state[p + right] = REACHED | RIGHT;
    out[at++] = p + right;
  }
  if (state[p + up] === FREE) {
    state[p + up] = REACHED | UP;
    out[at++] = p + up;
  }
  if (state[p + down] === FREE) {
    state[p + down] = REACHED | DOWN;
    out[at++] = p + down;
  }
  return at;
}

/** A*'s PARITY bit of a block waiting with f. */
function parityOf(f: number): number {
  return ((f >> 1) & 1) * PARITY;
}

/**
 * The block grid as a SearchGraph: nodes are the blocks of its padded copy (padded.ts), each
 * with four ways by direction number, left, right, up, down (fourNeighbours.ts), computed from
 * the index. Every mark is in the block's one byte: its status and the direction it was reached
 * by, so a path is read back by undoing moves, and no array of parents is needed.
 *
 * A*'s heuristic is the Manhattan distance. On unit steps a move changes it by ±1, so f either
 * stays or grows by 2, and the waiting f values are F and F + 2: a block's PARITY bit tells
 * which one it waits with, and "a shorter way" is a move towards the goal reaching a block that
 * waits with F + 2. No steps are stored.
 */
export class BlockGraph implements SolverGraph {
  readonly size: number;
  readonly start: number;
  readonly goal: number;
  private readonly padded: PaddedGrid;
  private readonly state: Uint8Array;
  private readonly moves: Int32Array;
  // The four moves by direction number, unrolled where every block's four are tried at once.
  private readonly left: number;
  private readonly right: number;
  private readonly up: number;
  private readonly down: number;
  private readonly goalRow: number;
  private readonly goalCol: number;
  private readonly inverse: number;
  // A*'s open list: two stacks, of the blocks waiting with f = F and with F + 2, and F's PARITY bit.
  private current = new Int32List();
  private next = new Int32List();
  private parity = 0;
  // The walker's heading, a direction number.
  private heading = RIGHT;
  readonly expandsMeeting = true;

  /** A search from `start` to `goal` (grid indices) on a copy of `grid`, which is never touched. */
  constructor(grid: Grid, start: number, goal: number) {
    this.padded = padGrid(grid);
    this.state = this.padded.state;
    this.size = this.state.length;
    this.moves = Int32Array.from(this.padded.moves);
    [this.left, this.right, this.up, this.down] = this.padded.moves;
    this.start = toPadded(this.padded, start);
    this.goal = toPadded(this.padded, goal);
    const stride = this.padded.stride;
    this.goalRow = Math.floor(this.goal / stride);
    this.goalCol = this.goal - this.goalRow * stride;
    this.inverse = 1 / stride;
  }

  toIds(nodes: Int32Array): Int32Array {
    return toGridIndices(this.padded, nodes);
  }

  reachStart(): void {
    this.state[this.start] = REACHED;
  }

  reachAround(p: number, out: Int32Array, at: number): number {
    return reachFrom(this.state, this.left, this.right, this.up, this.down, p, out, at);
  }

  reachRun(queue: Int32Array, head: number, tail: number, tails: Int32Array, everyTail: boolean): number {
    const { state, left, right, up, down, goal } = this;
    let count = 0;
    // reachFrom written out, and the tails kept only when asked: with a call and a store a block,
    // BFS took 1.1-1.2× its old copy's time.
    while (count < tails.length && head < tail) {
      const p = queue[head++]!;
      if (p === goal) {
        count++;
        break;
      }
      if (state[p + left] === FREE) {
        state[p + left] = REACHED | LEFT;
        queue[tail++] = p + left;
      }
      if (state[p + right] === FREE) {
        state[p + right] = REACHED | RIGHT;
        queue[tail++] = p + right;
      }
      if (state[p + up] === FREE) {
        state[p + up] = REACHED | UP;
        queue[tail++] = p + up;
      }
      if (state[p + down] === FREE) {
        state[p + down] = REACHED | DOWN;
        queue[tail++] = p + down;
      }
      if (everyTail) tails[count] = tail;
      count++;
    }
    tails[count - 1] = tail;
    return count;
  }

  mostWays(): number {
    return 4;
  }

  enterStart(): void {
    this.state[this.start] = REACHED;
  }

  ways(): number {
    return 4;
  }

  enter(p: number, k: number): number {
    if (k === 4) return NO_WAY;
    const q = p + this.moves[k]!;
    if (this.state[q] !== FREE) return -1;
    this.state[q] = REACHED | k;
    return q;
  }

  pathTo(p: number): Int32Array {
    return tracePath(this.padded, this.start, p);
  }

  nearestFirst(): NearestFirst {
    return new ManhattanBuckets(this.padded.stride, this.goal);
  }


  /** The start's f is its Manhattan distance to the goal. */
  openStart(): void {
    const p = this.start;
    const row = Math.floor((p + 0.5) * this.inverse);
    const f = Math.abs(row - this.goalRow) + Math.abs(p - row * this.padded.stride - this.goalCol);
    this.state[p] = OPEN | parityOf(f);
    this.parity = parityOf(f);
    this.current.push(p);
  }

  settleRun(settled: Int32Array, takes: Int32Array): number {
    const { state, left, right, up, down, goal, goalRow, goalCol, inverse, current, next } = this;
    const stride = this.padded.stride;
    // The two stacks as local arrays and sizes: the loop below is the search's whole cost.
    let here = OPEN | this.parity;
    let hereItems = current.items;
    let hereSize = current.size;
    let laterItems = next.items;
    let laterSize = next.size;
    let count = 0;
    let at = 0;
    const record = takes.length > 0;
    while (count < settled.length) {
      if (hereSize === 0) {
        if (laterSize === 0) break;
        // F's blocks are all settled: F + 2 becomes F.
        [hereItems, laterItems] = [laterItems, hereItems];
        hereSize = laterSize;
        laterSize = 0;
        here ^= PARITY;
      }
      const p = hereItems[--hereSize]!;
      const mark = state[p]!;
      // Settled already, or a stale F + 2 entry of a block a shorter way brought into F.
      if ((mark & ~3) !== here) continue;
      state[p] = CLOSED | (mark & 3);
      settled[count++] = p;
      if (p === goal) {
        if (record) takes[at] = 0;
        break;
      }
      const later = here ^ PARITY;
      const row = Math.floor((p + 0.5) * inverse);
      const col = p - row * stride;
      let n = at + 1;
      // The four moves, left, right, up, down, written out with whether each heads towards the
      // goal: as a loop over directions with a bit each, A* took 1.2× its old copy's time.
      // Towards the goal keeps f = F: taken when new, or better than a wait with F + 2.
      // Away gives F + 2: taken only when new.
      let q = p + left;
      let s = state[q]!;
      if (col > goalCol ? s === FREE || (s & ~3) === later : s === FREE) {
        if (col > goalCol) {
          state[q] = here | LEFT;
          if (hereSize === hereItems.length) hereItems = grown(hereItems);
          hereItems[hereSize++] = q;
        } else {
          state[q] = later | LEFT;
          if (laterSize === laterItems.length) laterItems = grown(laterItems);
          laterItems[laterSize++] = q;
        }
        if (record) takes[n++] = q;
      }
      q = p + right;
      s = state[q]!;
      if (col < goalCol ? s === FREE || (s & ~3) === later : s === FREE) {
        if (col < goalCol) {
          state[q] = here | RIGHT;
          if (hereSize === hereItems.length) hereItems = grown(hereItems);
          hereItems[hereSize++] = q;
        } else {
          state[q] = later | RIGHT;
          if (laterSize === laterItems.length) laterItems = grown(laterItems);
          laterItems[laterSize++] = q;
        }
        if (record) takes[n++] = q;
      }
      q = p + up;
      s = state[q]!;
      if (row > goalRow ? s === FREE || (s & ~3) === later : s === FREE) {
        if (row > goalRow) {
          state[q] = here | UP;
          if (hereSize === hereItems.length) hereItems = grown(hereItems);
          hereItems[hereSize++] = q;
        } else {
          state[q] = later | UP;
          if (laterSize === laterItems.length) laterItems = grown(laterItems);
          laterItems[laterSize++] = q;
        }
        if (record) takes[n++] = q;
      }
      q = p + down;
      s = state[q]!;
      if (row < goalRow ? s === FREE || (s & ~3) === later : s === FREE) {
        if (row < goalRow) {
          state[q] = here | DOWN;
          if (hereSize === hereItems.length) hereItems = grown(hereItems);
          hereItems[hereSize++] = q;
        } else {
          state[q] = later | DOWN;
          if (laterSize === laterItems.length) laterItems = grown(laterItems);
          laterItems[laterSize++] = q;
        }
        if (record) takes[n++] = q;
      }
      if (record) {
        takes[at] = n - at - 1;
        at = n;
      }
    }
    current.items = hereItems;
    current.size = hereSize;
    next.items = laterItems;
    next.size = laterSize;
    this.parity = here & PARITY;
    return count;
  }

  walkStart(): void {
    this.state[this.start] = REACHED;
    this.heading = RIGHT;
  }

  /** Right, straight on, left, back, relative to the heading: the first that is FREE. */
  wayOut(p: number): number {
    const { state, moves, heading } = this;
    const right = RIGHT_OF[heading as 0 | 1 | 2 | 3];
    if (state[p + moves[right]!] === FREE) return right;
    if (state[p + moves[heading]!] === FREE) return heading;
    const left = LEFT_OF[heading as 0 | 1 | 2 | 3];
    if (state[p + moves[left]!] === FREE) return left;
    const back = opposite(heading);
    return state[p + moves[back]!] === FREE ? back : -1;
  }

  walk(p: number, direction: number): number {
    const q = p + this.moves[direction]!;
    this.state[q] = REACHED | direction;
    this.heading = direction;
    return q;
  }

  markDead(p: number): void {
    this.state[p] = DEAD | (this.state[p]! & 3);
  }

  /** Back is the way opposite to the one the block was entered by. */
  faceBack(p: number): void {
    this.heading = opposite(this.state[p]! & 3);
  }

  reachEnds(): void {
    this.state[this.start] = REACHED;
    if (this.goal !== this.start) this.state[this.goal] = REACHED | FROM_GOAL;
  }

  spread(p: number, k: number, fromStart: boolean): number {
    const q = p + this.moves[k]!;
    const s = this.state[q]!;
    const side = fromStart ? 0 : FROM_GOAL;
    if (s === FREE) {
      this.state[q] = REACHED | side | k;
      return q;
    }
    return s >= REACHED && (s & FROM_GOAL) !== side ? -2 - q : -1;
  }

  joinedPath(near: number, far: number): Int32Array {
    const first = tracePath(this.padded, this.start, near);
    if (near === far) return first;
    const second = followMarks(this.padded, far, this.goal);
    const path = new Int32Array(first.length + second.length);
    path.set(first);
    path.set(second, first.length);
    return path;
  }
}
