import type { GeneratorId } from '../generate/generators';
import type { CellMaze } from './cellMaze';
import { generateShaped } from './generateShaped';

export { unicursalOf } from './unicursalSplit';

/** A unicursal labyrinth's options: its size in cells (both even), and the generator and seed of the maze it is split from. */
export interface UnicursalOptions {
  readonly width: number;
  readonly height: number;
  readonly algorithm: GeneratorId;
  readonly seed: string;
}

/**
 * A W×H unicursal labyrinth (unicursalOf), split from the perfect W/2 × H/2 square maze that
 * `algorithm` carves from `seed`: generateShaped's with `unicursal` set, so the same options give
 * the same labyrinth everywhere. Both sides must be even (a cell splits into two a side), and
 * the maze split needs two cells at least (checkUnicursal says what is wrong).
 */
export function generateUnicursal(options: UnicursalOptions): CellMaze {
  return generateShaped({ shape: 'square', width: options.width, height: options.height, rings: 0, mask: null, algorithm: options.algorithm, seed: options.seed, braid: 0, unicursal: true });
}
