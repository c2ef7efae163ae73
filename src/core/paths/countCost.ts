/**
 * What counting the simple paths of a grid (countPaths) will cost, before it starts: so that a
 * player hears up front that a count would take three hours, or more memory than a page has,
 * instead of watching it spin.
 *
 * It follows countPaths step by step without sweeping: the same pieces (countPieces.ts), the
 * same choice of sweep for each (countPaths.ts's prefersDense), and each sweep's work from
 * frontierWork.ts. Work is counted in the sweeps' own units and turned into seconds by a
 * CountSpeed (countSpeed.ts measures one on the device that will count):
 *
 * - the dense sweep touches `dense` rows per pass, whatever the walls, and its passes are the
 *   ones countDenseExact.ts's plan hands out (played here with a guessed count's size, no pass
 *   swept): a plain lane and as many 52-bit primes as the size needs, a few lanes to a pass and
 *   a few passes side by side. A pass of L lanes takes about 1 + (L − 1)/3 single passes, and
 *   passes side by side take as long as the slowest. This is an estimate, close to the truth
 *   (within tens of per cent once calibrated).
 * - the hashing sweep touches at most `hashing` rows, each costing more as its counts grow
 *   longer (bits / 104 + 1). On an open piece that bound is close to the truth; walls shrink
 *   the true work far more than the bound (a braided maze's bound can be 10^5 times its work),
 *   so there it is only an upper bound and `sure` is false.
 *
 * The count's size is guessed as the dense plan guesses it (countDenseExact.ts's guessedBits:
 * 0.7 bits per open block, an upper guess), so the plan played here is the one that will run.
 */
import { checkBlockIndex, type Grid } from '../grid';
import { BITS_PER_OPEN_BLOCK, DEFAULT_COUNT_BYTES, denseCount, laneBytes } from './countDenseExact';
import { keyWords, MAX_BYTES, MAX_STATES, stateBytes } from './countLayer';
import { RADIX } from './countLimbs';
import { prefersDense } from './countPaths';
import { pathPieces, type PathPiece } from './countPieces';
import { frontierWork } from './frontierWork';
import { sweepOrder, type SweepGrid } from './sweepGrid';

/**
 * Walls that shrink the hashing sweep's bound more than this many times (against the same piece
 * with no walls) make it loose: the true work is then often orders of magnitude below it.
 * Grids with scattered walls (a bound a few hundred times below the open one) stay within a
 * factor of two of it.
 */
const LOOSE_BELOW_OPEN = 1000;
/**
 * Walls leave a sweep less work than its bound says: rows that cannot occur cost little or
 * nothing. With `left` the share of the open piece's hashing bound the walls leave, both sweeps
 * took about (WALLED_SHARE + (1 − WALLED_SHARE) · left²) of their bound's time on 14×14 and
 * 15×15 grids with 2 to 20 per cent of their blocks walled (within ±30 per cent).
 */
const WALLED_SHARE = 0.15;
/** Past this width the bounds' tables (cubic in the width) cost more than they tell. */
const MAX_BOUND_COLS = 200;
/**
 * Each lane past the first adds about this share of a one-lane pass (measured on open 12×12 to
 * 14×14 grids: 0.25 to 0.4, the wider the more).
 */
const LANE_SHARE = 0.33;

/** How a count runs its dense passes (countPathsWith's): side by side on `runners`, within `countBytes` in all. */
export interface CountRunners {
  readonly runners?: number;
  readonly countBytes?: number;
}

/** Where a count's time goes, in the sweeps' own units (see CountSpeed for their prices). */
export interface CountWork {
  /** Blocks the search for pieces visits (the whole grid). */
  readonly searched: number;
  /** Row visits of the dense passes of all dense pieces, in one-lane passes, as long as they take side by side. */
  readonly denseRows: number;
  /** Rows the hashing sweeps may touch, each weighted by its counts' length (bits / 104 + 1). */
  readonly hashingRows: number;
}

export interface CountCost extends CountWork {
  /** Pieces to sweep, and how many of them densely. */
  readonly pieces: number;
  readonly densePieces: number;
  /** The most passes a dense piece will make (its plain pass and its primes; 0 with no dense piece). */
  readonly densePasses: number;
  /** The guessed bits of the whole count (the product over pieces). */
  readonly bits: number;
  /** False when some hashing piece's bound is loose (walls): the time is then only an upper bound. */
  readonly sure: boolean;
  /** The most memory one piece's sweep holds at once, in bytes (for a loose piece, a bound). */
  readonly bytes: number;
  /**
   * Whether the count fits the memory the sweeps allow themselves: true surely, false surely not
   * (countPaths would throw CountTooLargeError), null when only a loose bound says it may not.
   */
  readonly fits: boolean | null;
  /** Which way the sweep of the largest piece runs: row by row, or column by column (it runs along the longer side). */
  readonly across: 'rows' | 'columns';
}

/** What each unit of work takes, in seconds. */
export interface CountSpeed {
  readonly perSearchedBlock: number;
  readonly perDenseRow: number;
  readonly perHashingRow: number;
}

/**
 * Node on the machine these numbers were measured on (2 shared cores, busy): a dense row 7 ns
 * per pass, a hashing row of the bound 11 ns (open 11×11 to 14×14, 30×8 to 60×9), the search
 * 60 ns a block (a 2001×2001 maze). A page measures its own (countSpeed.ts).
 */
export const REFERENCE_SPEED: CountSpeed = { perSearchedBlock: 60e-9, perDenseRow: 7e-9, perHashingRow: 11e-9 };

/** Seconds the work takes at a speed. */
export function secondsOf(work: CountWork, speed: CountSpeed): number {
  return work.searched * speed.perSearchedBlock + work.denseRows * speed.perDenseRow + work.hashingRows * speed.perHashingRow;
}

/**
 * The cost of countPaths(grid, start, goal) (or countPathsWith, as `run` says), from the grid
 * alone: O(blocks), a small fraction of any count that needs a sweep. Indices as countPaths
 * takes them (RangeError outside).
 */
export function countCost(grid: Grid, start: number, goal: number, run: CountRunners = {}): CountCost {
  const runners = { runners: Math.max(1, run.runners ?? 1), countBytes: run.countBytes ?? DEFAULT_COUNT_BYTES };
  checkBlockIndex(grid, start, 'start');
  checkBlockIndex(grid, goal, 'goal');
  const searched = grid.rows * grid.cols;
  const trivial = grid.blocks[start] !== 0 || grid.blocks[goal] !== 0 || start === goal;
  const pieces = trivial ? [] : (pathPieces(grid, start, goal) ?? []);
  const costs = pieces.map((piece) => pieceCost(piece, runners));
  const largest = pieces.reduce<PathPiece | null>((big, piece) => (!big || area(piece) > area(big) ? piece : big), null);
  const fits = costs.reduce<boolean | null>((all, cost) => (all === false || cost.fits === false ? false : all === null || cost.fits === null ? null : true), true);
  return {
    searched,
    denseRows: sum(costs.map((cost) => cost.denseRows)),
    hashingRows: sum(costs.map((cost) => cost.hashingRows)),
    pieces: pieces.length,
    densePieces: costs.filter((cost) => cost.dense).length,
    densePasses: Math.max(0, ...costs.map((cost) => cost.passes)),
    bits: sum(costs.map((cost) => cost.bits)),
    sure: costs.every((cost) => cost.sure),
    bytes: Math.max(0, ...costs.map((cost) => cost.bytes)),
    fits,
    across: largest && largest.grid.cols > largest.grid.rows ? 'columns' : 'rows',
  };
}

interface PieceCost {
  readonly dense: boolean;
  readonly passes: number;
  readonly denseRows: number;
  readonly hashingRows: number;
  readonly bits: number;
  readonly sure: boolean;
  readonly bytes: number;
  readonly fits: boolean | null;
}

function pieceCost(piece: PathPiece, run: Required<CountRunners>): PieceCost {
  const sweep = sweepOrder(piece.grid, piece.entry, piece.exit);
  let open = 0;
  for (let i = 0; i < sweep.open.length; i++) open += sweep.open[i]!;
  const bits = BITS_PER_OPEN_BLOCK * open;
  const walled = open < sweep.open.length;
  if (sweep.cols > MAX_BOUND_COLS) {
    // Far too wide for either bound to be a number: an open piece surely needs too many
    // states; one with walls may or may not (a braided maze's loops often fit).
    return { dense: false, passes: 0, denseRows: 0, hashingRows: Infinity, bits, sure: !walled, bytes: Infinity, fits: walled ? null : false };
  }
  const work = frontierWork(sweep);
  // How much of the open piece's bound the walls leave, and so how much of its work.
  const left = walled ? work.hashing / frontierWork({ ...sweep, open: new Uint8Array(sweep.open.length).fill(1) }).hashing : 1;
  const share = WALLED_SHARE + (1 - WALLED_SHARE) * left * left;
  if (prefersDense(sweep, run.countBytes)) {
    const plan = densePlanOf(sweep, bits, run);
    return { dense: true, passes: plan.passes, denseRows: work.dense * plan.passLengths * share, hashingRows: 0, bits, sure: true, bytes: plan.bytes, fits: true };
  }
  const loose = left < 1 / LOOSE_BELOW_OPEN;
  const limbs = Math.max(1, Math.ceil(bits / Math.log2(RADIX)));
  const bytes = work.widest * stateBytes(keyWords(sweep.cols + 1), limbs);
  // The hashing sweep holds only the rows that occur; with walls the bound can be far above
  // them (a 16×16 grid with 15 % walls: 1.5 GB bounded, under 300 MB held), so only an open
  // piece is surely too big.
  const fits = work.widest <= MAX_STATES && bytes <= MAX_BYTES ? true : walled ? null : false;
  return { dense: false, passes: 0, denseRows: 0, hashingRows: work.hashing * (bits / 104 + 1) * share, bits, sure: !loose, bytes, fits };
}

/** What the dense plan will run for a count of `bits` bits: its passes, how long they take side by side (in one-lane passes), and the memory they hold at once. */
function densePlanOf(sweep: SweepGrid, bits: number, run: Required<CountRunners>): { passes: number; passLengths: number; bytes: number } {
  const plan = denseCount(sweep, run);
  let passes = 0;
  let passLengths = 0;
  let bytes = 0;
  let step = plan.next();
  for (let first = true; !step.done; first = false) {
    const { tasks } = step.value;
    passes += tasks.length;
    passLengths += Math.max(...tasks.map((lanes) => 1 + LANE_SHARE * (lanes.length - 1)));
    bytes = Math.max(bytes, tasks.reduce((sum, lanes) => sum + lanes.length * laneBytes(sweep.cols), 0));
    // No pass is swept: the plain lane answers the guessed size, every residue 0.
    step = plan.next(tasks.map((lanes, i) => lanes.map((_, lane) => (first && i === 0 && lane === 0 ? bits : 0))));
  }
  return { passes, passLengths, bytes };
}

function area(piece: PathPiece): number {
  return piece.grid.rows * piece.grid.cols;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
