/**
 * Dense ids for frontier states: every possible row of plugs gets a number from 0 to
 * `states(k) - 1`, computed from two table look-ups, so a sweep keeps its counts in one flat
 * array indexed by state, with no hashing and no stored keys (the "minimal perfect hash" of
 * Iwashita et al., as in GGCount and FastGridPathCounter; this is our own form of it).
 *
 * A state is `plugs` plugs of 2 bits (NONE, '(' OPEN, ')' CLOSE, END; see countFrontier.ts).
 * The ids cover exactly the rows a sweep can reach when both path ends lie on the rim of the
 * grid: the parentheses are balanced, and every END plug stands outside all of them (depth 0),
 * because a strand enclosed by an arc can never reach the rim. `k` is how many END plugs a row
 * has (0 before the sweep has passed an end, 1 after one, 2 after both): rows of one `k` are
 * Motzkin words with k ENDs between them, about 3·M(plugs) of them for k = 1.
 *
 * A row is held as two numbers: `lo`, plugs 0 … loPlugs-1 (plug p at bits 2p), and `hi`, the
 * rest (plug loPlugs + q at bits 2q). Read left to right, `lo` leaves some opens unmatched and
 * holds some ENDs: its *signature* (unmatched, ends). Read right to left, `hi` leaves some
 * closes unmatched, and it fits exactly the `lo`s with as many opens and k minus its ends. So
 *
 *   id(lo, hi) = hiBase[k][hi] + loRank[lo]
 *
 * where loRank numbers the `lo`s of one signature 0, 1, 2, … and hiBase gives each `hi`, in
 * order, a run as long as the number of `lo`s that fit it. Both tables have 4^half entries.
 */

/**
 * The four plugs, as one object: a hot loop copies them into constants of its own module
 * (`const { NONE, OPEN, CLOSE, END } = PLUG`), because an imported binding is read through a
 * getter on every use where modules are run one by one (tsx, the CLI and the benchmarks).
 */
export const PLUG = Object.freeze({ NONE: 0, OPEN: 1, CLOSE: 2, END: 3 } as const);
const { OPEN, CLOSE, END } = PLUG;

/** The most END plugs a row can hold: one strand from each end of the path. */
const MAX_ENDS = 2;
const SIGNATURES_PER_DEPTH = MAX_ENDS + 1;

export interface PlugIndex {
  readonly plugs: number;
  /** Plugs in the `lo` half; the `hi` half holds `plugs - loPlugs`. */
  readonly loPlugs: number;
  /** Per `lo`: its rank among the `lo`s of its signature, or -1 when no row starts so. */
  readonly loRank: Int32Array;
  /** Per signature (unmatched · 3 + ends): its `lo`s in rank order. */
  readonly loList: readonly Int32Array[];
  /** Per k, per `hi`: the id of its first row, or -1 when no row of k ends so. */
  readonly hiBase: readonly Int32Array[];
  /** Per k: the `hi`s that end some row, in id order, and the signature of the `lo`s that fit each. */
  readonly hiList: readonly Int32Array[];
  readonly hiSignature: readonly Int32Array[];
  /** Per k: how many rows there are. */
  readonly states: readonly number[];
  /** Per lo, per hi: its plugs in reverse order with '(' and ')' swapped (the row seen from its other side). */
  readonly loMirror: Int32Array;
  readonly hiMirror: Int32Array;
}

/** The number of rows of k END plugs `plugs` wide, without building the tables (for planning memory). */
export function plugStates(plugs: number, k: number): number {
  // ways[d · 3 + e]: the prefixes read so far that leave d opens unmatched and hold e ENDs.
  let ways = new Float64Array((plugs + 1) * SIGNATURES_PER_DEPTH);
  ways[0] = 1;
  for (let p = 0; p < plugs; p++) {
    const next = new Float64Array(ways.length);
    for (let d = 0; d <= p; d++) {
      for (let e = 0; e <= MAX_ENDS; e++) {
        const w = ways[d * SIGNATURES_PER_DEPTH + e]!;
        if (w === 0) continue;
        next[d * SIGNATURES_PER_DEPTH + e]! += w; // NONE
        next[(d + 1) * SIGNATURES_PER_DEPTH + e]! += w; // OPEN
        if (d > 0) next[(d - 1) * SIGNATURES_PER_DEPTH + e]! += w; // CLOSE
        if (d === 0 && e < MAX_ENDS) next[e + 1]! += w; // END
      }
    }
    ways = next;
  }
  return ways[k]!;
}

/** The widest rows numbered: two tables of 4^12 entries (128 MB); wider rows are far too many to count densely anyway. */
const MAX_PLUGS = 24;

/** Builds the tables for rows `plugs` wide (the tables grow as 4^(plugs/2)). */
export function buildPlugIndex(plugs: number): PlugIndex {
  if (!Number.isInteger(plugs) || plugs < 2 || plugs > MAX_PLUGS) throw new RangeError(`a plug index needs 2 to ${MAX_PLUGS} plugs, not ${plugs}`);
  const loPlugs = Math.ceil(plugs / 2);
  const hiPlugs = plugs - loPlugs;
  const signatures = (loPlugs + 1) * SIGNATURES_PER_DEPTH;

  const loRank = new Int32Array(4 ** loPlugs).fill(-1);
  const loSignature = new Int32Array(4 ** loPlugs).fill(-1);
  const loCount = new Int32Array(signatures);
  for (let lo = 0; lo < loRank.length; lo++) {
    const signature = prefixSignature(lo, loPlugs);
    if (signature < 0) continue;
    loSignature[lo] = signature;
    loRank[lo] = loCount[signature]!++;
  }
  const loList = Array.from({ length: signatures }, (_, s) => new Int32Array(loCount[s]!));
  for (let lo = 0; lo < loRank.length; lo++) if (loSignature[lo]! >= 0) loList[loSignature[lo]!]![loRank[lo]!] = lo;

  const hiBase: Int32Array[] = [];
  const hiList: Int32Array[] = [];
  const hiSignature: Int32Array[] = [];
  const states: number[] = [];
  for (let k = 0; k <= MAX_ENDS; k++) {
    const base = new Int32Array(4 ** hiPlugs).fill(-1);
    const list: number[] = [];
    const fits: number[] = [];
    let total = 0;
    for (let hi = 0; hi < base.length; hi++) {
      const suffix = suffixSignature(hi, hiPlugs);
      if (suffix < 0) continue;
      const unmatched = Math.floor(suffix / SIGNATURES_PER_DEPTH);
      const ends = suffix % SIGNATURES_PER_DEPTH;
      if (ends > k || unmatched > loPlugs) continue;
      const signature = unmatched * SIGNATURES_PER_DEPTH + (k - ends);
      const count = loCount[signature]!;
      if (count === 0) continue;
      if (total + count > 2 ** 31 - 1) throw new RangeError(`rows ${plugs} plugs wide are too many to number`);
      base[hi] = total;
      list.push(hi);
      fits.push(signature);
      total += count;
    }
    hiBase.push(base);
    hiList.push(Int32Array.from(list));
    hiSignature.push(Int32Array.from(fits));
    states.push(total);
  }
  const loMirror = Int32Array.from({ length: 4 ** loPlugs }, (_, lo) => mirrorPlugs(lo, loPlugs));
  const hiMirror = Int32Array.from({ length: 4 ** hiPlugs }, (_, hi) => mirrorPlugs(hi, hiPlugs));
  return { plugs, loPlugs, loRank, loList, hiBase, hiList, hiSignature, states, loMirror, hiMirror };
}

/** `width` plugs in reverse order, '(' and ')' swapped: a valid row read from its other end is a valid row. */
function mirrorPlugs(bits: number, width: number): number {
  let mirrored = 0;
  for (let p = 0; p < width; p++) {
    const plug = (bits >>> (2 * p)) & 3;
    mirrored |= (plug === OPEN ? CLOSE : plug === CLOSE ? OPEN : plug) << (2 * (width - 1 - p));
  }
  return mirrored;
}

/** Read left to right: unmatched opens · 3 + ENDs, or -1 when a close has no open or an END is enclosed. */
function prefixSignature(lo: number, width: number): number {
  let depth = 0;
  let ends = 0;
  for (let p = 0; p < width; p++) {
    const plug = (lo >>> (2 * p)) & 3;
    if (plug === OPEN) depth++;
    else if (plug === CLOSE && --depth < 0) return -1;
    else if (plug === END && (depth !== 0 || ++ends > MAX_ENDS)) return -1;
  }
  return depth * SIGNATURES_PER_DEPTH + ends;
}

/** Read right to left: unmatched closes · 3 + ENDs, or -1 when an open has no close or an END is enclosed. */
function suffixSignature(hi: number, width: number): number {
  let depth = 0;
  let ends = 0;
  for (let p = width - 1; p >= 0; p--) {
    const plug = (hi >>> (2 * p)) & 3;
    if (plug === CLOSE) depth++;
    else if (plug === OPEN && --depth < 0) return -1;
    else if (plug === END && (depth !== 0 || ++ends > MAX_ENDS)) return -1;
  }
  return depth * SIGNATURES_PER_DEPTH + ends;
}
