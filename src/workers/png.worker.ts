/// <reference lib="webworker" />
import { messageOf } from '../core/errors';
import { SquareLattice } from '../core/shape/squareLattice';
import type { Topology } from '../core/shape/topology';
import { renderPictureOffscreen, type PngProgress } from '../render/png';
import type { Theme } from '../render/theme';
import type { PictureFormat } from '../render/pngFileName';
import { svgBlob } from '../render/vector/svgBlob';
import type { CellPictureArrays, CellPictureShape, PictureArrays, PngRequest } from './pngClient';

/**
 * Makes one PNG off the main thread, on an OffscreenCanvas, through the screen's draw function:
 * the picture arrives in slices (see pngClient.sendPicture), then it draws with progress and
 * hands the encoded file back as a Blob (not copied). A worker serves one export; the page
 * stops one by terminating it. A picture is a block grid or a maze on cells.
 */
const scope = self as unknown as Worker;
type Picture =
  | { kind: 'blocks'; rows: number; cols: number; theme: Theme; format: PictureFormat; arrays: PictureArrays }
  | { kind: 'cells'; maze: CellPictureShape; theme: Theme; format: PictureFormat; arrays: CellPictureArrays };
let picture: Picture | null = null;

self.onmessage = async (event: MessageEvent<PngRequest>) => {
  const request = event.data;
  if (request.kind === 'begin') {
    const { rows, cols, theme, format, lengths } = request;
    const arrays: PictureArrays = {
      blocks: new Uint8Array(lengths.blocks),
      solution: lengths.solution < 0 ? null : new Int32Array(lengths.solution),
      marks: lengths.marks < 0 ? null : new Uint8Array(lengths.marks),
    };
    picture = { kind: 'blocks', rows, cols, theme, format, arrays };
    return;
  }
  if (request.kind === 'beginCells') {
    const { maze, theme, format, lengths } = request;
    const arrays: CellPictureArrays = {
      offsets: lengths.offsets < 0 ? null : new Int32Array(lengths.offsets),
      neighbours: lengths.neighbours < 0 ? null : new Int32Array(lengths.neighbours),
      centres: lengths.centres < 0 ? null : new Float64Array(lengths.centres),
      slots: lengths.slots < 0 ? null : new Int32Array(lengths.slots),
      open: new Uint8Array(lengths.open),
      crossings: lengths.crossings < 0 ? null : new Int32Array(lengths.crossings),
      solution: lengths.solution < 0 ? null : new Int32Array(lengths.solution),
      marks: lengths.marks < 0 ? null : new Uint8Array(lengths.marks),
    };
    picture = { kind: 'cells', maze, theme, format, arrays };
    return;
  }
  if (!picture) return;
  if (request.kind === 'slice') {
    const into = (picture.arrays as Record<string, Uint8Array | Int32Array | Float64Array | null>)[request.name];
    into?.set(request.data, request.offset);
    return;
  }
  try {
    let blob: Blob;
    const progress = (progress: PngProgress) => scope.postMessage({ progress });
    if (picture.kind === 'blocks') {
      const { rows, cols, theme, arrays } = picture;
      const scene = { grid: { rows, cols, blocks: arrays.blocks }, solution: arrays.solution, marks: arrays.marks, player: null, exit: null };
      blob = picture.format === 'svg' ? svgBlob({ kind: 'blocks', scene }, theme) : await renderPictureOffscreen({ kind: 'blocks', scene }, theme, progress);
    } else {
      const { maze, theme, arrays } = picture;
      const topology: Topology =
        maze.lattice
          ? new SquareLattice(maze.columns, maze.rows)
          : { shape: maze.shape, cellCount: maze.cellCount, columns: maze.columns, rows: maze.rows, offsets: arrays.offsets!, neighbours: arrays.neighbours!, centres: arrays.centres!, slots: arrays.slots, ...(maze.levels !== undefined && { levels: maze.levels }) };
      const scene = { maze: { topology, open: arrays.open, start: maze.start, goal: maze.goal, ...(arrays.crossings && { crossings: arrays.crossings }) }, solution: arrays.solution, marks: arrays.marks, player: null, exit: null };
      blob = picture.format === 'svg' ? svgBlob({ kind: 'cells', scene }, theme) : await renderPictureOffscreen({ kind: 'cells', scene }, theme, progress);
    }
    scope.postMessage({ blob });
  } catch (error) {
    scope.postMessage({ error: messageOf(error) });
  }
};
