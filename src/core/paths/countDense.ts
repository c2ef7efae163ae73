/**
 * The frontier sweep of countFrontier.ts on dense state ids (plugIndex.ts): the same plug
 * rules, but each layer is one flat array of counts indexed by state id, so a step reads every
 * row once and adds each successor's count at an id found by two table look-ups. No state is
 * hashed, stored or compared, which makes a step several times cheaper, and a layer of the
 * 16-wide open grid (4.2 million rows) costs 8 bytes a row.
 *
 * Counts are kept modulo word-sized primes (below 2^52, so a sum of two never rounds in a
 * double); a pass may keep several residues of each row side by side (its *lanes*, one
 * modulus each), which shares the work of finding where rows go among them, at 8 bytes a lane.
 * countDenseExact joins the residues by the Chinese remainder theorem. A lane of modulus
 * Infinity keeps plain doubles instead: not exact, but within a relative 2^-40 of the count,
 * which tells how many residues the exact count needs.
 *
 * Guarantee: exact modulo each modulus for every grid whose start and goal lie on its rim (first
 * or last row or column), the only rows plugIndex numbers; countPaths sends other pieces to the
 * hashing sweep. The layer holding the counts is cleared as it is read, so two arrays serve the
 * whole sweep.
 */
import { CountCancelledError } from '../countControls';
import { PLUG, type PlugIndex } from './plugIndex';
import { endsOnRim, type SweepGrid } from './sweepGrid';
import { BEGIN, FINISH, IDLE, MERGE, PASS, RELABEL, RULES, type PlugRule } from './plugRules';

const { NONE, OPEN, CLOSE, END } = PLUG;

export interface DensePassOptions {
  /** Called after each row with the rows swept and in all. */
  onRow?: (done: number, total: number) => void;
  /** Asked after each open block; true stops the pass with CountCancelledError (as CountControls' `cancelled`). */
  cancelled?: () => boolean;
  /** Layers kept from an earlier pass, to sweep in instead of new ones. */
  layers?: DenseLayers;
}

/**
 * The two layers of counts a worker keeps from pass to pass. A pass of an 18-wide grid holds
 * two layers of 310 MB: made anew for every pass, the last pass's pair may still wait for the
 * garbage collector when the next is made, and the worker holds twice what it needs.
 */
export class DenseLayers {
  private pair: [Float64Array, Float64Array] | null = null;

  /** Two zeroed layers of `length` counts: the kept ones when they are long enough. */
  take(length: number): [Float64Array, Float64Array] {
    if (this.pair === null || this.pair[0].length < length) {
      this.pair = null; // let the shorter pair go before the longer one is made
      this.pair = [new Float64Array(length), new Float64Array(length)];
      return this.pair;
    }
    const [a, b] = this.pair;
    return [a.fill(0, 0, length).subarray(0, length), b.fill(0, 0, length).subarray(0, length)];
  }

  /** Lets the layers go (the count they served has ended). */
  release(): void {
    this.pair = null;
  }
}

/** What a pass gives, lane by lane: the count modulo the lane's modulus, or for a plain lane log2 of the count (-Infinity for 0). */
export type DensePass = number[];

/** Doubles this large are scaled down between rows in a plain pass, so no count reaches Infinity. */
const SCALE_ABOVE = 2 ** 960;
const SCALE_BY = 2 ** -900;
/** Columns left of this are decided row by row: their groups hold a row or two. */
const GROUPS_FROM = 4;

/** True when some open block follows both ends in sweep order, so rows with two ENDs occur. */
function endsLeftOpen(grid: SweepGrid): boolean {
  return grid.open.indexOf(1, Math.max(grid.start, grid.goal) + 1) >= 0;
}

/**
 * One pass of the sweep over `grid` (cols + 1 plugs wide, as `index`) with one lane per
 * modulus (an integer below 2^52, or Infinity for a plain lane).
 */
export function countDensePass(grid: SweepGrid, index: PlugIndex, moduli: readonly number[], options: DensePassOptions = {}): DensePass {
  if (moduli.length === 0 || moduli.some((m) => m !== Infinity && !(Number.isSafeInteger(m) && m >= 2 && m <= 2 ** 52))) {
    throw new RangeError(`a dense pass takes moduli from 2 to 2^52, or Infinity, not [${moduli.join(', ')}]`);
  }
  if (grid.start === grid.goal || grid.open[grid.start] !== 1 || grid.open[grid.goal] !== 1 || !endsOnRim(grid)) {
    throw new RangeError('a dense sweep needs two distinct open ends on the rim of its grid');
  }
  if (index.plugs !== grid.cols + 1) throw new RangeError(`a sweep ${grid.cols} blocks wide needs an index of ${grid.cols + 1} plugs, not ${index.plugs}`);
  return new DenseSweep(grid, index, Float64Array.from(moduli), options.layers ?? new DenseLayers()).run(options);
}

class DenseSweep {
  /** Counts of the rows, `lanes` a row: layer id i holds lanes i·lanes … i·lanes + lanes - 1. */
  private cur: Float64Array;
  private next: Float64Array;
  private readonly lanes: number;
  /** The lane of modulus Infinity, or -1. */
  private readonly plainLane: number;
  /** Ends the rows hold now: 0, 1 or 2. */
  private k = 0;
  private readonly finished: Float64Array;
  /** Powers of two the plain pass has divided its counts by. */
  private scaled = 0;
  private readonly loPlugs: number;
  private readonly loMask: number;
  private readonly hiMask: number;
  /** True when no open block follows the second end: there, only a closing path counts, and rows of two ENDs are never made. */
  private readonly lastEndLast: boolean;
  /** Deciding the second end when it is the last open block: every row but a closing one is dropped. */
  private onlyFinish = false;

  constructor(
    private readonly grid: SweepGrid,
    private readonly index: PlugIndex,
    private readonly moduli: Float64Array,
    layers: DenseLayers,
  ) {
    this.lastEndLast = !endsLeftOpen(grid);
    const most = Math.max(...index.states.slice(0, this.lastEndLast ? 2 : 3));
    this.lanes = moduli.length;
    this.plainLane = moduli.indexOf(Infinity);
    this.finished = new Float64Array(this.lanes);
    [this.cur, this.next] = layers.take(most * this.lanes);
    this.loPlugs = index.loPlugs;
    this.loMask = 2 ** (2 * index.loPlugs) - 1;
    this.hiMask = 2 ** (2 * (index.plugs - index.loPlugs)) - 1;
  }

  run({ onRow, cancelled }: DensePassOptions): DensePass {
    const { rows, cols, open, start, goal } = this.grid;
    this.cur.fill(1, 0, this.lanes); // the empty row (id 0 in both layouts): one way to have drawn nothing
    const half = Math.ceil(cols / 2);
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        if (c === half) this.turn(false);
        const cell = r * cols + c;
        if (open[cell] === 0) continue;
        const downOk = r + 1 < rows && open[cell + cols] === 1;
        const rightOk = c + 1 < cols && open[cell + 1] === 1;
        if (!this.decide(c, cell === start || cell === goal, downOk, rightOk)) return this.result();
        // A row of a wide grid takes seconds (2.7 s at 18 wide), a block a fraction of that.
        if (cancelled?.()) throw new CountCancelledError();
      }
      if (this.mirrored) this.turn(false);
      this.turn(true);
      if (this.plainLane >= 0) this.keepFinite();
      onRow?.(r + 1, rows);
      if (cancelled?.()) throw new CountCancelledError();
    }
    return this.result();
  }

  private result(): DensePass {
    return Array.from(this.finished, (value, lane) => (lane !== this.plainLane ? value : value === 0 ? -Infinity : Math.log2(value) + this.scaled));
  }

  /**
   * Which way the rows are held. Mirrored, each row is stored read from its other end ('('
   * and ')' swapped), so that groups (rows agreeing on the stored plugs from the pair on) are
   * long in the left half of a grid row too; the sweep turns the layer over at mid-row and back
   * at the row's end.
   */
  private mirrored = true;
  // The block being decided, set by decide() for the methods it calls: the stored positions of
  // its plugs from the left and from above, and the lower of the two.
  private leftAt = 0;
  private upAt = 0;
  /** 16 when the block is an end of the path: the rules' table offset. */
  private atEnd = 0;
  private downOk = false;
  private rightOk = false;
  private nextBase: Int32Array = new Int32Array(0);
  private emitted = 0;

  /**
   * Decides one open block in column `c` for every row, into the next layer. Returns false
   * when no row is left that could still become a path.
   *
   * From column GROUPS_FROM on, the rows are taken in *groups* that agree on every plug from
   * c on: ids are in lexicographic order from the last plug down, so a group is one run of
   * ids, and its rows differ only left of c. The block changes plugs c and c + 1 and at most
   * one partner plug; when that partner lies right of c, every row of the group goes where its
   * first row goes, and the rows of the target group come in the same order (the same left
   * parts, fitting the same right part). So most of the work is adding one run of counts onto
   * another. A partner left of c (the '(' of a ')') sends the rows apart: those, and the
   * closing of a path, are decided row by row. Left of GROUPS_FROM groups are too short to pay.
   */
  private decide(c: number, isEnd: boolean, downOk: boolean, rightOk: boolean): boolean {
    const { index, loPlugs } = this;
    const k = this.k;
    const plugs = index.plugs;
    this.leftAt = this.mirrored ? plugs - 1 - c : c;
    this.upAt = this.mirrored ? plugs - 2 - c : c + 1;
    const pairAt = Math.min(this.leftAt, this.upAt);
    this.atEnd = isEnd ? 16 : 0;
    this.onlyFinish = isEnd && k === 1 && this.lastEndLast;
    this.downOk = downOk;
    this.rightOk = rightOk;
    this.nextBase = index.hiBase[isEnd ? k + 1 : k]!;
    this.emitted = 0;
    const hiList = index.hiList[k]!;
    const hiSignature = index.hiSignature[k]!;
    const hiBase = index.hiBase[k]!;
    // The plugs block c - 1 has just set (down, then right), stored where this layout keeps them.
    this.madeAt = c === 0 ? -1 : this.mirrored ? plugs - c : c - 1;
    this.madeRightAt = this.mirrored ? plugs - 1 - c : c;
    if (pairAt < GROUPS_FROM) {
      this.rows(hiBase[hiList[0]!]!, 0, hiList.length, 0, -1);
    } else if (pairAt < loPlugs) {
      // Groups are runs of a lo list that agree from the pair on, under one hi.
      const shift = 2 * pairAt;
      for (let h = 0; h < hiList.length; h++) {
        const hi = hiList[h]!;
        const base = hiBase[hi]!;
        const list = index.loList[hiSignature[h]!]!;
        for (let a = 0; a < list.length; ) {
          const key = list[a]! >>> shift;
          let b = a + 1;
          while (b < list.length && list[b]! >>> shift === key) b++;
          const reached = this.reachedLos(list, a, b, list[a]!, hi);
          if (reached > a) this.group(list[a]!, hi, base + a, reached - a, h, h + 1, a, reached);
          a = b;
        }
      }
    } else {
      // Groups are runs of his that agree from the pair on, each with all its los.
      const shift = 2 * (pairAt - loPlugs);
      for (let h = 0; h < hiList.length; ) {
        const key = hiList[h]! >>> shift;
        let g = h + 1;
        while (g < hiList.length && hiList[g]! >>> shift === key) g++;
        const reached = this.reachedHis(hiList, h, g, index.loList[hiSignature[h]!]![0]!);
        if (reached > h) {
          const first = hiBase[hiList[h]!]!;
          const end = hiBase[hiList[reached - 1]!]! + index.loList[hiSignature[reached - 1]!]!.length;
          this.group(index.loList[hiSignature[h]!]![0]!, hiList[h]!, first, end - first, h, reached, 0, -1);
        }
        h = g;
      }
    }
    if (isEnd) this.k = k + 1;
    this.swap();
    return this.emitted > 0;
  }

  /**
   * Where block c - 1 put its plugs (stored positions; madeAt is -1 at a row's first block).
   * Deciding a block leaves at most one of its two plugs in use, or the two ends of the strand
   * it opened, '(' down and ')' right: every other row with both in use holds 0 from then until
   * block c is decided. About a quarter of the numbered rows are such rows, so the runs leave
   * them out rather than add their zeros. In the right half of a grid row (not mirrored) the
   * right plug lies in the group's key and the down plug is the highest plug its rows differ
   * in, so the rows that occur are the group's first ones; mirrored, both lie in the key, and a
   * group occurs whole or not at all.
   */
  private madeAt = -1;
  private madeRightAt = -1;

  /** True when rows with these plugs (as stored) from block c - 1 may hold counts. */
  private mayOccur(down: number, right: number): boolean {
    if (down === NONE || right === NONE) return true;
    // The strand block c - 1 opened: '(' down, ')' right as the sweep sees them.
    return this.mirrored ? down === CLOSE && right === OPEN : down === OPEN && right === CLOSE;
  }

  /** Not mirrored: the highest down plug a row may hold beside this right plug (rows are ordered by it, NONE < OPEN < CLOSE < END). */
  private static downLimit(right: number): number {
    return right === NONE ? END : right === CLOSE ? OPEN : NONE;
  }

  /** The end of the rows of los [a, b) under `hi` (all agreeing from the pair on, the first `lo`) that can hold counts. */
  private reachedLos(list: Int32Array, a: number, b: number, lo: number, hi: number): number {
    const at = this.madeAt;
    if (at < 0) return b;
    const right = this.plug(lo, hi, this.madeRightAt);
    if (this.mirrored) return this.mayOccur(this.plug(lo, hi, at), right) ? b : a;
    const limit = DenseSweep.downLimit(right);
    // The down plug is the highest of the plugs the group's rows differ in: rows within the limit come first.
    const shift = 2 * at;
    let end = a;
    while (end < b && ((list[end]! >>> shift) & 3) <= limit) end++;
    return end;
  }

  /** The end of his [h, g) (all agreeing from the pair on, each with all its los; the first row's lo given) whose rows can hold counts. */
  private reachedHis(hiList: Int32Array, h: number, g: number, lo: number): number {
    const at = this.madeAt;
    if (at < 0) return g;
    const hi = hiList[h]!;
    const right = this.plug(lo, hi, this.madeRightAt);
    if (this.mirrored) return this.mayOccur(this.plug(lo, hi, at), right) ? g : h;
    const limit = DenseSweep.downLimit(right);
    // The down plug in the lo half (the pair starts the hi half): rows under each hi differ there, so none is left out.
    if (at < this.loPlugs) return g;
    const shift = 2 * (at - this.loPlugs);
    let end = h;
    while (end < g && ((hiList[end]! >>> shift) & 3) <= limit) end++;
    return end;
  }

  /**
   * One group: `length` rows from id `from`, the first being (lo, hi); they are the los
   * [a, b) of hi number h, or (b = -1) every lo of his h … g-1.
   */
  private group(lo: number, hi: number, from: number, length: number, h: number, g: number, a: number, b: number): void {
    const rule = this.ruleOf(lo, hi);
    if (rule.kind === FINISH || (rule.kind === RELABEL && rule.rightward === this.mirrored) || this.onlyFinish) {
      this.rows(from, h, g, a, b, rule);
      return;
    }
    this.aim(lo, hi, rule);
    const { cur, next, moduli, lanes } = this;
    let to = this.first;
    let also = this.second;
    if (to < 0) {
      to = also;
      also = -1;
    }
    if (to < 0) {
      cur.fill(0, from * lanes, (from + length) * lanes);
      return;
    }
    // Lane by lane along the run: with one lane, a plain walk down two or three arrays. Zeros
    // are added like any count: a test per row would cost more than the add it saves.
    const end = (from + length) * lanes;
    const toShift = (to - from) * lanes;
    for (let lane = 0; lane < lanes; lane++) {
      const modulus = moduli[lane]!;
      if (also < 0) {
        for (let i = from * lanes + lane; i < end; i += lanes) {
          let sum = next[i + toShift]! + cur[i]!;
          if (sum >= modulus) sum -= modulus;
          next[i + toShift] = sum;
        }
      } else {
        const alsoShift = (also - from) * lanes;
        for (let i = from * lanes + lane; i < end; i += lanes) {
          const count = cur[i]!;
          let sum = next[i + toShift]! + count;
          if (sum >= modulus) sum -= modulus;
          next[i + toShift] = sum;
          sum = next[i + alsoShift]! + count;
          if (sum >= modulus) sum -= modulus;
          next[i + alsoShift] = sum;
        }
      }
    }
    cur.fill(0, from * lanes, end);
    this.emitted += length;
  }

  /**
   * Rows one by one, from id `from`: the los [a, b) of hi number h, or (b = -1) every lo of his
   * h … g-1. `rule`, when given, is every row's (a group's rows share their pair of plugs).
   */
  private rows(from: number, h: number, g: number, a: number, b: number, rule: PlugRule | null = null): void {
    const { index, cur, lanes } = this;
    const hiList = index.hiList[this.k]!;
    const hiSignature = index.hiSignature[this.k]!;
    let id = from;
    for (let x = h; x < g; x++) {
      const hi = hiList[x]!;
      const list = index.loList[hiSignature[x]!]!;
      const end = b < 0 ? list.length : b;
      for (let j = b < 0 ? 0 : a; j < end; j++, id++) {
        if (lanes === 1 ? cur[id] === 0 : this.isEmpty(id)) continue;
        const lo = list[j]!;
        const rowRule = rule ?? this.ruleOf(lo, hi);
        if (rowRule.kind === FINISH) {
          this.finish(lo, hi, id);
        } else if (!this.onlyFinish) {
          this.aim(lo, hi, rowRule);
          if (this.first >= 0) this.addRow(id, this.first);
          if (this.second >= 0) this.addRow(id, this.second);
        }
      }
    }
    // The rows were read: cleared in one go, ready to be the layer after next.
    cur.fill(0, from * lanes, id * lanes);
  }

  /** True when every lane of row `id` of the current layer is 0. */
  private isEmpty(id: number): boolean {
    const lanes = this.lanes;
    for (let lane = 0; lane < lanes; lane++) if (this.cur[id * lanes + lane] !== 0) return false;
    return true;
  }

  /** Adds row `from` of the current layer onto row `to` of the next, lane by lane. */
  private addRow(from: number, to: number): void {
    const { cur, next, moduli, lanes } = this;
    for (let lane = 0; lane < lanes; lane++) {
      let sum = next[to * lanes + lane]! + cur[from * lanes + lane]!;
      if (sum >= moduli[lane]!) sum -= moduli[lane]!;
      next[to * lanes + lane] = sum;
    }
    this.emitted++;
  }

  /** The rule for the row's plugs from the left and from above, as the sweep sees them. */
  private ruleOf(lo: number, hi: number): PlugRule {
    return RULES[this.atEnd + 4 * this.seen(this.plug(lo, hi, this.leftAt)) + this.seen(this.plug(lo, hi, this.upAt))]!;
  }

  /** A plug as stored, as the sweep sees it (and back: swapping twice is nothing). */
  private seen(plug: number): number {
    return this.mirrored && (plug === OPEN || plug === CLOSE) ? 3 - plug : plug;
  }

  // Where aim() sends a row: up to two ids of the next layer, -1 for none.
  private first = -1;
  private second = -1;

  /** Sets `first` and `second` to where `rule` sends the row (lo, hi) (any rule but FINISH). */
  private aim(lo: number, hi: number, rule: PlugRule): void {
    this.first = -1;
    this.second = -1;
    switch (rule.kind) {
      case IDLE:
        this.first = this.idOf(lo, hi, NONE, NONE, -1, NONE);
        if (this.downOk && this.rightOk) this.second = this.idOf(lo, hi, OPEN, CLOSE, -1, NONE);
        break;
      case PASS:
      case BEGIN: {
        const plug = rule.kind === BEGIN ? END : this.seen(this.plug(lo, hi, this.leftAt) | this.plug(lo, hi, this.upAt));
        if (this.downOk) this.first = this.idOf(lo, hi, plug, NONE, -1, NONE);
        if (this.rightOk) this.second = this.idOf(lo, hi, NONE, plug, -1, NONE);
        break;
      }
      case MERGE:
        this.first = this.idOf(lo, hi, NONE, NONE, -1, NONE);
        break;
      case RELABEL: {
        const p = rule.from === 0 ? this.leftAt : this.upAt;
        const partner = rule.rightward !== this.mirrored ? this.findClose(lo, hi, p) : this.findOpen(lo, hi, p);
        this.first = this.idOf(lo, hi, NONE, NONE, partner, rule.code);
        break;
      }
      default: // DROP
    }
  }

  /** Row `id` closes a whole path if no plug but the pair is in use: its counts are final. */
  private finish(lo: number, hi: number, id: number): void {
    if (this.with(this.with(lo, hi, this.leftAt, NONE), this.hi, this.upAt, NONE) !== 0 || this.hi !== 0) return;
    const { finished, moduli, lanes } = this;
    for (let lane = 0; lane < lanes; lane++) {
      let sum = finished[lane]! + this.cur[id * lanes + lane]!;
      if (sum >= moduli[lane]!) sum -= moduli[lane]!;
      finished[lane] = sum;
    }
  }

  /**
   * The id in the next layer of row (lo, hi) with the plug down set to `down`, the plug right
   * to `right`, and the stored plug q (if ≥ 0) to `code` (all as the sweep sees them).
   */
  private idOf(lo: number, hi: number, down: number, right: number, q: number, code: number): number {
    lo = this.with(lo, hi, this.leftAt, down);
    lo = this.with(lo, this.hi, this.upAt, right);
    if (q >= 0) lo = this.with(lo, this.hi, q, code);
    return this.nextBase[this.hi]! + this.index.loRank[lo]!;
  }

  /** The hi half that with() gives beside its lo half. */
  private hi = 0;

  /** Row (lo, hi) with stored plug p set to `plug` as the sweep sees it: returns the lo half, leaves the hi half in `this.hi`. */
  private with(lo: number, hi: number, p: number, plug: number): number {
    const stored = this.seen(plug);
    const L = this.loPlugs;
    if (p < L) {
      this.hi = hi;
      return (lo & ~(3 << (2 * p))) | (stored << (2 * p));
    }
    this.hi = (hi & ~(3 << (2 * (p - L)))) | (stored << (2 * (p - L)));
    return lo;
  }

  /**
   * Turns the layer over (each row stored from its other end), first moving every plug up one
   * position when `shift` (the row's end: the last plug, right of the last block, is NONE).
   */
  private turn(shift: boolean): void {
    const { index, cur, next, loPlugs, loMask, hiMask, lanes } = this;
    const { loMirror, hiMirror, loRank } = index;
    const hiList = index.hiList[this.k]!;
    const hiSignature = index.hiSignature[this.k]!;
    const hiBase = index.hiBase[this.k]!;
    const even = index.plugs === 2 * loPlugs;
    for (let h = 0; h < hiList.length; h++) {
      const base = hiBase[hiList[h]!]!;
      const list = index.loList[hiSignature[h]!]!;
      for (let j = 0; j < list.length; j++) {
        const id = base + j;
        if (this.isEmpty(id)) continue;
        let lo = list[j]!;
        let hi = hiList[h]!;
        if (shift) {
          hi = ((hi << 2) | (lo >>> (2 * loPlugs - 2))) & hiMask;
          lo = (lo << 2) & loMask;
        }
        // Read from the other end, the hi half comes first; with an odd number of plugs, one
        // plug of the mirrored lo half spills into the new lo half.
        const fromLo = loMirror[lo]!;
        const newLo = even ? hiMirror[hi]! : hiMirror[hi]! | ((fromLo & 3) << (2 * loPlugs - 2));
        const newHi = even ? fromLo : fromLo >>> 2;
        const to = hiBase[newHi]! + loRank[newLo]!;
        for (let lane = 0; lane < lanes; lane++) {
          next[to * lanes + lane] = cur[id * lanes + lane]!;
          cur[id * lanes + lane] = 0;
        }
      }
    }
    this.mirrored = !this.mirrored;
    this.swap();
  }

  private swap(): void {
    const cur = this.cur;
    this.cur = this.next;
    this.next = cur;
  }

  /** A plain lane divides every count by 2^900 once the largest passes 2^960, and keeps the power. */
  private keepFinite(): void {
    const { cur, lanes, finished } = this;
    const lane = this.plainLane;
    let most = finished[lane]!;
    for (let i = lane; i < cur.length; i += lanes) if (cur[i]! > most) most = cur[i]!;
    if (most < SCALE_ABOVE) return;
    for (let i = lane; i < cur.length; i += lanes) cur[i]! *= SCALE_BY;
    finished[lane]! *= SCALE_BY;
    this.scaled -= Math.log2(SCALE_BY);
  }

  private plug(lo: number, hi: number, p: number): number {
    return p < this.loPlugs ? (lo >>> (2 * p)) & 3 : (hi >>> (2 * (p - this.loPlugs))) & 3;
  }

  /** The ')' matching the '(' at stored plug p (scanning the lo half, then the hi half, two bits at a time). */
  private findClose(lo: number, hi: number, p: number): number {
    const L = this.loPlugs;
    let depth = 1;
    let q = p + 1;
    for (let bits = lo >>> (2 * q); q < L; q++, bits >>>= 2) {
      const plug = bits & 3;
      if (plug === OPEN) depth++;
      else if (plug === CLOSE && --depth === 0) return q;
    }
    for (let bits = hi >>> (2 * (q - L)); ; q++, bits >>>= 2) {
      const plug = bits & 3;
      if (plug === OPEN) depth++;
      else if (plug === CLOSE && --depth === 0) return q;
    }
  }

  /** The '(' matching the ')' at stored plug p (scanning down the hi half, then the lo half). */
  private findOpen(lo: number, hi: number, p: number): number {
    const L = this.loPlugs;
    let depth = 1;
    let q = p - 1;
    for (; q >= L; q--) {
      const plug = (hi >>> (2 * (q - L))) & 3;
      if (plug === CLOSE) depth++;
      else if (plug === OPEN && --depth === 0) return q;
    }
    for (; ; q--) {
      const plug = (lo >>> (2 * q)) & 3;
      if (plug === CLOSE) depth++;
      else if (plug === OPEN && --depth === 0) return q;
    }
  }
}
