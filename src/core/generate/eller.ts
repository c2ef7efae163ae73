import type { Random } from '../random';
import { UNVISITED, type CellLayout } from './layout';
import type { CarveTrace } from './trace';

/**
 * Eller's algorithm: build the maze one row at a time, remembering only which cells of the
 * current row are already connected (through the rows above), as set labels.
 *
 * For each row: a cell not entered from above starts a set of its own. Walk along the row and
 * join each pair of neighbours that are in different sets, at random (on the last row, always,
 * which ties everything together). Then every set carves down at least once: one member chosen
 * at random surely goes down, every other member goes down with probability ½. The cells
 * below inherit the set of the cell above them; the rest of the next row starts fresh.
 * Joining only different sets never makes a loop, and carrying every set down means no part
 * is ever cut off, so the result is a perfect maze.
 *
 * Memory: a handful of arrays of one row's width, whatever the height; the sets are a
 * union-find over the row's columns, rebuilt for each row.
 *
 * Guarantees: a perfect maze. Not uniform over spanning trees.
 *
 * Texture: looks like Kruskal's, evenly random with many short dead ends, but with a slight
 * horizontal grain, and a bottom row that is mostly one long corridor.
 */
export function carveEller(layout: CellLayout, random: Random, trace?: CarveTrace): void {
  const { width, height } = layout;
  const { blocks, cols } = layout.grid;
  const parent = new Int32Array(width);
  const root = new Int32Array(width);
  const members = new Int32Array(width);
  const goesDown = new Int32Array(width);
  const firstBelow = new Int32Array(width).fill(-1);
  const find = (column: number): number => {
    while (parent[column] !== column) {
      const grand = parent[parent[column]!]!;
      parent[column] = grand;
      column = grand;
    }
    return column;
  };

  for (let c = 0; c < width; c++) parent[c] = c;
  for (let i = 0; i < height; i++) {
    const rowStart = (2 * i + 1) * cols + 1;
    const lastRow = i === height - 1;

    for (let c = 0; c < width; c++) {
      const block = rowStart + 2 * c;
      if (blocks[block] === UNVISITED) {
        blocks[block] = 0;
        trace?.carve(block);
      }
    }

    for (let c = 0; c < width - 1; c++) {
      const left = find(c);
      const right = find(c + 1);
      if (left === right || (!lastRow && random.int(2) === 0)) continue;
      parent[right] = left;
      const wall = rowStart + 2 * c + 1;
      blocks[wall] = 0;
      trace?.carve(wall);
    }
    if (lastRow) break;

    // One member per set surely goes down, chosen uniformly by reservoir sampling.
    for (let c = 0; c < width; c++) {
      root[c] = find(c);
      members[root[c]!] = 0;
    }
    for (let c = 0; c < width; c++) {
      const set = root[c]!;
      members[set]!++;
      if (random.int(members[set]!) === 0) goesDown[set] = c;
    }

    // Carve down and seed the next row's sets: cells below one set share its first column.
    for (let c = 0; c < width; c++) parent[c] = c;
    for (let c = 0; c < width; c++) {
      const set = root[c]!;
      if (goesDown[set] !== c && random.int(2) === 0) continue;
      const wall = rowStart + 2 * c + cols;
      blocks[wall] = 0;
      blocks[wall + cols] = 0;
      trace?.carve(wall, wall + cols);
      if (firstBelow[set]! < 0) firstBelow[set] = c;
      else parent[c] = firstBelow[set]!;
    }
    for (let c = 0; c < width; c++) firstBelow[root[c]!] = -1;
  }
}
