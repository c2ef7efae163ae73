import { piecesOf } from '../shape/pieces';
import type { Topology } from '../shape/topology';
import { cellOrder } from './cellOrder';
import { chineseRemainder } from '../modular/chineseRemainder';
import { checkCancelled, type CountControls } from '../countControls';
import { degreeBoundBits, laplacianEnvelope, type Envelope } from './envelope';
import { determinantModulo } from './modularDeterminant';
import { SMALL_MODULUS } from '../modular/arithmetic';
import { primeBelow } from '../modular/primes';

/**
 * The exact number of spanning trees of a topology's cell graph: the number of different
 * perfect mazes its cells allow. Kirchhoff's matrix-tree theorem makes it the determinant of
 * the reduced Laplacian; that is found modulo enough primes below 2^22 (an envelope
 * elimination each, see modularDeterminant.ts) and joined by the Chinese remainder theorem.
 * "Enough" is rigorous: the primes' product exceeds the product of the degrees, which bounds
 * the count (Hadamard), so the result is exact, never a guess.
 *
 * 0n when the cells fall into several pieces (no tree spans them) or there are none; 1n for a
 * single cell. Costs about (bound bits / 22) × envelope.work multiply-adds: see
 * exactCountWork. Reports progress prime by prime and stops when asked (CountCancelledError).
 */
export function countSpanningTrees(topology: Topology, options: CountControls = {}): bigint {
  const plan = exactCountPlan(topology);
  if (plan === null) return topology.cellCount === 1 ? 1n : 0n;
  const { envelope, boundBits } = plan;
  const rows = new Float64Array(envelope.start[envelope.size]!);
  const pivotInverses = new Float64Array(envelope.size);
  const residues: number[] = [];
  const primes: number[] = [];
  // One bit to spare over the bound, against rounding in the sums of logarithms.
  const neededBits = boundBits + 1;
  let bits = 0;
  for (let i = 0; bits <= neededBits; i++) {
    checkCancelled(options);
    const p = primeBelow(SMALL_MODULUS, i);
    const residue = determinantModulo(topology, envelope, p, rows, pivotInverses);
    if (residue < 0) continue;
    residues.push(residue);
    primes.push(p);
    bits += Math.log2(p);
    options.onProgress?.(Math.min(bits, neededBits), neededBits);
  }
  return chineseRemainder(residues, primes);
}

/** What an exact count of a connected topology of two cells or more will do: its envelope and the bits of its bound. */
interface ExactCountPlan {
  readonly envelope: Envelope;
  readonly boundBits: number;
}

function exactCountPlan(topology: Topology, workLimit = Infinity): ExactCountPlan | null {
  if (topology.cellCount < 2 || piecesOf(topology).sizes.length > 1) return null;
  const envelope = laplacianEnvelope(topology, cellOrder(topology), workLimit);
  return { envelope, boundBits: degreeBoundBits(topology, envelope) };
}

/** Bits one prime adds to the modulus (they all lie just below 2^22). */
const BITS_PER_PRIME = 21.99;

/**
 * About how many multiply-adds countSpanningTrees(topology) will do (0 when the answer is
 * immediate): the primes it needs times one elimination's work and its rows. Quick (an
 * ordering and one pass over the envelope), so a caller can refuse a count that would take
 * too long; any amount past `limit` may come back as Infinity, found sooner: a topology that
 * needs more primes times rows than the limit is refused before its cells are even ordered.
 */
export function exactCountWork(topology: Topology, limit = Infinity): number {
  const { cellCount, offsets } = topology;
  // The bound's bits are those of every degree but the grounded cell's: at least all but the largest.
  let degreeBits = 0;
  let largest = 0;
  for (let cell = 0; cell < cellCount; cell++) {
    const bits = Math.log2(Math.max(1, offsets[cell + 1]! - offsets[cell]!));
    degreeBits += bits;
    largest = Math.max(largest, bits);
  }
  if (((degreeBits - largest) / BITS_PER_PRIME) * (cellCount - 1) > limit) return Infinity;
  const plan = exactCountPlan(topology, limit);
  if (plan === null) return 0;
  const { envelope, boundBits } = plan;
  const work = Math.ceil((boundBits + 1) / BITS_PER_PRIME) * (envelope.work + envelope.size);
  return work > limit ? Infinity : work;
}
