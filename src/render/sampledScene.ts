import type { Scene, View } from './scene';

/**
 * A scene whose blocks are smaller than a device pixel, sampled down to one block a pixel: the
 * block nearest each pixel's centre, as a scale-down without smoothing picks anyway. Drawing it
 * paints a canvas-sized bitmap instead of one of millions of blocks (a 2000×2000 maze's 16M):
 * the same picture, at a cost that follows the canvas, not the maze. A scene that fits as it is
 * comes back unchanged. The solution is mapped onto the sampled blocks, so its line still
 * runs where it did.
 */
export function sampleScene(scene: Scene, view: View): { scene: Scene; view: View } {
  if (view.block >= 1) return { scene, view };
  const { rows, cols, cells } = scene.grid;
  const outRows = Math.max(1, Math.min(rows, Math.round(rows * view.block)));
  const outCols = Math.max(1, Math.min(cols, Math.round(cols * view.block)));
  const rowOf = pick(outRows, rows);
  const colOf = pick(outCols, cols);
  const sampled = new Uint8Array(outRows * outCols);
  const labMarks = scene.labMarks ? new Uint8Array(outRows * outCols) : null;
  const marks = scene.marks ? new Uint8Array(outRows * outCols) : null;
  for (let r = 0; r < outRows; r++) {
    const from = rowOf[r]! * cols;
    const to = r * outCols;
    for (let c = 0; c < outCols; c++) {
      const block = from + colOf[c]!;
      sampled[to + c] = cells[block]!;
      if (labMarks) labMarks[to + c] = scene.labMarks![block]!;
      if (marks) marks[to + c] = scene.marks![block]!;
    }
  }
  const place = (block: number | null): number | null => {
    if (block === null) return null;
    const row = Math.min(outRows - 1, Math.floor(Math.floor(block / cols) * (outRows / rows)));
    const col = Math.min(outCols - 1, Math.floor((block % cols) * (outCols / cols)));
    return row * outCols + col;
  };
  return {
    scene: { grid: { rows: outRows, cols: outCols, cells: sampled }, solution: scene.solution && sampledPath(scene.solution, place), marks, player: place(scene.player), exit: place(scene.exit), entrance: place(scene.entrance ?? null), labMarks },
    view: { block: (view.block * cols) / outCols, x: view.x, y: view.y },
  };
}

/** For each of `out` samples, the index among `of` blocks nearest its centre. */
function pick(out: number, of: number): Int32Array {
  const picked = new Int32Array(out);
  for (let i = 0; i < out; i++) picked[i] = Math.min(of - 1, Math.floor(((i + 0.5) * of) / out));
  return picked;
}

/** A path on the sampled blocks: each block moved to its sample, repeats in a row dropped. */
function sampledPath(path: Int32Array, place: (block: number) => number | null): Int32Array {
  const out = new Int32Array(path.length);
  let size = 0;
  for (let i = 0; i < path.length; i++) {
    const at = place(path[i]!)!;
    if (size === 0 || out[size - 1] !== at) out[size++] = at;
  }
  return out.slice(0, size);
}
