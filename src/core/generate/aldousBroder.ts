import type { Random } from '../random';
import { BlockGraph } from './blockGraph';
import type { Carve } from './carve';
import type { CarveGraph } from './carveGraph';

/**
 * Aldous–Broder: start on a random cell and walk at random, each step to a uniformly chosen
 * neighbour, visited or not. Whenever the walk enters a cell for the first time, carve the
 * wall it came through. Stop when every cell has been entered.
 *
 * Guarantees: a perfect maze drawn uniformly from all spanning trees of a connected graph
 * (Aldous 1990, Broder 1989): the first-entry edges of a random walk form a uniform spanning
 * tree. That needs each step uniform among the cell's neighbours: graph.randomNeighbour.
 *
 * Cost: the walk must cover the whole graph, and the last unvisited cells are found only by
 * luck. The cover time of an n-cell grid grows like n·(log n)², a few hundred million steps
 * for 1000×1000 cells: seconds, not milliseconds. Wilson's algorithm gives the same
 * distribution much faster.
 *
 * Texture: the uniform maze, as Wilson's: no bias in any direction, many short dead ends
 * (about 29.5% of cells), a meandering solution.
 */
export function aldousBroderOn(graph: CarveGraph, random: Random, from: number): void {
  const replay = graph.replay; // a replay watches the walker's every step, carving or not
  let at = from;
  graph.visit(at);
  replay?.stepTo(at);
  for (let unvisited = graph.cellCount - 1; unvisited > 0; ) {
    const next = graph.randomNeighbour(at, random);
    replay?.stepTo(next);
    if (!graph.isVisited(next)) {
      // The wall it came through: the way back is only looked up here, once a cell.
      graph.attach(next, graph.wayTo(next, at));
      unvisited--;
    }
    at = next;
  }
}

/** The square maze, from a random cell. */
export const carveAldousBroder: Carve = (layout, random, trace) => {
  const graph = new BlockGraph(layout, trace);
  aldousBroderOn(graph, random, graph.randomCell(random));
};
