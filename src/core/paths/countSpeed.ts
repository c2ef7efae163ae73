/**
 * How fast this device counts paths, measured once by timing small counts against what
 * countCost.ts says they cost: an open 11×11 grid for the dense sweep, an open 40×8 strip for
 * the hashing sweep (too narrow for the dense one), each on this thread. A smaller grid goes
 * first, so the engine has compiled the sweep, as it will have for the count that matters.
 * About 0.3 s in all on the machine of REFERENCE_SPEED. In Chromium the estimates then came
 * within 20 per cent of open 15×15 and 16×16 counts run side by side on two workers.
 */
import { createGrid } from '../grid';
import { countCost, REFERENCE_SPEED, type CountCost, type CountSpeed } from './countCost';
import { countPaths } from './countPaths';

/** The device's speed, from timing the two sample counts with `now` (milliseconds). */
export function measureCountSpeed(now: () => number): CountSpeed {
  const dense = priceOf(11, 11, 10, 10, now, (cost) => cost.denseRows, REFERENCE_SPEED.perDenseRow);
  const hashing = priceOf(40, 8, 20, 8, now, (cost) => cost.hashingRows, REFERENCE_SPEED.perHashingRow);
  // The search is plain array work, like the dense sweep: it scales as that does.
  const ratio = dense / REFERENCE_SPEED.perDenseRow;
  return { perSearchedBlock: REFERENCE_SPEED.perSearchedBlock * ratio, perDenseRow: dense, perHashingRow: hashing };
}

/**
 * Seconds per unit of work, from an open rows×cols grid counted corner to corner: after a
 * warm-up on a smaller one, the faster of two runs (an engine may still be compiling the sweep
 * during the first: a browser's worker took twice as long on it).
 */
function priceOf(rows: number, cols: number, warmRows: number, warmCols: number, now: () => number, units: (cost: CountCost) => number, reference: number): number {
  const warm = createGrid(warmRows, warmCols, 0);
  countPaths(warm, 0, warmRows * warmCols - 1);
  const grid = createGrid(rows, cols, 0);
  const goal = rows * cols - 1;
  let seconds = Infinity;
  for (let run = 0; run < 2; run++) {
    const started = now();
    countPaths(grid, 0, goal);
    seconds = Math.min(seconds, (now() - started) / 1000);
  }
  const cost = countCost(grid, 0, goal);
  // The search's share is small here; a clock too coarse to see the count keeps the reference.
  const swept = seconds - cost.searched * REFERENCE_SPEED.perSearchedBlock;
  return swept > 0 ? swept / units(cost) : reference;
}
