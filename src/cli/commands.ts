import {
  allPaths,
  countHamiltonianPaths,
  countPathsWith,
  countShortestPaths,
  formatGrid,
  formatPath,
  formatWalk,
  generateMaze,
  GENERATOR_IDS,
  MazeOptionsError,
  mazeJsonChunks,
  randomSeed,
  solve,
  SOLVER_IDS,
  type PathOrder,
} from '../core';
import { UsageError } from './errors';
import { loadGrid, loadMaze, type Stdin } from './input';
import { endpoint, fraction, oneOf, readFlags, seedFlag, wholeNumber } from './options';
import type { Output } from './output';
import { blockSize, chooseFormat, isPlainGenerate, shapedMaze, solveCellMaze, unicursalMaze, type ShapeFlags } from './shaped';
import { cellMazeSvg, chooseStyle, svgOfFlags } from './svg';
import { nodePassPool } from './nodePassPool';
import { countCost } from '../core/paths/countCost';
import { MAX_BYTES } from '../core/paths/countLayer';

export const NO_WAY_OUT = 'this maze has no way out';

/** What a command reads and writes: results go to `out`, `-` reads `stdin`. */
export interface CommandIo {
  readonly out: Output;
  readonly stdin: Stdin;
}

export type Command = (args: string[], io: CommandIo) => Promise<void>;

const ENDS = ['from', 'to'] as const;

/**
 * Today's 0/1 grid of a square maze, unchanged without the shape flags; with them (--shape,
 * --mask, --rings, --format), a maze of any shape as one line of JSON (see shaped.ts); with
 * --unicursal, a unicursal labyrinth as that JSON.
 */
export async function generate(args: string[], { out, stdin }: CommandIo): Promise<void> {
  const { values } = readFlags('generate', args, ['algorithm', 'width', 'height', 'seed', 'braid', 'shape', 'rings', 'mask', 'format', 'style', 'weave', 'levels'], 0, ['solution', 'unicursal']);
  const flags: ShapeFlags = {
    shape: values.get('shape'),
    format: values.get('format'),
    mask: values.get('mask'),
    rings: values.get('rings'),
    width: values.get('width'),
    height: values.get('height'),
    weave: values.get('weave'),
    levels: values.get('levels'),
    unicursal: values.has('unicursal'),
  };
  const algorithm = oneOf('algorithm', values.get('algorithm') ?? 'backtracker', GENERATOR_IDS);
  // A unicursal labyrinth prints as JSON or SVG; unicursalMaze checks the flags that go with it.
  const unicursal = flags.unicursal === true;
  const format = unicursal ? (flags.format === 'svg' ? 'svg' : 'json') : isPlainGenerate(flags) ? 'text' : chooseFormat(flags);
  const style = values.get('style');
  const withSolution = values.has('solution');
  if (format !== 'svg' && (style !== undefined || withSolution)) {
    throw new UsageError(`generate: --${style !== undefined ? 'style' : 'solution'} is for pictures: add --format svg`);
  }
  const json = format === 'json';
  // Checked in today's order (algorithm, width, height, seed, braid), so today's calls say the same.
  const svgStyle = format === 'svg' ? chooseStyle(flags, style) : null;
  const size = json || svgStyle !== null ? null : blockSize(flags);
  const seed = values.get('seed');
  const common = { algorithm, seed: seed === undefined ? randomSeed() : seedFlag(seed), braid: fraction('braid', values.get('braid') ?? '0') };
  try {
    if (svgStyle !== null) {
      await out.text(unicursal ? cellMazeSvg(unicursalMaze(flags, common), withSolution) : await svgOfFlags(flags, common, svgStyle, withSolution, stdin));
      return;
    }
    if (size === null) {
      // One line of JSON, written a few thousand cells at a time (a million cells is about 100 MB of text).
      for (const chunk of mazeJsonChunks(unicursal ? unicursalMaze(flags, common) : await shapedMaze(flags, common, stdin))) await out.text(chunk);
      await out.line('');
      return;
    }
    const options = { ...common, ...size };
    const maze = generateMaze(options);
    await out.line(formatGrid(maze).slice(0, -1));
  } catch (error) {
    if (error instanceof MazeOptionsError) throw new UsageError(`generate: ${error.message}`);
    throw error;
  }
}

export async function solveCommand(args: string[], { out, stdin }: CommandIo): Promise<void> {
  const { values, files } = readFlags('solve', args, ['algorithm', ...ENDS], 1);
  const algorithm = oneOf('algorithm', values.get('algorithm') ?? 'bfs', SOLVER_IDS);
  const maze = await loadMaze(files[0], stdin);
  if ('cells' in maze) {
    const path = solveCellMaze(maze.cells, algorithm, values.get('from'), values.get('to'));
    await out.line(path === null ? NO_WAY_OUT : `${path.join(' ')}\nlength ${path.length}`);
    return;
  }
  const { grid } = maze;
  const start = endpoint(grid, 'from', values.get('from'));
  const goal = endpoint(grid, 'to', values.get('to'));
  const { path } = solve(grid, start, goal, algorithm, { recordExplored: false });
  if (path === null) {
    await out.line(NO_WAY_OUT);
    return;
  }
  await out.line(formatWalk(path, grid.cols));
  await out.line(`length ${path.length}`);
}

export async function paths(args: string[], { out, stdin }: CommandIo): Promise<void> {
  const { values, files } = readFlags('paths', args, ['order', 'limit', ...ENDS], 1);
  const order: PathOrder = oneOf('order', values.get('order') ?? 'dfs', ['dfs', 'bfs'] as const);
  const limitText = values.get('limit');
  const limit = limitText === undefined ? Infinity : wholeNumber('limit', limitText, 0, Number.MAX_SAFE_INTEGER);
  const grid = await loadGrid(files[0], stdin, 'paths');
  const start = endpoint(grid, 'from', values.get('from'));
  const goal = endpoint(grid, 'to', values.get('to'));
  let listed = 0;
  for (const path of allPaths(grid, start, goal, order)) {
    if (listed >= limit || !out.open) return;
    listed++;
    await out.line(formatPath(listed, path, grid.cols));
  }
  if (listed === 0 && limit > 0) await out.line(NO_WAY_OUT);
}

/** Why a count that would hold `bytes` at once (Infinity: beyond any bound) is refused, and what to do instead. */
function tooOpenToCount(bytes: number): string {
  const allowed = `${MAX_BYTES / 2 ** 30} GB`;
  const gigabytes = bytes / 2 ** 30;
  const needs = gigabytes < 1024 ? `about ${gigabytes < 10 ? gigabytes.toPrecision(2) : Math.round(gigabytes)} GB` : 'far more';
  return (
    `this grid is too wide and open to count its simple paths exactly: the count would hold ${needs} in memory at once, and it may use ${allowed}. ` +
    'Count a narrower grid or one with more walls, or count its shortest paths (--shortest)'
  );
}

/** The exact number of simple paths, or with a switch of shortest paths or of Hamiltonian paths, as one line of digits. */
export async function count(args: string[], { out, stdin }: CommandIo): Promise<void> {
  const { values, files } = readFlags('count', args, ENDS, 1, ['shortest', 'hamiltonian']);
  const shortest = values.has('shortest');
  const hamiltonian = values.has('hamiltonian');
  if (shortest && hamiltonian) throw new UsageError('count: --shortest and --hamiltonian count different paths; give one of them');
  const grid = await loadGrid(files[0], stdin, 'count');
  const start = endpoint(grid, 'from', values.get('from'));
  const goal = endpoint(grid, 'to', values.get('to'));
  if (shortest || hamiltonian) {
    await out.line((shortest ? countShortestPaths : countHamiltonianPaths)(grid, start, goal).toString());
    return;
  }
  // Priced first, as the page prices it: a grid too wide and open to count in memory is
  // refused at once, in words, instead of after seconds of work and a gigabyte.
  const cost = countCost(grid, start, goal);
  if (cost.fits === false) throw new UsageError(`count: ${tooOpenToCount(cost.bytes)}`);
  // Open pieces are counted by dense passes, side by side on one thread per core (made only if needed).
  const pool = nodePassPool();
  try {
    await out.line((await countPathsWith(grid, start, goal, {}, pool.runPass, pool.size)).toString());
  } finally {
    pool.close();
  }
}
