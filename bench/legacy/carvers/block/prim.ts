import type { Random } from '../../../../src/core/random';
import { cellBlock, UNVISITED, type CellLayout } from './layout';
import type { CarveTrace } from '../../../../src/core/generate/trace';

/**
 * Randomized Prim, classic form (source 2): start at cell (1,1), keep a list of walls; pick a
 * random wall from the list; if exactly one of the two cells it separates is visited, open it,
 * mark the other cell and add that cell's walls; otherwise drop the wall.
 *
 * A wall is listed only when the cell behind it is still unvisited, so each wall enters the
 * list at most once and the list never holds more than the maze has walls. Each entry packs
 * the wall block and its orientation: `wall * 2 + 1` separates the cells above and below,
 * `wall * 2` those to the left and right.
 *
 * Texture: short, bushy corridors branching from a growing blob, many short dead ends and an
 * easy, fairly direct solution. Produces a perfect maze.
 */
export function carvePrim(layout: CellLayout, random: Random, trace?: CarveTrace): void {
  const { blocks, cols } = layout.grid;
  const walls = new Int32Array(2 * layout.width * layout.height + 4);
  let size = 0;

  const visit = (cell: number): void => {
    blocks[cell] = 0;
    const last = blocks.length;
    if (blocks[cell - 2] === UNVISITED) walls[size++] = (cell - 1) * 2;
    if (blocks[cell + 2] === UNVISITED) walls[size++] = (cell + 1) * 2;
    if (cell - 2 * cols > 0 && blocks[cell - 2 * cols] === UNVISITED) walls[size++] = (cell - cols) * 2 + 1;
    if (cell + 2 * cols < last && blocks[cell + 2 * cols] === UNVISITED) walls[size++] = (cell + cols) * 2 + 1;
  };

  const first = cellBlock(layout, 0, 0);
  visit(first);
  trace?.carve(first);
  while (size > 0) {
    const pick = random.int(size);
    const entry = walls[pick]!;
    walls[pick] = walls[--size]!;
    const wall = entry >> 1;
    const across = entry & 1 ? cols : 1;
    const a = wall - across;
    const b = wall + across;
    let next: number;
    if (blocks[a] === 0 && blocks[b] === UNVISITED) next = b;
    else if (blocks[b] === 0 && blocks[a] === UNVISITED) next = a;
    else continue;
    blocks[wall] = 0;
    visit(next);
    trace?.carve(wall, next);
  }
}
