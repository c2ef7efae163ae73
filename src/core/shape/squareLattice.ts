import { fourSteps } from '../fourNeighbours';
import type { Topology } from './topology';

/**
 * A whole W×H square grid as a topology whose neighbours and centres follow from a cell's row
 * and column: no per-cell arrays. A square maze of 2000×2000 cells then costs its passages
 * (one byte a way, as on every shape), not the 38 MB a million cells that the CSR arrays of
 * squareTopology take.
 *
 * It is the same topology as squareTopology(W, H), way for way: cells row-major, each cell's
 * ways left, right, up, down where they exist (core/fourNeighbours.ts), numbered in that order
 * cell after cell, so a maze's `open` array means the same on both. Code that reads ways
 * through ways.ts never builds the arrays; anything that reads `offsets`,
 * `neighbours` or `centres` gets them built once and kept (squareTopology's), so every caller
 * of today keeps working, and tests can ask whether a path built them (`built`).
 */
export class SquareLattice implements Topology {
  readonly shape = 'square' as const;
  readonly lattice = true as const;
  readonly slots = null;
  readonly cellCount: number;
  // A private name, not a property: a lattice posted to a worker goes as its fields, never these arrays.
  #arrays: Topology | null = null;

  constructor(
    readonly columns: number,
    readonly rows: number,
  ) {
    this.cellCount = columns * rows;
  }

  /** Whether the CSR arrays were asked for (and so built): a path meant to stay arithmetic never does. */
  get built(): boolean {
    return this.#arrays !== null;
  }

  get offsets(): Int32Array {
    return this.csr().offsets;
  }

  get neighbours(): Int32Array {
    return this.csr().neighbours;
  }

  get centres(): Float64Array {
    return this.csr().centres;
  }

  private csr(): Topology {
    return (this.#arrays ??= squareTopology(this.columns, this.rows));
  }
}

/** Whether a topology is a square lattice (arithmetic), which a worker's message carries as a plain object: see latticeOnArrival. */
export function isLattice(topology: Topology): topology is SquareLattice {
  return topology.lattice === true;
}

/**
 * A topology as it arrives from another thread: a lattice comes as its plain fields (a class's
 * getters do not travel), so it is made a lattice again; a CSR topology is its arrays already.
 */
export function latticeOnArrival<T extends Topology>(topology: T): T {
  return topology.lattice === true && !(topology instanceof SquareLattice) ? (new SquareLattice(topology.columns, topology.rows) as unknown as T) : topology;
}

/** A cell maze as it arrives from another thread (latticeOnArrival): the same object when nothing needed making again. */
export function cellMazeOnArrival<M extends { readonly topology: Topology }>(maze: M): M {
  const topology = latticeOnArrival(maze.topology);
  return topology === maze.topology ? maze : { ...maze, topology };
}

/** The typed arrays a topology is made of, which go with it to another thread: none for a lattice. */
export function topologyArrays(topology: Topology): (Int32Array | Float64Array)[] {
  if (isLattice(topology)) return [];
  const arrays: (Int32Array | Float64Array)[] = [topology.offsets, topology.neighbours, topology.centres];
  if (topology.slots) arrays.push(topology.slots);
  return arrays;
}

/**
 * The index of cell `cell`'s first way (as CSR offsets[cell]), for cell in 0..cellCount: the ways
 * of the rows above, then of the cells before it in its row. A row has 2(W − 1) ways along it,
 * and W up and W down but at the top and bottom rows. O(1).
 */
export function latticeFirstWay(columns: number, rows: number, cell: number): number {
  const row = Math.floor(cell / columns);
  const col = cell - row * columns;
  const above = row * 2 * (columns - 1) + columns * ((row > 0 ? row - 1 : 0) + (row < rows - 1 ? row : rows - 1));
  const upDown = (row > 0 ? 1 : 0) + (row < rows - 1 ? 1 : 0);
  return above + (col > 0 ? 2 * col - 1 : 0) + col * upDown;
}

/** How many ways a whole W×H square grid has (each adjacency counted from both cells). */
export function latticeWayCount(columns: number, rows: number): number {
  // An empty grid has none (a side of 0 would otherwise count -2 ways a row).
  if (columns <= 0 || rows <= 0) return 0;
  return 2 * (columns - 1) * rows + 2 * columns * (rows - 1);
}

/** Writes cell `cell`'s neighbours to `out` in way order (left, right, up, down, where they exist); returns how many. */
export function latticeNeighbours(columns: number, rows: number, cell: number, out: Int32Array): number {
  const row = Math.floor(cell / columns);
  const col = cell - row * columns;
  let n = 0;
  if (col > 0) out[n++] = cell - 1;
  if (col < columns - 1) out[n++] = cell + 1;
  if (row > 0) out[n++] = cell - columns;
  if (row < rows - 1) out[n++] = cell + columns;
  return n;
}

/**
 * Writes to `out` the neighbours that an open way (`open`, a byte a way) joins to `cell`, in
 * way order; returns how many. latticeNeighbours with the ways read as it goes: a BFS over a
 * 2000×2000 maze asks this of every cell, and copying the neighbours first took 2× the time.
 */
export function latticeOpenNeighbours(columns: number, rows: number, open: Uint8Array, cell: number, out: Int32Array): number {
  const row = Math.floor(cell / columns);
  const col = cell - row * columns;
  let way = latticeFirstWay(columns, rows, cell);
  let n = 0;
  if (col > 0 && open[way++] === 1) out[n++] = cell - 1;
  if (col < columns - 1 && open[way++] === 1) out[n++] = cell + 1;
  if (row > 0 && open[way++] === 1) out[n++] = cell - columns;
  if (row < rows - 1 && open[way] === 1) out[n++] = cell + columns;
  return n;
}

/** Room for one cell's neighbours, for latticeWayTo (one thread runs it at a time). */
const around = new Int32Array(4);

/** The index of the way from `from` to `to`, or -1 when they do not border. O(1). */
export function latticeWayTo(columns: number, rows: number, from: number, to: number): number {
  if (!(from >= 0 && from < columns * rows)) return -1;
  const count = latticeNeighbours(columns, rows, from, around);
  for (let k = 0; k < count; k++) if (around[k] === to) return latticeFirstWay(columns, rows, from) + k;
  return -1;
}

/** W×H square cells, row-major; neighbours by the four-neighbour rule, in the number maze's order (left, right, up, down). */
export function squareTopology(width: number, height: number): Topology {
  return { shape: 'square', ...stackedSquareArrays(width, height, 1), columns: width, rows: height, slots: null };
}

/**
 * The CSR arrays of `levels` stacked W×H square grids (1: one grid), numbered place by place as
 * levels.ts says (cell = (row·W + col)·levels + level; with one level, row-major): each cell's
 * ways left, right, up and down (the rule's steps, fourSteps, `levels` ids apart), then the cell
 * below and the one above. One pass and no callback a cell: buildTopology's callbacks took ~60 ms
 * for a million cells, this ~15 (a weave builds it for every square maze it makes). The steps'
 * "where they exist" is spelled out here (a call per neighbour measured 1.5× slower).
 */
export function stackedSquareArrays(width: number, height: number, levels: number): Pick<Topology, 'cellCount' | 'offsets' | 'neighbours' | 'centres'> {
  const [left, right, up, down] = fourSteps(width, levels);
  const cellCount = width * height * levels;
  const offsets = new Int32Array(cellCount + 1);
  // Ways on every level, each counted from both ends, and the stairs between levels, likewise.
  const neighbours = new Int32Array(levels * latticeWayCount(width, height) + 2 * width * height * (levels - 1));
  const centres = new Float64Array(cellCount * 2);
  let size = 0;
  let cell = 0;
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) {
      for (let level = 0; level < levels; level++, cell++) {
        offsets[cell] = size;
        if (col > 0) neighbours[size++] = cell + left;
        if (col < width - 1) neighbours[size++] = cell + right;
        if (row > 0) neighbours[size++] = cell + up;
        if (row < height - 1) neighbours[size++] = cell + down;
        if (level > 0) neighbours[size++] = cell - 1;
        if (level < levels - 1) neighbours[size++] = cell + 1;
        centres[2 * cell] = col + 0.5;
        centres[2 * cell + 1] = row + 0.5;
      }
    }
  }
  offsets[cellCount] = size;
  return { cellCount, offsets, neighbours, centres };
}
