import { MazeOptionsError, MIN_MAZE_CELLS } from '../generate/mazeOptions';
import { MAX_MAZE_CELLS, MAX_MAZE_SIDE } from '../limits';
import { shown } from '../quote';
import type { ShapeId } from './topology';

/**
 * What a unicursal labyrinth may be made of, checked apart from its making (a form or a link is
 * checked without loading the generators): a whole square (it is split from a square maze, see
 * unicursal.ts) with even sides, one path (no braid), and at least a 2×1 maze to split. Throws
 * MazeOptionsError naming the option to blame.
 */
export function checkUnicursal(options: { readonly shape: ShapeId; readonly width: number; readonly height: number; readonly braid: number; readonly hasMask: boolean }): void {
  const { shape, width, height, braid } = options;
  if (shape !== 'square') throw new MazeOptionsError(`a unicursal labyrinth is made on squares only, not ${shape}`, 'unicursal', { code: 'kindShape', kind: 'unicursal', shape, allowed: ['square'] });
  if (options.hasMask) throw new MazeOptionsError('a unicursal labyrinth is made on a whole square, without an outline', 'mask', { code: 'kindOutline', kind: 'unicursal' });
  for (const [name, side] of [['width', width], ['height', height]] as const) {
    if (!Number.isInteger(side) || side < 2 || side > MAX_MAZE_SIDE || side % 2 !== 0) {
      throw new MazeOptionsError(`a unicursal labyrinth's ${name} must be an even number of cells from 2 to ${MAX_MAZE_SIDE} (got ${shown(side)}): each cell of the maze it is split from becomes 2×2`, name, { code: 'unicursalSides' });
    }
  }
  if (width * height > MAX_MAZE_CELLS) throw new MazeOptionsError(`a unicursal labyrinth of ${width}×${height} has ${width * height} cells; at most ${MAX_MAZE_CELLS} fit`, 'width');
  if ((width / 2) * (height / 2) < MIN_MAZE_CELLS) {
    throw new MazeOptionsError(`a unicursal labyrinth of ${width}×${height} would be split from a maze of one cell: make it 4×2, 2×4 or larger`, 'width');
  }
  if (braid !== 0) throw new MazeOptionsError('a unicursal labyrinth is one path: a braid would open loops in it (set it to 0)', 'braid');
}
