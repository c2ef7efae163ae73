import type { Random } from '../random';
import type { ActiveCells } from './activeCells';
import { BlockGraph } from './blockGraph';
import type { Carve } from './carve';
import { pickWay, type CarveGraph } from './carveGraph';
import { HalfNewestCells } from './halfNewestCells';

/**
 * Growing tree: keep a list of active cells, starting with the start cell. Repeatedly choose a
 * cell from the list; if it has unvisited neighbours, carve into a random one and add that cell
 * to the list; if not, retire the chosen cell. Done when the list is empty.
 *
 * How the cell is chosen (the list, `active`) is the whole character of the algorithm: always
 * the newest gives the recursive backtracker, always a random one gives simplified Prim
 * (primSimplified.ts); the growing tree takes the newest half the time and a random one the
 * other half, a blend of the two.
 *
 * Guarantees: a perfect maze (of the piece of the graph holding `from`). Not uniform over
 * spanning trees.
 *
 * Texture: winding corridors as the backtracker's, broken up by Prim-like branching: a
 * medium number of dead ends (around 20% of cells).
 */
export function growingTreeOn(graph: CarveGraph, random: Random, from: number, active: ActiveCells): void {
  const ways = new Int32Array(graph.maxWays);
  const { forcedMoveDraws } = graph;
  graph.visit(from);
  active.add(from);
  while (!active.isEmpty()) {
    const cell = active.pick(random);
    const count = graph.freshWays(cell, ways);
    if (count === 0) active.retirePicked();
    else active.add(graph.carve(cell, pickWay(ways, count, random, forcedMoveDraws)));
  }
}

/** The square maze from a random cell, the newest cell half the time (HalfNewestCells). */
export const carveGrowingTree: Carve = (layout, random, trace) => {
  const graph = new BlockGraph(layout, trace);
  growingTreeOn(graph, random, graph.randomCell(random), new HalfNewestCells(graph.cellCount));
};
