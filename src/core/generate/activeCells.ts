import type { Random } from '../random';

/**
 * The growing tree's list of active cells (see growingTree.ts): how a cell is picked from it is
 * the whole character of the maze, and how the list is kept decides which random numbers the
 * picks draw, so each maze of today keeps its list (RandomActiveCells here, HalfNewestCells
 * and NewestShareCells beside it).
 */
export interface ActiveCells {
  isEmpty(): boolean;
  add(cell: number): void;
  /** A live cell, chosen as the list's rule says. */
  pick(random: Random): number;
  /** The cell picked last has no unvisited neighbour left: it leaves the list. */
  retirePicked(): void;
}

/**
 * What every list of active cells keeps: the cells in slots 0 to size − 1, newest last (a
 * list may leave retired slots in the middle), and no more than the maze has cells.
 */
export abstract class ActiveCellSlots {
  protected readonly cells: Int32Array;
  protected size = 0;
  /** The slot of the cell picked last. */
  protected picked = 0;

  constructor(capacity: number) {
    this.cells = new Int32Array(capacity);
  }

  isEmpty(): boolean {
    return this.size === 0;
  }

  add(cell: number): void {
    this.cells[this.size++] = cell;
  }
}

/**
 * Simplified Prim's list on the square: any live cell, uniformly (one draw); a retired cell's
 * slot takes the last cell, so the list has no holes and the order does not matter.
 */
export class RandomActiveCells extends ActiveCellSlots implements ActiveCells {
  pick(random: Random): number {
    this.picked = random.int(this.size);
    return this.cells[this.picked]!;
  }

  retirePicked(): void {
    this.cells[this.picked] = this.cells[--this.size]!;
  }
}
