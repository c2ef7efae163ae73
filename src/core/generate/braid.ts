import { fourSteps, hasNeighbour, type FourSteps } from '../fourNeighbours';
import type { Random } from '../random';
import { cellSteps, type CellLayout } from './layout';
import type { CarveTrace } from './trace';

/**
 * Open sides of a cell block: the four blocks around it (`sides`, the grid's fourSteps) that
 * are open, entrance and exit included.
 */
function openSides(cells: Uint8Array, block: number, sides: FourSteps): number {
  let open = 0;
  for (let d = 0; d < 4; d++) if (cells[block + sides[d]!] === 0) open++;
  return open;
}

/** Every dead end of the maze: a cell block with exactly one open side. */
export function deadEnds(layout: CellLayout): number[] {
  const { blocks: cells, cols, rows } = layout.grid;
  const sides = fourSteps(cols);
  const found: number[] = [];
  for (let r = 1; r < rows; r += 2) {
    for (let c = 1; c < cols; c += 2) {
      const block = r * cols + c;
      if (openSides(cells, block, sides) === 1) found.push(block);
    }
  }
  return found;
}

/**
 * Braiding: removes a fraction of the dead ends by opening one wall at each, which adds loops.
 *
 * Dead ends are visited in random order; each one still a dead end gets one closed wall to a
 * neighbouring cell opened, preferring a neighbour that is itself a dead end (one opening then
 * removes two). Opening a wall never creates a dead end, so the count only falls, and the loop
 * stops once at least round(fraction × dead ends) are gone: fraction 1 leaves none.
 * The outer border stays closed.
 */
export function braid(layout: CellLayout, fraction: number, random: Random, trace?: CarveTrace): void {
  if (fraction <= 0) return;
  const { blocks: cells, cols } = layout.grid;
  const sides = fourSteps(cols);
  const toCell = cellSteps(layout);
  const ends = deadEnds(layout);
  const target = Math.round(fraction * ends.length);
  let removed = 0;
  // Fisher–Yates, drawn lazily: only as many dead ends as we need are shuffled into place.
  for (let i = 0; i < ends.length && removed < target; i++) {
    const j = i + random.int(ends.length - i);
    const block = ends[j]!;
    ends[j] = ends[i]!;
    if (openSides(cells, block, sides) !== 1) continue;

    // The cell's (row, column) among the cells, for which neighbouring cells exist.
    const cellRow = Math.floor(block / cols) >> 1;
    const cellCol = (block % cols) >> 1;
    const closed: number[] = []; // directions to neighbouring cells behind a closed wall, in direction order
    const deadEndNeighbours: number[] = [];
    for (let d = 0; d < 4; d++) {
      if (!hasNeighbour(cellRow, cellCol, d, layout.height, layout.width) || cells[block + sides[d]!] === 0) continue;
      closed.push(d);
      if (openSides(cells, block + toCell[d]!, sides) === 1) deadEndNeighbours.push(d);
    }

    const choices = deadEndNeighbours.length > 0 ? deadEndNeighbours : closed;
    // A dead end in a maze of two or more cells always has a closed wall to some cell.
    const wall = block + sides[choices[random.int(choices.length)]!]!;
    removed += deadEndNeighbours.length > 0 ? 2 : 1;
    cells[wall] = 0;
    trace?.carve(wall);
  }
}
