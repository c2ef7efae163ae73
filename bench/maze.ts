import { generateMaze, GENERATOR_IDS, routeFrom, routesToGoal, solve, type GeneratorId, type SolverId } from '../src/core';
import { measure, type BenchRow } from './measure';

const SIDE = 1000;

/** Targets from the engine's issue; the other generators are measured and written down. */
const GENERATE_TARGETS: Partial<Record<GeneratorId, number>> = { backtracker: 65, prim: 100, 'prim-simplified': 100 };

export function benchGenerate(): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const algorithm of GENERATOR_IDS) {
    const slow = algorithm === 'aldous-broder' || algorithm === 'wilson';
    const runs = slow ? 3 : 7;
    const { medianMs } = measure(() => generateMaze({ algorithm, width: SIDE, height: SIDE, seed: 'bench' }), runs);
    const targetMs = GENERATE_TARGETS[algorithm];
    rows.push({ name: `generate ${algorithm} ${SIDE}x${SIDE} cells`, medianMs, runs, ...(targetMs === undefined ? {} : { targetMs }) });
  }
  // What the worker's progress bar costs: the same maze, with a progress listener.
  for (const algorithm of ['backtracker', 'kruskal'] as const) {
    const { medianMs } = measure(() => generateMaze({ algorithm, width: SIDE, height: SIDE, seed: 'bench' }, { onProgress: () => {} }), 5);
    rows.push({ name: `generate ${algorithm} ${SIDE}x${SIDE} cells, with progress`, medianMs, runs: 5 });
  }
  for (const algorithm of GENERATOR_IDS) {
    if (algorithm === 'aldous-broder') continue; // its random walk needs minutes to cover 4 million cells
    const { medianMs } = measure(() => generateMaze({ algorithm, width: 2000, height: 2000, seed: 'bench' }), 1);
    rows.push({ name: `generate ${algorithm} 2000x2000 cells`, medianMs, runs: 1 });
  }
  return rows;
}

function solveRow(label: string, maze: ReturnType<typeof generateMaze>, algorithm: SolverId, targetMs?: number): BenchRow & { path: number } {
  const { medianMs, result } = measure(() => solve(maze, maze.start, maze.goal, algorithm, { recordExplored: false }), 9);
  return {
    name: `${algorithm} ${label}`,
    medianMs,
    runs: 9,
    ...(targetMs === undefined ? {} : { targetMs }),
    note: `path ${result.path?.length ?? 0} blocks, ${result.exploredCount.toLocaleString('en-US')} expanded`,
    path: result.path?.length ?? 0,
  };
}

export function benchSolve(): BenchRow[] {
  const perfect = generateMaze({ algorithm: 'backtracker', width: SIDE, height: SIDE, seed: 'bench' });
  const braided = generateMaze({ algorithm: 'backtracker', width: SIDE, height: SIDE, seed: 'bench', braid: 0.1 });
  const rows: BenchRow[] = [
    solveRow('perfect backtracker maze 1000x1000', perfect, 'bfs', 30),
    solveRow('perfect backtracker maze 1000x1000', perfect, 'astar', 60),
    solveRow('perfect backtracker maze 1000x1000', perfect, 'dfs'),
  ];
  const bfs = solveRow('braid 0.1 maze 1000x1000', braided, 'bfs');
  const astar = solveRow('braid 0.1 maze 1000x1000', braided, 'astar', bfs.medianMs * 1.5);
  astar.note += `; ${(astar.medianMs / bfs.medianMs).toFixed(2)}× BFS (target ≤ 1.5×)`;
  rows.push(bfs, astar, solveRow('braid 0.1 maze 1000x1000', braided, 'dfs'));
  for (const solver of ['greedy', 'bidirectional'] as const) {
    rows.push(solveRow('perfect backtracker maze 1000x1000', perfect, solver), solveRow('braid 0.1 maze 1000x1000', braided, solver));
  }
  // "Solution from here": one backwards BFS over every block at generation, then a route per move.
  for (const [label, maze] of [['perfect backtracker maze 1000x1000', perfect], ['braid 0.1 maze 1000x1000', braided]] as const) {
    const routes = measure(() => routesToGoal(maze, maze.goal), 5);
    const far = measure(() => routeFrom(routes.result, maze.start), 7);
    rows.push({ name: `routes to the exit, every block: ${label}`, medianMs: routes.medianMs, runs: 5, note: `then a route from the entrance (${far.result!.length} blocks) in ${far.medianMs.toFixed(2)} ms` });
  }
  for (const algorithm of ['prim', 'prim-simplified'] as const) {
    const maze = generateMaze({ algorithm, width: SIDE, height: SIDE, seed: 'bench' });
    rows.push(solveRow(`perfect ${algorithm} maze 1000x1000`, maze, 'bfs'), solveRow(`perfect ${algorithm} maze 1000x1000`, maze, 'astar'));
  }
  return rows.map(({ name, medianMs, runs, targetMs, note }) => ({ name, medianMs, runs, ...(targetMs === undefined ? {} : { targetMs }), ...(note === undefined ? {} : { note }) }));
}
