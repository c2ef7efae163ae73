import { stackedSquareArrays } from './squareLattice';
import type { Topology } from './topology';

// Apart from levels.ts, whose level arithmetic play and drawing read: the page loads this with generation only.

/** L levels of W×H squares (levels.ts says how they are numbered and whom each borders): the square grid's arrays, stacked. */
export function levelsTopology(width: number, height: number, levels: number): Topology {
  return { shape: 'square', ...stackedSquareArrays(width, height, levels), columns: width, rows: height, slots: null, levels };
}
