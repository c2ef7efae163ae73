import type { Random } from '../random';
import { BlockGraph } from './blockGraph';
import type { Carve } from './carve';
import { pickWay, type CarveGraph } from './carveGraph';

/**
 * Hunt-and-kill: from the start cell, walk at random into unvisited neighbours, carving as you
 * go (the "kill"), until the walk is stuck with no unvisited neighbour. Then "hunt": scan the
 * cells in order for the first unvisited cell with a visited neighbour, carve it into a random
 * such neighbour, and start walking again from there. Done when the hunt finds nothing.
 *
 * Like the recursive backtracker, but when stuck it hunts instead of backtracking, so it needs
 * no stack. Cells never become unvisited again, so the hunt resumes at the first unvisited cell
 * it saw (one it passed may since have gained a visited neighbour). On a square walked from
 * the first cell, the first unvisited cell in reading order always has a visited neighbour
 * (above it, or to its left on the top row), so all hunts together scan the grid once.
 *
 * Guarantees: a perfect maze. Not uniform over spanning trees.
 *
 * Texture: long, winding corridors and few dead ends, as the backtracker, with the hunt's
 * restart points spread from the top down; a long, twisty solution.
 */
export function huntAndKillOn(graph: CarveGraph, random: Random, from: number): void {
  const ways = new Int32Array(graph.maxWays);
  const { forcedMoveDraws } = graph;
  let at = from;
  graph.visit(at);
  let hunted = graph.firstCell;
  for (;;) {
    for (let count = graph.freshWays(at, ways); count > 0; count = graph.freshWays(at, ways)) {
      at = graph.carve(at, pickWay(ways, count, random, forcedMoveDraws));
    }

    let found = -1;
    for (let cell = hunted; cell >= 0; cell = graph.nextCell(cell)) {
      if (graph.isVisited(cell)) {
        if (cell === hunted) hunted = graph.nextCell(cell);
        continue;
      }
      const count = graph.visitedWays(cell, ways);
      if (count > 0) {
        graph.attach(cell, pickWay(ways, count, random, forcedMoveDraws));
        found = cell;
        break;
      }
    }
    if (found < 0) return;
    at = found;
  }
}

/** The square maze, from its top-left cell. */
export const carveHuntAndKill: Carve = (layout, random, trace) => {
  const graph = new BlockGraph(layout, trace);
  huntAndKillOn(graph, random, graph.firstCell);
};
