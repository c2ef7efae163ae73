import type { Random } from '../../../../src/core/random';
import { cellBlock, UNVISITED, type CellLayout } from './layout';
import type { CarveTrace } from '../../../../src/core/generate/trace';

/**
 * Randomized Kruskal: treat every cell as its own tree and every inner wall as an edge; take
 * the walls in random order, and open a wall exactly when the two cells it separates lie in
 * different trees, which merges them. After cells − 1 openings one tree spans the maze.
 *
 * "Same tree?" is a union-find over cell indices on one typed array, with path halving and
 * union by size, so each test costs near-constant time. A wall is stored as `cell * 2` (to its
 * right-hand neighbour) or `cell * 2 + 1` (to the one below); the loop stops at the last merge.
 *
 * Guarantees: a perfect maze. Not uniform over spanning trees (it is the minimum spanning tree
 * for random weights, which favours some trees), but without any direction or starting point.
 *
 * Texture: evenly "random" everywhere, many short dead ends (about 30% of cells), short and
 * fairly direct solutions; no long corridors.
 */
export function carveKruskal(layout: CellLayout, random: Random, trace?: CarveTrace): void {
  const { width, height } = layout;
  const { blocks, cols } = layout.grid;
  const cellCount = width * height;
  if (cellCount === 1) {
    const only = cellBlock(layout, 0, 0);
    blocks[only] = 0;
    trace?.carve(only);
    return;
  }

  const walls = new Int32Array((width - 1) * height + width * (height - 1));
  let wallCount = 0;
  for (let i = 0, cell = 0; i < height; i++) {
    for (let j = 0; j < width; j++, cell++) {
      if (j < width - 1) walls[wallCount++] = cell * 2;
      if (i < height - 1) walls[wallCount++] = cell * 2 + 1;
    }
  }

  // Union-find over cell indices: link[cell] is the parent, or −(tree size) at a root.
  const link = new Int32Array(cellCount).fill(-1);
  const root = (cell: number): number => {
    let parent = link[cell]!;
    while (parent >= 0) {
      const grand = link[parent]!;
      if (grand < 0) return parent;
      link[cell] = grand; // path halving: skip a level on the way up
      cell = grand;
      parent = link[cell]!;
    }
    return cell;
  };

  // Fisher–Yates, in full before the merging: two passes over memory are faster than one
  // that interleaves random writes here with random reads in the union-find.
  for (let i = wallCount - 1; i > 0; i--) {
    const pick = random.int(i + 1);
    const wall = walls[pick]!;
    walls[pick] = walls[i]!;
    walls[i] = wall;
  }

  let merges = 0;
  for (let i = 0; merges < cellCount - 1; i++) {
    const wall = walls[i]!;

    const a = wall >> 1;
    const b = wall & 1 ? a + width : a + 1;
    const rootA = root(a);
    const rootB = root(b);
    if (rootA === rootB) continue;
    // Union by size (sizes are stored negated): the smaller tree hangs under the larger.
    if (link[rootA]! <= link[rootB]!) {
      link[rootA] = link[rootA]! + link[rootB]!;
      link[rootB] = rootA;
    } else {
      link[rootB] = link[rootA]! + link[rootB]!;
      link[rootA] = rootB;
    }
    merges++;

    const row = (a / width) | 0;
    const blockA = (2 * row + 1) * cols + 2 * (a - row * width) + 1;
    const step = wall & 1 ? 2 * cols : 2;
    const blockB = blockA + step;
    const passage = blockA + step / 2;
    if (trace) {
      // Cells open when first joined; the step reads: cell, wall, cell behind.
      if (blocks[blockA] === UNVISITED) trace.carve(blockA);
      trace.carve(passage, blocks[blockB] === UNVISITED ? blockB : undefined);
    }
    blocks[blockA] = 0;
    blocks[passage] = 0;
    blocks[blockB] = 0;
  }
}
