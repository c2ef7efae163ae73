import { buildTopology, type Topology } from './topology';

/**
 * The shapes' topologies. Each keeps the neighbour rule of its cells in one place, and
 * places centres one unit apart between neighbours (polar: one unit between rings). The
 * square's lives beside its arithmetic twin, the lattice (squareLattice.ts).
 */
export { squareTopology } from './squareLattice';

const SQRT3 = Math.sqrt(3);

/**
 * W×H flat-topped hexagons in columns, odd columns half a cell lower (offset coordinates, as
 * in Mazes for Programmers), row-major ids. Neighbours: north, north-east, south-east, south,
 * south-west, north-west, where they exist. Centres of neighbours are one unit apart.
 */
export function hexTopology(width: number, height: number): Topology {
  // Side s = 1/√3 makes neighbouring centres 1 apart: columns 1.5 s apart, rows √3 s = 1 apart.
  const side = 1 / SQRT3;
  return buildTopology(
    'hex',
    { columns: width, rows: height },
    width * height,
    6,
    (cell, out, at) => {
      const row = Math.floor(cell / width);
      const col = cell - row * width;
      out[at] = side + col * 1.5 * side;
      out[at + 1] = 0.5 + row + (col % 2 === 1 ? 0.5 : 0);
    },
    (cell, out, at) => {
      const row = Math.floor(cell / width);
      const col = cell - row * width;
      // An odd column sits half a row lower: its east and west neighbours are in its row and the next.
      const northRow = col % 2 === 1 ? row : row - 1;
      const southRow = northRow + 1;
      const east = col < width - 1;
      const west = col > 0;
      if (row > 0) out[at++] = cell - width;
      if (east && northRow >= 0) out[at++] = northRow * width + col + 1;
      if (east && southRow < height) out[at++] = southRow * width + col + 1;
      if (row < height - 1) out[at++] = cell + width;
      if (west && southRow < height) out[at++] = southRow * width + col - 1;
      if (west && northRow >= 0) out[at++] = northRow * width + col - 1;
      return at;
    },
  );
}

/**
 * W×H triangles in rows, alternately pointing up and down ((row + col) even points up),
 * row-major ids. Neighbours: left, right, and the one across the flat side (below an upward
 * triangle, above a downward one). Side √3, so neighbouring centroids are one unit apart.
 * A single column falls apart into pairs (nothing crosses its slanted sides): a triangle maze
 * taller than one row needs two columns or more.
 */
export function triangleTopology(width: number, height: number): Topology {
  const side = SQRT3;
  const rise = (side * SQRT3) / 2; // 1.5
  return buildTopology(
    'triangle',
    { columns: width, rows: height },
    width * height,
    3,
    (cell, out, at) => {
      const row = Math.floor(cell / width);
      const col = cell - row * width;
      const up = (row + col) % 2 === 0;
      out[at] = (col + 1) * (side / 2);
      // The centroid sits a third of the way up from the flat side.
      out[at + 1] = row * rise + (up ? (2 * rise) / 3 : rise / 3);
    },
    (cell, out, at) => {
      const row = Math.floor(cell / width);
      const col = cell - row * width;
      const up = (row + col) % 2 === 0;
      if (col > 0) out[at++] = cell - 1;
      if (col < width - 1) out[at++] = cell + 1;
      if (up && row < height - 1) out[at++] = cell + width;
      if (!up && row > 0) out[at++] = cell - width;
      return at;
    },
  );
}

/**
 * The upsilon tiling (truncated square tiling): W×H slots, row-major ids, where slot (row, col)
 * holds a regular octagon when row + col is even and a square between four octagons when it
 * is odd (Daedalus and Mazes for Programmers lay it out so). Octagons border their four
 * squares and their four diagonal octagons: north, north-east, east, south-east, south,
 * south-west, west, north-west, where they exist; squares border north, east, south, west.
 * Centres sit on the unit grid (UPSILON_APOTHEM in from the corner), so orthogonal neighbours
 * are one unit apart and diagonal ones √2.
 */
export function upsilonTopology(width: number, height: number): Topology {
  return buildTopology(
    'upsilon',
    { columns: width, rows: height },
    width * height,
    8,
    (cell, out, at) => {
      const row = Math.floor(cell / width);
      out[at] = UPSILON_APOTHEM + (cell - row * width);
      out[at + 1] = UPSILON_APOTHEM + row;
    },
    (cell, out, at) => {
      const row = Math.floor(cell / width);
      const col = cell - row * width;
      const octagon = (row + col) % 2 === 0;
      const north = row > 0;
      const south = row < height - 1;
      const west = col > 0;
      const east = col < width - 1;
      if (north) out[at++] = cell - width;
      if (octagon && north && east) out[at++] = cell - width + 1;
      if (east) out[at++] = cell + 1;
      if (octagon && south && east) out[at++] = cell + width + 1;
      if (south) out[at++] = cell + width;
      if (octagon && south && west) out[at++] = cell + width - 1;
      if (west) out[at++] = cell - 1;
      if (octagon && north && west) out[at++] = cell - width - 1;
      return at;
    },
  );
}

/**
 * An upsilon octagon's apothem (centre to side), √2 / 2: diagonal octagons, √2 apart, share a
 * side, and an octagon and its square, 1 apart, split the unit between them (the square's
 * half side is 1 − √2 / 2, half the octagon's side: the octagon is regular).
 */
export const UPSILON_APOTHEM = Math.SQRT1_2;

/**
 * A circular maze of R rings is R rings round its centre cell, as the game, the links and the
 * CLI count them; its topology counts the centre as ring 0, so it has R + 1 (its `rows`).
 */
export function circleLevels(rings: number): number {
  return rings + 1;
}

/** The cells of each ring of a polar grid: one in the middle, and a ring splits when its cells grow wider than they are deep. */
export function polarRingSizes(rings: number): Int32Array {
  const sizes = new Int32Array(rings);
  sizes[0] = 1;
  for (let ring = 1; ring < rings; ring++) {
    const circumference = 2 * Math.PI * ring;
    const previous = sizes[ring - 1]!;
    const ratio = Math.max(1, Math.round(circumference / previous));
    sizes[ring] = previous * ratio;
  }
  return sizes;
}
