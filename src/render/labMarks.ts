/**
 * Per-block marks of the lab's replays (solvers and generators), drawn over the maze when a
 * scene carries them. One byte a block, so a replay step changes a mark in O(1).
 */
export const LAB_NONE = 0;
/** Discovered and waiting to be expanded (BFS, A*); for a generator, the block just carved. */
export const LAB_FRONTIER = 1;
/** Expanded by a search, or walked onto by the walker. */
export const LAB_EXPLORED = 2;
/** Backed out of: DFS backtracking, or a dead end the walker marked dead. */
export const LAB_RETREATED = 3;
/** On the final path. */
export const LAB_PATH = 4;
export type LabMark = typeof LAB_NONE | typeof LAB_FRONTIER | typeof LAB_EXPLORED | typeof LAB_RETREATED | typeof LAB_PATH;
