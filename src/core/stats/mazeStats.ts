import { exactEffort, simulatedMoves, type Effort } from './effort';
import { startTree, type PassageGraph, type StartTree } from './passageGraph';

/** What `stats` says of a maze: its shape of passages, and how hard the model walker finds it. */
export interface MazeStats {
  /** Places a walker can stand: cells, or a block grid's open blocks. */
  readonly cells: number;
  /** Places with exactly one passage. */
  readonly deadEnds: number;
  /** Places with three passages or more. */
  readonly junctions: number;
  /** Places on a shortest route from start to goal, both ends included; 0 when there is none. */
  readonly solutionLength: number;
  /** Whether the start's part of the maze has no loop (then the effort is exact). */
  readonly perfect: boolean;
  /** The model walker's expected moves over the fewest (≥ 1; 1 with no wrong way); null with no route. */
  readonly effort: number | null;
  /** 1 (easiest) to 10, from the walker's expected moves; null with no route. */
  readonly difficulty: number | null;
  readonly expectedMoves: number | null;
  /** Route cells where a wrong way might be taken (exact on perfect mazes, else null). */
  readonly decisions: number | null;
  /** Wrong ways that look at least as good as the right one (exact on perfect mazes, else null). */
  readonly temptingBranches: number | null;
}

/** Walks of the simulated walker on a maze with loops: enough for about 1% on a small maze, bounded work on a big one. */
function simulatedRuns(places: number): number {
  return Math.max(8, Math.min(256, Math.floor(4_000_000 / Math.max(1, places))));
}

/**
 * 1 to 10 from the model walker's expected moves: two steps a factor of ten, so a 5×5
 * backtracker maze is 2 or 3, 20×20 about 5, 100×100 about 7, and 1000×1000 reaches 10. Harder within a size
 * (more tempting wrong ways, longer ones) raises the expected moves, and so the difficulty.
 */
export function difficultyOf(expectedMoves: number): number {
  return Math.min(10, Math.max(1, Math.round(2 * Math.log10(expectedMoves))));
}

/** Places on the route the breadth-first tree holds from start to goal (a shortest one), both ends included; 0 when the goal is out of reach. */
function routeLength(graph: PassageGraph, tree: StartTree): number {
  if (tree.parent[graph.goal] === -1) return 0;
  let length = 1;
  for (let v = graph.goal; v !== graph.start; v = tree.parent[v]!) length++;
  return length;
}

/**
 * The stats of a maze of any shape. Deterministic: the same maze gives the same numbers (a maze
 * with loops is scored by walks from a fixed seed).
 */
export function mazeStats(graph: PassageGraph): MazeStats {
  let deadEnds = 0;
  let junctions = 0;
  const { offsets } = graph;
  for (let v = 0, from = offsets[0]!; v < graph.size; v++) {
    const to = offsets[v + 1]!;
    const d = to - from;
    from = to;
    if (d === 1) deadEnds++;
    else if (d >= 3) junctions++;
  }
  const tree = startTree(graph);
  const solutionLength = routeLength(graph, tree);
  // No loop where the start is: its passages are one fewer than its places.
  const perfect = tree.passages === tree.reached - 1;
  const common = { cells: graph.places, deadEnds, junctions, solutionLength, perfect };
  if (solutionLength === 0) return { ...common, effort: null, difficulty: null, expectedMoves: null, decisions: null, temptingBranches: null };
  const fewest = solutionLength - 1;
  let effort: Effort | null = null;
  let expectedMoves: number;
  if (perfect) {
    effort = exactEffort(graph, tree)!;
    expectedMoves = effort.expectedMoves;
  } else {
    expectedMoves = simulatedMoves(graph, simulatedRuns(graph.places), 'stats')!;
  }
  return {
    ...common,
    // A start that is its goal has nothing to walk: as easy as a maze gets.
    effort: fewest === 0 ? 1 : expectedMoves / fewest,
    difficulty: difficultyOf(Math.max(1, expectedMoves)),
    expectedMoves,
    decisions: effort ? effort.decisions : null,
    temptingBranches: effort ? effort.temptingBranches : null,
  };
}
