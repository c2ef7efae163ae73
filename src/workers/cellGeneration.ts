import { cellSolvedFromStart, generateShapedWith, type CellMaze } from '../core';
import { shapeBounds, type Box } from '../core/shape/geometry';
import type { Carve } from '../core/generate/carve';
import { shapeOptions, type MazeSettings } from '../game/settings';

/** A maze on a cell graph (hex, triangle, polar, an outline, squares in lines), solved the same way. */
export interface GeneratedCells {
  readonly kind: 'cells';
  readonly maze: CellMaze;
  /** The shortest path from start to goal, in cells. */
  readonly solution: Int32Array;
  /** Per cell, the next cell on a shortest way to the goal (core cellRoutesToGoal). */
  readonly toward: Int32Array;
  /** The box round the shape (core shapeBounds), found where the maze is made: an outline's takes a pass over its cells. */
  readonly bounds: Box;
  readonly generationMs: number;
}

/**
 * A cell-graph maze made and solved, timed. This module carries the cell-graph generation, so
 * the page loads it only for such a maze; squares in lines take their square carver, loaded
 * apart (loadCarver), `null` for every other maze.
 */
export function generateCells(settings: MazeSettings, carve: Carve | null, onProgress?: (fraction: number) => void): GeneratedCells {
  const t0 = performance.now();
  const maze = generateShapedWith(carve, shapeOptions(settings), onProgress);
  const generationMs = performance.now() - t0;
  return { kind: 'cells', maze, ...cellSolvedFromStart(maze), bounds: shapeBounds(maze.topology), generationMs };
}
