import type { Grid } from '../../../src/core/grid';
import type { CellMaze } from '../../../src/core/shape/cellMaze';
import type { SolveOptions, SolveResult, SolverId } from '../../../src/core/solve/result';
import type { SearchTrace } from '../../../src/core/solve/searchTrace';
import { solveAstar } from './block/astar';
import { solveBfs } from './block/bfs';
import { solveBidirectional } from './block/bidirectional';
import { solveDfs } from './block/dfs';
import { solveGreedy } from './block/greedy';
import { solveTremaux } from './block/tremaux';
import { solveCellsAstar } from './cells/astar';
import { solveCellsBfs } from './cells/bfs';
import { solveCellsBidirectional } from './cells/bidirectional';
import { solveCellsDfs } from './cells/dfs';
import { solveCellsGreedy } from './cells/greedy';
import { solveCellsTremaux } from './cells/tremaux';

/**
 * The twelve solvers as they were before issue 18 made each one exist once (commit d9ca0f0):
 * six on the padded block grid, six on the cell graph. Kept only as references, for the
 * cross-check test (tests/core/oneSolverSet.test.ts) and the old-against-new bench
 * (bench/oneSolvers.ts); nothing in src imports them.
 */
type BlockSolver = (grid: Grid, start: number, goal: number, recordExplored: boolean, trace?: SearchTrace) => SolveResult;
type CellSolver = (maze: CellMaze, recordExplored: boolean, trace?: SearchTrace) => SolveResult;

export const LEGACY_BLOCK_SOLVERS: Readonly<Record<SolverId, BlockSolver>> = {
  dfs: solveDfs,
  bfs: solveBfs,
  astar: solveAstar,
  tremaux: solveTremaux,
  greedy: solveGreedy,
  bidirectional: solveBidirectional,
};

export const LEGACY_CELL_SOLVERS: Readonly<Record<SolverId, CellSolver>> = {
  dfs: solveCellsDfs,
  bfs: solveCellsBfs,
  astar: solveCellsAstar,
  tremaux: solveCellsTremaux,
  greedy: solveCellsGreedy,
  bidirectional: solveCellsBidirectional,
};

/** The old `solve` on a start and goal already checked to be open blocks. */
export function legacySolve(grid: Grid, start: number, goal: number, algorithm: SolverId, options: SolveOptions = {}): SolveResult {
  const recordExplored = options.recordExplored ?? true;
  if (grid.blocks[start] !== 0 || grid.blocks[goal] !== 0) return { algorithm, path: null, explored: recordExplored ? new Int32Array(0) : null, exploredCount: 0 };
  return LEGACY_BLOCK_SOLVERS[algorithm](grid, start, goal, recordExplored, options.trace);
}

/** The old `solveShaped` on a maze whose start and goal are cells. */
export function legacySolveShaped(maze: CellMaze, algorithm: SolverId, options: SolveOptions = {}): SolveResult {
  return LEGACY_CELL_SOLVERS[algorithm](maze, options.recordExplored ?? true, options.trace);
}
