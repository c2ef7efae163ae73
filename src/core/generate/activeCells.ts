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
  /** A slot of a live cell, chosen as the list's rule says. */
  pick(random: Random): number;
  cellAt(slot: number): number;
  /** The cell in `slot` has no unvisited neighbour left: it leaves the list. */
  retire(slot: number): void;
}

/**
 * What every list of active cells keeps: the cells in slots 0 to size − 1, newest last (a
 * list may leave retired slots in the middle), and no more than the maze has cells.
 */
export abstract class ActiveCellSlots {
  protected readonly cells: Int32Array;
  protected size = 0;

  constructor(capacity: number) {
    this.cells = new Int32Array(capacity);
  }

  isEmpty(): boolean {
    return this.size === 0;
  }

  add(cell: number): void {
    this.cells[this.size++] = cell;
  }

  cellAt(slot: number): number {
    return this.cells[slot]!;
  }
}

/**
 * Simplified Prim's list on the square: any live cell, uniformly (one draw); a retired cell's
 * slot takes the last cell, so the list has no holes and the order does not matter.
 */
export class RandomActiveCells extends ActiveCellSlots implements ActiveCells {
  pick(random: Random): number {
    return random.int(this.size);
  }

  retire(slot: number): void {
    this.cells[slot] = this.cells[--this.size]!;
  }
}
