import type { Scene, View } from './scene';

/**
 * What a caller whose walls and solution never change in place (the game's maze) lets
 * `sampleScene` keep between redraws: the sampled walls and solution of the last maze and size.
 * Then a redraw of a big fitted maze samples only the walk's marks, which do change in place.
 */
export interface SampleMemo {
  last: { cells: Uint8Array; solution: Int32Array | null; outRows: number; outCols: number; sampled: Uint8Array; path: Int32Array | null } | null;
}

export function sampleMemo(): SampleMemo {
  return { last: null };
}

/**
 * A scene whose blocks are smaller than a device pixel, sampled down to one block a pixel: the
 * block nearest each pixel's centre, as a scale-down without smoothing picks anyway. Drawing it
 * paints a canvas-sized bitmap instead of one of millions of blocks (a 2000×2000 maze's 16M):
 * the same picture, at a cost that follows the canvas, not the maze. A scene that fits as it is
 * comes back unchanged. The solution is mapped onto the sampled blocks, so its line still
 * runs where it did.
 */
export function sampleScene(scene: Scene, view: View, memo?: SampleMemo): { scene: Scene; view: View } {
  if (view.block >= 1) return { scene, view };
  const { rows, cols, blocks: cells } = scene.grid;
  const outRows = Math.max(1, Math.min(rows, Math.round(rows * view.block)));
  const outCols = Math.max(1, Math.min(cols, Math.round(cols * view.block)));
  const rowOf = pick(outRows, rows);
  const colOf = pick(outCols, cols);
  const labMarks = scene.labMarks ? new Uint8Array(outRows * outCols) : null;
  const marks = scene.marks ? new Uint8Array(outRows * outCols) : null;
  // One pass per array, row by row: this runs on every full redraw of a big maze fitted to the canvas.
  const sampleInto = (into: Uint8Array, from: Uint8Array) => {
    for (let r = 0; r < outRows; r++) {
      const row = from.subarray(rowOf[r]! * cols, (rowOf[r]! + 1) * cols);
      const to = r * outCols;
      for (let c = 0; c < outCols; c++) into[to + c] = row[colOf[c]!]!;
    }
  };
  if (labMarks) sampleInto(labMarks, scene.labMarks!);
  if (marks) sampleInto(marks, scene.marks!);
  const heat = scene.heat ? new Uint8Array(outRows * outCols) : null;
  const fog = scene.fog ? new Uint8Array(outRows * outCols) : null;
  if (heat) sampleInto(heat, scene.heat!);
  if (fog) sampleInto(fog, scene.fog!);
  // Where each block row and column lands: a solution of a million blocks is mapped by lookups.
  const rowAt = spread(rows, outRows);
  const colAt = spread(cols, outCols);
  const place = (block: number | null): number | null => (block === null ? null : placeBlock(block, cols, rowAt, colAt, outCols));
  const last = memo?.last;
  const kept = last && last.cells === cells && last.outRows === outRows && last.outCols === outCols ? last : null;
  let sampled = kept?.sampled;
  if (!sampled) sampleInto((sampled = new Uint8Array(outRows * outCols)), cells);
  // A solution hidden and shown again is the same array: its sampled path is kept through the hiding.
  const path = !scene.solution ? null : kept && kept.solution === scene.solution ? kept.path : sampledPath(scene.solution, cols, rowAt, colAt, outCols);
  if (memo && (scene.solution || !kept)) memo.last = { cells, solution: scene.solution, outRows, outCols, sampled, path };
  return {
    scene: { grid: { rows: outRows, cols: outCols, blocks: sampled }, solution: path, marks, player: place(scene.player), exit: place(scene.exit), entrance: place(scene.entrance ?? null), labMarks, heat, fog },
    view: { block: (view.block * cols) / outCols, x: view.x, y: view.y },
  };
}

/** For each of `out` samples, the index among `of` blocks nearest its centre. */
function pick(out: number, of: number): Int32Array {
  const picked = new Int32Array(out);
  for (let i = 0; i < out; i++) picked[i] = Math.min(of - 1, Math.floor(((i + 0.5) * of) / out));
  return picked;
}

/** For each of `of` blocks, the sample it falls in when `of` are spread over `out`. */
function spread(of: number, out: number): Int32Array {
  const at = new Int32Array(of);
  for (let i = 0; i < of; i++) at[i] = Math.min(out - 1, Math.floor(i * (out / of)));
  return at;
}

function placeBlock(block: number, cols: number, rowAt: Int32Array, colAt: Int32Array, outCols: number): number {
  const row = (block / cols) | 0;
  return rowAt[row]! * outCols + colAt[block - row * cols]!;
}

/** A path on the sampled blocks: each block moved to its sample, repeats in a row dropped. */
function sampledPath(path: Int32Array, cols: number, rowAt: Int32Array, colAt: Int32Array, outCols: number): Int32Array {
  const out = new Int32Array(path.length);
  let size = 0;
  for (let i = 0; i < path.length; i++) {
    const at = placeBlock(path[i]!, cols, rowAt, colAt, outCols);
    if (size === 0 || out[size - 1] !== at) out[size++] = at;
  }
  return out.slice(0, size);
}
