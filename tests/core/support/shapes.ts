import fc from 'fast-check';
import { expect } from 'vitest';
import {
  createRandom,
  GRAPH_GENERATOR_IDS,
  gridTopology,
  MASK_PRESET_IDS,
  presetMask,
  solveShaped,
  type CellMaze,
  type GridShapeId,
  type Mask,
  type ShapeOptions,
} from '../../../src/core';

/** Every pair's fewest steps through open passages, by Floyd–Warshall (Infinity when apart). */
export function allDistances(maze: CellMaze): Float64Array[] {
  const { topology, open } = maze;
  const n = topology.cellCount;
  const d = Array.from({ length: n }, (_, a) => {
    const row = new Float64Array(n).fill(Infinity);
    row[a] = 0;
    return row;
  });
  for (let a = 0; a < n; a++) for (let i = topology.offsets[a]!; i < topology.offsets[a + 1]!; i++) if (open[i]) d[a]![topology.neighbours[i]!] = 1;
  for (let k = 0; k < n; k++) {
    const dk = d[k]!;
    for (let a = 0; a < n; a++) {
      const da = d[a]!;
      const ak = da[k]!;
      if (ak === Infinity) continue;
      for (let b = 0; b < n; b++) if (ak + dk[b]! < da[b]!) da[b] = ak + dk[b]!;
    }
  }
  return d;
}

/**
 * That BFS, A* and bidirectional BFS find the fewest steps from `start` to `goal` (Floyd–Warshall's
 * count, allDistances), or no path exactly when there is none.
 */
export function expectShortestSolvers(maze: CellMaze, start: number, goal: number): void {
  const expected = allDistances(maze)[start]![goal]!;
  for (const solver of ['bfs', 'astar', 'bidirectional'] as const) {
    const { path } = solveShaped({ ...maze, start, goal }, solver);
    expect(path === null ? Infinity : path.length - 1, solver).toBe(expected);
  }
}

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
