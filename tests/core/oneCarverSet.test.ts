import { describe, expect, it } from 'vitest';
import { LEGACY_BLOCK_CARVERS } from '../../bench/legacy/carvers/block/registry';
import { LEGACY_GRAPH_GENERATORS } from '../../bench/legacy/carvers/graph/registry';
import type { Carve } from '../../src/core/generate/carve';
import { CarveRecorder } from '../../src/core/generate/carveRecorder';
import { generateMazeWith } from '../../src/core/generate/generateMazeWith';
import { CARVERS } from '../../src/core/generate/registry';
import { createRandom, type Random } from '../../src/core/random';
import type { Mask } from '../../src/core/shape/mask';
import { presetMask } from '../../src/core/shape/maskPresets';
import { GRAPH_GENERATOR_IDS, type GraphGeneratorId } from '../../src/core/shape/generate/graphGenerators';
import { GRAPH_GENERATORS } from '../../src/core/shape/generate/registry';
import { shapeTopology } from '../../src/core/shape/shapeTopology';
import { polarTopology } from '../../src/core/shape/polarTopology';
import type { Topology } from '../../src/core/shape/topology';

/**
 * Issue 18: each of the eight graph generators is written once, for the block grid and for
 * every topology. Every maze must come out as before, bit for bit: the unified carvers are held
 * here to copies of the two sets they replaced (bench/legacy/carvers), over many seeds and
 * sizes, braids, every shape and some masks: grids, replay events, progress and open passages,
 * and what the random source has left for what comes after (braiding).
 */

// The smallest maze has two cells (mazeOptions.ts): 1×2 is the least a block grid is made for.
const SIZES: readonly (readonly [number, number])[] = [
  [1, 2],
  [2, 1],
  [1, 7],
  [7, 1],
  [2, 2],
  [5, 3],
  [3, 8],
  [12, 12],
  [31, 17],
];

function blockRun(carve: Carve, width: number, height: number, seed: string, braid: number) {
  const progress: number[] = [];
  const traced = generateMazeWith(carve, { algorithm: 'backtracker', width, height, seed, braid }, { recorder: new CarveRecorder() });
  const counted = generateMazeWith(carve, { algorithm: 'backtracker', width, height, seed, braid }, { onProgress: (fraction) => progress.push(fraction) });
  return { cells: traced.blocks, events: traced.carveEvents, counted: counted.blocks, progress };
}

/** The passages, and the next draws of the random source after carving. */
function graphRun(generate: (topology: Topology, random: Random) => Uint8Array, topology: Topology, seed: string) {
  const random = createRandom(seed);
  const open = generate(topology, random);
  return { open, after: [random.int(1000), random.int(7), random.int(1 << 30)] };
}

/** A mask with holes at random: may cut the shape in pieces, which only some generators accept. */
function holedMask(width: number, height: number, seed: string): Mask {
  const random = createRandom(seed);
  const cells = new Uint8Array(width * height);
  for (let i = 0; i < cells.length; i++) cells[i] = random.int(5) === 0 ? 0 : 1;
  cells[0] = 1;
  return { width, height, cells };
}

/** Generators that need a connected graph: their random walk must reach every cell. */
const WALKERS: readonly GraphGeneratorId[] = ['wilson', 'aldous-broder'];

describe('one carver set: the unified generators give the mazes of the two sets they replaced', () => {
  for (const id of GRAPH_GENERATOR_IDS) {
    it(`${id} on the block grid: the same grid, replay events and progress for every size, seed and braid`, () => {
      for (const [width, height] of SIZES) {
        for (let s = 0; s < 6; s++) {
          const seed = `one-${id}-${s}`;
          const braid = [0, 0.3, 1][s % 3]!;
          const before = blockRun(LEGACY_BLOCK_CARVERS[id], width, height, seed, braid);
          const after = blockRun(CARVERS[id], width, height, seed, braid);
          expect(after.cells, `${width}x${height} ${seed}`).toEqual(before.cells);
          expect(after.events, `${width}x${height} ${seed} events`).toEqual(before.events);
          expect(after.counted, `${width}x${height} ${seed} with progress`).toEqual(before.counted);
          expect(after.progress).toEqual(before.progress);
        }
      }
    });

    it(`${id} on every shape and some masks: the same open passages, and the same draws left`, () => {
      const topologies: [string, Topology][] = [
        ['hex 1x1', shapeTopology('hex', 1, 1, null)],
        ['hex 1x6', shapeTopology('hex', 1, 6, null)],
        ['hex 6x1', shapeTopology('hex', 6, 1, null)],
        ['hex 13x9', shapeTopology('hex', 13, 9, null)],
        ['triangle 1x1', shapeTopology('triangle', 1, 1, null)],
        ['triangle 11x6', shapeTopology('triangle', 11, 6, null)],
        ['square 9x7', shapeTopology('square', 9, 7, null)],
        ['polar 1', polarTopology(1)],
        ['polar 7', polarTopology(7)],
        ['square heart', shapeTopology('square', 16, 14, presetMask('heart', 'square', 16, 14))],
        ['hex star', shapeTopology('hex', 14, 12, presetMask('star', 'hex', 14, 12))],
        ['triangle circle', shapeTopology('triangle', 15, 10, presetMask('circle', 'triangle', 15, 10))],
      ];
      if (!WALKERS.includes(id)) {
        for (const shape of ['square', 'hex', 'triangle', 'upsilon'] as const) topologies.push([`${shape} holed`, shapeTopology(shape, 12, 9, holedMask(12, 9, `holes-${shape}`))]);
      }
      for (const [name, topology] of topologies) {
        for (let s = 0; s < 5; s++) {
          const seed = `one-${id}-${name}-${s}`;
          expect(graphRun(GRAPH_GENERATORS[id], topology, seed), `${name} ${seed}`).toEqual(graphRun(LEGACY_GRAPH_GENERATORS[id], topology, seed));
        }
      }
    });
  }
});
