/**
 * One layer of the frontier sweep: the distinct frontier states after some block, each with the
 * number of partial path systems that reach it, and how the next layer is merged from the
 * successor states the sweep queues.
 *
 * A state is `words` Uint32 words of packed 2-bit plugs (see countFrontier.ts); a count is a
 * multi-limb number (see countLimbs.ts). Everything lives in flat typed arrays, so nothing is
 * allocated per state.
 *
 * Merging is a partitioned hash aggregation, because a plain hash table over a few hundred
 * thousand states misses the cache on nearly every insert: the successors are first scattered,
 * with their counts, into groups by the top bits of their hash (a counting sort, streaming
 * reads and writes); then each group is merged with an open-addressing table (linear probing,
 * load at most 1/2) small enough to stay in cache. On a 14-wide open grid this is several times
 * faster than inserting successors one by one into one big table.
 */
import { CountTooLargeError } from './countTooLarge';
import { addLimbs, growLimit, widenLimbs } from './countLimbs';

/** Above this many states per layer the count gives up rather than exhaust memory. */
export const MAX_STATES = 20_000_000;
/** Layers and successor buffers together stay below about this many bytes. */
export const MAX_BYTES = 2 ** 30;
/** Successors are merged in groups of about this many, so that each group's table stays in cache. */
const GROUP_SIZE = 1 << 12;

/** 32-bit words in the key of a state `plugs` plugs wide (16 plugs of 2 bits a word). */
export function keyWords(plugs: number): number {
  return (plugs + 15) >>> 4;
}

/**
 * Bytes one state of a layer costs while a block is decided: its key and count in two layers,
 * and its two successors' keys, counts and bookkeeping (`words` key words, `limbs` count limbs).
 */
export function stateBytes(words: number, limbs: number): number {
  return 2 * (4 * words + 8 * limbs) + 2 * (8 * words + 8 * limbs + 12);
}

/** Successor states waiting to be merged: key words, and the index of the state each came from. */
export class Successors {
  keys: Uint32Array;
  from: Int32Array;
  size = 0;
  /** The hash of each successor, then the successors again, grouped by hash, with their counts. */
  hash = new Int32Array(0);
  groupKeys = new Uint32Array(0);
  groupHash = new Int32Array(0);
  groupCounts = new Float64Array(0);

  constructor(readonly words: number) {
    this.keys = new Uint32Array(16 * words);
    this.from = new Int32Array(16);
  }

  /** Empties the buffer, with room for `count` successors (each state has at most two). */
  reserve(count: number, limbs: number, maxStates: number): void {
    this.size = 0;
    if (this.from.length >= count) return;
    const bytesPerState = stateBytes(this.words, limbs);
    if (count > 2 * maxStates || (count / 2) * bytesPerState > MAX_BYTES) {
      throw new CountTooLargeError(
        `counting paths needs about ${Math.ceil(count / 2).toLocaleString('en-US')} frontier states or more ` +
          `(limit ${maxStates.toLocaleString('en-US')} states or ${MAX_BYTES / 2 ** 20} MB in all); ` +
          'the maze is too wide and too open to count exactly in memory',
      );
    }
    const capacity = Math.max(count, Math.min(2 * this.from.length, 4 * maxStates));
    this.keys = new Uint32Array(capacity * this.words);
    this.from = new Int32Array(capacity);
  }
}

export class StateLayer {
  keys: Uint32Array;
  counts: Float64Array;
  size = 0;
  limbs = 1;
  /** Pairs (hash, index + 1) per slot, 0 = empty; the hash spares most key comparisons. */
  private table = new Int32Array(32);
  /** A top limb this large asks for one more limb (see countLimbs.ts). */
  private readonly growAt: number;

  constructor(
    readonly words: number,
    private readonly maxStates: number,
  ) {
    this.keys = new Uint32Array(16 * words);
    this.counts = new Float64Array(16);
    this.growAt = growLimit(16 * words);
  }

  /** A layer of one state, all plugs NONE, with count 1: the sweep before any block. */
  static empty(words: number, maxStates: number): StateLayer {
    const layer = new StateLayer(words, maxStates);
    layer.size = 1;
    layer.counts[0] = 1;
    return layer;
  }

  /**
   * Makes this layer the merge of `next`: one state per distinct key, with the sum of the counts
   * of the `source` states the key came from. Returns true when some count has outgrown its limbs.
   */
  collect(next: Successors, source: StateLayer): boolean {
    const groups = scatterByHash(next, source);
    this.reserve(next.size, source.limbs);
    this.size = 0;
    let overflow = false;
    for (let g = 0; g + 1 < groups.length; g++) {
      if (this.mergeGroup(next, groups[g]!, groups[g + 1]!, groups.length - 1)) overflow = true;
    }
    return overflow;
  }

  /** One more limb for every count, after `collect` said a count outgrew its limbs. */
  widenCounts(): void {
    this.counts = widenLimbs(this.counts, this.size, this.limbs, this.keys.length / this.words);
    this.limbs++;
  }

  private reserve(states: number, limbs: number): void {
    const capacity = Math.min(states, this.maxStates + 1);
    if (this.keys.length < capacity * this.words) this.keys = new Uint32Array(capacity * this.words);
    if (this.limbs !== limbs || this.counts.length < capacity * limbs) {
      this.counts = new Float64Array((this.keys.length / this.words) * limbs);
    }
    this.limbs = limbs;
  }

  /**
   * Merges the grouped successors `first .. end`, which share the top hash bits, into this layer
   * with a table sized for the group alone. Returns true when a top limb passed the growth limit.
   */
  private mergeGroup(next: Successors, first: number, end: number, groupCount: number): boolean {
    let bits = 4;
    while (1 << bits < 2 * (end - first)) bits++;
    if (this.table.length < 2 << bits) this.table = new Int32Array(2 << bits);
    else this.table.fill(0, 0, 2 << bits);
    const table = this.table;
    const mask = (1 << bits) - 1;
    const skip = Math.clz32(groupCount) ^ 31; // the top hash bits that chose the group
    const { groupHash, groupKeys, groupCounts } = next;
    const { words, limbs } = this;
    let overflow = false;
    for (let k = first; k < end; k++) {
      const h = groupHash[k]!;
      let slot = (h << skip) >>> (32 - bits);
      let entry = table[2 * slot + 1]!;
      // For one-word states the hash is a bijection, so equal hashes mean equal states.
      while (entry !== 0 && !(table[2 * slot] === h && (words === 1 || this.sameKey(entry - 1, groupKeys, k)))) {
        slot = (slot + 1) & mask;
        entry = table[2 * slot + 1]!;
      }
      if (entry === 0) {
        const index = this.append(groupKeys, groupCounts, k);
        table[2 * slot] = h;
        table[2 * slot + 1] = index + 1;
      } else if (addLimbs(this.counts, (entry - 1) * limbs, groupCounts, k * limbs, limbs) >= this.growAt) {
        overflow = true;
      }
    }
    return overflow;
  }

  private sameKey(index: number, keys: Uint32Array, k: number): boolean {
    const words = this.words;
    for (let w = 0; w < words; w++) if (this.keys[index * words + w] !== keys[k * words + w]) return false;
    return true;
  }

  private append(keys: Uint32Array, counts: Float64Array, k: number): number {
    const index = this.size++;
    if (index >= this.maxStates) {
      throw new CountTooLargeError(
        `counting paths needs more than ${this.maxStates.toLocaleString('en-US')} frontier states ` +
          'in one step; the maze is too wide and too open to count exactly in memory',
      );
    }
    const { words, limbs } = this;
    for (let w = 0; w < words; w++) this.keys[index * words + w] = keys[k * words + w]!;
    for (let l = 0; l < limbs; l++) this.counts[index * limbs + l] = counts[k * limbs + l]!;
    return index;
  }
}

/**
 * Copies the successors, each with its source count, into groups by the top bits of their hash
 * (a stable counting sort); returns where each group starts, and one past the end.
 */
function scatterByHash(next: Successors, source: StateLayer): Int32Array {
  const { words, size } = next;
  const limbs = source.limbs;
  if (next.hash.length < size) next.hash = new Int32Array(next.from.length);
  if (next.groupHash.length < size) next.groupHash = new Int32Array(next.from.length);
  if (next.groupKeys.length < size * words) next.groupKeys = new Uint32Array(next.from.length * words);
  if (next.groupCounts.length < size * limbs) next.groupCounts = new Float64Array(next.from.length * limbs);
  let bits = 0;
  while (size >> bits > GROUP_SIZE && bits < 12) bits++;
  const groups = new Int32Array((1 << bits) + 2);
  const { keys, from, hash, groupHash, groupKeys, groupCounts } = next;
  const counts = source.counts;
  const group = (h: number): number => (bits === 0 ? 0 : h >>> (32 - bits));
  for (let j = 0; j < size; j++) {
    const h = hashWords(keys, j * words, words);
    hash[j] = h;
    groups[group(h) + 2]!++;
  }
  for (let g = 2; g < groups.length; g++) groups[g]! += groups[g - 1]!;
  for (let j = 0; j < size; j++) {
    const h = hash[j]!;
    const k = groups[group(h) + 1]!++;
    groupHash[k] = h;
    for (let w = 0; w < words; w++) groupKeys[k * words + w] = keys[j * words + w]!;
    for (let l = 0; l < limbs; l++) groupCounts[k * limbs + l] = counts[from[j]! * limbs + l]!;
  }
  return groups.subarray(0, groups.length - 1);
}

/** A 32-bit hash of `words` words from `at`; callers keep its high bits. One word maps one to one. */
function hashWords(keys: Uint32Array, at: number, words: number): number {
  let h = 0x2545f491;
  for (let w = 0; w < words; w++) h = Math.imul(h ^ keys[at + w]!, 0x9e3779b1) ^ (h >>> 15);
  return Math.imul(h ^ (h >>> 16), 0x85ebca6b) | 0;
}
