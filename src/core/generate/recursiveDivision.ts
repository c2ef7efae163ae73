import type { Random } from '../random';
import type { CellLayout } from './layout';
import type { CarveTrace } from './trace';

/**
 * Recursive division, a wall adder: start from an open field (every cell and every wall
 * between two cells open; the border and the pillars between four cells stay walls). Split the
 * field with a straight wall across it, along a random line between two rows or columns,
 * leaving one random gap; then split each of the two chambers the same way, until every
 * chamber is one cell wide or one cell tall (an open corridor, already a tree).
 *
 * Each wall with its one gap joins two chambers that are trees into one tree, so the result
 * is a perfect maze. A chamber is cut across its longer side (a coin flip when square), which
 * keeps chambers roughly square. The chambers to split wait on an explicit stack rather than
 * in recursive calls: depth grows to W + H, too deep to recurse on a 2000×2000 maze.
 *
 * Trace: the open field in one step (`openRoom`), then each wall block added with `trace.build`.
 *
 * Guarantees: a perfect maze. Not uniform over spanning trees: strongly hierarchical.
 *
 * Texture: long straight walls and a visible box-in-box structure of rectangular rooms, with
 * single-gap bottlenecks between them; few long corridors.
 */
export function carveRecursiveDivision(layout: CellLayout, random: Random, trace?: CarveTrace): void {
  const { width, height } = layout;
  const { blocks: cells, cols, rows } = layout.grid;

  // A replay shows the empty room in one step; a progress counter counts the blocks opened.
  const counted = trace?.replay ? undefined : trace;
  for (let r = 1; r < rows - 1; r++) {
    const rowStart = r * cols;
    const step = r & 1 ? 1 : 2; // an odd row opens cells and walls between; an even row only walls
    for (let c = 1; c < cols - 1; c += step) {
      cells[rowStart + c] = 0;
      counted?.carve(rowStart + c);
    }
  }
  trace?.replay?.openRoom();

  // Chambers in cells: x, y (top-left), w, h. Only chambers at least 2×2 are ever pushed.
  const stack = new Int32Array(4 * (width + height + 1));
  let top = 0;
  const push = (x: number, y: number, w: number, h: number): void => {
    if (w < 2 || h < 2) return;
    stack[top++] = x;
    stack[top++] = y;
    stack[top++] = w;
    stack[top++] = h;
  };

  push(0, 0, width, height);
  while (top > 0) {
    const h = stack[--top]!;
    const w = stack[--top]!;
    const y = stack[--top]!;
    const x = stack[--top]!;
    if (h > w || (h === w && random.int(2) === 0)) {
      // A horizontal wall below cell row y + above, with a gap under one of its w cells.
      const above = random.int(h - 1) + 1;
      const gap = random.int(w);
      const wallStart = 2 * (y + above) * cols + 2 * x + 1;
      for (let k = 0; k < w; k++) {
        if (k === gap) continue;
        cells[wallStart + 2 * k] = 1;
        trace?.build(wallStart + 2 * k);
      }
      push(x, y, w, above);
      push(x, y + above, w, h - above);
    } else {
      // A vertical wall right of cell column x + left, with a gap beside one of its h cells.
      const left = random.int(w - 1) + 1;
      const gap = random.int(h);
      const wallStart = (2 * y + 1) * cols + 2 * (x + left);
      for (let k = 0; k < h; k++) {
        if (k === gap) continue;
        cells[wallStart + 2 * k * cols] = 1;
        trace?.build(wallStart + 2 * k * cols);
      }
      push(x, y, left, h);
      push(x + left, y, w - left, h);
    }
  }
}
