import { CARVERS } from '../core';
import { topologyArrays } from '../core/shape/squareLattice';
import { isCellMaze } from '../game/shapeSettings';
import type { MazeSettings } from '../game/settings';
import { generateBlocks, type GeneratedBlocks } from './blockGeneration';
import { generateCells, type GeneratedCells } from './cellGeneration';

export type { GeneratedBlocks } from './blockGeneration';
export type { GeneratedCells } from './cellGeneration';
export type Generated = GeneratedBlocks | GeneratedCells;

/**
 * Generation and solving with every generator at hand, timed: what the worker runs. The page's
 * own thread makes the same mazes through generateBlocks and generateCells, loading only the
 * code the maze needs (generateClient.ts).
 */
export function generateAndSolve(settings: MazeSettings, onProgress?: (fraction: number) => void): Generated {
  return isCellMaze(settings) ? generateCells(settings, CARVERS[settings.algorithm], onProgress) : generateBlocks(settings, CARVERS[settings.algorithm], onProgress);
}

/** The buffers a generated maze is made of, to move from the worker without copying. */
export function transferablesOf(generated: Generated): ArrayBufferLike[] {
  if (generated.kind === 'blocks') return [generated.maze.blocks.buffer, generated.solution.buffer, generated.routes.state.buffer];
  const { topology, open } = generated.maze;
  return [...topologyArrays(topology).map((array) => array.buffer), open.buffer, generated.solution.buffer, generated.toward.buffer];
}
