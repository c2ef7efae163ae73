import type { Random } from '../../../../src/core/random';
import { cellBlock, neighbourCells, UNVISITED, type CellLayout } from './layout';
import type { CarveTrace } from '../../../../src/core/generate/trace';

/**
 * Hunt-and-kill: from the top-left cell, walk at random into unvisited neighbours, carving as
 * you go (the "kill"), until the walk is stuck with no unvisited neighbour. Then "hunt": scan
 * the grid in reading order for the first unvisited cell, carve it into a random visited
 * neighbour, and start walking again from there. Done when the hunt finds nothing.
 *
 * Like the recursive backtracker, but when stuck it hunts instead of backtracking, so it needs
 * no stack. The first unvisited cell in reading order always has a visited neighbour (above
 * it, or to its left on the top row) since the walk starts at the first cell; and cells never
 * become unvisited again, so the hunt resumes where the last one stopped and all hunts
 * together scan the grid once.
 *
 * Guarantees: a perfect maze. Not uniform over spanning trees.
 *
 * Texture: long, winding corridors and few dead ends, as the backtracker, with the hunt's
 * restart points spread from the top down; a long, twisty solution.
 */
export function carveHuntAndKill(layout: CellLayout, random: Random, trace?: CarveTrace): void {
  const { width } = layout;
  const { blocks, cols } = layout.grid;
  const last = blocks.length;
  const options = new Int32Array(4);

  let at = cellBlock(layout, 0, 0);
  blocks[at] = 0;
  trace?.carve(at);
  let hunt = at;
  let huntColumn = 0;
  for (;;) {
    let count = neighbourCells(blocks, at, cols, UNVISITED, options);
    while (count > 0) {
      const step = options[count === 1 ? 0 : random.int(count)]!;
      blocks[at + step / 2] = 0;
      at += step;
      blocks[at] = 0;
      trace?.carve(at - step / 2, at);
      count = neighbourCells(blocks, at, cols, UNVISITED, options);
    }

    while (hunt < last && blocks[hunt] !== UNVISITED) {
      hunt += 2;
      if (++huntColumn === width) {
        huntColumn = 0;
        hunt += cols + 1; // from past the row's last cell to the first cell two block rows down
      }
    }
    if (hunt >= last) return;

    at = hunt;
    count = neighbourCells(blocks, at, cols, 0, options);
    const step = options[count === 1 ? 0 : random.int(count)]!;
    blocks[at + step / 2] = 0;
    blocks[at] = 0;
    trace?.carve(at + step / 2, at);
  }
}
