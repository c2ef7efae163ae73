import { longestStep, type CellMaze } from '../../core';
import { stepsAtLeast } from '../../core/shape/solve/heuristic';
import type { CellScene } from '../../render/cells';
import type { Replay } from './replay';
import { SearchSteps, type SearchReplayOptions } from './searchSteps';

/**
 * A solver's run on a maze on cells (hex, triangle, polar, outlines), replayed from its trace in
 * cell ids (see SearchSteps): the line style's CellScene carries the marks, and h is the cell
 * A*'s own (straight-line distance over the longest step, core/shape/solve/heuristic.ts).
 */
export class CellSearchReplay extends SearchSteps implements Replay {
  private readonly longest: number;

  constructor(
    private readonly maze: CellMaze,
    events: Int32Array,
    path: Int32Array | null,
    options: Omit<SearchReplayOptions, 'start'> = {},
  ) {
    super(maze.topology.cellCount, maze.goal, events, path, { ...options, start: maze.start });
    this.longest = longestStep(maze.topology);
  }

  protected stepsLeft(cell: number): number {
    return stepsAtLeast(this.maze.topology, cell, this.goal, this.longest);
  }

  get scene(): CellScene {
    return { maze: this.maze, solution: null, marks: null, player: this.head, exit: this.goal, entrance: this.startPlace, labMarks: this.marks };
  }
}
