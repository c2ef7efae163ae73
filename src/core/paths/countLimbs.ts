/**
 * Exact big counts without BigInt in the hot loop: a count is `limbs` Float64 limbs in radix
 * 2^52, least significant first.
 *
 * Doubles hold every integer below 2^53 exactly, so adding two reduced limbs and a carry never
 * rounds. The top limb is never reduced; it only has to stay below 2^53, so the sweep asks for
 * one more limb as soon as a top limb reaches `growLimit(width)`.
 */
export const RADIX = 2 ** 52;

/**
 * The top-limb value past which a sweep `width` plugs wide needs one more limb. In one block a
 * state receives the counts of at most 6·width + 12 states: the identity, two pass-throughs, a
 * new strand, a plain join, and for each of the six joins that re-label a partner plug, one
 * state per possible partner position. So a top limb below 2^52 / (6·width + 12) before a block
 * is below 2^52 after it, and stays exact.
 */
export function growLimit(width: number): number {
  return 2 ** Math.floor(52 - Math.log2(6 * width + 12));
}

/** dst[d ..] += src[s ..] over `limbs` limbs; returns the new top limb. */
export function addLimbs(dst: Float64Array, d: number, src: Float64Array, s: number, limbs: number): number {
  let carry = 0;
  for (let k = 0; k < limbs - 1; k++) {
    let sum = dst[d + k]! + src[s + k]! + carry;
    carry = 0;
    if (sum >= RADIX) {
      sum -= RADIX;
      carry = 1;
    }
    dst[d + k] = sum;
  }
  const top = dst[d + limbs - 1]! + src[s + limbs - 1]! + carry;
  dst[d + limbs - 1] = top;
  return top;
}

/** The first `size` counts again with one more limb each, in an array of room for `capacity`. */
export function widenLimbs(counts: Float64Array, size: number, limbs: number, capacity: number): Float64Array {
  const wide = new Float64Array(capacity * (limbs + 1));
  for (let i = 0; i < size; i++) {
    for (let k = 0; k < limbs - 1; k++) wide[i * (limbs + 1) + k] = counts[i * limbs + k]!;
    const top = counts[i * limbs + limbs - 1]!;
    wide[i * (limbs + 1) + limbs - 1] = top % RADIX;
    wide[i * (limbs + 1) + limbs] = Math.floor(top / RADIX);
  }
  return wide;
}

/** The exact value of one count. */
export function limbsToBigInt(counts: Float64Array, at: number, limbs: number): bigint {
  let value = 0n;
  for (let k = limbs - 1; k >= 0; k--) value = (value << 52n) + BigInt(counts[at + k]!);
  return value;
}
