/// <reference lib="webworker" />
import { messageOf } from '../core/errors';
import { renderPngOffscreen } from '../render/png';
import type { Theme } from '../render/theme';
import type { PictureArrays, PngRequest } from './pngClient';

/**
 * Makes one PNG off the main thread, on an OffscreenCanvas, through the screen's draw function:
 * the picture arrives in slices (see pngClient.sendPicture), then it draws with progress and
 * hands the encoded file back as a Blob (not copied). A worker serves one export; the page
 * stops one by terminating it.
 */
const scope = self as unknown as Worker;
let picture: { rows: number; cols: number; theme: Theme; arrays: PictureArrays } | null = null;

self.onmessage = async (event: MessageEvent<PngRequest>) => {
  const request = event.data;
  if (request.kind === 'begin') {
    const { rows, cols, theme, lengths } = request;
    const arrays: PictureArrays = {
      cells: new Uint8Array(lengths.cells),
      solution: lengths.solution < 0 ? null : new Int32Array(lengths.solution),
      marks: lengths.marks < 0 ? null : new Uint8Array(lengths.marks),
    };
    picture = { rows, cols, theme, arrays };
    return;
  }
  if (!picture) return;
  if (request.kind === 'slice') {
    picture.arrays[request.name]?.set(request.data, request.offset);
    return;
  }
  const { rows, cols, theme, arrays } = picture;
  try {
    const scene = { grid: { rows, cols, cells: arrays.cells }, solution: arrays.solution, marks: arrays.marks, player: null, exit: null };
    const blob = await renderPngOffscreen(scene, theme, (progress) => scope.postMessage({ progress }));
    scope.postMessage({ blob });
  } catch (error) {
    scope.postMessage({ error: messageOf(error) });
  }
};
