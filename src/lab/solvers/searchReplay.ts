import type { Grid } from '../../core';
import type { Scene } from '../../render/scene';
import type { Replay } from './replay';
import { SearchSteps, type SearchReplayOptions } from './searchSteps';

export type { SearchProgress, SearchReplayOptions } from './searchSteps';

/**
 * A solver's run on a block grid, replayed (see SearchSteps): its picture is the block style's
 * Scene, and h is the Manhattan distance to the goal, A*'s and greedy's own on blocks.
 */
export class SearchReplay extends SearchSteps implements Replay {
  private readonly goalRow: number;
  private readonly goalCol: number;

  constructor(
    private readonly grid: Grid,
    goal: number,
    events: Int32Array,
    path: Int32Array | null,
    options: SearchReplayOptions = {},
  ) {
    super(grid.rows * grid.cols, goal, events, path, options);
    this.goalRow = Math.floor(goal / grid.cols);
    this.goalCol = goal % grid.cols;
  }

  protected stepsLeft(block: number): number {
    return Math.abs(Math.floor(block / this.grid.cols) - this.goalRow) + Math.abs((block % this.grid.cols) - this.goalCol);
  }

  get scene(): Scene {
    return { grid: this.grid, solution: null, marks: null, player: this.head, exit: this.goal, entrance: this.startPlace, labMarks: this.marks };
  }
}
