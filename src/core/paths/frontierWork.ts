/**
 * How much work a frontier sweep of one piece will be, before it starts: for choosing between
 * the two sweeps, and for telling a player up front that a count is beyond reach.
 *
 * A step of either sweep touches each of its layer's rows once. The dense sweep's layer is all
 * rows of its width (plugStates), whatever the walls. The hashing sweep's layer holds only rows
 * that occur, and a plug can only stand on an edge between two open blocks: with e such edges
 * crossing the cut, a layer has at most plugStates(e) rows. So walls shrink the second bound
 * and not the first, which is why mazes go to the hashing sweep and open grids to the dense one.
 */
import { plugStates } from './plugIndex';
import type { SweepGrid } from './sweepGrid';

export interface FrontierWork {
  /** Rows touched by one dense pass (0 when the dense sweep cannot take the piece). */
  readonly dense: number;
  /** At most this many rows touched by the hashing sweep. */
  readonly hashing: number;
  /** At most this many rows in any one layer of the hashing sweep (what its memory must hold at once). */
  readonly widest: number;
}

/** Row visits of each sweep over `grid`, as bounds from the plugs each step can use. */
export function frontierWork(grid: SweepGrid): FrontierWork {
  const { rows, cols, open } = grid;
  const edge = (a: number, b: number): number => (open[a] === 1 && open[b] === 1 ? 1 : 0);
  // Open edges down from row r into row r + 1, per column; the cut at (r, c) crosses those of
  // row r left of c, those of row r - 1 from c on, and the edge from (r, c - 1) to (r, c).
  let dense = 0;
  let hashing = 0;
  let widest = 0;
  const wide = [plugStates(cols + 1, 0), plugStates(cols + 1, 1), plugStates(cols + 1, 2)];
  const narrow = new Float64Array(cols + 2).map((_, e) => plugStates(e, 1) + plugStates(e, 2));
  let ends = 0;
  for (let r = 0; r < rows; r++) {
    let above = 0;
    for (let c = 0; c < cols; c++) above += r > 0 ? edge((r - 1) * cols + c, r * cols + c) : 0;
    let below = 0;
    for (let c = 0; c < cols; c++) {
      const cell = r * cols + c;
      if (r > 0) above -= edge(cell - cols, cell);
      if (open[cell] === 0) continue;
      if (cell === grid.start || cell === grid.goal) ends++;
      const across = below + above + (c > 0 ? edge(cell - 1, cell) : 0) + 2;
      dense += wide[Math.min(ends, 2)]!;
      const layer = narrow[Math.min(across, cols + 1)]!;
      hashing += layer;
      if (layer > widest) widest = layer;
      below += r + 1 < rows ? edge(cell, cell + cols) : 0;
    }
  }
  return { dense, hashing, widest };
}
