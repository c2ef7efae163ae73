import { isLattice, latticeWayTo } from './squareLattice';
import type { Topology } from './topology';
import { mostWays, openNeighboursInto } from './ways';

/**
 * A maze on any topology: which of its adjacencies are open passages, one byte per CSR entry
 * (a passage is open from both sides: both entries are set), plus a start and a goal cell.
 */
export interface CellMaze {
  readonly topology: Topology;
  /** 1 where the adjacency at that CSR index is an open passage. */
  readonly open: Uint8Array;
  readonly start: number;
  readonly goal: number;
  /**
   * A weave's crossings (weave.ts), five cells each: the over cell, the two under cells its
   * tunnel joins (a way of the topology of their own), and the over cell's two passages.
   * Absent on a maze without crossings.
   */
  readonly crossings?: Int32Array;
}

/** The CSR index of `to` among `from`'s neighbours, or -1 when they do not border. */
export function adjacencyIndex(topology: Topology, from: number, to: number): number {
  if (isLattice(topology)) return latticeWayTo(topology.columns, topology.rows, from, to);
  const { offsets, neighbours } = topology;
  for (let i = offsets[from]!, end = offsets[from + 1]!; i < end; i++) if (neighbours[i] === to) return i;
  return -1;
}

/** Opens the adjacency at CSR index `at` of `cell`, and its twin from the other side. */
export function openAdjacency(topology: Topology, open: Uint8Array, cell: number, at: number): void {
  open[at] = 1;
  open[adjacencyIndex(topology, topology.neighbours[at]!, cell)] = 1;
}

/** Whether a passage joins two cells. */
export function isPassage(maze: CellMaze, a: number, b: number): boolean {
  const at = adjacencyIndex(maze.topology, a, b);
  return at >= 0 && maze.open[at] === 1;
}

/** The shortest path of cells from `start` to `goal` through open passages (BFS), or null. */
export function solveCells(maze: CellMaze): Int32Array | null {
  const { topology, open, start, goal } = maze;
  const parent = new Int32Array(topology.cellCount).fill(-1);
  const queue = new Int32Array(topology.cellCount);
  const around = new Int32Array(mostWays(topology));
  parent[start] = start;
  queue[0] = start;
  let tail = 1;
  for (let head = 0; head < tail; head++) {
    const cell = queue[head]!;
    if (cell === goal) break;
    const count = openNeighboursInto(topology, open, cell, around);
    for (let k = 0; k < count; k++) {
      const next = around[k]!;
      if (parent[next] === -1) {
        parent[next] = cell;
        queue[tail++] = next;
      }
    }
  }
  if (parent[goal] === -1) return null;
  let length = 1;
  for (let cell = goal; cell !== start; cell = parent[cell]!) length++;
  const path = new Int32Array(length);
  for (let cell = goal, i = length - 1; i >= 0; cell = parent[cell]!, i--) path[i] = cell;
  return path;
}

/** Open passages, counted once each. */
export function passageCount(maze: CellMaze): number {
  let twice = 0;
  for (let i = 0; i < maze.open.length; i++) twice += maze.open[i]!;
  return twice / 2;
}
