import { shown } from '../../quote';
import { SOLVER_IDS, type SolveOptions, type SolveResult, type SolverId } from '../../solve/result';
import type { SearchTrace } from '../../solve/searchTrace';
import { isSolverId } from '../../solve/solve';
import type { CellMaze } from '../cellMaze';
import { astar } from '../../solve/astar';
import { bfs } from '../../solve/bfs';
import { bidirectional } from '../../solve/bidirectional';
import { dfs } from '../../solve/dfs';
import { greedy } from '../../solve/greedy';
import { tremaux } from '../../solve/tremaux';
import { CellGraph } from './cellGraph';

/** Every cell-graph solver has this signature; none mutates the maze. A trace hears every step, in cell ids. */
export type CellSolver = (maze: CellMaze, recordExplored: boolean, trace?: SearchTrace) => SolveResult;

/** The solvers of the block grid (solve/), each on a CellGraph of the maze. */
export const CELL_SOLVERS: Readonly<Record<SolverId, CellSolver>> = {
  dfs: (maze, recordExplored, trace) => dfs(new CellGraph(maze), recordExplored, trace),
  bfs: (maze, recordExplored, trace) => bfs(new CellGraph(maze), recordExplored, trace),
  astar: (maze, recordExplored, trace) => astar(new CellGraph(maze), recordExplored, trace),
  tremaux: (maze, recordExplored, trace) => tremaux(new CellGraph(maze), recordExplored, trace),
  greedy: (maze, recordExplored, trace) => greedy(new CellGraph(maze), recordExplored, trace),
  bidirectional: (maze, recordExplored, trace) => bidirectional(new CellGraph(maze), recordExplored, trace),
};

/**
 * A path from the maze's start to its goal, as cell ids, with any solver of SOLVER_IDS (the
 * same ids, results and traces as the block grid's `solve`, in cell ids instead of blocks).
 * BFS, A* and bidirectional BFS return a shortest path.
 */
export function solveShaped(maze: CellMaze, algorithm: SolverId, options: SolveOptions = {}): SolveResult {
  if (!isSolverId(algorithm)) throw new RangeError(`unknown solver ${shown(algorithm)}; choose one of ${SOLVER_IDS.join(', ')}`);
  const { cellCount } = maze.topology;
  for (const [name, cell] of [['start', maze.start], ['goal', maze.goal]] as const) {
    if (!Number.isInteger(cell) || cell < 0 || cell >= cellCount) throw new RangeError(`${name} must be a cell id from 0 to ${cellCount - 1} (got ${shown(cell)})`);
  }
  return CELL_SOLVERS[algorithm](maze, options.recordExplored ?? true, options.trace);
}
