import { checkShapeOptions, gridTopology, maskTopology, MazeOptionsError, piecesOf, type GridShapeId, type Mask } from '../../core';
import { formatCount } from '../../format/numbers';

/** What the editor says under the grid, and whether the outline can make a maze. */
export interface OutlineCheck {
  readonly cells: number;
  readonly pieces: number;
  /** One line for people: the count in one piece, or what is wrong and how to mend it. */
  readonly text: string;
  /** Whether "Use this outline" may act: the maze would be made from it. */
  readonly usable: boolean;
  /** Slots of cells outside the largest piece (the strays to join or remove); empty in one piece. */
  readonly strays: Uint8Array;
}

/**
 * Checks an outline as the maze will: whether it can be made is core checkShapeOptions's call
 * (one piece, at least two cells: the rule has its home there), asked with an algorithm that
 * runs on every shape. The pieces are counted here only to say how many, and which are strays.
 */
export function checkOutline(shape: GridShapeId, mask: Mask): OutlineCheck {
  const topology = maskTopology(gridTopology(shape, mask.width, mask.height), mask);
  const { pieceOf, sizes } = piecesOf(topology);
  let largest = 0;
  for (let piece = 1; piece < sizes.length; piece++) if (sizes[piece]! > sizes[largest]!) largest = piece;
  const strays = new Uint8Array(mask.cells.length);
  if (sizes.length > 1) for (let cell = 0; cell < topology.cellCount; cell++) if (pieceOf[cell] !== largest) strays[topology.slots![cell]!] = 1;
  const cells = topology.cellCount;
  const pieces = sizes.length;
  let problem: string | null = null;
  try {
    checkShapeOptions({ shape, width: mask.width, height: mask.height, rings: 2, mask, algorithm: 'backtracker', seed: '', braid: 0 });
  } catch (error) {
    if (!(error instanceof MazeOptionsError)) throw error;
    problem = error.message;
  }
  return { cells, pieces, text: describe(cells, pieces, problem), usable: problem === null, strays };
}

function describe(cells: number, pieces: number, problem: string | null): string {
  if (cells === 0) return 'No cells yet: paint some, or start from a preset.';
  if (pieces > 1) return `${formatCount(pieces)} separate pieces: cells must touch across a side. Join them or remove the strays.`;
  if (problem !== null && cells < 2) return 'Only 1 cell: a maze needs at least 2.';
  if (problem !== null) return problem;
  return `${formatCount(cells)} cells in one piece`;
}
