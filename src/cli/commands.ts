import {
  allPaths,
  countPaths,
  formatGrid,
  formatPath,
  formatWalk,
  generateMaze,
  GENERATOR_IDS,
  MAX_MAZE_SIDE,
  MazeOptionsError,
  randomSeed,
  solve,
  SOLVER_IDS,
  type PathOrder,
} from '../core';
import { UsageError } from './errors';
import { loadGrid } from './input';
import { endpoint, fraction, oneOf, readFlags, wholeNumber } from './options';
import type { Output } from './output';

export const NO_WAY_OUT = 'this maze has no way out';

const ENDS = { from: { type: 'string' }, to: { type: 'string' } } as const;

export async function generate(args: string[], out: Output): Promise<void> {
  const { values } = readFlags(
    'generate',
    args,
    { algorithm: { type: 'string' }, width: { type: 'string' }, height: { type: 'string' }, seed: { type: 'string' }, braid: { type: 'string' } },
    0,
  );
  const options = {
    algorithm: oneOf('algorithm', values.algorithm ?? 'backtracker', GENERATOR_IDS),
    width: wholeNumber('width', values.width ?? '15', 1, MAX_MAZE_SIDE),
    height: wholeNumber('height', values.height ?? '15', 1, MAX_MAZE_SIDE),
    seed: values.seed ?? randomSeed(),
    braid: fraction('braid', values.braid ?? '0'),
  };
  try {
    const maze = generateMaze(options);
    await out.line(formatGrid(maze).slice(0, -1));
  } catch (error) {
    if (error instanceof MazeOptionsError) throw new UsageError(`generate: ${error.message}`);
    throw error;
  }
}

export async function solveCommand(args: string[], out: Output): Promise<void> {
  const { values, files } = readFlags('solve', args, { algorithm: { type: 'string' }, ...ENDS }, 1);
  const algorithm = oneOf('algorithm', values.algorithm ?? 'bfs', SOLVER_IDS);
  const grid = await loadGrid(files[0]);
  const start = endpoint(grid, 'from', values.from);
  const goal = endpoint(grid, 'to', values.to);
  const { path } = solve(grid, start, goal, algorithm, { recordExplored: false });
  if (path === null) {
    await out.line(NO_WAY_OUT);
    return;
  }
  await out.line(formatWalk(path, grid.cols));
  await out.line(`length ${path.length}`);
}

export async function paths(args: string[], out: Output): Promise<void> {
  const { values, files } = readFlags('paths', args, { order: { type: 'string' }, limit: { type: 'string' }, ...ENDS }, 1);
  const order: PathOrder = oneOf('order', values.order ?? 'dfs', ['dfs', 'bfs'] as const);
  const limit = values.limit === undefined ? Infinity : wholeNumber('limit', values.limit, 0, Number.MAX_SAFE_INTEGER);
  const grid = await loadGrid(files[0]);
  const start = endpoint(grid, 'from', values.from);
  const goal = endpoint(grid, 'to', values.to);
  let listed = 0;
  for (const path of allPaths(grid, start, goal, order)) {
    if (listed >= limit || !out.open) return;
    listed++;
    await out.line(formatPath(listed, path, grid.cols));
  }
  if (listed === 0 && limit > 0) await out.line(NO_WAY_OUT);
}

export async function count(args: string[], out: Output): Promise<void> {
  const { values, files } = readFlags('count', args, ENDS, 1);
  const grid = await loadGrid(files[0]);
  const start = endpoint(grid, 'from', values.from);
  const goal = endpoint(grid, 'to', values.to);
  await out.line(countPaths(grid, start, goal).toString());
}
