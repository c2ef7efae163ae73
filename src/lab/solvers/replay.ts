import type { CellMaze, Grid } from '../../core';
import type { CellScene } from '../../render/cells';
import type { Scene } from '../../render/scene';

/** A lab picture: a block grid's Scene (the block style) or a maze on cells' CellScene (the line style). */
export type LabScene = Scene | CellScene;

export function isCellScene(scene: LabScene): scene is CellScene {
  return 'maze' in scene;
}

/**
 * A recorded run the lab plays back one step at a time: a search or a generator. Moving
 * forward applies steps to per-block (or per-cell) marks in O(1) each, so the canvas repaints
 * only the places a step changed; moving back starts over from the first step.
 */
export interface Replay {
  /** Steps from the first picture to the last. */
  readonly length: number;
  /** The picture at the current step; its arrays change as the replay moves. */
  readonly scene: LabScene;
  /** Moves to step `cursor` (0..length): the blocks or cells whose look changed, or null to redraw everything. */
  seek(cursor: number): readonly number[] | null;
}

/** A jump of more steps than this redraws the whole maze, cheaper than repainting block by block. */
export const REPAINT_LIMIT = 3000;

/** A maze with nothing to replay yet (its run is still being computed): one picture, no steps. */
export function stillReplay(grid: Grid, start: number, goal: number): Replay {
  const scene: Scene = { grid, solution: null, marks: null, player: null, exit: goal, entrance: start, labMarks: null };
  return { length: 0, scene, seek: () => [] };
}

/** stillReplay for a maze on cells. */
export function stillCellReplay(maze: CellMaze): Replay {
  const scene: CellScene = { maze, solution: null, marks: null, player: null, exit: maze.goal, entrance: maze.start, labMarks: null };
  return { length: 0, scene, seek: () => [] };
}
