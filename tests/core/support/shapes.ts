import fc from 'fast-check';
import {
  createRandom,
  GRAPH_GENERATOR_IDS,
  gridTopology,
  MASK_PRESET_IDS,
  presetMask,
  type CellMaze,
  type GridShapeId,
  type Mask,
  type ShapeOptions,
} from '../../../src/core';

/** Cells reached from `from` through open passages. */
export function reachedFrom(maze: CellMaze, from: number): number {
  const { topology, open } = maze;
  const seen = new Uint8Array(topology.cellCount);
  const queue = [from];
  seen[from] = 1;
  for (let head = 0; head < queue.length; head++) {
    const cell = queue[head]!;
    for (let i = topology.offsets[cell]!; i < topology.offsets[cell + 1]!; i++) {
      const next = topology.neighbours[i]!;
      if (open[i] && !seen[next]) {
        seen[next] = 1;
        queue.push(next);
      }
    }
  }
  return queue.length;
}

/**
 * A connected blob of `size` slots on a shape's W×H grid, grown from a random slot by adding
 * random slots that border it (so it is one piece under that shape's adjacency).
 */
export function blobMask(shape: GridShapeId, width: number, height: number, size: number, seed: string): Mask {
  const whole = gridTopology(shape, width, height);
  const random = createRandom(seed);
  const cells = new Uint8Array(width * height);
  const frontier: number[] = [random.int(whole.cellCount)];
  let count = 0;
  while (count < size && frontier.length > 0) {
    const at = random.int(frontier.length);
    const slot = frontier[at]!;
    frontier[at] = frontier[frontier.length - 1]!;
    frontier.pop();
    if (cells[slot]) continue;
    cells[slot] = 1;
    count++;
    for (let i = whole.offsets[slot]!; i < whole.offsets[slot + 1]!; i++) if (!cells[whole.neighbours[i]!]) frontier.push(whole.neighbours[i]!);
  }
  return { width, height, cells };
}

const gridShapes = fc.constantFrom<GridShapeId>('square', 'hex', 'triangle', 'upsilon');

/** A mask on a grid shape: a preset or a random blob, at least two cells. */
export const maskedShape = fc
  .record({ shape: gridShapes, width: fc.integer({ min: 5, max: 18 }), height: fc.integer({ min: 5, max: 18 }), seed: fc.string({ maxLength: 6 }) })
  .chain(({ shape, width, height, seed }) =>
    fc.oneof(
      fc.constantFrom(...MASK_PRESET_IDS).map((id) => ({ shape, mask: presetMask(id, shape, width, height) })),
      fc.integer({ min: 2, max: width * height }).map((size) => ({ shape, mask: blobMask(shape, width, height, size, seed) })),
    ),
  );

/** Options for any shape with a graph generator: unmasked grids, polar, and masks. */
export const shapeOptions: fc.Arbitrary<ShapeOptions> = fc
  .record({
    algorithm: fc.constantFrom(...GRAPH_GENERATOR_IDS),
    seed: fc.string({ maxLength: 10 }),
    braid: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 1, noNaN: true })),
  })
  .chain((common) =>
    fc.oneof(
      fc.record({ shape: gridShapes, width: fc.integer({ min: 2, max: 16 }), height: fc.integer({ min: 1, max: 16 }) }).map(
        (size): ShapeOptions => ({ ...common, ...size, rings: 0, mask: null }),
      ),
      fc.integer({ min: 2, max: 10 }).map((rings): ShapeOptions => ({ ...common, shape: 'polar', width: 0, height: 0, rings, mask: null })),
      maskedShape.map(({ shape, mask }): ShapeOptions => ({ ...common, shape, width: mask.width, height: mask.height, rings: 0, mask })),
    ),
  );
