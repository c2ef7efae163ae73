import type { Scene } from './scene';
import type { Theme } from './theme';
import type { LabKind } from '../ids/labWords';

/**
 * Per-block marks of the lab's replays (solvers and generators), drawn over the maze when a
 * scene carries them. One byte a block, so a replay step changes a mark in O(1).
 */
export const LAB_NONE = 0;
/** Discovered and waiting to be expanded (BFS, A*, greedy, bidirectional BFS). */
export const LAB_FRONTIER = 1;
/** Expanded by a search, or walked onto by the walker. */
export const LAB_EXPLORED = 2;
/** Backed out of: DFS backtracking, or a dead end the walker marked dead. */
export const LAB_RETREATED = 3;
/** On the final path. */
export const LAB_PATH = 4;
/** A generator's block just opened. */
export const LAB_CARVED = 5;
/** A wall adder's block just walled up. */
export const LAB_BUILT = 6;
/** On a random walk not yet carved (Wilson's). */
export const LAB_WALK = 7;
/** On a loop the walk just erased (Wilson's), until the next walk starts. */
export const LAB_ERASED = 8;
/** Expanded by BFS, shaded by distance from the start: LAB_DISTANCE + 0 (near) to + DISTANCE_SHADES - 1 (far). */
export const LAB_DISTANCE = 9;
export const DISTANCE_SHADES = 6;

/** Near to far, light to dark, all lighter than the frontier and apart from the amber path. */
const DISTANCE_COLOURS = ['#e0e7ff', '#c7d2fe', '#a5b4fc', '#818cf8', '#6f73e8', '#5b5bd6'] as const;

/** The colour of each mark (index = mark; LAB_NONE draws nothing). */
export function labPalette(theme: Theme): readonly string[] {
  return ['', theme.frontier, theme.explored, theme.retreated, theme.path, theme.frontier, '#dc2626', '#c084fc', '#fecdd3', ...DISTANCE_COLOURS];
}

export type { LabKind };

const KIND_OF_MARK: readonly LabKind[] = ['passage', 'frontier', 'explored', 'retreated', 'path', 'carved', 'built', 'walk', 'erased', ...Array<LabKind>(DISTANCE_SHADES).fill('distance')];

export function kindOfMark(mark: number): LabKind {
  return KIND_OF_MARK[mark] ?? 'passage';
}

/**
 * The kinds a scene draws: walls and passages (unmarked), each mark, and the markers. `moving`
 * names the player marker: a search's head, or a generator's walker. What a legend must list.
 */
export function kindsDrawn(scene: Scene, moving: 'head' | 'walker' = 'head'): Set<LabKind> {
  const kinds = new Set<LabKind>();
  const { blocks } = scene.grid;
  const marks = scene.labMarks;
  for (let i = 0; i < blocks.length; i++) {
    const mark = marks?.[i] ?? LAB_NONE;
    kinds.add(mark !== LAB_NONE ? kindOfMark(mark) : blocks[i] === 0 ? 'passage' : 'wall');
  }
  if (scene.player !== null) kinds.add(moving);
  if (scene.entrance !== undefined && scene.entrance !== null && scene.entrance !== scene.player) kinds.add('start');
  if (scene.exit !== null && scene.exit !== scene.player) kinds.add('exit');
  return kinds;
}
