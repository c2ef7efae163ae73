import { CARVERS } from '../generate/registry';
import type { CellMaze } from './cellMaze';
import { generateShapedWith } from './generateShapedWith';
import type { ShapeOptions } from './shapeOptions';

/**
 * A maze of any shape, with every generator at hand (the CLI, the worker, the labs): see
 * generateShapedWith for what it guarantees. The same options give the same maze.
 */
export function generateShaped(options: ShapeOptions, onProgress?: (fraction: number) => void): CellMaze {
  const square = options.shape === 'square' && !options.mask;
  return generateShapedWith(square ? (CARVERS[options.algorithm as keyof typeof CARVERS] ?? null) : null, options, onProgress);
}
