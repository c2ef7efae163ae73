import type { Carve } from '../generate/carve';
import { generateMazeWith } from '../generate/generateMazeWith';
import { createRandom } from '../random';
import type { CellMaze } from './cellMaze';
import { longestPathEnds, polarTopCell } from './endpoints';
import { braidCells } from './generate/braid';
import type { GraphGeneratorId } from './generate/graphGenerators';
import { GRAPH_GENERATORS } from './generate/registry';
import { cellMazeOfGrid } from './gridMaze';
import { needsGraphGenerator } from './rowBased';
import { levelsTopology } from './levelsTopology';
import { kindOfOptions, prepareShape, type ShapeOptions } from './shapeOptions';
import { shapeTopology } from './shapeTopology';
import { circleLevels, polarRingSizes } from './shapes';
import { polarTopology } from './polarTopology';
import { unicursalOf } from './unicursalSplit';
import { carveWeave } from './weave';

/**
 * A maze of any shape, an unmasked square carved by `carve`, which must be the carver of
 * `options.algorithm` (generateShaped picks it from CARVERS; the page loads only the one it
 * needs, see loadCarver.ts, and none for other shapes). An unmasked square is exactly
 * generateMaze's block grid, converted (cellMazeOfGrid). Every other shape runs a graph generator seeded by the seed, then braids
 * (start and goal count as open to the outside, as the entrance and exit do on squares).
 *
 * Default ends: an unmasked square, hex or triangle goes from cell 0 to the last cell (on a
 * maze of several levels, from the first cell of level 0 to the last of the top level); polar
 * from the outer ring's top cell to the centre; a masked maze between the two ends of its
 * longest path (before braiding), lower id first. A start or goal given replaces its default
 * (see chooseEnds). A unicursal labyrinth is split from the square maze of half its size (see
 * unicursalOf): from cell 0 round every cell to the cell below it. The same options give the same maze.
 */
export function generateShapedWith(carve: Carve | null, options: ShapeOptions, onProgress?: (fraction: number) => void): CellMaze {
  const prepared = prepareShape(options);
  const { shape, mask, algorithm, width, height, rings, seed, braid, start, goal, unicursal, weave = 0, levels = 1 } = prepared.options;
  if (unicursal) {
    // Split from the perfect maze of half the size, made as any square maze is.
    const labyrinth = unicursalOf(generateShapedWith(carve, { ...prepared.options, width: width / 2, height: height / 2, start: null, goal: null, unicursal: false }, onProgress));
    return { ...labyrinth, ...chooseEnds(start, goal, [labyrinth.start, labyrinth.goal]) };
  }
  if (!needsGraphGenerator(shape, mask !== null, kindOfOptions(prepared.options))) {
    if (!carve) throw new Error(`an unmasked square maze needs the carver of ${algorithm}`);
    const maze = cellMazeOfGrid(generateMazeWith(carve, { algorithm, width, height, seed, braid }, onProgress ? { onProgress } : {}));
    return { ...maze, ...chooseEnds(start, goal, [maze.start, maze.goal]) };
  }
  const base = prepared.masked ?? (shape === 'polar' ? polarTopology(circleLevels(rings)) : levels > 1 ? levelsTopology(width, height, levels) : shapeTopology(shape, width, height, null));
  onProgress?.(0.1);
  const random = createRandom(seed);
  const carveGraph = GRAPH_GENERATORS[algorithm as GraphGeneratorId];
  const woven = weave > 0 ? carveWeave(base, random, weave, carveGraph) : null;
  const topology = woven?.topology ?? base;
  const open = woven?.open ?? carveGraph(topology, random);
  onProgress?.(0.8);
  let ends: [number, number];
  if (mask) ends = longestPathEnds(topology, open);
  else if (shape === 'polar') ends = [polarTopCell(topology, polarRingSizes(topology.rows).at(-1)!), 0];
  else ends = [0, topology.cellCount - 1];
  const chosen = chooseEnds(start, goal, ends);
  // Braided against the shape's own ends: moving the start or the exit keeps the same walls.
  braidCells(topology, open, braid, random, ends, woven?.over);
  onProgress?.(1);
  return { topology, open, ...chosen, ...(woven && { crossings: woven.crossings }) };
}

/**
 * The ends given, else the defaults. One end given on the other's default takes the default
 * pair the other way round (given the goal's cell as start, the goal is the default start), so
 * start and goal always differ (checkShapeOptions refused two equal given ends).
 */
function chooseEnds(start: number | null | undefined, goal: number | null | undefined, [first, last]: readonly [number, number]): { start: number; goal: number } {
  const from = start ?? (goal === first ? last : first);
  const to = goal ?? (from === last ? first : last);
  return { start: from, goal: to };
}
