import type { Random } from '../random';
import { ActiveCellSlots, type ActiveCells } from './activeCells';

const RETIRED = -1;

/**
 * The cell-graph growing tree's list: the newest live cell with probability `newest` (drawn as
 * one of a million, and not drawn at all when `newest` is 0 or 1), else a uniformly random live
 * cell (draws among the slots until one is live). Newest 0 is simplified Prim on every shape
 * but the square; 0.5 is the growing tree.
 *
 * The list keeps its order (newest last): retired cells are tombstones, skipped by picks; the
 * last slot is given back when its cell retires, and the tombstones are swept out once they are
 * more than half the list, so every step is O(1) amortized.
 */
export class NewestShareCells extends ActiveCellSlots implements ActiveCells {
  private live = 0;

  constructor(
    capacity: number,
    private readonly newest: number,
  ) {
    super(capacity);
  }

  /** Retired slots may be left when the last live cell retires: empty means no live cell. */
  override isEmpty(): boolean {
    return this.live === 0;
  }

  override add(cell: number): void {
    super.add(cell);
    this.live++;
  }

  pick(random: Random): number {
    const { cells, newest } = this;
    let slot: number;
    if (newest > 0 && (newest >= 1 || random.int(1_000_000) < newest * 1_000_000)) {
      slot = this.size - 1;
      while (cells[slot] === RETIRED) slot--;
    } else {
      do slot = random.int(this.size);
      while (cells[slot] === RETIRED);
    }
    this.picked = slot;
    return cells[slot]!;
  }

  retirePicked(): void {
    const { cells, picked: slot } = this;
    cells[slot] = RETIRED;
    this.live--;
    if (slot === this.size - 1) this.size--;
    if (this.live > 0 && this.live * 2 < this.size) {
      let kept = 0;
      for (let i = 0; i < this.size; i++) if (cells[i] !== RETIRED) cells[kept++] = cells[i]!;
      this.size = kept;
    }
  }
}
