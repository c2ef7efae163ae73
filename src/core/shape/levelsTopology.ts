import { latticeWayCount } from './squareLattice';
import type { Topology } from './topology';

// Apart from levels.ts, whose level arithmetic play and drawing read: the page loads this with generation only.

/**
 * L levels of W×H squares (see the top of this file): CSR arrays written in one pass, with no
 * per-cell callback (a million cells take ~30 ms where buildTopology's callbacks took ~150).
 */
export function levelsTopology(width: number, height: number, levels: number): Topology {
  const perLevel = width * height;
  const cellCount = perLevel * levels;
  const offsets = new Int32Array(cellCount + 1);
  // Ways along rows, across rows, and between levels, each counted from both ends.
  const wayCount = levels * latticeWayCount(width, height) + 2 * perLevel * (levels - 1);
  const neighbours = new Int32Array(wayCount);
  const centres = new Float64Array(cellCount * 2);
  // Steps between ids (levels.ts): a column is `levels` ids, a row `width · levels`.
  const across = levels;
  const down = width * levels;
  let size = 0;
  let cell = 0;
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) {
      for (let level = 0; level < levels; level++, cell++) {
        offsets[cell] = size;
        if (col > 0) neighbours[size++] = cell - across;
        if (col < width - 1) neighbours[size++] = cell + across;
        if (row > 0) neighbours[size++] = cell - down;
        if (row < height - 1) neighbours[size++] = cell + down;
        if (level > 0) neighbours[size++] = cell - 1;
        if (level < levels - 1) neighbours[size++] = cell + 1;
        centres[2 * cell] = col + 0.5;
        centres[2 * cell + 1] = row + 0.5;
      }
    }
  }
  offsets[cellCount] = size;
  return { shape: 'square', cellCount, offsets, neighbours, centres, columns: width, rows: height, slots: null, levels };
}
