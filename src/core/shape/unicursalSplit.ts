import type { CellMaze } from './cellMaze';
import { isLattice, latticeWayTo, SquareLattice } from './squareLattice';
import { wayCount } from './ways';

/**
 * A unicursal labyrinth made from a perfect square maze, as Daedalus makes one: every cell of
 * the maze becomes 2×2 cells, and every corridor is split into two lanes, one each way. Walking
 * the perfect maze with a hand on the wall goes up every corridor and back down it; the lanes
 * are those two walks side by side, so they join into one loop through every cell of the
 * labyrinth. The loop is cut at the left wall of the top-left cell, so the path runs from the
 * top-left cell (the start) round the whole labyrinth to the cell just below it (the goal). The
 * labyrinth keeps the texture of the maze it was split from: long corridors stay long.
 *
 * Guarantee: given a perfect maze (its passages a spanning tree of a whole w×h square grid),
 * the result's passages form one path that visits each of its 2w×2h cells once, from `start`
 * to `goal`: every cell has at most two passages, and the two ends have one. O(cells).
 */
export function unicursalOf(maze: CellMaze): CellMaze {
  const { topology, open } = maze;
  if (!isLattice(topology)) throw new RangeError('a unicursal labyrinth is split from a whole square maze');
  const w = topology.columns;
  const h = topology.rows;
  const width = 2 * w;
  const lattice = new SquareLattice(width, 2 * h);
  const opened = new Uint8Array(wayCount(lattice));
  const join = (a: number, b: number, on: 0 | 1) => {
    opened[latticeWayTo(width, 2 * h, a, b)] = on;
    opened[latticeWayTo(width, 2 * h, b, a)] = on;
  };
  // The four cells a maze cell becomes.
  const topLeft = (cell: number) => 2 * Math.floor(cell / w) * width + 2 * (cell % w);
  const topRight = (cell: number) => topLeft(cell) + 1;
  const bottomLeft = (cell: number) => topLeft(cell) + width;
  const bottomRight = (cell: number) => topLeft(cell) + width + 1;
  // Each maze cell starts as a ring round its four cells...
  for (let cell = 0; cell < topology.cellCount; cell++) {
    join(topLeft(cell), topRight(cell), 1);
    join(topRight(cell), bottomRight(cell), 1);
    join(bottomRight(cell), bottomLeft(cell), 1);
    join(bottomLeft(cell), topLeft(cell), 1);
  }
  // ...and each passage of the maze opens two rings into one: their facing sides go, two lanes join them.
  for (let cell = 0; cell < topology.cellCount; cell++) {
    const right = cell + 1;
    if (cell % w < w - 1 && open[latticeWayTo(w, h, cell, right)] === 1) {
      join(topRight(cell), bottomRight(cell), 0);
      join(topLeft(right), bottomLeft(right), 0);
      join(topRight(cell), topLeft(right), 1);
      join(bottomRight(cell), bottomLeft(right), 1);
    }
    const below = cell + w;
    if (below < topology.cellCount && open[latticeWayTo(w, h, cell, below)] === 1) {
      join(bottomLeft(cell), bottomRight(cell), 0);
      join(topLeft(below), topRight(below), 0);
      join(bottomLeft(cell), topLeft(below), 1);
      join(bottomRight(cell), topRight(below), 1);
    }
  }
  // The top-left maze cell has no passage to its left: its left side is always in the loop. Cut there.
  join(0, width, 0);
  return { topology: lattice, open: opened, start: 0, goal: width };
}
