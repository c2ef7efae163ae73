import { checkShapeOptions, gridTopology, maskTopology, MazeOptionsError, piecesOf, type GridShapeId, type Mask } from '../../core';
import type { OutlineCheck } from '../../ids/outline';

export type { OutlineCheck };

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
  return { cells, pieces, problem, usable: problem === null, strays };
}
