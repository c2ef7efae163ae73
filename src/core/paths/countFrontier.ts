/**
 * Counting simple start–goal paths by a frontier sweep ("plug" or transfer-matrix dynamic
 * programming, the idea behind Knuth's SIMPATH), never by listing them.
 *
 * The sweep visits the blocks row by row. After each block, the cut between the blocks already
 * decided and those still to come crosses W + 1 grid edges: the W edges hanging down into the
 * next row and the one edge leading right from the block just decided. What is drawn so far
 * is a set of *strands*, stretches of the future path; a *plug* is what they do on one of
 * those edges, in 2 bits:
 *
 *   0  NONE   the edge is not used;
 *   1  OPEN   '(' a strand runs through here and its other end is a ')' further right;
 *   2  CLOSE  ')' the matching end of a '(' further left;
 *   3  END    a strand whose other end is already fixed at the start or at the goal.
 *
 * Strands never cross (the grid is planar), so the '(' and ')' plugs nest like parentheses and
 * one scan finds the partner of either end. The *state* is the row of plugs, packed 16 to a
 * 32-bit word, in position order: plug p sits at bits 2(p mod 16) of word ⌊p / 16⌋. Before the
 * sweep decides block (r, c), plug c is the edge from its left neighbour and plug c + 1 the edge
 * from the block above; deciding the block replaces them by the edges to the block below and
 * to the right. At the end of a row every plug moves up one position (a two-bit shift).
 *
 * Deciding an open block that is neither start nor goal (it has degree 0 or 2 in the path):
 *   left, up both NONE   leave it unused; or, if right and below are open, start a new strand
 *                        '(' down, ')' right.
 *   exactly one plug x   pass x on, down or right.
 *   two plugs            join them here and send nothing on:
 *     '(' '('            the partner ')' of the up plug becomes '(';
 *     ')' ')'            the partner '(' of the left plug becomes ')';
 *     ')' '('            the two strands simply become one;
 *     '(' ')'            forbidden: they are one strand, joining would close a loop;
 *     END and '(' or ')' the parenthesis's partner becomes END;
 *     END END            a whole start–goal path, counted at once if no other plug is in use.
 * The start or goal block (degree exactly 1): with no plug it starts an END strand down or
 * right; with one plug it ends that strand there (its partner becomes END, or an END plug
 * completes the path); with two plugs it is dropped.
 * Walls carry no plugs, since a plug is only ever sent towards an open block, so the sweep
 * skips walls without touching the states.
 *
 * Hamiltonian paths (the option `visitAll`): the same sweep and plug rules, one transition
 * dropped and one condition added. An open block may not be left unused (no "leave it unused":
 * a block with no plug must start a new strand), and a whole start–goal path counts only when
 * it closes at the last open block of the sweep. Every block before it was then used, and none
 * is left after it, so exactly the paths through every open block are counted. No strand can be
 * left dangling: a plug is always taken up by the block it points to, and a path only closes
 * when no other plug is in use.
 *
 * Each state holds the number of partial path systems that produce it; states that agree merge
 * and add their counts. Completed paths are added up as they close, so the all-NONE state only
 * ever means "nothing drawn yet". The result is exact for any grid. Time and memory grow with
 * the number of states (about 400,000 per step for a 14-wide open grid, growing about 3× per
 * extra column), which is why the grid is swept along its longer side: the frontier spans the
 * shorter one.
 */
import type { Grid } from '../grid';
import { keyWords, MAX_STATES, StateLayer, Successors } from './countLayer';
import { limbsToBigInt } from './countLimbs';
import { CountTooLargeError } from './countTooLarge';
import { sweepOrder, type SweepGrid } from './sweepGrid';

const NONE = 0;
const OPEN = 1;
const CLOSE = 2;
const END = 3;

export interface FrontierOptions {
  /** Called now and then at a row end (never after the last) with the blocks swept so far and in all. */
  onProgress?: (done: number, total: number) => void;
  /** Give up with CountTooLargeError above this many states in one layer. */
  maxStates?: number;
  /** Count only the paths that visit every open block of the grid (Hamiltonian paths). */
  visitAll?: boolean;
}

/** Report progress after this many blocks, or this many state steps, whichever comes first. */
const REPORT_BLOCKS = 4096;
const REPORT_WORK = 1 << 18;

/**
 * The number of simple paths from `start` to `goal` over the open blocks of `grid`, by a
 * frontier sweep over the whole grid. Endpoints are flat indices of `grid` and must be in range.
 */
export function countFrontier(grid: Grid, start: number, goal: number, options: FrontierOptions = {}): bigint {
  if (grid.blocks[start] !== 0 || grid.blocks[goal] !== 0) return 0n;
  // The path of one block visits every open block only when there is no other.
  if (start === goal) return options.visitAll === true && grid.blocks.indexOf(0) !== grid.blocks.lastIndexOf(0) ? 0n : 1n;
  return sweepFrontier(sweepOrder(grid, start, goal), options);
}

/** countFrontier on a grid already in sweep order, with two distinct open ends (countPaths has made it to choose its sweep). */
export function sweepFrontier(sweep: SweepGrid, options: FrontierOptions = {}): bigint {
  try {
    return new FrontierSweep(sweep, options.maxStates ?? MAX_STATES, options.visitAll === true).run(options.onProgress);
  } catch (error) {
    // An engine may refuse a large typed array before our own limits are reached.
    if (error instanceof RangeError) throw new CountTooLargeError(`counting paths ran out of memory for its frontier states (${error.message})`);
    throw error;
  }
}

class FrontierSweep {
  private readonly words: number;
  private cur: StateLayer;
  private next: StateLayer;
  private readonly successors: Successors;
  private finished = 0n;
  /** With visitAll: the last open block in sweep order, the only one where a path may close. */
  private readonly lastOpen: number;
  /** Whether a whole path may close at the block being decided. */
  private mayClose = true;

  constructor(
    private readonly grid: SweepGrid,
    private readonly maxStates: number,
    private readonly visitAll: boolean,
  ) {
    this.lastOpen = grid.open.lastIndexOf(1);
    this.words = keyWords(grid.cols + 1);
    this.cur = StateLayer.empty(this.words, maxStates);
    this.next = new StateLayer(this.words, maxStates);
    this.successors = new Successors(this.words);
  }

  run(onProgress?: (done: number, total: number) => void): bigint {
    const { rows, cols, open, start, goal } = this.grid;
    const total = rows * cols;
    let reportedAt = 0;
    let work = 0;
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const cell = r * cols + c;
        if (open[cell] === 0) continue;
        work += this.cur.size;
        const downOk = r + 1 < rows && open[cell + cols] === 1;
        const rightOk = c + 1 < cols && open[cell + 1] === 1;
        this.mayClose = !this.visitAll || cell === this.lastOpen;
        this.decide(c, cell === start || cell === goal, downOk, rightOk);
        if (this.cur.size === 0) return this.finished; // nothing left that could still become a path
      }
      this.shiftRow();
      const done = (r + 1) * cols;
      if (onProgress && r + 1 < rows && (done - reportedAt >= REPORT_BLOCKS || work >= REPORT_WORK)) {
        onProgress(done, total);
        reportedAt = done;
        work = 0;
      }
    }
    return this.finished;
  }

  /** Decides one open block in column `c` for every state, building the next layer. */
  private decide(c: number, isEnd: boolean, downOk: boolean, rightOk: boolean): void {
    const cur = this.cur;
    this.successors.reserve(2 * cur.size, cur.limbs, this.maxStates);
    const keys = cur.keys;
    const words = this.words;
    const leftWord = c >>> 4;
    const leftBit = (c & 15) << 1;
    const upWord = (c + 1) >>> 4;
    const upBit = ((c + 1) & 15) << 1;
    for (let i = 0; i < cur.size; i++) {
      const left = (keys[i * words + leftWord]! >>> leftBit) & 3;
      const up = (keys[i * words + upWord]! >>> upBit) & 3;
      if (isEnd) this.endpoint(i, c, left, up, downOk, rightOk);
      else this.passage(i, c, left, up, downOk, rightOk);
    }
    if (this.next.collect(this.successors, cur)) this.next.widenCounts();
    this.cur = this.next;
    this.next = cur;
  }

  /** An open block other than start and goal: the path uses 0 or 2 of its edges. */
  private passage(i: number, c: number, left: number, up: number, downOk: boolean, rightOk: boolean): void {
    if (left === NONE && up === NONE) {
      if (!this.visitAll) this.emit(i, c, NONE, NONE, -1, NONE);
      if (downOk && rightOk) this.emit(i, c, OPEN, CLOSE, -1, NONE);
    } else if (left === NONE || up === NONE) {
      const plug = left | up;
      if (downOk) this.emit(i, c, plug, NONE, -1, NONE);
      if (rightOk) this.emit(i, c, NONE, plug, -1, NONE);
    } else {
      this.join(i, c, left, up);
    }
  }

  /** Two strands meet in block `c`: they become one, or close the path, or a forbidden loop. */
  private join(i: number, c: number, left: number, up: number): void {
    const at = i * this.words;
    if (left === END && up === END) {
      if (this.onlyPlugsAt(at, c)) this.complete(i);
    } else if (left === CLOSE && up === OPEN) {
      this.emit(i, c, NONE, NONE, -1, NONE);
    } else if (left === OPEN && up === OPEN) {
      this.emit(i, c, NONE, NONE, this.findClose(at, c + 1), OPEN);
    } else if (left === CLOSE && up === CLOSE) {
      this.emit(i, c, NONE, NONE, this.findOpen(at, c), CLOSE);
    } else if (left === END) {
      this.emit(i, c, NONE, NONE, this.partner(at, c + 1, up), END);
    } else if (up === END) {
      this.emit(i, c, NONE, NONE, this.partner(at, c, left), END);
    }
    // left '(' with up ')' is one strand meeting itself: a loop, never part of a path.
  }

  /** The start or the goal: the path uses exactly one of its edges. */
  private endpoint(i: number, c: number, left: number, up: number, downOk: boolean, rightOk: boolean): void {
    if (left === NONE && up === NONE) {
      if (downOk) this.emit(i, c, END, NONE, -1, NONE);
      if (rightOk) this.emit(i, c, NONE, END, -1, NONE);
    } else if (left === NONE || up === NONE) {
      const at = i * this.words;
      const plug = left | up;
      if (plug === END) {
        if (this.onlyPlugsAt(at, c)) this.complete(i);
      } else {
        this.emit(i, c, NONE, NONE, this.partner(at, left === NONE ? c + 1 : c, plug), END);
      }
    }
  }

  /** Queues state `i` with plugs c and c+1 replaced (and plug q set to `code` when q ≥ 0) as a successor. */
  private emit(i: number, c: number, down: number, right: number, q: number, code: number): void {
    const out = this.successors;
    const keys = this.cur.keys;
    const words = this.words;
    const j = out.size++;
    const key = out.keys;
    for (let w = 0; w < words; w++) key[j * words + w] = keys[i * words + w]!;
    setPlug(key, j * words, c, down);
    setPlug(key, j * words, c + 1, right);
    if (q >= 0) setPlug(key, j * words, q, code);
    out.from[j] = i;
  }

  /** A whole start–goal path has closed: its count is final (with visitAll, only at the last open block). */
  private complete(i: number): void {
    if (!this.mayClose) return;
    const limbs = this.cur.limbs;
    this.finished += limbsToBigInt(this.cur.counts, i * limbs, limbs);
  }

  /** True when no plug other than c and c+1 is in use (a path may close only then). */
  private onlyPlugsAt(at: number, c: number): boolean {
    const keys = this.cur.keys;
    for (let w = 0; w < this.words; w++) {
      let word = keys[at + w]!;
      if (w === c >>> 4) word &= ~(3 << ((c & 15) << 1));
      if (w === (c + 1) >>> 4) word &= ~(3 << (((c + 1) & 15) << 1));
      if (word !== 0) return false;
    }
    return true;
  }

  private partner(at: number, p: number, plug: number): number {
    return plug === OPEN ? this.findClose(at, p) : this.findOpen(at, p);
  }

  /** The ')' matching the '(' at plug p. */
  private findClose(at: number, p: number): number {
    const keys = this.cur.keys;
    let depth = 1;
    for (let q = p + 1; ; q++) {
      const plug = (keys[at + (q >>> 4)]! >>> ((q & 15) << 1)) & 3;
      if (plug === OPEN) depth++;
      else if (plug === CLOSE && --depth === 0) return q;
    }
  }

  /** The '(' matching the ')' at plug p. */
  private findOpen(at: number, p: number): number {
    const keys = this.cur.keys;
    let depth = 1;
    for (let q = p - 1; ; q--) {
      const plug = (keys[at + (q >>> 4)]! >>> ((q & 15) << 1)) & 3;
      if (plug === CLOSE) depth++;
      else if (plug === OPEN && --depth === 0) return q;
    }
  }

  /** Row end: every plug moves up one position; the new plug 0 (left of column 0) is NONE. */
  private shiftRow(): void {
    const { keys, size } = this.cur;
    const words = this.words;
    for (let i = 0; i < size; i++) {
      const at = i * words;
      for (let w = words - 1; w > 0; w--) keys[at + w] = (keys[at + w]! << 2) | (keys[at + w - 1]! >>> 30);
      keys[at] = keys[at]! << 2;
    }
  }
}

function setPlug(keys: Uint32Array, at: number, p: number, plug: number): void {
  const w = at + (p >>> 4);
  const bit = (p & 15) << 1;
  keys[w] = (keys[w]! & ~(3 << bit)) | (plug << bit);
}
