import { formatGrid, GridParseError, parseGrid, type Grid } from '../core';

/** A text read as a grid, or where it goes wrong (line and column 1-based, as GridParseError). */
export type GridRead =
  | { readonly ok: true; readonly grid: Grid }
  | { readonly ok: false; readonly line: number; readonly column: number; readonly message: string };

/**
 * Reads a grid text (or a file holding one) the way the text box does, reporting progress in
 * characters; a bad text comes back as its parse error's place and words, not as a throw, so
 * the line and column survive the trip out of a worker.
 */
export async function readGridText(source: string | Blob, onProgress: (done: number, total: number) => void): Promise<GridRead> {
  const text = typeof source === 'string' ? source : await blobText(source);
  onProgress(0, text.length);
  try {
    const grid = parseGrid(text, { onProgress });
    onProgress(text.length, text.length);
    return { ok: true, grid };
  } catch (error) {
    if (!(error instanceof GridParseError)) throw error;
    return { ok: false, line: error.line, column: error.column, message: error.message };
  }
}

/** The grid as a .txt file, made where the formatting does not hold up the page. */
export function gridTextBlob(grid: Grid): Blob {
  return new Blob([formatGrid(grid)], { type: 'text/plain' });
}

/** A Blob's text: its own text() where the platform has it, a FileReader otherwise (jsdom). */
export function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('could not read the file'));
    reader.readAsText(blob);
  });
}
