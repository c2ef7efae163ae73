import type { Random } from '../../../../src/core/random';
import { carveToRandomNeighbour, cellBlock, type CellLayout } from './layout';
import type { CarveTrace } from '../../../../src/core/generate/trace';

/**
 * Growing tree: keep a list of active cells, starting with one random cell. Repeatedly choose
 * a cell from the list; if it has unvisited neighbours, carve into a random one and add that
 * cell to the list; if not, remove the chosen cell. Done when the list is empty.
 *
 * How the cell is chosen is the whole character of the algorithm: always the newest gives the
 * recursive backtracker, always a random one gives simplified Prim. Here it is the newest
 * cell half the time and a uniformly random one the other half, a blend of the two.
 *
 * The list keeps its order (newest last) so "newest" stays meaningful: a cell removed from
 * the middle is left as a tombstone, a random pick that lands on one is drawn again, and the
 * list is compacted once tombstones are half of it, so picks and removals cost O(1) amortized.
 *
 * Guarantees: a perfect maze. Not uniform over spanning trees.
 *
 * Texture: winding corridors as the backtracker's, broken up by Prim-like branching: a
 * medium number of dead ends (around 20% of cells).
 */
export function carveGrowingTree(layout: CellLayout, random: Random, trace?: CarveTrace): void {
  const { width, height } = layout;
  const { blocks, cols } = layout.grid;
  const active = new Int32Array(width * height);
  const options = new Int32Array(4);
  const REMOVED = -1;

  const first = cellBlock(layout, random.int(height), random.int(width));
  blocks[first] = 0;
  trace?.carve(first);
  active[0] = first;
  let size = 1; // slots in use, live or removed; the newest slot is always live
  let removed = 0;

  while (size > 0) {
    let index = size - 1;
    if (random.int(2) === 1) {
      do index = random.int(size);
      while (active[index] === REMOVED);
    }
    const next = carveToRandomNeighbour(blocks, active[index]!, cols, random, options, trace);
    if (next !== -1) {
      active[size++] = next;
    } else if (index === size - 1) {
      size--;
      while (size > 0 && active[size - 1] === REMOVED) {
        size--;
        removed--;
      }
    } else {
      active[index] = REMOVED;
      if (++removed * 2 > size) {
        let kept = 0;
        for (let k = 0; k < size; k++) if (active[k] !== REMOVED) active[kept++] = active[k]!;
        size = kept;
        removed = 0;
      }
    }
  }
}
