import type { Random } from '../random';
import type { CellLayout } from './layout';
import type { CarveTrace } from './trace';

/** Open sides of a cell block: the four blocks around it that are open (entrance and exit included). */
function openSides(cells: Uint8Array, block: number, cols: number): number {
  return (
    (cells[block - 1] === 0 ? 1 : 0) +
    (cells[block + 1] === 0 ? 1 : 0) +
    (cells[block - cols] === 0 ? 1 : 0) +
    (cells[block + cols] === 0 ? 1 : 0)
  );
}

/** Every dead end of the maze: a cell block with exactly one open side. */
export function deadEnds(layout: CellLayout): number[] {
  const { cells, cols, rows } = layout.grid;
  const found: number[] = [];
  for (let r = 1; r < rows; r += 2) {
    for (let c = 1; c < cols; c += 2) {
      const block = r * cols + c;
      if (openSides(cells, block, cols) === 1) found.push(block);
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
  const { cells, cols, rows } = layout.grid;
  const ends = deadEnds(layout);
  const target = Math.round(fraction * ends.length);
  let removed = 0;
  // Fisher–Yates, drawn lazily: only as many dead ends as we need are shuffled into place.
  for (let i = 0; i < ends.length && removed < target; i++) {
    const j = i + random.int(ends.length - i);
    const block = ends[j]!;
    ends[j] = ends[i]!;
    if (openSides(cells, block, cols) !== 1) continue;

    const row = Math.floor(block / cols);
    const col = block % cols;
    const closed: number[] = []; // offsets to neighbouring cells behind a closed wall
    const deadEndNeighbours: number[] = [];
    const consider = (offset: number, exists: boolean): void => {
      if (!exists || cells[block + offset / 2] === 0) return;
      closed.push(offset);
      if (openSides(cells, block + offset, cols) === 1) deadEndNeighbours.push(offset);
    };
    consider(-2, col > 1);
    consider(2, col < cols - 2);
    consider(-2 * cols, row > 1);
    consider(2 * cols, row < rows - 2);

    const choices = deadEndNeighbours.length > 0 ? deadEndNeighbours : closed;
    // A dead end in a maze of two or more cells always has a closed wall to some cell.
    const offset = choices[random.int(choices.length)]!;
    removed += deadEndNeighbours.length > 0 ? 2 : 1;
    cells[block + offset / 2] = 0;
    trace?.carve(block + offset / 2);
  }
}
