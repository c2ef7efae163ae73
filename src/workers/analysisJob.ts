import { cellMazeOnArrival } from '../core/shape/squareLattice';
import { heatLevels, mazeStats, passageDistances, passagesOfBlocks, passagesOfCells, passagesOfGrid, type CellMaze, type Grid, type MazeStats, type PassageGraph } from '../core';

/**
 * What the Play tab learns about the maze on screen, off the main thread: its difficulty
 * (core/stats's model walker; 85 ms on a 1000×1000 maze) and the heat map's shades (a
 * breadth-first pass over up to 16 million blocks). One maze is kept between jobs, so a heat
 * map toggled again is not a maze sent again.
 */

/** The maze on screen: a square maze's block grid with its ends, or a maze of cells. */
export type AnalysisMaze = { readonly kind: 'blocks'; readonly grid: Grid; readonly start: number; readonly goal: number } | { readonly kind: 'cells'; readonly maze: CellMaze };

/** Shade by steps from the start, or from the nearest place of the solution (dead ends as rivers). */
export type HeatFrom = 'start' | 'solution';

/**
 * A job on maze `key`: the maze itself comes along only when the worker does not hold it yet
 * (the page decides as it sends, see analysisClient.ts), else null.
 */
export type AnalysisRequest = { readonly key: number; readonly maze: AnalysisMaze | null } & (
  | { readonly kind: 'report' }
  | { readonly kind: 'heat'; readonly from: HeatFrom; readonly solution: Int32Array | null }
);

export type AnalysisAnswer = MazeStats | Uint8Array | null;

/** The kept maze, and its passage graphs as they are first asked for. */
interface Kept {
  readonly key: number;
  readonly maze: AnalysisMaze;
  /** What the picture shades: a square maze's blocks (its passages between cells too), or the cells. */
  shaded?: PassageGraph;
}

export class AnalysisJobs {
  private kept: Kept | null = null;

  run(request: AnalysisRequest): AnalysisAnswer {
    if (request.maze) this.kept = { key: request.key, maze: request.maze.kind === 'cells' ? { kind: 'cells', maze: cellMazeOnArrival(request.maze.maze) } : request.maze };
    const kept = this.kept;
    if (!kept || kept.key !== request.key) throw new Error('the analysis worker does not hold this maze');
    // The score is asked once a maze: its graph is not kept (a 2000×2000 maze's is tens of MB).
    if (request.kind === 'report') return mazeStats(scoredGraph(kept.maze));
    const graph = (kept.shaded ??= shadedGraph(kept.maze));
    const sources = request.from === 'solution' && request.solution ? request.solution : [graph.start];
    return heatLevels(passageDistances(graph, sources));
  }
}

function scoredGraph(maze: AnalysisMaze): PassageGraph {
  return maze.kind === 'cells' ? passagesOfCells(maze.maze) : passagesOfGrid(maze.grid, maze.start, maze.goal);
}

function shadedGraph(maze: AnalysisMaze): PassageGraph {
  return maze.kind === 'cells' ? passagesOfCells(maze.maze) : passagesOfBlocks(maze.grid, maze.start, maze.goal);
}
