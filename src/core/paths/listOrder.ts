import type { PathOrder } from './allPaths';

/**
 * The orders a listing can take: the source's DFS and BFS, and by length. BFS already reports
 * paths shortest first (it lists each length in turn, shortest up), so 'shortest' lists exactly
 * as 'bfs' does; 'longest' lists each length in turn from the longest down. One list for the
 * menu, the kept choice and the worker.
 */
export const LIST_ORDERS = ['dfs', 'bfs', 'shortest', 'longest'] as const satisfies readonly (PathOrder | 'shortest' | 'longest')[];
export type ListOrder = (typeof LIST_ORDERS)[number];
