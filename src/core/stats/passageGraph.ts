import { fourSteps, neighbourIndex } from '../fourNeighbours';
import { OPEN, type Grid } from '../grid';
import type { CellMaze } from '../shape/cellMaze';
import { isLattice } from '../shape/squareLattice';
import { mostWays, openNeighboursInto } from '../shape/ways';

/**
 * A maze as its open passages only: what a walker in the maze can do, whatever the shape.
 * Nodes are numbered below `size`; the passages of node v are `targets[offsets[v] ..
 * offsets[v + 1])`, each passage listed from both ends. `centres` holds x then y a node, in
 * units where neighbouring nodes are about one apart (a walker judges "towards the goal" by
 * them); null on a block grid, where node v sits at column v % columns, row v / columns.
 * `places` counts the nodes a walker can stand on (a block grid's walls are nodes with no
 * passages, so block ids stay node ids).
 */
export interface PassageGraph {
  readonly size: number;
  readonly places: number;
  readonly offsets: Int32Array;
  readonly targets: Int32Array;
  readonly centres: Float64Array | null;
  /** A block grid's or square lattice's columns (centres null), else 0. */
  readonly columns: number;
  readonly start: number;
  readonly goal: number;
}

/** A maze of cells (any shape): its cells and open passages, in the topology's order. */
export function passagesOfCells(maze: CellMaze): PassageGraph {
  const { topology, open } = maze;
  const size = topology.cellCount;
  const offsets = new Int32Array(size + 1);
  let passages = 0;
  for (let i = 0; i < open.length; i++) passages += open[i]!;
  const targets = new Int32Array(passages);
  const around = new Int32Array(mostWays(topology));
  let at = 0;
  for (let cell = 0; cell < size; cell++) {
    offsets[cell] = at;
    const count = openNeighboursInto(topology, open, cell, around);
    for (let k = 0; k < count; k++) targets[at++] = around[k]!;
  }
  offsets[size] = at;
  // A square lattice's cells sit as a block grid's nodes do: by column and row, no centres kept.
  const lattice = isLattice(topology);
  return { size, places: size, offsets, targets, centres: lattice ? null : topology.centres, columns: lattice ? topology.columns : 0, start: maze.start, goal: maze.goal };
}

/** A 0/1 block grid: every open block a place, joined to its open neighbours by the four-neighbour rule (left, right, up, down). */
export function passagesOfBlocks(grid: Grid, start: number, goal: number): PassageGraph {
  const { rows, cols, blocks } = grid;
  const size = rows * cols;
  const steps = fourSteps(cols);
  const offsets = new Int32Array(size + 1);
  // Two passes, counting then filling, so the lists take what the passages need and no more.
  const fill = (targets: Int32Array | null): number => {
    let at = 0;
    for (let block = 0; block < size; block++) {
      if (targets) offsets[block] = at;
      if (blocks[block] !== OPEN) continue;
      for (let direction = 0; direction < 4; direction++) {
        const next = neighbourIndex(block, direction, rows, cols, steps);
        if (next < 0 || blocks[next] !== OPEN) continue;
        if (targets) targets[at] = next;
        at++;
      }
    }
    return at;
  };
  const targets = new Int32Array(fill(null));
  offsets[size] = fill(targets);
  let places = 0;
  for (let block = 0; block < size; block++) if (blocks[block] === OPEN) places++;
  return { size, places, offsets, targets, centres: null, columns: cols, start, goal };
}

/** The straight-line distance from node v to the goal. */
export function distanceToGoal(graph: PassageGraph, v: number): number {
  const { centres, goal, columns } = graph;
  let dx: number;
  let dy: number;
  if (centres) {
    dx = centres[v * 2]! - centres[goal * 2]!;
    dy = centres[v * 2 + 1]! - centres[goal * 2 + 1]!;
  } else {
    dx = (v % columns) - (goal % columns);
    dy = Math.floor(v / columns) - Math.floor(goal / columns);
  }
  return Math.sqrt(dx * dx + dy * dy);
}

/** The start's part of the maze, breadth first: each reached node's parent (the start its own; -1 unreached) and the order reached. */
export interface StartTree {
  readonly parent: Int32Array;
  readonly order: Int32Array;
  /** Nodes reached: order[0 .. reached). */
  readonly reached: number;
  /** Passages among the nodes reached, each counted once. */
  readonly passages: number;
}

export function startTree(graph: PassageGraph): StartTree {
  const { size, offsets, targets, start } = graph;
  const parent = new Int32Array(size).fill(-1);
  const order = new Int32Array(size);
  parent[start] = start;
  order[0] = start;
  let tail = 1;
  let ends = 0;
  for (let head = 0; head < tail; head++) {
    const v = order[head]!;
    const end = offsets[v + 1]!;
    ends += end - offsets[v]!;
    for (let i = offsets[v]!; i < end; i++) {
      const w = targets[i]!;
      if (parent[w] !== -1) continue;
      parent[w] = v;
      order[tail++] = w;
    }
  }
  return { parent, order, reached: tail, passages: ends / 2 };
}
