/**
 * The frontier sweep of countFrontier.ts on dense state ids (plugIndex.ts): the same plug
 * rules, but each layer is one flat array of counts indexed by state id, so a step reads every
 * row once and adds each successor's count at an id found by two table look-ups. No state is
 * hashed, stored or compared, which makes a step several times cheaper, and a layer of the
 * 16-wide open grid (4.2 million rows) costs 8 bytes a row.
 *
 * Counts are kept modulo `modulus` (below 2^52, so a sum of two never rounds in a double), one
 * residue per pass; countPaths joins the residues of several passes by the Chinese remainder
 * theorem. With `modulus` = Infinity the pass keeps plain doubles instead: not exact, but within
 * a relative 2^-40 of the count, which tells how many residues the exact count needs.
 *
 * Guarantee: exact modulo `modulus` for every grid whose start and goal lie on its rim (first
 * or last row or column), the only rows plugIndex numbers; countPaths sends other pieces to the
 * hashing sweep. The layer holding the counts is cleared as it is read, so two arrays serve the
 * whole sweep.
 */
import { PLUG, type PlugIndex } from './plugIndex';

const { NONE, OPEN, CLOSE, END } = PLUG;

/** The grid as a sweep reads it: 1 = open, swept row by row; start and goal on its rim. */
export interface SweepGrid {
  readonly rows: number;
  readonly cols: number;
  readonly open: Uint8Array;
  readonly start: number;
  readonly goal: number;
}

export interface DensePassOptions {
  /** Called after each row with the rows swept and in all. */
  onRow?: (done: number, total: number) => void;
  /** Asked after each row; a true answer stops the pass with a CountCancelledError. */
  shouldStop?: () => boolean;
}

/** What a pass gives: the count modulo the modulus, or for a plain pass log2 of the count (-Infinity for 0). */
export interface DensePass {
  readonly value: number;
}

/** Doubles this large are scaled down between rows in a plain pass, so no count reaches Infinity. */
const SCALE_ABOVE = 2 ** 960;
const SCALE_BY = 2 ** -900;

export class CountCancelledError extends Error {
  override readonly name = 'CountCancelledError';
  constructor() {
    super('the count was cancelled');
  }
}

/** True when both ends of `grid` lie on its rim, so its rows are numbered by plugIndex. */
export function endsOnRim(grid: SweepGrid): boolean {
  const onRim = (cell: number): boolean => {
    const r = Math.floor(cell / grid.cols);
    const c = cell % grid.cols;
    return r === 0 || c === 0 || r === grid.rows - 1 || c === grid.cols - 1;
  };
  return onRim(grid.start) && onRim(grid.goal);
}

/**
 * One pass of the sweep over `grid` (cols + 1 plugs wide, as `index`) with counts modulo
 * `modulus` (an integer below 2^52, or Infinity for a plain pass).
 */
export function countDensePass(grid: SweepGrid, index: PlugIndex, modulus: number, options: DensePassOptions = {}): DensePass {
  if (index.plugs !== grid.cols + 1) throw new RangeError(`a sweep ${grid.cols} blocks wide needs an index of ${grid.cols + 1} plugs, not ${index.plugs}`);
  return new DenseSweep(grid, index, modulus).run(options);
}

class DenseSweep {
  private cur: Float64Array;
  private next: Float64Array;
  /** Ends the rows hold now: 0, 1 or 2. */
  private k = 0;
  private finished = 0;
  /** Powers of two the plain pass has divided its counts by. */
  private scaled = 0;
  private readonly loPlugs: number;
  private readonly loMask: number;
  private readonly hiMask: number;

  constructor(
    private readonly grid: SweepGrid,
    private readonly index: PlugIndex,
    private readonly modulus: number,
  ) {
    const most = Math.max(...index.states);
    this.cur = new Float64Array(most);
    this.next = new Float64Array(most);
    this.loPlugs = index.loPlugs;
    this.loMask = 2 ** (2 * index.loPlugs) - 1;
    this.hiMask = 2 ** (2 * (index.plugs - index.loPlugs)) - 1;
  }

  run({ onRow, shouldStop }: DensePassOptions): DensePass {
    const { rows, cols, open, start, goal } = this.grid;
    this.cur[this.index.hiBase[0]![0]! + this.index.loRank[0]!] = 1; // the empty row
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const cell = r * cols + c;
        if (open[cell] === 0) {
          if (c === cols - 1) this.shiftOnly();
          continue;
        }
        const downOk = r + 1 < rows && open[cell + cols] === 1;
        const rightOk = c + 1 < cols && open[cell + 1] === 1;
        const live = this.decide(c, cell === start || cell === goal, downOk, rightOk, c === cols - 1);
        if (!live) return this.result();
      }
      if (this.modulus === Infinity) this.keepFinite();
      onRow?.(r + 1, rows);
      if (shouldStop?.()) throw new CountCancelledError();
    }
    return this.result();
  }

  private result(): DensePass {
    if (this.modulus !== Infinity) return { value: this.finished };
    return { value: this.finished === 0 ? -Infinity : Math.log2(this.finished) + this.scaled };
  }

  /**
   * Decides one open block in column `c` for every row, into the next layer (shifted for the
   * next row when `last`). Returns false when no row is left that could still become a path.
   */
  private decide(c: number, isEnd: boolean, downOk: boolean, rightOk: boolean, last: boolean): boolean {
    const { index, cur, next, modulus, loPlugs } = this;
    const k = this.k;
    const kNext = isEnd ? k + 1 : k;
    const hiList = index.hiList[k]!;
    const hiSignature = index.hiSignature[k]!;
    const hiBase = index.hiBase[k]!;
    const nextBase = index.hiBase[Math.min(kNext, 2)]!;
    const loRank = index.loRank;
    const loMask = this.loMask;
    const hiMask = this.hiMask;
    // Where plugs c (from the left) and c + 1 (from above) live: in lo, or in hi at a shift.
    const leftInLo = c < loPlugs;
    const leftShift = 2 * (leftInLo ? c : c - loPlugs);
    const upInLo = c + 1 < loPlugs;
    const upShift = 2 * (upInLo ? c + 1 : c + 1 - loPlugs);
    const pairMaskLo = (leftInLo ? 3 << leftShift : 0) | (upInLo ? 3 << upShift : 0);
    const pairMaskHi = (leftInLo ? 0 : 3 << leftShift) | (upInLo ? 0 : 3 << upShift);
    let emitted = 0;

    // Adds `count` to the row (lo, hi), shifted to the next row's positions after the last block.
    const add = (lo: number, hi: number, count: number): void => {
      if (last) {
        hi = ((hi << 2) | (lo >>> (2 * loPlugs - 2))) & hiMask;
        lo = (lo << 2) & loMask;
      }
      const id = nextBase[hi]! + loRank[lo]!;
      let sum = next[id]! + count;
      if (sum >= modulus) sum -= modulus;
      next[id] = sum;
      emitted++;
    };
    // The row with plug c set to `left` and c + 1 to `up` (both cleared first).
    const withPair = (lo: number, hi: number, left: number, up: number, count: number): void => {
      let newLo = lo & ~pairMaskLo;
      let newHi = hi & ~pairMaskHi;
      if (leftInLo) newLo |= left << leftShift;
      else newHi |= left << leftShift;
      if (upInLo) newLo |= up << upShift;
      else newHi |= up << upShift;
      add(newLo, newHi, count);
    };
    // Plugs c and c + 1 cleared and plug q set to `plug`.
    const joined = (lo: number, hi: number, q: number, plug: number, count: number): void => {
      let newLo = lo & ~pairMaskLo;
      let newHi = hi & ~pairMaskHi;
      if (q < loPlugs) newLo = (newLo & ~(3 << (2 * q))) | (plug << (2 * q));
      else newHi = (newHi & ~(3 << (2 * (q - loPlugs)))) | (plug << (2 * (q - loPlugs)));
      add(newLo, newHi, count);
    };
    const complete = (count: number): void => {
      let sum = this.finished + count;
      if (sum >= modulus) sum -= modulus;
      this.finished = sum;
    };

    for (let h = 0; h < hiList.length; h++) {
      const hi = hiList[h]!;
      const base = hiBase[hi]!;
      const list = index.loList[hiSignature[h]!]!;
      for (let j = 0; j < list.length; j++) {
        const count = cur[base + j]!;
        if (count === 0) continue;
        cur[base + j] = 0;
        const lo = list[j]!;
        const left = ((leftInLo ? lo : hi) >>> leftShift) & 3;
        const up = ((upInLo ? lo : hi) >>> upShift) & 3;
        if (isEnd) {
          if (left === NONE && up === NONE) {
            if (downOk) withPair(lo, hi, END, NONE, count);
            if (rightOk) withPair(lo, hi, NONE, END, count);
          } else if (left === NONE || up === NONE) {
            const plug = left | up;
            if (plug === END) {
              if ((lo & ~pairMaskLo) === 0 && (hi & ~pairMaskHi) === 0) complete(count);
            } else {
              const at = left === NONE ? c + 1 : c;
              joined(lo, hi, plug === OPEN ? this.findClose(lo, hi, at) : this.findOpen(lo, hi, at), END, count);
            }
          }
          // Two strands meeting at an end would give it two edges: never part of a path.
        } else if (left === NONE && up === NONE) {
          add(lo, hi, count);
          if (downOk && rightOk) withPair(lo, hi, OPEN, CLOSE, count);
        } else if (left === NONE || up === NONE) {
          const plug = left | up;
          if (downOk) withPair(lo, hi, plug, NONE, count);
          if (rightOk) withPair(lo, hi, NONE, plug, count);
        } else if (left === END && up === END) {
          if ((lo & ~pairMaskLo) === 0 && (hi & ~pairMaskHi) === 0) complete(count);
        } else if (left === CLOSE && up === OPEN) {
          withPair(lo, hi, NONE, NONE, count);
        } else if (left === OPEN && up === OPEN) {
          joined(lo, hi, this.findClose(lo, hi, c + 1), OPEN, count);
        } else if (left === CLOSE && up === CLOSE) {
          joined(lo, hi, this.findOpen(lo, hi, c), CLOSE, count);
        } else if (left === END) {
          joined(lo, hi, up === OPEN ? this.findClose(lo, hi, c + 1) : this.findOpen(lo, hi, c + 1), END, count);
        } else if (up === END) {
          joined(lo, hi, left === OPEN ? this.findClose(lo, hi, c) : this.findOpen(lo, hi, c), END, count);
        }
        // '(' from the left meeting its own ')' from above would close a loop.
      }
    }
    this.k = kNext;
    this.swap();
    return emitted > 0;
  }

  /** Row end over a wall: every plug moves up one position, as the last open block would have done. */
  private shiftOnly(): void {
    const { index, cur, next, loPlugs, loMask, hiMask } = this;
    const hiList = index.hiList[this.k]!;
    const hiSignature = index.hiSignature[this.k]!;
    const hiBase = index.hiBase[this.k]!;
    for (let h = 0; h < hiList.length; h++) {
      const hi = hiList[h]!;
      const base = hiBase[hi]!;
      const list = index.loList[hiSignature[h]!]!;
      for (let j = 0; j < list.length; j++) {
        const count = cur[base + j]!;
        if (count === 0) continue;
        cur[base + j] = 0;
        const lo = list[j]!;
        const shiftedHi = ((hi << 2) | (lo >>> (2 * loPlugs - 2))) & hiMask;
        next[hiBase[shiftedHi]! + index.loRank[(lo << 2) & loMask]!] = count;
      }
    }
    this.swap();
  }

  private swap(): void {
    const cur = this.cur;
    this.cur = this.next;
    this.next = cur;
  }

  /** A plain pass divides every count by 2^900 once the largest passes 2^960, and keeps the power. */
  private keepFinite(): void {
    const cur = this.cur;
    let most = this.finished;
    for (let i = 0; i < cur.length; i++) if (cur[i]! > most) most = cur[i]!;
    if (most < SCALE_ABOVE) return;
    for (let i = 0; i < cur.length; i++) cur[i]! *= SCALE_BY;
    this.finished *= SCALE_BY;
    this.scaled -= Math.log2(SCALE_BY);
  }

  private plug(lo: number, hi: number, p: number): number {
    return p < this.loPlugs ? (lo >>> (2 * p)) & 3 : (hi >>> (2 * (p - this.loPlugs))) & 3;
  }

  /** The ')' matching the '(' at plug p. */
  private findClose(lo: number, hi: number, p: number): number {
    let depth = 1;
    for (let q = p + 1; ; q++) {
      const plug = this.plug(lo, hi, q);
      if (plug === OPEN) depth++;
      else if (plug === CLOSE && --depth === 0) return q;
    }
  }

  /** The '(' matching the ')' at plug p. */
  private findOpen(lo: number, hi: number, p: number): number {
    let depth = 1;
    for (let q = p - 1; ; q--) {
      const plug = this.plug(lo, hi, q);
      if (plug === CLOSE) depth++;
      else if (plug === OPEN && --depth === 0) return q;
    }
  }
}
