import { CARVERS } from '../generate/registry';
import type { CellMaze } from './cellMaze';
import { needsGraphGenerator } from './rowBased';
import { generateShapedWith } from './generateShapedWith';
import { kindOfOptions, type ShapeOptions } from './shapeOptions';

/**
 * A maze of any shape, with every generator at hand (the CLI, the worker, the labs): see
 * generateShapedWith for what it guarantees. The same options give the same maze.
 */
export function generateShaped(options: ShapeOptions, onProgress?: (fraction: number) => void): CellMaze {
  const carve = needsGraphGenerator(options.shape, (options.mask ?? null) !== null, kindOfOptions(options)) ? null : (CARVERS[options.algorithm as keyof typeof CARVERS] ?? null);
  return generateShapedWith(carve, options, onProgress);
}
