/**
 * A topology: the cells of a maze's shape and who borders whom, in typed arrays (a million
 * cells are a few arrays, not a million objects). Square, hex, triangle and polar grids are
 * all one of these, so the generators and solvers that only ask "the neighbours of a cell" are
 * written once against it.
 *
 * Adjacency is CSR: the neighbours of cell c are `neighbours[offsets[c] .. offsets[c + 1])`,
 * in a fixed order each shape documents. Geometry: every cell has a centre, in units where
 * neighbouring centres are about one apart (so a straight-line distance is an admissible
 * heuristic for a path's length in cells, up to that factor).
 */
export type ShapeId = 'square' | 'hex' | 'triangle' | 'upsilon' | 'polar';

export interface Topology {
  readonly shape: ShapeId;
  readonly cellCount: number;
  /** CSR offsets: cellCount + 1 entries. */
  readonly offsets: Int32Array;
  /** Neighbour cell ids, cell by cell. */
  readonly neighbours: Int32Array;
  /** Cell centres, x then y per cell. */
  readonly centres: Float64Array;
  /**
   * The grid the cells were laid out on: columns × rows for square, hex and triangle; for polar,
   * rows is the number of rings (columns 0). Geometry (outlines, walls) follows from it.
   */
  readonly columns: number;
  readonly rows: number;
  /**
   * Where each cell sits in that grid (row * columns + col; polar: its id in the whole disc),
   * when a mask removed some; null when every slot is a cell (then a cell's id is its slot).
   */
  readonly slots: Int32Array | null;
  /**
   * True for a whole square grid whose neighbours and centres are arithmetic (SquareLattice): its
   * arrays above are built only when read. Code that walks big mazes reads ways through ways.ts.
   */
  readonly lattice?: true;
  /**
   * Levels stacked, 2 or more, on a multi-level maze (levels.ts): each level a whole columns ×
   * rows square grid, its cells numbered place by place. Absent on every other maze.
   */
  readonly levels?: number;
}

/** Where a cell sits in its topology's grid (see Topology.slots). */
export function slotOf(topology: Topology, cell: number): number {
  return topology.slots ? topology.slots[cell]! : cell;
}

/**
 * Builds the CSR arrays from per-cell callbacks, called once per cell, in order: `neighboursOf`
 * writes the cell's neighbours into `out` from index `at` on and returns where they end (at most
 * `maxDegree` of them). Writing in place, with no callback per neighbour, took a third off the
 * time of a million hexagons.
 */
export function buildTopology(
  shape: ShapeId,
  grid: { readonly columns: number; readonly rows: number },
  cellCount: number,
  /** Most neighbours a cell has: the list is sized once for it. */
  maxDegree: number,
  centreOf: (cell: number, out: Float64Array, at: number) => void,
  neighboursOf: (cell: number, out: Int32Array, at: number) => number,
): Topology {
  const offsets = new Int32Array(cellCount + 1);
  const list = new Int32Array(cellCount * maxDegree);
  let size = 0;
  const centres = new Float64Array(cellCount * 2);
  for (let cell = 0; cell < cellCount; cell++) {
    offsets[cell] = size;
    const end = neighboursOf(cell, list, size);
    if (end - size > maxDegree) throw new RangeError(`${shape} cell ${cell}: over ${maxDegree} neighbours`);
    size = end;
    centreOf(cell, centres, cell * 2);
  }
  offsets[cellCount] = size;
  return { shape, cellCount, offsets, neighbours: size === list.length ? list : list.slice(0, size), centres, columns: grid.columns, rows: grid.rows, slots: null };
}

/** The neighbours of a cell, as a view (no copy). */
export function neighboursOf(topology: Topology, cell: number): Int32Array {
  return topology.neighbours.subarray(topology.offsets[cell]!, topology.offsets[cell + 1]!);
}

/**
 * Straight-line distance between two cells' centres, computed as V8 computes Math.hypot of two
 * numbers (the longer side times √(1 + ratio²)), so the bits are the same (a test holds it to
 * Math.hypot), but inline: Math.hypot is a call taking variable arguments, about 7× slower.
 */
export function centreDistance(topology: Topology, a: number, b: number): number {
  const { centres } = topology;
  const x = Math.abs(centres[2 * a]! - centres[2 * b]!);
  const y = Math.abs(centres[2 * a + 1]! - centres[2 * b + 1]!);
  const long = x > y ? x : y;
  if (long === 0) return 0;
  const ratio = (x > y ? y : x) / long;
  return Math.sqrt(1 + ratio * ratio) * long;
}
