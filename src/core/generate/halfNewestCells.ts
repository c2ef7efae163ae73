import type { Random } from '../random';
import { ActiveCellSlots, type ActiveCells } from './activeCells';

const REMOVED = -1;

/**
 * The square growing tree's list: the newest cell half the time, a uniformly random live cell
 * the other half (one draw of two, then draws among the slots until one is live).
 *
 * The list keeps its order (newest last) so "newest" stays meaningful: a cell retired from the
 * middle is left as a tombstone, retiring the last slot also drops the tombstones before it,
 * and the list is compacted once tombstones are more than half of it, so picks and retirements
 * cost O(1) amortized.
 */
export class HalfNewestCells extends ActiveCellSlots implements ActiveCells {
  // Of the slots in use, how many are removed; the newest slot is always live.
  private removed = 0;

  pick(random: Random): number {
    let slot = this.size - 1;
    if (random.int(2) === 1) {
      do slot = random.int(this.size);
      while (this.cells[slot] === REMOVED);
    }
    this.picked = slot;
    return this.cells[slot]!;
  }

  retirePicked(): void {
    const { cells, picked: slot } = this;
    if (slot === this.size - 1) {
      this.size--;
      while (this.size > 0 && cells[this.size - 1] === REMOVED) {
        this.size--;
        this.removed--;
      }
      return;
    }
    cells[slot] = REMOVED;
    if (++this.removed * 2 > this.size) {
      let kept = 0;
      for (let k = 0; k < this.size; k++) if (cells[k] !== REMOVED) cells[kept++] = cells[k]!;
      this.size = kept;
      this.removed = 0;
    }
  }
}
