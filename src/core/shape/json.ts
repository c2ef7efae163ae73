import { MAX_MAZE_CELLS } from '../limits';
import { messageOf } from '../errors';
import { quote } from '../quote';
import { adjacencyIndex, type CellMaze } from './cellMaze';
import { isShapeId, SHAPE_IDS } from './shapeTopology';
import type { Topology } from './topology';
import { centreX, centreY, firstWay, mostWays, neighboursInto } from './ways';
import { CROSSING_CELLS } from './crossings';
import { levelCount, levelOf } from './levels';

/**
 * A cell-graph maze as JSON, the CLI's contract:
 * `{"shape":"hex","cells":[{"x":1.5,"y":0.866,"neighbours":[1,7],"passages":[1]},…],"start":0,"goal":41}`.
 * A cell's id is its index in `cells`; x, y its centre rounded to 3 decimals; `neighbours` every
 * cell sharing a wall with it, in the topology's order; `passages` those whose wall is open, in
 * the same order. One line. A maze of several levels gives each cell its level `z` (0 at the
 * bottom) after x and y (x, y its place on its level), and its neighbours below and above
 * after the four on its level (levels.ts). A weave adds `"crossings":[{"over":b,"under":[a,c]},…]` after the
 * cells: a tunnel joins a and c straight under b, and a and c list each other as neighbours.
 */
export function mazeToJson(maze: CellMaze): string {
  return [...mazeJsonChunks(maze)].join('');
}

/**
 * mazeToJson's text in pieces of about `cellsPerChunk` cells, first to last, so a million-cell
 * maze can be written out without ever holding its whole text (about 100 MB) at once.
 */
export function* mazeJsonChunks(maze: CellMaze, cellsPerChunk = 4096): Generator<string> {
  const { topology, open } = maze;
  const ways = new Int32Array(mostWays(topology));
  const levelled = levelCount(topology) > 1;
  yield `{"shape":${JSON.stringify(topology.shape)},"cells":[`;
  for (let first = 0; first < topology.cellCount; first += cellsPerChunk) {
    let chunk = '';
    const last = Math.min(topology.cellCount, first + cellsPerChunk);
    for (let cell = first; cell < last; cell++) {
      let around = '';
      let passages = '';
      const way = firstWay(topology, cell);
      const count = neighboursInto(topology, cell, ways);
      for (let k = 0; k < count; k++) {
        around += (k === 0 ? '' : ',') + ways[k]!;
        if (open[way + k] === 1) passages += (passages === '' ? '' : ',') + ways[k]!;
      }
      const level = levelled ? `,"z":${levelOf(topology, cell)}` : '';
      chunk += `${cell === 0 ? '' : ','}{"x":${rounded(centreX(topology, cell))},"y":${rounded(centreY(topology, cell))}${level},"neighbours":[${around}],"passages":[${passages}]}`;
    }
    yield chunk;
  }
  yield `]${maze.crossings ? `,"crossings":[${crossingsJson(maze.crossings)}]` : ''},"start":${maze.start},"goal":${maze.goal}}`;
}

function crossingsJson(crossings: Int32Array): string {
  const parts: string[] = [];
  for (let k = 0; k < crossings.length; k += CROSSING_CELLS) parts.push(`{"over":${crossings[k]},"under":[${crossings[k + 1]},${crossings[k + 2]}]}`);
  return parts.join(',');
}

/** Three decimals, without a "-0". */
function rounded(value: number): string {
  const r = Math.round(value * 1000) / 1000;
  return String(r === 0 ? 0 : r);
}

/** A cell-graph maze's JSON that cannot be read; the message says what and where, on one line. */
export class MazeJsonError extends RangeError {
  override readonly name = 'MazeJsonError';
}

/** More neighbours than any shape has; it keeps checking symmetry cheap on hostile files. */
const MAX_NEIGHBOURS = 64;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A value from the file, for a message: a number, a string, true, false or null as itself,
 * nothing when missing, and an array or object by its kind alone. Writing those out would quote
 * a whole hostile file, and JSON.stringify recurses: an array nested 5,000 deep overflows the stack.
 */
function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object' && value !== null) return 'an object';
  return typeof value === 'string' ? quote(JSON.stringify(value)) : String(value);
}

function isCellId(value: unknown, count: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < count;
}

function cellId(value: unknown, where: string, count: number): number {
  if (!isCellId(value, count)) throw new MazeJsonError(`${where} must be a cell id from 0 to ${count - 1} (got ${describeValue(value)})`);
  return value;
}

/** The cell's list of ids in `field`, checked (the file's own array: valid ids need no copy). */
function idList(cell: Record<string, unknown>, field: string, c: number, count: number): number[] {
  const list = cell[field];
  if (!Array.isArray(list)) throw new MazeJsonError(`cells[${c}] needs "${field}", a list of cell ids`);
  if (list.length > MAX_NEIGHBOURS) throw new MazeJsonError(`cells[${c}].${field} lists ${list.length} cells; a cell has at most ${MAX_NEIGHBOURS} neighbours`);
  for (let k = 0; k < list.length; k++) if (!isCellId(list[k], count)) cellId(list[k], `cells[${c}].${field}[${k}]`, count);
  return list as number[];
}

/** Whether a short list (at most MAX_NEIGHBOURS) holds a value twice. */
function hasRepeat(list: readonly number[]): boolean {
  for (let i = 1; i < list.length; i++) for (let j = 0; j < i; j++) if (list[i] === list[j]) return true;
  return false;
}

function coordinate(cell: Record<string, unknown>, field: 'x' | 'y', c: number): number {
  const value = cell[field];
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new MazeJsonError(`cells[${c}] needs "${field}", a number (its centre)`);
  return value;
}

/**
 * Reads mazeToJson's format back (any such file, not only ours) into a CellMaze whose topology
 * is built from the lists: shape from the file, columns and rows 0. Throws MazeJsonError when
 * the text is not JSON, a field is missing or of the wrong kind, an id is out of range, a cell
 * lists itself or a cell twice, neighbours are not mutual, a passage is not a neighbour or is
 * open from one side only, or start and goal are not cells.
 */
export function mazeFromJson(text: string): CellMaze {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new MazeJsonError(`not JSON: ${messageOf(error)}`);
  }
  if (!isObject(data)) throw new MazeJsonError('a cell maze must be a JSON object with "shape", "cells", "start" and "goal"');
  const shape = data['shape'];
  if (!isShapeId(shape)) {
    throw new MazeJsonError(`"shape" must be one of ${SHAPE_IDS.join(', ')} (got ${describeValue(shape)})`);
  }
  const cells = data['cells'];
  if (!Array.isArray(cells) || cells.length === 0) throw new MazeJsonError('"cells" must be a non-empty list of cells');
  if (cells.length > MAX_MAZE_CELLS) throw new MazeJsonError(`a maze may have at most ${MAX_MAZE_CELLS.toLocaleString('en-US')} cells; this one has ${cells.length.toLocaleString('en-US')}`);
  const count = cells.length;
  const offsets = new Int32Array(count + 1);
  const centres = new Float64Array(count * 2);
  const lists: number[][] = [];
  const passageLists: number[][] = [];
  let size = 0;
  for (let c = 0; c < count; c++) {
    const cell: unknown = cells[c];
    if (!isObject(cell)) throw new MazeJsonError(`cells[${c}] must be an object with x, y, neighbours and passages`);
    centres[2 * c] = coordinate(cell, 'x', c);
    centres[2 * c + 1] = coordinate(cell, 'y', c);
    const around = idList(cell, 'neighbours', c, count);
    if (hasRepeat(around)) throw new MazeJsonError(`cells[${c}].neighbours lists a cell twice`);
    if (around.includes(c)) throw new MazeJsonError(`cells[${c}].neighbours lists the cell itself`);
    const passages = idList(cell, 'passages', c, count);
    if (hasRepeat(passages)) throw new MazeJsonError(`cells[${c}].passages lists a cell twice`);
    for (const to of passages) if (!around.includes(to)) throw new MazeJsonError(`cells[${c}].passages has ${to}, which is not among its neighbours`);
    lists.push(around);
    passageLists.push(passages);
    offsets[c] = size;
    size += around.length;
  }
  offsets[count] = size;
  const neighbours = new Int32Array(size);
  const open = new Uint8Array(size);
  for (let c = 0; c < count; c++) {
    neighbours.set(lists[c]!, offsets[c]!);
    for (const to of passageLists[c]!) open[offsets[c]! + lists[c]!.indexOf(to)] = 1;
  }
  const topology: Topology = { shape, cellCount: count, offsets, neighbours, centres, columns: 0, rows: 0, slots: null };
  for (let c = 0; c < count; c++) {
    for (let i = offsets[c]!; i < offsets[c + 1]!; i++) {
      const to = neighbours[i]!;
      const back = adjacencyIndex(topology, to, c);
      if (back < 0) throw new MazeJsonError(`cells[${c}] lists ${to} as a neighbour, but cells[${to}] does not list ${c}`);
      if (open[back] !== open[i]) throw new MazeJsonError(`the passage between cells ${c} and ${to} is open from one side only`);
    }
  }
  const start = cellId(data['start'], '"start"', count);
  const goal = cellId(data['goal'], '"goal"', count);
  return { topology, open, start, goal };
}
