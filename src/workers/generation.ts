import { cellRouteFrom, cellRoutesToGoal, generateMaze, generateShaped, routeFrom, routesToGoal, type CellMaze, type GeneratedMaze, type GoalRoutes } from '../core';
import { onCells } from '../game/shapeSettings';
import { shapeOptions, type MazeSettings } from '../game/settings';

/** A block-grid maze (today's squares) with its shortest solution and how long generation took. */
export interface GeneratedBlocks {
  readonly kind: 'blocks';
  readonly maze: GeneratedMaze;
  /** The shortest path from entrance to exit, in blocks. */
  readonly solution: Int32Array;
  /** Every block's shortest way to the exit: "solution from here" as the player walks. */
  readonly routes: GoalRoutes;
  readonly generationMs: number;
}

/** A maze on a cell graph (hex, triangle, polar, an outline, squares in lines), solved the same way. */
export interface GeneratedCells {
  readonly kind: 'cells';
  readonly maze: CellMaze;
  /** The shortest path from start to goal, in cells. */
  readonly solution: Int32Array;
  /** Per cell, the next cell on a shortest way to the goal (core cellRoutesToGoal). */
  readonly toward: Int32Array;
  readonly generationMs: number;
}

export type Generated = GeneratedBlocks | GeneratedCells;

/** Generation and solving, timed; the same code runs on the main thread and in the worker. */
export function generateAndSolve(settings: MazeSettings, onProgress?: (fraction: number) => void): Generated {
  const t0 = performance.now();
  if (onCells(settings)) {
    const maze = generateShaped(shapeOptions(settings), onProgress);
    const generationMs = performance.now() - t0;
    const toward = cellRoutesToGoal(maze);
    return { kind: 'cells', maze, solution: cellRouteFrom(toward, maze.start) ?? new Int32Array(0), toward, generationMs };
  }
  const maze = generateMaze(settings, onProgress ? { onProgress } : {});
  const generationMs = performance.now() - t0;
  // One backwards search serves the solution from the entrance and from anywhere else, so the
  // line shown before the first move and after it always agree (braided mazes have ties).
  const routes = routesToGoal(maze, maze.goal);
  // A generated maze always connects entrance and exit.
  return { kind: 'blocks', maze, solution: routeFrom(routes, maze.start) ?? new Int32Array(0), routes, generationMs };
}

/** The buffers a generated maze is made of, to move from the worker without copying. */
export function transferablesOf(generated: Generated): ArrayBufferLike[] {
  if (generated.kind === 'blocks') return [generated.maze.cells.buffer, generated.solution.buffer, generated.routes.state.buffer];
  const { topology, open } = generated.maze;
  const buffers = [topology.offsets.buffer, topology.neighbours.buffer, topology.centres.buffer, open.buffer, generated.solution.buffer, generated.toward.buffer];
  if (topology.slots) buffers.push(topology.slots.buffer);
  return buffers;
}

